import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** A query against the test server's own database (the embedded cluster started for this run). */
export async function queryTestDb<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const dir = process.env.E2E_DATA_DIR!;
  const password = readFileSync(join(dir, 'pg.password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port: Number(process.env.E2E_PG_PORT), user: 'postgres', password, database: 'app' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
