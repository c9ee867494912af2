import fs from 'node:fs';
import { stopEmbeddedPostgres } from '../src/database/embedded';

export default async function globalTeardown(): Promise<void> {
  await stopEmbeddedPostgres();
  const dir = process.env.API_TEST_PG_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
