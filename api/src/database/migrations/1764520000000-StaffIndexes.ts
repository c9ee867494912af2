import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff reads at a community's size (bench: BENCH_ONLY=members, api/src/database/hot-queries.ts).
 * - The member directory, newest first, reads its page from an index instead of sorting every member.
 * - Its search by name or e-mail (ILIKE '%text%', anywhere in the value) uses trigram indexes (pg_trgm: migration
 *   Discussions), not a scan of every member.
 * - The approval queue, oldest application first, reads the pending memberships only.
 */
export class StaffIndexes1764520000000 implements MigrationInterface {
  name = 'StaffIndexes1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "users_created_at_idx" ON "users" ("created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "users_full_name_trgm_idx" ON "users" USING GIN (("first_name" || ' ' || "last_name") gin_trgm_ops)`);
    await q.query(`CREATE INDEX "user_communities_pending_idx" ON "user_communities" ("joined_at", "id") WHERE "status" = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "users_created_at_idx", "users_email_trgm_idx", "users_full_name_trgm_idx", "user_communities_pending_idx"`);
  }
}
