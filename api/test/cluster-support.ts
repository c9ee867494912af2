import http from 'node:http';
import { type HttpCall, type HttpResult, send } from './http-load';
import { type ServerProcess, startServer, terminate, type Termination } from './server-process';

/**
 * Helpers of cluster.e2e-spec.ts: N built API servers (`node api/dist/main.js`) on one database, each on a port of
 * its own that it keeps across restarts, and a load generator that keeps a fixed number of requests in flight.
 */

export interface Replica {
  /** 1-based, for messages. */
  n: number;
  port: number;
  env: Record<string, string>;
  server?: ServerProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** `127.0.0.1:<port>`, as nginx's upstream and its access log name it. */
  address: string;
}

export function replicasOn(ports: number[], env: Record<string, string>): Replica[] {
  return ports.map((port, i) => ({
    n: i + 1,
    port,
    env: { ...env, PORT: String(port) },
    base: `http://127.0.0.1:${port}`,
    address: `127.0.0.1:${port}`,
  }));
}

/** Starts (or starts again, on its own port) a replica; resolves once its /api/health answers 200. */
export async function startReplica(replica: Replica, timeoutMs = 60_000): Promise<ServerProcess> {
  replica.server = await startServer(replica.env, timeoutMs);
  return replica.server;
}

/** SIGTERM (its graceful shutdown), SIGKILL after `graceMs`. */
export async function stopReplica(replica: Replica, graceMs = 15_000): Promise<Termination | undefined> {
  return replica.server ? terminate(replica.server.child, graceMs) : undefined;
}

/** One request of a load, as sent and as answered. */
export interface Outcome {
  call: HttpCall;
  result: HttpResult;
  /** When it was answered (ms since the load started). */
  at: number;
}

export interface LoadOptions {
  concurrency: number;
  /** The next request to send, or undefined when this worker should stop. */
  next(): HttpCall | undefined;
  /** Called on every answer, in order of arrival. */
  onResult?(outcome: Outcome, done: number): void;
  timeoutMs?: number;
}

/**
 * `concurrency` workers, each sending its next request as soon as the previous one is answered, over kept-alive
 * connections (as browsers talk to a gateway). Resolves with every outcome once every worker has stopped.
 */
export async function runLoad(base: string, options: LoadOptions): Promise<Outcome[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const outcomes: Outcome[] = [];
  const started = Date.now();
  const worker = async () => {
    for (let call = options.next(); call !== undefined; call = options.next()) {
      const result = await send(base, call, agent, options.timeoutMs ?? 30_000);
      const outcome = { call, result, at: Date.now() - started };
      outcomes.push(outcome);
      options.onResult?.(outcome, outcomes.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return outcomes;
}

/** The page markup the server rendered (inside `<div id="root" data-prerendered>`), without the embedded data. */
export function prerenderedMarkup(html: string): string | undefined {
  const start = html.indexOf('data-prerendered=""');
  const end = html.indexOf('<script type="application/json" id="prerendered-data">');
  return start >= 0 && end > start ? html.slice(start, end) : undefined;
}

/** The nginx access log lines (docker/gateway/nginx.conf's `gateway` format) as request id → upstream addresses tried. */
export function upstreamsByRequestId(accessLog: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of accessLog.split('\n')) {
    const m = / request_id=(\S+) upstream=(.*?) rt=/.exec(line);
    if (m)
      out.set(
        m[1],
        m[2].split(/,\s*|\s*:\s+(?=\d+\.)/).filter((a) => a && a !== '-'),
      );
  }
  return out;
}

/** nginx's error log as "count × message (upstream port)" lines, most frequent first: what went wrong, in brief. */
export function nginxErrorSummary(errorLog: string): string[] {
  const counts = new Map<string, number>();
  for (const line of errorLog.split('\n')) {
    const m = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: |$)/.exec(line);
    if (!m) continue;
    const upstream = /upstream: "http:\/\/([^/"]+)/.exec(line)?.[1];
    const key = `[${m[1]}] ${m[2]}${upstream ? ` (${upstream})` : ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n} × ${k}`);
}

/** 0.5 → "0.50", 1234 → "1,234": figures for the summary lines. */
export const fmt = (n: number) => (Number.isInteger(n) ? n.toLocaleString('en-GB') : n.toFixed(2));

export const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};
