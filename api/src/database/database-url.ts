import type { AppConfig } from '../config/config';
import { ensureEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { createDatabaseIfMissing } from './pg-admin';

export const EMBEDDED_DATABASE = 'app';

export interface ResolvedDatabase {
  url: string;
  /** Set when the embedded cluster serves the database. */
  embedded?: EmbeddedServer;
}

/** DATABASE_URL when set; otherwise the embedded cluster (started or reused) and its `app` database. */
export async function resolveDatabase(config: AppConfig, log?: (message: string) => void): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await ensureEmbeddedPostgres({ ...config.embeddedPg, log });
  await createDatabaseIfMissing(embedded.url('postgres'), EMBEDDED_DATABASE);
  return { url: embedded.url(EMBEDDED_DATABASE), embedded };
}
