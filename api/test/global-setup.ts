import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureEmbeddedPostgres } from '../src/database/embedded';

/**
 * Runs once, in Jest's parent process: one embedded cluster for the whole run, in a fresh temp
 * folder on a free port (never the developer's .data/pg). Workers get its URL through the
 * environment and create one database per test file. With DATABASE_URL set, that server is used.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.API_TEST_PG_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-api-test-'));
  process.env.API_TEST_PG_DIR = dir;
  try {
    const server = await ensureEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
    process.env.API_TEST_PG_URL = server.url('postgres');
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true }); // globalTeardown does not run when setup fails
    throw err;
  }
}
