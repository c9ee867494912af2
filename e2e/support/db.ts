import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** The superuser connection to this worker's own database (support/test.ts starts its server and publishes these). */
function connection() {
  const dir = process.env.E2E_STATE_DIR;
  if (!dir) throw new Error('no test server in this worker yet: use a fixture that needs it (page, request, baseURL or server)');
  const password = readFileSync(join(dir, 'pg.password'), 'utf8').trim();
  return { host: '127.0.0.1', port: Number(process.env.E2E_PG_PORT), user: 'postgres', password, database: 'app' };
}

/** DATABASE_URL of this worker's test database (for a second API process on the same database). */
export function testDatabaseUrl(): string {
  const c = connection();
  return `postgres://${c.user}:${encodeURIComponent(c.password)}@${c.host}:${c.port}/${c.database}`;
}

/** A query against this worker's test server's own database (the embedded cluster started for it). */
export async function queryTestDb<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client(connection());
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
