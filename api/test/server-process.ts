import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

/**
 * The built server (`node api/dist/main.js`, what `npm start` runs) as a child process of a test, on its own
 * embedded PostgreSQL in a temp folder, so a test can kill it with SIGKILL and start it again.
 */

export const BUILT_SERVER = path.resolve(__dirname, '..', 'dist', 'main.js');

/** A TCP port on loopback that is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** The last 64 KB of its stdout and stderr (JSON log lines). */
  output(): string;
}

/**
 * Starts the built server with exactly `env` (plus PATH and HOME) and waits until GET /api/health answers 200.
 * Throws with the server's output when it exits or is not healthy within `timeoutMs`.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  if (!fs.existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is missing: build the API first (nx run-many -t build -p @cci/api; npm test does it)`);
  }
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString('utf8')).slice(-65_536);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server: ServerProcess = { child, base: `http://127.0.0.1:${env.PORT}`, output: () => out };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) during start-up:\n${out}`);
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  await stopProcess(child);
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${out}`);
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGKILL, and wait until the process is gone (a crash, not a shutdown: no handler of it runs). */
export async function killHard(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  child.kill('SIGKILL');
  if (!(await waitForExit(child, 10_000))) throw new Error(`pid ${child.pid} survived SIGKILL for 10 s`);
}

/** SIGTERM (the server's graceful shutdown), then SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (hasExited(child)) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, graceMs))) await killHard(child);
}

/** Alive and not a zombie (a killed process whose parent has not reaped it yet counts as gone). */
function pidAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The pids whose parent is `pid`, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** The postmaster's pid from `<dataDir>/postmaster.pid`, if the file is there and that process lives. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 && pidAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** SIGKILL to the postmaster of `dataDir` and every process it forked (a power cut, as far as processes go). */
export async function killPostgresHard(dataDir: string): Promise<number> {
  const pid = postmasterPid(dataDir);
  if (pid === undefined) throw new Error(`no live postmaster for ${dataDir}`);
  // Frozen first, so it forks no new backend while its family is collected; SIGKILL works on a stopped process.
  process.kill(pid, 'SIGSTOP');
  const all = [...childrenOf(pid), pid];
  for (const p of all) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  for (let i = 0; i < 100 && all.some(pidAlive); i++) await sleep(100);
  if (all.some(pidAlive)) throw new Error(`PostgreSQL processes ${all.filter(pidAlive).join(', ')} survived SIGKILL`);
  return pid;
}

/**
 * Stops a PostgreSQL left running on `dataDir` (an orphan of a killed server, which the next server reused and so
 * does not stop): SIGINT (fast shutdown), then SIGKILL to it and its children after 10 s.
 */
export async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (pid === undefined) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let i = 0; i < 100 && pidAlive(pid); i++) await sleep(100);
  if (pidAlive(pid)) await killPostgresHard(dataDir).catch(() => undefined);
}

/** A client of the server's `app` database, with the superuser password the embedded cluster keeps beside its data. */
export async function connectEmbedded(stateDir: string, port: number): Promise<Client> {
  const password = fs.readFileSync(path.join(stateDir, 'pg.password'), 'utf8').trim();
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'app', connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** How a process ended after SIGTERM: by itself (its graceful shutdown) or by the SIGKILL that followed `graceMs`. */
export interface Termination {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when it outlived `graceMs` and was killed. */
  killed: boolean;
  ms: number;
}

/** SIGTERM, wait for the exit (SIGKILL after `graceMs`), and say how it ended. */
export async function terminate(child: ChildProcess, graceMs = 15_000): Promise<Termination> {
  const started = Date.now();
  if (hasExited(child)) return { code: child.exitCode, signal: child.signalCode, killed: false, ms: 0 };
  child.kill('SIGTERM');
  const exited = await waitForExit(child, graceMs);
  if (!exited) await killHard(child);
  return { code: child.exitCode, signal: child.signalCode, killed: !exited, ms: Date.now() - started };
}
