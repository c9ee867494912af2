import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discussions: threads and replies, likes, watches and mutes, notifications, reports and moderation.
 *
 * - Posts keep their Markdown (`body`) and its HTML as rendered when stored (`body_html`, contracts' renderMarkdown):
 *   reads never render. Soft delete (`deleted_at`) keeps the row, so "This post was deleted" holds the thread's place.
 * - Counters (`reply_count`, `like_count`) live on the post and are changed in the same transaction as the row that
 *   counts (a like is an INSERT ... ON CONFLICT DO NOTHING whose RETURNING decides the increment), so concurrent
 *   likes cannot lose or double a count. CHECKs keep them from going negative.
 * - Search: a generated, stored `tsvector` per post (title weighted A above body B) with a GIN index; pg_trgm on
 *   titles for typo tolerance ("did you mean").
 * - Lists read through partial indexes on visible posts, in the order each list sorts (EXPLAIN in bench/README).
 */
export class Discussions1764200000000 implements MigrationInterface {
  name = 'Discussions1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "suspended_until" timestamptz NULL,
        ADD COLUMN "suspension_reason" text NULL`);

    await q.query(`
      CREATE TABLE "threads" (
        "id" SERIAL PRIMARY KEY,
        "community_id" integer NOT NULL REFERENCES "communities"("id") ON DELETE CASCADE,
        "author_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "title" text NOT NULL,
        "body" text NOT NULL,
        "body_html" text NOT NULL,
        "kind" text NOT NULL DEFAULT 'discussion',
        "pinned" boolean NOT NULL DEFAULT false,
        "locked" boolean NOT NULL DEFAULT false,
        "hidden" boolean NOT NULL DEFAULT false,
        "hidden_reason" text NULL,
        "deleted_at" timestamptz NULL,
        "accepted_reply_id" integer NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "edited_at" timestamptz NULL,
        "last_activity_at" timestamptz NOT NULL DEFAULT now(),
        "reply_count" integer NOT NULL DEFAULT 0,
        "like_count" integer NOT NULL DEFAULT 0,
        "search" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'B')
        ) STORED,
        CONSTRAINT "threads_title_check" CHECK (char_length("title") BETWEEN 3 AND 150),
        CONSTRAINT "threads_body_check" CHECK (char_length("body") <= 20000),
        CONSTRAINT "threads_kind_check" CHECK ("kind" IN ('discussion', 'question')),
        CONSTRAINT "threads_counts_check" CHECK ("reply_count" >= 0 AND "like_count" >= 0)
      )`);
    // The community's list, latest first (pinned on top), of posts everyone sees.
    await q.query(`
      CREATE INDEX "threads_latest_idx" ON "threads" ("community_id", "pinned" DESC, "last_activity_at" DESC, "id" DESC)
        WHERE NOT "hidden" AND "deleted_at" IS NULL`);
    await q.query(`
      CREATE INDEX "threads_top_idx" ON "threads" ("community_id", ("like_count" + "reply_count") DESC, "id" DESC)
        WHERE NOT "hidden" AND "deleted_at" IS NULL`);
    await q.query(`
      CREATE INDEX "threads_unanswered_idx" ON "threads" ("community_id", "created_at" DESC, "id" DESC)
        WHERE NOT "hidden" AND "deleted_at" IS NULL AND "accepted_reply_id" IS NULL AND ("reply_count" = 0 OR "kind" = 'question')`);
    await q.query(`CREATE INDEX "threads_author_idx" ON "threads" ("author_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "threads_created_idx" ON "threads" ("community_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "threads_search_idx" ON "threads" USING GIN ("search")`);
    await q.query(`CREATE INDEX "threads_title_trgm_idx" ON "threads" USING GIN ("title" gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE "replies" (
        "id" SERIAL PRIMARY KEY,
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "author_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "body" text NOT NULL,
        "body_html" text NOT NULL,
        "quoted_reply_id" integer NULL REFERENCES "replies"("id") ON DELETE SET NULL,
        "hidden" boolean NOT NULL DEFAULT false,
        "hidden_reason" text NULL,
        "deleted_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "edited_at" timestamptz NULL,
        "like_count" integer NOT NULL DEFAULT 0,
        "search" tsvector GENERATED ALWAYS AS (to_tsvector('english', "body")) STORED,
        CONSTRAINT "replies_body_check" CHECK (char_length("body") <= 20000),
        CONSTRAINT "replies_like_count_check" CHECK ("like_count" >= 0)
      )`);
    await q.query(`CREATE INDEX "replies_thread_idx" ON "replies" ("thread_id", "id")`);
    await q.query(`CREATE INDEX "replies_author_idx" ON "replies" ("author_id", "created_at" DESC)`);
    await q.query(`CREATE INDEX "replies_search_idx" ON "replies" USING GIN ("search")`);
    await q.query(`
      ALTER TABLE "threads" ADD CONSTRAINT "threads_accepted_reply_id_fkey"
        FOREIGN KEY ("accepted_reply_id") REFERENCES "replies"("id") ON DELETE SET NULL`);

    // One like per member per post: the primary key settles concurrent likes.
    await q.query(`
      CREATE TABLE "thread_likes" (
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("thread_id", "user_id")
      )`);
    await q.query(`
      CREATE TABLE "reply_likes" (
        "reply_id" integer NOT NULL REFERENCES "replies"("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("reply_id", "user_id")
      )`);
    await q.query(`CREATE INDEX "reply_likes_user_idx" ON "reply_likes" ("user_id")`);
    await q.query(`CREATE INDEX "thread_likes_user_idx" ON "thread_likes" ("user_id")`);

    // A member's level per thread (no row: normal; authors and repliers watch by default, written when they post).
    await q.query(`
      CREATE TABLE "thread_watches" (
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "level" text NOT NULL,
        PRIMARY KEY ("thread_id", "user_id"),
        CONSTRAINT "thread_watches_level_check" CHECK ("level" IN ('watching', 'normal', 'muted'))
      )`);
    await q.query(`CREATE INDEX "thread_watches_user_idx" ON "thread_watches" ("user_id")`);
    // Muting a member hides their posts from your notifications.
    await q.query(`
      CREATE TABLE "member_mutes" (
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "muted_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "muted_user_id"),
        CONSTRAINT "member_mutes_self_check" CHECK ("user_id" <> "muted_user_id")
      )`);

    await q.query(`
      CREATE TABLE "notifications" (
        "id" BIGSERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "kind" text NOT NULL,
        "actor_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "thread_id" integer NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "reply_id" integer NULL REFERENCES "replies"("id") ON DELETE CASCADE,
        "text" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "read_at" timestamptz NULL,
        "email_due" boolean NOT NULL DEFAULT false,
        "emailed_at" timestamptz NULL,
        CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('reply', 'mention', 'accepted', 'moderation', 'report-outcome'))
      )`);
    await q.query(`CREATE INDEX "notifications_user_idx" ON "notifications" ("user_id", "id" DESC)`);
    await q.query(`CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL`);
    await q.query(`CREATE INDEX "notifications_email_due_idx" ON "notifications" ("user_id", "thread_id") WHERE "email_due"`);

    await q.query(`
      CREATE TABLE "reports" (
        "id" SERIAL PRIMARY KEY,
        "reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "thread_id" integer NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "reply_id" integer NULL REFERENCES "replies"("id") ON DELETE CASCADE,
        "reason" text NOT NULL,
        "note" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "resolved_at" timestamptz NULL,
        "resolution" text NULL,
        CONSTRAINT "reports_post_check" CHECK (num_nonnulls("thread_id", "reply_id") = 1),
        CONSTRAINT "reports_reason_check" CHECK ("reason" IN ('spam', 'harassment', 'off-topic', 'other')),
        CONSTRAINT "reports_note_check" CHECK (char_length("note") <= 500)
      )`);
    // One open report per member per post (a resolved report does not stop a new one later).
    await q.query(
      `CREATE UNIQUE INDEX "reports_thread_reporter_idx" ON "reports" ("thread_id", "reporter_id") WHERE "reply_id" IS NULL AND "resolved_at" IS NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "reports_reply_reporter_idx" ON "reports" ("reply_id", "reporter_id") WHERE "thread_id" IS NULL AND "resolved_at" IS NULL`,
    );
    await q.query(`CREATE INDEX "reports_open_idx" ON "reports" ("created_at", "id") WHERE "resolved_at" IS NULL`);

    // Who decided what on which post: the staff member, or "shared password" with the admin session id.
    await q.query(`
      CREATE TABLE "moderation_actions" (
        "id" SERIAL PRIMARY KEY,
        "thread_id" integer NULL REFERENCES "threads"("id") ON DELETE SET NULL,
        "reply_id" integer NULL REFERENCES "replies"("id") ON DELETE SET NULL,
        "target_user_id" integer NULL REFERENCES "users"("id") ON DELETE SET NULL,
        "action" text NOT NULL,
        "reason" text NOT NULL DEFAULT '',
        "actor" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "moderation_actions_action_check" CHECK ("action" IN ('dismiss', 'hide', 'delete', 'lock', 'suspend'))
      )`);

    // "Online now" reads sessions seen in the last minutes.
    await q.query(`CREATE INDEX "sessions_last_seen_idx" ON "sessions" ("last_seen_at") WHERE "user_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "sessions_last_seen_idx"`);
    await q.query(
      `DROP TABLE "moderation_actions", "reports", "notifications", "member_mutes", "thread_watches", "reply_likes", "thread_likes"`,
    );
    await q.query(`ALTER TABLE "threads" DROP CONSTRAINT "threads_accepted_reply_id_fkey"`);
    await q.query(`DROP TABLE "replies", "threads"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "suspended_until", DROP COLUMN "suspension_reason"`);
  }
}
