import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rule book's database side.
 * 1. Every suspension ends the member's sessions, whichever route suspended them (the moderation queue, the member
 *    directory, a hand-written UPDATE): a trigger on users deletes their sessions when suspended_until moves into the
 *    future. (The session read also refuses a suspended member's session: auth/session-store.ts.)
 * 2. `users.mailbox` (kept by a trigger from `email`): the mailbox an address delivers to, as one person (contracts' mailboxOf: lower case, no "+tag",
 *    Gmail without dots). Likes, reports and mail limits count a mailbox's aliases as one.
 */
export class RuleBook1764600000000 implements MigrationInterface {
  name = 'RuleBook1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "suspension_ends_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "sessions" WHERE "user_id" = NEW."id";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "users_suspension_ends_sessions" AFTER UPDATE OF "suspended_until" ON "users"
        FOR EACH ROW WHEN (NEW."suspended_until" > now() AND NEW."suspended_until" IS DISTINCT FROM OLD."suspended_until")
        EXECUTE FUNCTION "suspension_ends_sessions"()`);

    // A function (the same rules as contracts' mailboxOf) and a column a trigger keeps (a generated column would need
    // TypeORM's typeorm_metadata table for its schema comparison).
    await q.query(`
      CREATE FUNCTION "mailbox_of"(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN d IS NULL THEN lower(address)
          WHEN d IN ('gmail.com', 'googlemail.com') THEN replace(split_part(l, '+', 1), '.', '') || '@gmail.com'
          ELSE split_part(l, '+', 1) || '@' || d
        END
        FROM (SELECT substring(lower(address) from '^(.*)@[^@]*$') AS l, substring(lower(address) from '@([^@]*)$') AS d) x
      $$`);
    await q.query(`
      CREATE FUNCTION "users_mailbox"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."mailbox" := mailbox_of(NEW."email");
        RETURN NEW;
      END $$`);
    await q.query(`ALTER TABLE "users" ADD COLUMN "mailbox" text`);
    await q.query(`UPDATE "users" SET "mailbox" = mailbox_of("email")`);
    await q.query(`ALTER TABLE "users" ALTER COLUMN "mailbox" SET NOT NULL`);
    await q.query(`
      CREATE TRIGGER "users_mailbox" BEFORE INSERT OR UPDATE OF "email", "mailbox" ON "users"
        FOR EACH ROW EXECUTE FUNCTION "users_mailbox"()`);
    await q.query(`CREATE INDEX "users_mailbox_idx" ON "users" ("mailbox")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "users_mailbox_idx"`);
    await q.query(`DROP TRIGGER "users_mailbox" ON "users"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "mailbox"`);
    await q.query(`DROP FUNCTION "users_mailbox"()`);
    await q.query(`DROP FUNCTION "mailbox_of"(text)`);
    await q.query(`DROP TRIGGER "users_suspension_ends_sessions" ON "users"`);
    await q.query(`DROP FUNCTION "suspension_ends_sessions"()`);
  }
}
