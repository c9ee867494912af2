import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookmarks: a member keeps a thread to come back to. One row per (member, thread), so bookmarking twice is one
 * bookmark; deleting the account or the thread deletes it. The member's list reads newest first by keyset on
 * (created_at, thread_id), which the second index serves (the primary key's (user_id, thread_id) answers "is this
 * thread bookmarked?").
 */
export class Bookmarks1764660000000 implements MigrationInterface {
  name = 'Bookmarks1764660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "thread_bookmarks" (
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "thread_id")
      )`);
    await q.query(`CREATE INDEX "thread_bookmarks_list_idx" ON "thread_bookmarks" ("user_id", "created_at" DESC, "thread_id" DESC)`);
    // Deleting a thread deletes its bookmarks (the foreign key's cascade reads this index).
    await q.query(`CREATE INDEX "thread_bookmarks_thread_idx" ON "thread_bookmarks" ("thread_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "thread_bookmarks"`);
  }
}
