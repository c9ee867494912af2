/**
 * The one way the API runs its own SQL: a statement from a module's `*.queries.ts`, its parameters, and the row type
 * it returns, on whatever runs SQL (the DataSource, a transaction's EntityManager, a QueryRunner).
 *
 *   const rows = await db.many<ThreadRow>(this.dataSource, THREAD_SQL, [id]);
 *   const row = await db.one<CountRow>(manager, COUNT_SQL, [id]);          // the first row, or undefined
 *   const changed = await db.affected(manager, HIDE_SQL, [id]);             // rows an UPDATE/DELETE/INSERT touched
 *
 * TypeORM's postgres driver answers an UPDATE or DELETE with `[rows, rowCount]` and anything else with the rows; the
 * helper reads both shapes, so that no caller has to know which a statement gets, and no caller casts a result.
 */

import { createHash } from 'node:crypto';

/** Anything that runs SQL: DataSource, EntityManager and QueryRunner all have this. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

interface Result<Row> {
  rows: Row[];
  count: number;
}

/** An UPDATE/DELETE result as TypeORM gives it: `[rows, rowCount]` (rows are objects, never arrays). */
function isUpdateResult(raw: unknown): raw is [unknown[], number] {
  return Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number';
}

/** Statement names by text (at most MAX_PREPARED: a text past them runs unnamed, as before). */
const names = new Map<string, string>();
const MAX_PREPARED = 2_000;

/**
 * A statement with parameters is prepared once per connection and then only bound and executed: node-postgres names
 * it (a hash of its text) and PostgreSQL keeps its plan. Planning was most of PostgreSQL's time for the forum's reads
 * (pg_stat_statements under the bench at 10,000 replies: a page of replies 0.04 ms to execute, 0.7 ms to plan; the
 * reply a post answers 0.04 ms and 0.6 ms). After five executions PostgreSQL uses the statement's generic plan only
 * when it costs no more than the custom ones (plan_cache_mode auto), so a search keeps planning for its words.
 * TypeORM hands the query config to node-postgres untouched (its logging is off). A statement without parameters
 * (DDL, LISTEN, several statements in one text) runs unnamed.
 */
function prepared(text: string, params: readonly unknown[]): string {
  if (!params.length) return text;
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED) return text;
    name = `cci_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return { name, text } as unknown as string;
}

async function run<Row>(q: Queryable, text: string, params: readonly unknown[]): Promise<Result<Row>> {
  const raw = await q.query(prepared(text, params), [...params]);
  if (isUpdateResult(raw)) return { rows: raw[0] as Row[], count: raw[1] };
  const rows = Array.isArray(raw) ? (raw as Row[]) : [];
  return { rows, count: rows.length };
}

export const db = {
  /** Every row the statement returns. */
  async many<Row>(q: Queryable, text: string, params: readonly unknown[] = []): Promise<Row[]> {
    return (await run<Row>(q, text, params)).rows;
  },
  /** The first row the statement returns, or undefined when it returns none. */
  async one<Row>(q: Queryable, text: string, params: readonly unknown[] = []): Promise<Row | undefined> {
    return (await run<Row>(q, text, params)).rows[0];
  },
  /** How many rows the statement touched (an UPDATE or DELETE's row count; for others, the rows it returned). */
  async affected(q: Queryable, text: string, params: readonly unknown[] = []): Promise<number> {
    return (await run<unknown>(q, text, params)).count;
  },
  /** Runs a statement whose result nobody reads (DDL, a lock, an INSERT without RETURNING). */
  async exec(q: Queryable, text: string, params: readonly unknown[] = []): Promise<void> {
    await q.query(prepared(text, params), [...params]);
  },
};
