import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What one request got: the status and body, or status 0 and the network error (a burst never throws half-way). */
export interface HttpResult {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  error?: string;
  ms: number;
}

export interface HttpCall {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

/**
 * An agent that opens one connection per request in flight, without limit and without keep-alive: N requests
 * fired together are N connections open together, as N visitors would be (Node's default agent would be the same,
 * but saying so here keeps a later default change from quietly serialising the "concurrent" load).
 */
export const burstAgent = () => new http.Agent({ keepAlive: false, maxSockets: Infinity, maxTotalSockets: Infinity });

/** One HTTP request on loopback; resolves with the outcome whatever happens, within `timeoutMs`. */
export function send(
  base: string,
  call: HttpCall,
  agent: http.Agent,
  timeoutMs = 60_000,
  onSocket?: (socket: Socket) => void,
): Promise<HttpResult> {
  const started = Date.now();
  const payload = call.json === undefined ? undefined : Buffer.from(JSON.stringify(call.json));
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: Omit<HttpResult, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...r, ms: Date.now() - started });
    };
    const req = http.request(new URL(call.path, base), {
      method: call.method ?? 'GET',
      agent,
      headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...call.headers },
    });
    if (onSocket) req.once('socket', onSocket);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (err) =>
      done({ status: 0, body: '', headers: {}, error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}`.trim() }),
    );
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => done({ status: 0, body: '', headers: res.headers, error: `response: ${err.message}` }));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.end(payload);
  });
}

/** How a burst went on the client's side. */
export interface BurstStats {
  /** The most connections that were established (connected, not yet closed) at one moment. */
  peakConnected: number;
}

/**
 * Every call started in the same tick (none waits for another); results in the order of `calls`. `stats`, when
 * given, is filled with the most connections open at once: the proof that the load arrived together (the kernel's
 * accept queue, 511 by default, caps it well below 1,000 even when the server is fast).
 */
export async function burst(base: string, calls: HttpCall[], timeoutMs = 60_000, stats?: BurstStats): Promise<HttpResult[]> {
  const agent = burstAgent();
  let connected = 0;
  const onSocket = (socket: Socket) => {
    socket.once('connect', () => {
      connected += 1;
      if (stats) stats.peakConnected = Math.max(stats.peakConnected, connected);
      socket.once('close', () => {
        connected -= 1;
      });
    });
  };
  try {
    return await Promise.all(calls.map((c) => send(base, c, agent, timeoutMs, onSocket)));
  } finally {
    agent.destroy();
  }
}

/** `http://127.0.0.1:<port>` of a listening server. */
export const baseUrlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** `sid=<value>` from a response's Set-Cookie lines, or undefined. */
export function sidFrom(res: Pick<HttpResult, 'headers'>): string | undefined {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return lines.find((l) => l.startsWith('sid='))?.split(';')[0];
}

/** "status × count" of a set of results, for a readable failure message ("200×990, 0×10 (ECONNRESET ...)"). */
export function tally(results: HttpResult[]): string {
  const counts = new Map<string, number>();
  for (const r of results) {
    const key = r.status === 0 ? `0 (${r.error})` : String(r.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${k}×${n}`).join(', ');
}
