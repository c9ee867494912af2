import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live updates and notification e-mails.
 *
 * - `live_events`: every event GET /api/stream sends, recorded by the writer's transaction. Its id is the stream's
 *   `id:`, so a client reconnecting with Last-Event-ID is replayed what it missed (on any replica). Rows older than
 *   about 15 minutes are pruned by the job queue: the table stays small, and replay reads it by primary key.
 * - `notifications_emailed_idx`: "when did this member last get an e-mail about this thread" (one per hour at most).
 * - `users.digest_sent_at`: the weekly digest is sent once per member per week, even if a job runs twice.
 */
export class LiveEvents1764220000000 implements MigrationInterface {
  name = 'LiveEvents1764220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "live_events" (
        "id" BIGSERIAL PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        -- a notification event goes to this member; thread and community events to whoever shows them
        "user_id" integer NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "thread_id" integer NULL,
        "community" text NULL,
        "event" jsonb NOT NULL,
        CONSTRAINT "live_events_target_check" CHECK (num_nonnulls("user_id", "thread_id", "community") >= 1)
      )`);
    await q.query(`CREATE INDEX "live_events_created_idx" ON "live_events" ("created_at")`);
    await q.query(`
      CREATE INDEX "notifications_emailed_idx" ON "notifications" ("user_id", "thread_id", "emailed_at" DESC)
        WHERE "emailed_at" IS NOT NULL`);
    await q.query(`ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "digest_sent_at"`);
    await q.query(`DROP INDEX "notifications_emailed_idx"`);
    await q.query(`DROP TABLE "live_events"`);
  }
}
