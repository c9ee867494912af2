import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ENSURE_WELCOME_THREADS_SQL } from '../../communities/communities.queries';

/**
 * A member's photo and their first day (issue 30 §1, §2).
 * - `users.avatar`: the path of the photo's largest square WebP (`/uploads/<hash>.48-96-256/256.webp`: the path names
 *   its sizes, so any page builds a srcset from it alone); null shows the initials. A write to `users` already drops
 *   every replica's cached public reads (its bus trigger, migration ForumCaches).
 * - `users.welcome_step` / `welcome_done_at`: how far the welcome got (resumable) and when it was finished or skipped.
 *   Members who joined before the welcome existed count as done: it greets new members only.
 * - `threads.welcome`: the community's pinned welcome thread, one a community (a unique partial index): the forum seed's
 *   "Welcome to <community>: introduce yourself here" where it is, else a pinned "Introduce yourself" made here and by
 *   the seed (ENSURE_WELCOME_THREADS_SQL, ON CONFLICT DO NOTHING: any number of runs make one).
 */
export class AvatarsAndWelcome1764780000000 implements MigrationInterface {
  name = 'AvatarsAndWelcome1764780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "avatar" text NULL,
        ADD COLUMN "welcome_step" smallint NOT NULL DEFAULT 0,
        ADD COLUMN "welcome_done_at" timestamptz NULL`);
    await q.query(`UPDATE "users" SET "welcome_done_at" = "created_at"`);
    await q.query(`ALTER TABLE "threads" ADD COLUMN "welcome" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE UNIQUE INDEX "threads_welcome_key" ON "threads" ("community_id") WHERE "welcome"`);
    await q.query(`
      UPDATE "threads" SET "welcome" = true WHERE "id" IN (
        SELECT DISTINCT ON (t."community_id") t."id" FROM "threads" t JOIN "communities" c ON c."id" = t."community_id"
         WHERE t."pinned" AND t."deleted_at" IS NULL AND t."title" = 'Welcome to ' || c."name" || ': introduce yourself here'
         ORDER BY t."community_id", t."id")`);
    await q.query(ENSURE_WELCOME_THREADS_SQL, [null]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "threads" WHERE "welcome"`);
    await q.query(`ALTER TABLE "threads" DROP COLUMN "welcome"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "avatar", DROP COLUMN "welcome_step", DROP COLUMN "welcome_done_at"`);
  }
}
