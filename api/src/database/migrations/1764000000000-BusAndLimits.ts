import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose rows the API serves from per-process caches (public reads and the pages pre-rendered from them). */
const WATCHED_TABLES = [
  'communities',
  'events',
  'articles',
  'trends',
  'member_spotlights',
  'challenges',
  'mentor_profiles',
  'discussion_categories',
];

/**
 * Cross-replica plumbing.
 *
 * 1. The bus (api/src/bus): every write to a watched table, by any client — TypeORM, raw SQL, psql, a migration —
 *    sends `pg_notify('cci_bus', '{"topic":"table","key":"<table>"}')` from a statement-level trigger. PostgreSQL
 *    delivers notifications only when the writing transaction commits (and never for a rolled back one), and folds
 *    identical ones of one transaction into one. Payloads name a table, never rows. A later migration watches a new
 *    table with `SELECT bus_watch_table('<table>')`.
 * 2. `rate_limits`: the shared counters of throttling and failure limits (api/src/limits). UNLOGGED: counters are
 *    hot, tiny and disposable — no WAL for them, and a crash of PostgreSQL empties the table, which only forgets
 *    recent attempts. One row per key; `expires_at` (end of window or block, whichever is later) lets a sweep delete
 *    dead rows through its index.
 */
export class BusAndLimits1764000000000 implements MigrationInterface {
  name = 'BusAndLimits1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION bus_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cci_bus', json_build_object('topic', 'table', 'key', TG_TABLE_NAME)::text);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION bus_watch_table(t regclass) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format('CREATE TRIGGER bus_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION bus_notify_table_change()', t);
      END $$`);
    for (const table of WATCHED_TABLES) await q.query(`SELECT bus_watch_table($1)`, [table]);

    await q.query(`
      CREATE UNLOGGED TABLE "rate_limits" (
        "key" text NOT NULL,
        "hits" integer NOT NULL,
        "window_ends" timestamptz NOT NULL,
        "blocked_until" timestamptz NULL,
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
      )`);
    await q.query(`CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limits"`);
    for (const table of WATCHED_TABLES) await q.query(`DROP TRIGGER IF EXISTS bus_notify ON "${table}"`);
    await q.query(`DROP FUNCTION bus_watch_table(regclass)`);
    await q.query(`DROP FUNCTION bus_notify_table_change()`);
  }
}
