import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** A port the OS says is free right now. */
export function freePortAsync(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** How often a start-up check asks again (a poll interval, not a wait for a fixed time). */
const POLL_MS = 50;

export interface Started {
  child: ChildProcess;
  /** The last few kilobytes of its output, for error messages. */
  log: () => string;
}

/** Starts `node <script>` in its own process group, keeping the tail of its output. */
export function startNode(script: string, env: NodeJS.ProcessEnv, cwd: string): Started {
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, log: () => log };
}

/** Waits until `url` answers 200, failing at once if the process exits and after `timeoutMs` otherwise. */
export async function waitForHealth(started: Started, url: string, timeoutMs: number, name: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(`${name} exited (${started.child.exitCode ?? started.child.signalCode}):\n${started.log()}`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await delay(POLL_MS);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${started.log()}`);
}

/** SIGTERM, then waits for the exit; after `graceMs` the whole process group gets SIGKILL. */
export async function stopProcess(child: ChildProcess | undefined, graceMs: number): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = new AbortController();
  const inTime = await Promise.race([exited.then(() => true), delay(graceMs, false, { signal: timer.signal }).catch(() => false)]);
  timer.abort();
  if (!inTime) {
    try {
      process.kill(-child.pid, 'SIGKILL'); // its own process group (detached): the process and what it started
    } catch {
      child.kill('SIGKILL'); // not a group leader (not detached), or already gone
    }
    await exited;
  }
}
