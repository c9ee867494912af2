import type { MigrationInterface, QueryRunner } from 'typeorm';

const KINDS_BEFORE = `'reply', 'mention', 'accepted', 'moderation', 'report-outcome', 'event', 'challenge', 'mentoring', 'spotlight', 'badge', 'followed'`;

/**
 * Announcements, and the list of signed-in devices (issue 30 §4 and §7).
 *
 * - `announcements`: what staff wrote (Markdown and its rendered HTML), to a community or to everyone (`community_id`
 *   null), and how far its delivery went: `next_member_id` is the keyset of the batches (members with a greater id are
 *   still to reach; a batch moves it in the transaction that makes its notifications), `delivered_at` is set when the
 *   last batch is done. `announcements_due_idx` keeps the job's look-up to the ones still being delivered.
 * - `notifications.announcement_id`: the bell item of an announcement, at most one per member (the unique index: a
 *   batch run twice inserts nothing the second time). Its e-mail is due when the member's new consent
 *   `users.notify_announcements` (off, as every consent) is on and their address verified.
 * - `announcement_dismissals`: the banners a member closed (their bell keeps the announcement).
 * - `sessions` tells one device from another: `public_id` names a session to its member without its secret `sid`;
 *   `user_agent` and `place` are generated from what the sign-in wrote in the session JSON (`device`), as `user_id` is,
 *   so the session store needs no change.
 */
export class AnnouncementsAndSessions1764800000000 implements MigrationInterface {
  name = 'AnnouncementsAndSessions1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "notify_announcements" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE "announcements" (
        "id" SERIAL NOT NULL,
        "title" text NOT NULL,
        "body" text NOT NULL,
        "body_html" text NOT NULL,
        "community_id" integer,
        "author_id" integer,
        "author_name" text NOT NULL,
        "recipients" integer NOT NULL,
        "next_member_id" integer NOT NULL DEFAULT 0,
        "delivered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "announcements_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "announcements_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE,
        CONSTRAINT "announcements_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "announcements_due_idx" ON "announcements" ("id") WHERE "delivered_at" IS NULL`);
    await q.query(`CREATE INDEX "announcements_created_at_idx" ON "announcements" ("created_at")`);
    // Every replica keeps the recent ones for the banner (AnnouncementsService), dropped on any write.
    await q.query(`SELECT bus_watch_table('announcements')`);
    await q.query(`
      CREATE TABLE "announcement_dismissals" (
        "announcement_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "dismissed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "announcement_dismissals_pkey" PRIMARY KEY ("user_id", "announcement_id"),
        CONSTRAINT "announcement_dismissals_announcement_id_fkey" FOREIGN KEY ("announcement_id") REFERENCES "announcements"("id") ON DELETE CASCADE,
        CONSTRAINT "announcement_dismissals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`ALTER TABLE "notifications" ADD "announcement_id" integer NULL`);
    await q.query(`
      ALTER TABLE "notifications" ADD CONSTRAINT "notifications_announcement_id_fkey"
        FOREIGN KEY ("announcement_id") REFERENCES "announcements"("id") ON DELETE CASCADE`);
    await q.query(`
      CREATE UNIQUE INDEX "notifications_announcement_member_key" ON "notifications" ("announcement_id", "user_id")
        WHERE "announcement_id" IS NOT NULL`);
    // The e-mails still to send, found without reading every member's notifications.
    await q.query(
      `CREATE INDEX "notifications_announcement_due_idx" ON "notifications" ("id") WHERE "announcement_id" IS NOT NULL AND "email_due"`,
    );
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}, 'announcement'))`,
    );

    await q.query(`
      ALTER TABLE "sessions"
        ADD COLUMN "public_id" bigint GENERATED ALWAYS AS IDENTITY,
        ADD COLUMN "user_agent" text GENERATED ALWAYS AS (left("sess" -> 'device' ->> 'ua', 400)) STORED,
        ADD COLUMN "place" text GENERATED ALWAYS AS (left("sess" -> 'device' ->> 'place', 60)) STORED`);
    await q.query(`CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" ("public_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sessions" DROP COLUMN "place", DROP COLUMN "user_agent", DROP COLUMN "public_id"`);
    await q.query(`DELETE FROM "notifications" WHERE "kind" = 'announcement'`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(`ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN (${KINDS_BEFORE}))`);
    await q.query(`ALTER TABLE "notifications" DROP COLUMN "announcement_id"`);
    await q.query(`DROP TABLE "announcement_dismissals"`);
    await q.query(`DROP TABLE "announcements"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "notify_announcements"`);
  }
}
