import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tables of the admin's Recent Activity not watched yet (audit_log: StaffTools; users: ForumCaches):
 * api/src/admin/activity-stream.ts.
 */
const TABLES = ['event_requests', 'demo_requests', 'waitlist_entries', 'reports'];

/**
 * Recent Activity is live through the bus. A committed write to a registration, a request, a report (or
 * a staff action, audit_log) sends the bus's table message from a statement trigger, whoever wrote it; every replica's
 * open Overview streams hear it.
 */
export class ActivityBus1764510000000 implements MigrationInterface {
  name = 'ActivityBus1764510000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`SELECT bus_watch_table($1)`, [table]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS bus_notify ON "${table}"`);
  }
}
