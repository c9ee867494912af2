import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member accounts.
 *
 * 1. `users` gets the profile (bio, expertise tags, IANA time zone), the notification consents (all off: consent
 *    under UK GDPR is opted into) and the time the e-mail address was verified (null: not yet).
 * 2. `account_tokens`: the one-time links e-mailed for a password reset, an address verification or a change of
 *    address. Only a SHA-256 of the token is stored; a token is spent by setting `used_at` in the statement that
 *    checks it, so two requests with one token cannot both succeed.
 * 3. `sessions` learns whose it is (`user_id`, generated from the session JSON that @fastify/session writes, so the
 *    store needs no change) and when it was created and last seen: "end every other session" and the data export
 *    read them through the index.
 */
export class Accounts1764100000000 implements MigrationInterface {
  name = 'Accounts1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "bio" text NOT NULL DEFAULT '',
        ADD COLUMN "expertise" text array NOT NULL DEFAULT '{}',
        ADD COLUMN "time_zone" text,
        ADD COLUMN "notify_replies" boolean NOT NULL DEFAULT false,
        ADD COLUMN "notify_mentions" boolean NOT NULL DEFAULT false,
        ADD COLUMN "notify_digest" boolean NOT NULL DEFAULT false,
        ADD COLUMN "email_verified_at" timestamptz`);
    await q.query(`
      CREATE TABLE "account_tokens" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "purpose" text NOT NULL,
        "token_hash" bytea NOT NULL,
        "new_email" text,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "account_tokens_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "account_tokens_purpose_check" CHECK ("purpose" IN ('reset-password', 'verify-email', 'change-email')),
        CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "account_tokens_user_id_idx" ON "account_tokens" ("user_id")`);
    await q.query(`
      ALTER TABLE "sessions"
        ADD COLUMN "user_id" integer GENERATED ALWAYS AS (
          CASE WHEN ("sess" -> 'passport' ->> 'user') ~ '^[1-9][0-9]{0,8}$' THEN ("sess" -> 'passport' ->> 'user')::integer END
        ) STORED,
        ADD COLUMN "created_at" timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN "last_seen_at" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id") WHERE "user_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "sessions_user_id_idx"`);
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "last_seen_at", DROP COLUMN "created_at", DROP COLUMN "user_id"`);
    await q.query(`DROP TABLE "account_tokens"`);
    await q.query(`
      ALTER TABLE "users"
        DROP COLUMN "email_verified_at",
        DROP COLUMN "notify_digest",
        DROP COLUMN "notify_mentions",
        DROP COLUMN "notify_replies",
        DROP COLUMN "time_zone",
        DROP COLUMN "expertise",
        DROP COLUMN "bio"`);
  }
}
