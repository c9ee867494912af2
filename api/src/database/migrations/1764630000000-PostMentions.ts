import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding 6: a member hears of a mention in a given post at most once, ever. Editing a mention out and back
 * in used to notify again (the edit compared only with the text it replaced). Each (post, member) notified of a
 * mention is a row here, unique per post: the writer inserts the post's mentions with ON CONFLICT DO NOTHING and
 * notifies only the rows it inserted, so two parallel edits cannot both notify either.
 *
 * A post is a thread's opening post (thread_id) or a reply (reply_id), one of the two, as reports. The mentions already
 * notified (notifications of kind mention) are recorded, so no one hears again of an old mention after the upgrade.
 */
export class PostMentions1764630000000 implements MigrationInterface {
  name = 'PostMentions1764630000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "post_mentions" (
        "thread_id" integer NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "reply_id" integer NULL REFERENCES "replies"("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "post_mentions_post_check" CHECK (num_nonnulls("thread_id", "reply_id") = 1)
      )`);
    await q.query(`CREATE UNIQUE INDEX "post_mentions_thread_key" ON "post_mentions" ("thread_id", "user_id") WHERE "reply_id" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "post_mentions_reply_key" ON "post_mentions" ("reply_id", "user_id") WHERE "thread_id" IS NULL`);
    // Deleting an account deletes its rows (the foreign key's cascade reads this index).
    await q.query(`CREATE INDEX "post_mentions_user_idx" ON "post_mentions" ("user_id")`);
    await q.query(`
      INSERT INTO "post_mentions" ("thread_id", "reply_id", "user_id", "created_at")
      SELECT CASE WHEN "reply_id" IS NULL THEN "thread_id" END, "reply_id", "user_id", min("created_at")
        FROM "notifications"
       WHERE "kind" = 'mention' AND ("reply_id" IS NOT NULL OR "thread_id" IS NOT NULL)
       GROUP BY 1, 2, 3`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "post_mentions"`);
  }
}
