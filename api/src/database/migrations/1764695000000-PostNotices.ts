import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The fan-out of a new post (its thread's watchers, the members it mentions) leaves the posting transaction, as
 * Discourse's PostAlerter runs in Sidekiq: posting writes one row here (an outbox), and the notifications are made
 * after commit, in batches, by whichever replica claims the row first.
 *
 * - A row exists exactly when its post committed, and is deleted in the transaction that makes its notifications: a
 *   crash before that commit leaves it for the next drain (exactly once, nothing lost).
 * - Replicas claim rows with FOR UPDATE SKIP LOCKED, so N replicas send once.
 * - Inserting rows tells every replica on the bus (`{ topic: 'table', key: 'post_notices' }`) at commit, with no
 *   statement of the writer's: the drain starts at once. Deleting tells no one (a drain would wake the next one).
 *   The job queue drains every minute as well (a replica that died between commit and drain).
 */
export class PostNotices1764695000000 implements MigrationInterface {
  name = 'PostNotices1764695000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "post_notices" (
        "id" bigserial PRIMARY KEY,
        "kind" text NOT NULL CHECK ("kind" IN ('thread', 'reply')),
        "thread_id" integer NOT NULL,
        "reply_id" integer NULL,
        "actor_id" integer NOT NULL,
        "mentions" integer[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TRIGGER "post_notices_queued" AFTER INSERT ON "post_notices"
        FOR EACH STATEMENT EXECUTE FUNCTION bus_notify_table_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "post_notices"`);
  }
}
