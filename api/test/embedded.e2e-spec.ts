import fs from 'node:fs';
import path from 'node:path';
import { ensureEmbeddedPostgres, sharedBuffers, stopEmbeddedPostgres } from '../src/database/embedded';
import { withClient } from '../src/database/pg-admin';

// The cluster the global setup started plays "a server left running by an earlier process"
// (like an orphan after kill -9): a new process must find it and reuse it, never start a second one.
const dir = process.env.API_TEST_PG_DIR;
const maybe = dir ? describe : describe.skip; // skipped when the run uses DATABASE_URL

maybe('embedded PostgreSQL reuse (e2e)', () => {
  const dataDir = path.join(dir ?? '', 'pg');
  const portFile = path.join(dir ?? '', 'pg.port');
  const livePort = () => Number(fs.readFileSync(portFile, 'utf8'));
  const dataDirOf = (url: string) =>
    withClient({ connectionString: url }, async (c) => (await c.query('SHOW data_directory')).rows[0].data_directory);

  afterEach(() => stopEmbeddedPostgres()); // resets the module; must not stop a server it did not start

  it('reuses the live server recorded in pg.port', async () => {
    const port = livePort();
    const server = await ensureEmbeddedPostgres({ dataDir });
    expect(server).toMatchObject({ port, startedByUs: false });
    expect(await dataDirOf(server.url('postgres'))).toBe(fs.realpathSync(dataDir));
  });

  it('finds it through postmaster.pid when pg.port is wrong, and records the right port again', async () => {
    const port = livePort();
    fs.writeFileSync(portFile, '1\n');
    try {
      const server = await ensureEmbeddedPostgres({ dataDir });
      expect(server).toMatchObject({ port, startedByUs: false });
      expect(livePort()).toBe(port);
    } finally {
      fs.writeFileSync(portFile, `${port}\n`);
    }
  });

  it('runs with an eighth of the memory as shared buffers, between 128 MB and 1 GB (the global setup started it)', async () => {
    const server = await ensureEmbeddedPostgres({ dataDir });
    const shown = await withClient(
      { connectionString: server.url('postgres') },
      async (c) => (await c.query('SHOW shared_buffers')).rows[0],
    );
    expect(shown.shared_buffers).toBe(sharedBuffers().replace('1024MB', '1GB'));
    expect([24 * 2 ** 30, 4 * 2 ** 30, 2 ** 29].map((bytes) => sharedBuffers(bytes))).toEqual(['1024MB', '512MB', '128MB']);
  });

  it('leaves a reused server running on stop', async () => {
    const server = await ensureEmbeddedPostgres({ dataDir });
    await stopEmbeddedPostgres();
    expect(await dataDirOf(server.url('postgres'))).toBe(fs.realpathSync(dataDir));
  });
});
