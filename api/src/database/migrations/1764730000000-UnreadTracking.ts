import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unread tracking, as Discourse's topic_users keeps it: one row per member and thread they opened, holding how many of
 * its replies they have read (`seen`: the position of the last reply they read, in the thread's reply order) and that
 * reply. A thread's unread count is then threads.reply_count − seen (reply_count counts every reply row, deleted and
 * hidden ones too, as the thread page shows them in their place), with no count over replies per list. The primary key
 * (member, thread) answers a list page's 20 threads and the member's threads with unread replies (the New list).
 *
 * member_visits holds when a member was last on the site and when their previous visit was (a visit ends after
 * VISIT_GAP_MS without a request): "new since your last visit". It is written with the session's last-seen bump, at
 * most once a minute per session. Neither table wakes the bus: no other replica caches anything read from them.
 */
export class UnreadTracking1764730000000 implements MigrationInterface {
  name = 'UnreadTracking1764730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "thread_reads" (
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "seen" integer NOT NULL DEFAULT 0 CHECK ("seen" >= 0),
        "last_read_reply_id" integer,
        "read_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "thread_id")
      )`);
    // Deleting a thread deletes its rows (the foreign key's cascade reads this index).
    await q.query(`CREATE INDEX "thread_reads_thread_idx" ON "thread_reads" ("thread_id")`);
    await q.query(`
      CREATE TABLE "member_visits" (
        "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "last_visit_at" timestamptz NOT NULL DEFAULT now(),
        "previous_visit_at" timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "member_visits"`);
    await q.query(`DROP TABLE "thread_reads"`);
  }
}
