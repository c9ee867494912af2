import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member accounts (spec §3 stored user schema), their community memberships, and the session table
 * in connect-pg-simple's layout (sid / sess json / expire, expire indexed; see auth/session.ts).
 */
export class UsersAndSessions1763800000000 implements MigrationInterface {
  name = 'UsersAndSessions1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // email is stored trimmed and lower-cased (contracts' EmailSchema), so the plain unique
    // constraint is a case-insensitive one; password_hash is null for accounts of an external identity.
    await q.query(`
      CREATE TABLE "users" (
        "id" SERIAL NOT NULL,
        "email" text NOT NULL,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "password_hash" text NULL,
        "profile_image_url" text NULL,
        "external_id" text NULL,
        "role" text NOT NULL DEFAULT 'member',
        "agree_to_newsletter" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_email_key" UNIQUE ("email"),
        CONSTRAINT "users_external_id_key" UNIQUE ("external_id"),
        CONSTRAINT "users_role_check" CHECK ("role" IN ('member', 'admin'))
      )`);
    await q.query(`
      CREATE TABLE "user_communities" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "community_id" integer NOT NULL,
        "is_primary" boolean NOT NULL DEFAULT false,
        "status" text NOT NULL DEFAULT 'approved',
        "joined_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "user_communities_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "user_communities_user_id_community_id_key" UNIQUE ("user_id", "community_id"),
        CONSTRAINT "user_communities_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')),
        CONSTRAINT "user_communities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "user_communities_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "user_communities_status_idx" ON "user_communities" ("status")`);
    // (user_id, ...) is covered by the unique constraint; the cascade from communities needs its own index.
    await q.query(`CREATE INDEX "user_communities_community_id_idx" ON "user_communities" ("community_id")`);
    // At most one primary community per member.
    await q.query(`CREATE UNIQUE INDEX "user_communities_one_primary_idx" ON "user_communities" ("user_id") WHERE "is_primary"`);
    await q.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL COLLATE "default",
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("sid")
      )`);
    await q.query(`CREATE INDEX "sessions_expire_idx" ON "sessions" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sessions"`);
    await q.query(`DROP TABLE "user_communities"`);
    await q.query(`DROP TABLE "users"`);
  }
}
