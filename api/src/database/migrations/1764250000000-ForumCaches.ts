import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose writes drop the cached forum first pages (DiscussionsService.firstPages); communities already notify. */
const TABLES = ['threads', 'replies', 'users'];

/**
 * Every replica keeps the JSON of the forum's first pages (a community's list, a thread as a visitor sees it) and
 * drops it on any write to these tables, by whoever writes them (the API on any replica, a moderator's action, psql):
 * the same statement triggers as the other cached tables (migration BusAndLimits), one notice per statement.
 */
export class ForumCaches1764250000000 implements MigrationInterface {
  name = 'ForumCaches1764250000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`SELECT bus_watch_table($1)`, [table]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS bus_notify ON "${table}"`);
  }
}
