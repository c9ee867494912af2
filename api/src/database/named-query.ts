import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * A hot read as a named (prepared) statement on the DataSource's own pool: PostgreSQL parses and plans it once per
 * connection, then only binds and executes it. For a statement of several subqueries read on every page view, the
 * planning is most of the database's work (GET /api/me/points: bench/README). `name` must be unique per
 * `text` (pg refuses a name reused with another text on the same connection).
 */
export async function namedQuery<T>(dataSource: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const { rows } = await pool.query<T & QueryResultRow>({ name, text, values });
  return rows;
}
