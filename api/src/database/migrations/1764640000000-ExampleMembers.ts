import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The engagement page's example content belongs to members, and names are read by join.
 *
 * 1. Each example person (a spotlight's author, an example mentor) becomes a member: a users row with their name, an
 *    address under the reserved `.invalid` domain (no mail is ever delivered to it), a password hash no password matches
 *    and no verified address (they cannot sign in; mentor matching lists verified members only), and an approved primary
 *    membership of the community their example names, dated a year back. Like the forum seed's members, they are some
 *    of the members the community's seeded figure already counts, so the count the membership adds is taken back.
 *    Their spotlights and mentor profiles are theirs (`user_id`) and marked `example`: the page's preview shows these
 *    rows, and the members' features leave them out.
 * 2. A spotlight's author is its member's name, so `member_spotlights.author` goes.
 * 3. A row's community name is its community's, read by join. `community_name` (spotlights, challenges, mentor profiles,
 *    discussion categories) is only what a row shows once its community is deleted: for the example content, the
 *    community it names (seeded with it); for a member's row, '' until a trigger writes the community's name into it
 *    when the community is deleted (a rename no longer leaves a stale copy behind).
 *
 * `mentor_profiles.name` stays for the example mentors only: it is their key (the seed finds them by it); a member's
 * profile leaves it ''.
 */
export class ExampleMembers1764640000000 implements MigrationInterface {
  name = 'ExampleMembers1764640000000';

  async up(q: QueryRunner): Promise<void> {
    // ---- 1. The example members and the rows they own.
    await q.query(`ALTER TABLE "member_spotlights" ADD "example" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "mentor_profiles" ADD "example" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE FUNCTION "example_member_email"(full_name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT trim(BOTH '.' FROM lower(regexp_replace(full_name, '[^A-Za-z0-9]+', '.', 'g'))) || '@example-members.invalid'
      $$`);
    await q.query(`
      INSERT INTO "users" ("email", "first_name", "last_name", "password_hash", "created_at", "updated_at")
      SELECT DISTINCT example_member_email(p.name), split_part(p.name, ' ', 1), btrim(substr(p.name, length(split_part(p.name, ' ', 1)) + 1)),
             '${UNUSABLE_PASSWORD_HASH}', now() - interval '1 year', now() - interval '1 year'
        FROM (SELECT btrim("author") AS name FROM "member_spotlights" WHERE "user_id" IS NULL AND btrim("author") <> ''
              UNION
              SELECT btrim("name") FROM "mentor_profiles" WHERE "user_id" IS NULL AND btrim("name") <> '') p
      ON CONFLICT ("email") DO NOTHING`);
    await q.query(`
      UPDATE "member_spotlights" s SET "user_id" = u."id", "example" = true
        FROM "users" u
       WHERE s."user_id" IS NULL AND btrim(s."author") <> '' AND u."email" = example_member_email(btrim(s."author"))`);
    await q.query(`
      UPDATE "mentor_profiles" mp SET "user_id" = u."id", "example" = true
        FROM "users" u
       WHERE mp."user_id" IS NULL AND btrim(mp."name") <> '' AND u."email" = example_member_email(btrim(mp."name"))`);
    await q.query(`DROP FUNCTION "example_member_email"(text)`);
    const joined = (await q.query(`
      WITH firsts AS (
        SELECT DISTINCT ON (r."user_id") r."user_id", r."community_id"
          FROM (SELECT "id", "user_id", "community_id", 0 AS k FROM "member_spotlights" WHERE "example" AND "community_id" IS NOT NULL
                UNION ALL
                SELECT "id", "user_id", "community_id", 1 FROM "mentor_profiles" WHERE "example" AND "community_id" IS NOT NULL) r
         ORDER BY r."user_id", r.k, r."id"),
      joined AS (
        INSERT INTO "user_communities" ("user_id", "community_id", "is_primary", "status", "joined_at")
        SELECT f."user_id", f."community_id", true, 'approved', u."created_at" FROM firsts f JOIN "users" u ON u."id" = f."user_id"
        ON CONFLICT DO NOTHING
        RETURNING "community_id")
      SELECT "community_id", count(*)::int AS n FROM joined GROUP BY "community_id"`)) as { community_id: number; n: number }[];
    for (const { community_id, n } of joined)
      await q.query(`UPDATE "communities" SET "member_count" = greatest("member_count" - $2, 0) WHERE "id" = $1`, [community_id, n]);
    // Members' profiles copied their names in once; a member's name is read from their row.
    await q.query(`UPDATE "mentor_profiles" SET "name" = '' WHERE NOT "example" AND "name" <> ''`);
    // A member's profile takes its name from the member; the column keeps the example mentors' names (their key).
    await q.query(`ALTER TABLE "mentor_profiles" ALTER COLUMN "name" SET DEFAULT ''`);
    await q.query(`ALTER TABLE "member_spotlights" DROP COLUMN "author"`);

    // ---- 2. Community names by join. A member's row keeps no copy of its community's name while the community is there.
    for (const [table, members] of Object.entries(MEMBERS_ROWS))
      await q.query(
        `UPDATE "${table}" SET "community_name" = '' WHERE ${members} AND "community_id" IS NOT NULL AND "community_name" <> ''`,
      );
    await q.query(`
      CREATE FUNCTION "communities_keep_former_name"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${NAMED_TABLES.map((t) => `UPDATE "${t}" SET "community_name" = OLD."name" WHERE "community_id" = OLD."id" AND "community_name" = '';`).join('\n        ')}
        RETURN OLD;
      END $$`);
    await q.query(`
      CREATE TRIGGER "communities_keep_former_name" BEFORE DELETE ON "communities"
        FOR EACH ROW EXECUTE FUNCTION "communities_keep_former_name"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "communities_keep_former_name" ON "communities"`);
    await q.query(`DROP FUNCTION "communities_keep_former_name"()`);
    for (const [table, members] of Object.entries(MEMBERS_ROWS))
      await q.query(
        `UPDATE "${table}" t SET "community_name" = c."name" FROM "communities" c WHERE c."id" = t."community_id" AND ${members}`,
      );
    await q.query(`ALTER TABLE "mentor_profiles" ALTER COLUMN "name" DROP DEFAULT`);

    await q.query(`ALTER TABLE "member_spotlights" ADD "author" text NOT NULL DEFAULT ''`);
    await q.query(`
      UPDATE "member_spotlights" s SET "author" = concat_ws(' ', u."first_name", nullif(u."last_name", '')), "user_id" = NULL
        FROM "users" u WHERE u."id" = s."user_id" AND s."example"`);
    // The example mentors go back to having no member, without the clearing a member's deletion does.
    await q.query(`ALTER TABLE "mentor_profiles" DISABLE TRIGGER "mentor_profiles_member_gone"`);
    await q.query(`UPDATE "mentor_profiles" SET "user_id" = NULL WHERE "example"`);
    await q.query(`ALTER TABLE "mentor_profiles" ENABLE TRIGGER "mentor_profiles_member_gone"`);
    // Their memberships go with them; the community's figure keeps counting them, as it did before they were members.
    await q.query(`
      UPDATE "communities" c SET "member_count" = c."member_count" + j.n
        FROM (SELECT uc."community_id", count(*)::int AS n FROM "user_communities" uc JOIN "users" u ON u."id" = uc."user_id"
               WHERE u."email" LIKE '%@example-members.invalid' AND uc."status" = 'approved' GROUP BY uc."community_id") j
       WHERE c."id" = j."community_id"`);
    await q.query(`DELETE FROM "users" WHERE "email" LIKE '%@example-members.invalid'`);
    await q.query(`ALTER TABLE "mentor_profiles" DROP COLUMN "example"`);
    await q.query(`ALTER TABLE "member_spotlights" DROP COLUMN "example"`);
  }
}

/** An argon2id hash no password matches (it cannot be decoded: verifying against it answers false). */
const UNUSABLE_PASSWORD_HASH = '$argon2id$unusable';

/** The tables whose rows show their community's name. */
const NAMED_TABLES = ['member_spotlights', 'challenges', 'mentor_profiles', 'discussion_categories'];

/** Of those, the tables with members' rows, and which rows are (the discussion categories are all example content). */
const MEMBERS_ROWS: Record<string, string> = {
  member_spotlights: 'NOT "example"',
  mentor_profiles: 'NOT "example"',
  challenges: '"starts_at" IS NOT NULL',
};
