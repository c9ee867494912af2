// `npm run -s db:url`: the DATABASE_URL of the embedded PostgreSQL that `npm start` runs (no DATABASE_URL set), so
// that another process can join the same database, e.g. a second API replica:
//
//   DATABASE_URL=$(npm run -s db:url) PORT=3001 node api/dist/main.js
//
// The embedded cluster records its port and superuser password next to its data folder (`.data/pg.port`,
// `.data/pg.password`; see api/src/database/embedded.ts). The URL is printed only when a server answers on that
// port with that password and serves that data folder: a stale port file never yields a URL to something else.
// EMBEDDED_PG_DIR picks another data folder, as it does for `npm start`. Exit code 1 with a message otherwise.
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The database `npm start` creates in the embedded cluster (api/src/database/database-url.ts). */
const DATABASE = 'app';
const USER = 'postgres';
const HOST = '127.0.0.1';

const dataDir = path.resolve(process.env.EMBEDDED_PG_DIR || path.join(ROOT, '.data', 'pg'));
const stateDir = path.dirname(dataDir);
const shown = path.relative(process.cwd(), dataDir) || dataDir;

function fail(message) {
  process.stderr.write(`db:url: ${message}\n`);
  process.exit(1);
}

const realpath = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
};

function readState(name) {
  try {
    return readFileSync(path.join(stateDir, name), 'utf8').trim();
  } catch {
    return undefined;
  }
}

const port = Number(readState('pg.port'));
const password = readState('pg.password');
if (!Number.isInteger(port) || port <= 0 || port > 65535 || !password) {
  fail(
    `no embedded PostgreSQL recorded for ${shown} (pg.port / pg.password missing): start the site once with \`npm start\`, without DATABASE_URL`,
  );
}

const url = `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${port}/${DATABASE}`;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
client.on('error', () => undefined);
try {
  await client.connect();
  const { rows } = await client.query('SHOW data_directory');
  if (realpath(rows[0]?.data_directory ?? '') !== realpath(dataDir)) {
    fail(`the PostgreSQL on port ${port} does not serve ${shown}: is \`npm start\` running?`);
  }
} catch (err) {
  if (err?.code === '3D000')
    fail(`the embedded PostgreSQL on port ${port} has no "${DATABASE}" database yet: start the site once with \`npm start\``);
  const reason = err?.code === 'ECONNREFUSED' ? 'nothing listens there' : (err?.message ?? String(err));
  fail(
    `the embedded PostgreSQL of ${shown} is not running (port ${port}: ${reason}). Start the site with \`npm start\` first: the database runs while it does.`,
  );
} finally {
  await client.end().catch(() => undefined);
}
process.stdout.write(`${url}\n`);
