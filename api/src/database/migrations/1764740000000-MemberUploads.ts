import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images members upload for their posts (POST /api/uploads): one row per upload, the quota's count. A row is written
 * (under the member's advisory lock) before the image is encoded, holding its place in the day's quota, and gets the
 * stored path and size once the image is stored; a refused image's row is deleted. The bytes live in the image store
 * by content hash, shared with every other upload of the same bytes (staff's too): deleting the account deletes these
 * rows, never the files, which posts that stay (as "Deleted member") or other members' uploads may show.
 */
export class MemberUploads1764740000000 implements MigrationInterface {
  name = 'MemberUploads1764740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "member_uploads" (
        "id" bigserial PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "src" text NULL,
        "width" integer NULL,
        "height" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // The quota's count (a member's uploads of the last 24 hours) and the account deletion's cascade read it.
    await q.query(`CREATE INDEX "member_uploads_user_idx" ON "member_uploads" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "member_uploads"`);
  }
}
