import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Direct messages and blocking (issue 30 §3).
 *
 * - `conversations`: one per pair of members, the pair stored ordered (`low_member_id` < `high_member_id`) under a unique
 *   constraint, so two parallel "Message" clicks settle on one row (`ON CONFLICT`). A member who deletes their account
 *   leaves a NULL (ON DELETE SET NULL): the other keeps the conversation, with "Deleted member". Each side keeps the last
 *   message it read (`*_read_id`) and the last one it was e-mailed about (`*_emailed_id`). `started_by` counts a new
 *   account's daily cap of new conversations (`conversations_started_idx`).
 * - `direct_messages`: Markdown and its sanitised HTML, as posts; `hidden` by a moderator. The page reads
 *   `(conversation_id, id)`; the cap counts `(author_id, created_at)`.
 * - `member_blocks`: who blocked whom; a block stops messages and new conversations both ways.
 * - `reports.message_id`: a message is reported into the one moderation queue, a report naming exactly one post or
 *   message; `moderation_actions.message_id` records the decision.
 * - `users.notify_messages`: the e-mail consent for unread messages, off until the member ticks it.
 */
export class DirectMessages1764790000000 implements MigrationInterface {
  name = 'DirectMessages1764790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "notify_messages" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE "conversations" (
        "id" SERIAL PRIMARY KEY,
        "low_member_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "high_member_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "started_by" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "low_read_id" integer NOT NULL DEFAULT 0,
        "high_read_id" integer NOT NULL DEFAULT 0,
        "low_emailed_id" integer NOT NULL DEFAULT 0,
        "high_emailed_id" integer NOT NULL DEFAULT 0,
        "last_message_id" integer NULL,
        "last_message_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "conversations_pair_key" UNIQUE ("low_member_id", "high_member_id"),
        CONSTRAINT "conversations_order_check" CHECK ("low_member_id" < "high_member_id")
      )`);
    await q.query(`CREATE INDEX "conversations_high_member_idx" ON "conversations" ("high_member_id")`);
    await q.query(`CREATE INDEX "conversations_started_idx" ON "conversations" ("started_by", "created_at")`);
    await q.query(`
      CREATE TABLE "direct_messages" (
        "id" SERIAL PRIMARY KEY,
        "conversation_id" integer NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
        "author_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "body" text NOT NULL,
        "body_html" text NOT NULL,
        "hidden" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "direct_messages_conversation_idx" ON "direct_messages" ("conversation_id", "id")`);
    await q.query(`CREATE INDEX "direct_messages_author_idx" ON "direct_messages" ("author_id", "created_at")`);
    await q.query(`
      CREATE TABLE "member_blocks" (
        "blocker_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "blocked_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("blocker_id", "blocked_id"),
        CONSTRAINT "member_blocks_self_check" CHECK ("blocker_id" <> "blocked_id")
      )`);
    await q.query(`CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" ("blocked_id")`);

    await q.query(`ALTER TABLE "reports" ADD "message_id" integer NULL REFERENCES "direct_messages"("id") ON DELETE CASCADE`);
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "reports_post_check"`);
    await q.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "reports_post_check" CHECK (num_nonnulls("thread_id", "reply_id", "message_id") = 1)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "reports_message_reporter_idx" ON "reports" ("message_id", "reporter_id") WHERE "message_id" IS NOT NULL AND "resolved_at" IS NULL`,
    );
    await q.query(`ALTER TABLE "moderation_actions" ADD "message_id" integer NULL REFERENCES "direct_messages"("id") ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "moderation_actions" DROP COLUMN "message_id"`);
    await q.query(`DELETE FROM "reports" WHERE "message_id" IS NOT NULL`);
    await q.query(`DROP INDEX "reports_message_reporter_idx"`);
    await q.query(`ALTER TABLE "reports" DROP CONSTRAINT "reports_post_check"`);
    await q.query(`ALTER TABLE "reports" DROP COLUMN "message_id"`);
    await q.query(`ALTER TABLE "reports" ADD CONSTRAINT "reports_post_check" CHECK (num_nonnulls("thread_id", "reply_id") = 1)`);
    await q.query(`DROP TABLE "member_blocks", "direct_messages", "conversations"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "notify_messages"`);
  }
}
