import { Client, type ClientConfig } from 'pg';

/**
 * Short-lived admin connection. The 'error' listener matters: without one, a server that goes
 * away while the client is open (shutdown, crash) raises an unhandled 'error' and kills the process.
 */
export async function withClient<T>(config: ClientConfig, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionTimeoutMillis: 5000, ...config });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `serverUrl` points at any database of the cluster (usually `postgres`). */
export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  await withClient({ connectionString: serverUrl }, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Two processes may race here; losing the race is fine.
      await client.query(`CREATE DATABASE ${quoteIdent(name)}`).catch((err: { code?: string }) => {
        if (err.code !== '42P04') throw err; // duplicate_database
      });
    }
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient({ connectionString: serverUrl }, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}
