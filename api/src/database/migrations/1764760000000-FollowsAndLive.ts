import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Following has an effect, and more of the site is live.
 *
 * - A new thread tells the author's followers in the bell (notifications of kind `followed`). `users.notify_follows`
 *   is the e-mail consent for them, off until the member ticks it, as every other consent. The fan-out reads
 *   `member_follows_followee_id_idx`. Every new thread now queues its fan-out, and an edit that mentions someone new
 *   queues one of its own kind (`edit`: the mentioned only), where it was queued as a thread before.
 * - `live_events.event_id`: an event's page follows its RSVP state live (places left, the waitlist) through GET
 *   /api/stream?event=N. Mentorship messages go to the pair's two members (`user_id`, as notifications do).
 */
export class FollowsAndLive1764760000000 implements MigrationInterface {
  name = 'FollowsAndLive1764760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "notify_follows" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(`
      ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
        CHECK ("kind" IN ('reply', 'mention', 'accepted', 'moderation', 'report-outcome', 'event', 'challenge', 'mentoring', 'spotlight', 'badge', 'followed'))`);
    await q.query(`ALTER TABLE "post_notices" DROP CONSTRAINT "post_notices_kind_check"`);
    await q.query(`ALTER TABLE "post_notices" ADD CONSTRAINT "post_notices_kind_check" CHECK ("kind" IN ('thread', 'reply', 'edit'))`);
    await q.query(`ALTER TABLE "live_events" ADD "event_id" integer NULL`);
    await q.query(`ALTER TABLE "live_events" DROP CONSTRAINT "live_events_target_check"`);
    await q.query(`
      ALTER TABLE "live_events" ADD CONSTRAINT "live_events_target_check"
        CHECK (num_nonnulls("user_id", "thread_id", "community", "event_id") >= 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "live_events" WHERE "event_id" IS NOT NULL`);
    await q.query(`ALTER TABLE "live_events" DROP CONSTRAINT "live_events_target_check"`);
    await q.query(`ALTER TABLE "live_events" DROP COLUMN "event_id"`);
    await q.query(`
      ALTER TABLE "live_events" ADD CONSTRAINT "live_events_target_check"
        CHECK (num_nonnulls("user_id", "thread_id", "community") >= 1)`);
    await q.query(`UPDATE "post_notices" SET "kind" = 'thread' WHERE "kind" = 'edit'`);
    await q.query(`ALTER TABLE "post_notices" DROP CONSTRAINT "post_notices_kind_check"`);
    await q.query(`ALTER TABLE "post_notices" ADD CONSTRAINT "post_notices_kind_check" CHECK ("kind" IN ('thread', 'reply'))`);
    await q.query(`DELETE FROM "notifications" WHERE "kind" = 'followed'`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(`
      ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
        CHECK ("kind" IN ('reply', 'mention', 'accepted', 'moderation', 'report-outcome', 'event', 'challenge', 'mentoring', 'spotlight', 'badge'))`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "notify_follows"`);
  }
}
