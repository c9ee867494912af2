import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { environmentOf, resolveCompose } from '../../docker/test/compose';
import { type Gateway, startGateway } from '../../docker/test/render-gateway';
import { registration } from './auth-helpers';
import {
  fmt,
  nginxErrorSummary,
  type Outcome,
  pct,
  prerenderedMarkup,
  type Replica,
  replicasOn,
  runLoad,
  startReplica,
  stopReplica,
  upstreamsByRequestId,
} from './cluster-support';
import { type HttpCall, type HttpResult, send, sidFrom, tally } from './http-load';
import { freePort, hasExited } from './server-process';
import { eventually, freshDatabase, type TestDatabase } from './support';

/**
 * "prove it with a real gateway": 3 built API servers (`node api/dist/main.js`) on one PostgreSQL database,
 * behind Debian's nginx running the compose gateway's own config (docker/gateway/nginx.conf, rendered for loopback by
 * docker/test/render-gateway.js: the replicas in place of the `api` service, temp paths; nothing else changes).
 *
 * - a write through any replica is read back from all three within 1 s, JSON and pre-rendered HTML (the bus);
 * - login failure limits hold when the attempts are spread over the replicas (limits in PostgreSQL), and a spoofed
 *   X-Forwarded-For through the gateway does not change the key (TRUST_PROXY = the gateway's one hop);
 * - kill -9 of a replica during a read load through the gateway: no failed GET (nginx retries on the next replica);
 * - a rolling restart of all three during GETs and POSTs: no failed GET, every POST answered 2xx is stored.
 *
 * Each test prints one summary line (the figures of the closing note).
 */

const REPLICAS = 3;
const ADMIN_PASSWORD = `cluster-admin-${randomBytes(9).toString('base64url')}`;
const SESSION_SECRET = randomBytes(36).toString('base64url');
const STALENESS_BUDGET_MS = 1_000;
const WRITES = 5;
const KILL_LOAD = 2_000;
const KILL_CONCURRENCY = 20;
/** TRUST_PROXY as docker-compose.yml gives it to the api replicas behind its gateway. */
const COMPOSE_TRUST_PROXY = String(
  environmentOf(
    resolveCompose(path.resolve(__dirname, '..', '..', 'docker-compose.yml'), {
      SESSION_SECRET: 'x',
      ADMIN_PASSWORD: 'x',
      POSTGRES_PASSWORD: 'x',
    }).services.api,
  ).TRUST_PROXY,
);
/** Public reads of a visit: cached JSON on every replica. */
const PUBLIC_READS = ['/api/communities', '/api/communities/entrepreneurs', '/api/events', '/api/trends', '/api/articles/featured'];

jest.setTimeout(90_000);

describe('cluster: 3 API replicas on one PostgreSQL behind the compose gateway on Debian nginx (e2e)', () => {
  const tag = `c${randomBytes(4).toString('hex')}`;
  let tmp: string;
  let db: TestDatabase;
  let replicas: Replica[] = [];
  let gateway: Gateway | undefined;
  let adminCookie: string;
  let requestSeq = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  /** Clients of the gateway on loopback addresses of their own (127.0.0.2, ...): nginx sees each as a distinct visitor. */
  const clients = new Map<string, http.Agent>();
  const clientAgent = (address: string) => {
    if (!clients.has(address)) clients.set(address, new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: address }));
    return clients.get(address)!;
  };
  const call = (base: string, c: HttpCall) => send(base, c, agent, 30_000);
  const gw = (c: HttpCall) => call(gateway!.base, c);
  /** Through the gateway, from the client at `address`. */
  const gwFrom = (address: string, c: HttpCall) => send(gateway!.base, c, clientAgent(address), 30_000);
  /** A request id of this run, to find the request in nginx's access log. */
  const rid = (what: string) => `${tag}-${what}-${++requestSeq}`;

  async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-cluster-'));
    db = await freshDatabase();
    const ports: number[] = [];
    for (let i = 0; i < REPLICAS; i++) ports.push(await freePort());
    replicas = replicasOn(ports, {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      // One secret for all: a session cookie from one replica is good on every other.
      SESSION_SECRET,
      ADMIN_PASSWORD,
      // As compose sets it: the client address is the one the gateway (one hop) appends to X-Forwarded-For.
      TRUST_PROXY: COMPOSE_TRUST_PROXY,
      // The site's one address, as an operator sets it for all (unset, each replica would name its own port): the
      // feeds, the sitemap and the pages' canonical links are the same from every replica.
      PUBLIC_URL: 'https://community.example',
      LOG_LEVEL: 'warn',
      // Not used with DATABASE_URL; keeps the outbox of e-mails in the temp folder.
      EMBEDDED_PG_DIR: path.join(tmp, 'pg'),
    });
    // The first one migrates and seeds the fresh database; the others then boot together.
    await startReplica(replicas[0]);
    await Promise.all(replicas.slice(1).map((r) => startReplica(r)));
    gateway = await startGateway({
      port: await freePort(),
      replicas: replicas.map((r) => r.address),
      dir: path.join(tmp, 'nginx'),
      // No static servers here: whatever the gateway sends to them gets a 502 from a closed port.
      staticUpstream: `127.0.0.1:${await freePort()}`,
    });
    const res = await gw({ method: 'POST', path: '/api/admin/session', json: { password: ADMIN_PASSWORD } });
    expect(res.status).toBe(204);
    adminCookie = sidFrom(res)!;
    expect(adminCookie).toBeDefined();
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    for (const a of clients.values()) a.destroy();
    await gateway?.stop();
    await Promise.all(replicas.map((r) => stopReplica(r)));
    await db?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  /** Failed requests of a load, for an expectation of none: how many, the first few, and what nginx's error log says. */
  const failureReport = (failed: Outcome[]) => ({
    failed: failed.length,
    first: failed.slice(0, 10).map((o) => `${o.call.method ?? 'GET'} ${o.call.path}: ${o.result.status || o.result.error}`),
    nginx: failed.length ? nginxErrorSummary(gateway!.errorLog()) : [],
  });

  /** Details for a failed expectation: the replicas' last log lines and nginx's error log. */
  const diagnostics = () =>
    [
      ...replicas.map((r) => `--- replica ${r.n} (${r.address}):\n${r.server?.output().slice(-3_000) ?? ''}`),
      `--- nginx:\n${gateway?.errorLog().slice(-3_000) ?? ''}`,
    ].join('\n');

  it('balances over every replica, each answering with the request id nginx passed on', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3 * REPLICAS; i++) {
      const id = rid('spread');
      const res = await gw({ path: '/api/health', headers: { 'x-request-id': id } });
      expect(res.status).toBe(200);
      // The replica answered with the request id nginx passed on.
      expect(res.headers['x-request-id']).toBe(id);
    }
    for (const [id, upstreams] of upstreamsByRequestId(gateway!.accessLog()))
      if (id.includes('-spread-')) upstreams.forEach((u) => seen.add(u));
    expect([...seen].sort()).toEqual(replicas.map((r) => r.address).sort());
  });

  it('serves the site through the gateway as each replica does: pre-rendered pages with the same headers, CSP included', async () => {
    // The compose gateway sends every path that is not /mfe/<slice>/ to the api (docker/gateway/nginx.conf), so a page
    // reaches the browser exactly as `npm start` sends it. Identity encoding on both sides: nginx may not re-encode.
    const same = [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'cache-control',
      'content-type',
      'referrer-policy',
    ];
    for (const page of ['/', '/community/entrepreneurs', '/ai-evolution']) {
      const direct = await call(replicas[0].base, { path: page });
      const through = await gw({ path: page, headers: { 'x-request-id': rid('page') } });
      expect({ page, direct: direct.status, through: through.status }).toEqual({ page, direct: 200, through: 200 });
      expect(direct.headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'self'"));
      const pick = (h: http.IncomingHttpHeaders) => Object.fromEntries(same.map((name) => [name, h[name]]));
      expect({ page, headers: pick(through.headers) }).toEqual({ page, headers: pick(direct.headers) });
      const markup = prerenderedMarkup(through.body);
      expect({ page, prerendered: markup !== undefined }).toEqual({ page, prerendered: true });
      expect(markup).toBe(prerenderedMarkup(direct.body));
    }
    // A shell file and the remotes' locations come from the api too; a remote's server container never leaves.
    for (const file of ['/mf-remotes.json', '/index.html']) {
      const [direct, through] = await Promise.all([call(replicas[0].base, { path: file }), gw({ path: file })]);
      expect({ file, status: through.status, body: through.body === direct.body }).toEqual({ file, status: 200, body: true });
    }
    // So do the sitemap, the feeds and robots.txt (api/src/reach), with their types.
    for (const [file, type] of [
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/community/entrepreneurs/feed.xml', 'application/rss+xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
    ]) {
      const [direct, through] = await Promise.all([call(replicas[0].base, { path: file }), gw({ path: file })]);
      expect({ file, status: through.status, type: through.headers['content-type'], body: through.body === direct.body }).toEqual({
        file,
        status: 200,
        type,
        body: true,
      });
    }
    const server = await gw({ path: '/mfe/community/server/remoteEntry.js' });
    expect(server.status).toBe(404);
    expect(server.body).not.toContain('remoteEntry');
  });

  it(`a write through any replica is read back from all ${REPLICAS} within ${STALENESS_BUDGET_MS} ms, as JSON and as pre-rendered HTML`, async () => {
    const windows: number[] = [];
    for (let w = 0; w < WRITES; w++) {
      const title = `${tag}-trend-${w}`;
      // Warm every cache first (the JSON list and the /ai-evolution page on every replica): a cold replica reads the
      // database anyway and would prove nothing.
      for (const r of replicas) {
        const [json, page] = await Promise.all([call(r.base, { path: '/api/trends' }), call(r.base, { path: '/ai-evolution' })]);
        expect({ replica: r.n, json: json.status, page: page.status, has: json.body.includes(title) }).toEqual({
          replica: r.n,
          json: 200,
          page: 200,
          has: false,
        });
        expect(prerenderedMarkup(page.body)).toBeDefined();
      }
      const writer = replicas[w % REPLICAS];
      const created = await call(writer.base, {
        method: 'POST',
        path: '/api/trends',
        headers: { cookie: adminCookie },
        // The most discussed trend: first in the list, so the page shows it.
        json: { title, icon: 'sparkles', color: '#0F766E', discussionCount: 1_000_000 + w },
      });
      expect(created.status).toBe(201);
      const written = Date.now();
      // Poll every replica, both reads, until each shows the trend (3 s at most: the budget is asserted after).
      const pending = new Map(
        replicas.flatMap(
          (r) =>
            [
              [`${r.n} json`, r],
              [`${r.n} html`, r],
            ] as [string, Replica][],
        ),
      );
      const seenAfter = new Map<string, number>();
      while (pending.size && Date.now() - written < 3_000) {
        await Promise.all(
          [...pending].map(async ([key, r]) => {
            const html = key.endsWith('html');
            const res = await call(r.base, { path: html ? '/ai-evolution' : '/api/trends' });
            const shows =
              res.status === 200 && (html ? (prerenderedMarkup(res.body) ?? '').includes(title) : res.body.includes(`"${title}"`));
            if (shows && pending.delete(key)) seenAfter.set(key, Date.now() - written);
          }),
        );
        if (pending.size) await sleep(10);
      }
      expect({ write: w, stale: [...pending.keys()] }).toEqual({ write: w, stale: [] });
      windows.push(Math.max(...seenAfter.values()));
    }
    const worst = Math.max(...windows);
    console.log(
      `[cluster] staleness: ${WRITES} admin writes rotating over ${REPLICAS} replicas; each seen on all ${REPLICAS} (JSON /api/trends and pre-rendered /ai-evolution) ` +
        `after ${windows.join(', ')} ms; max ${worst} ms (budget ${STALENESS_BUDGET_MS} ms)`,
    );
    expect(worst).toBeLessThanOrEqual(STALENESS_BUDGET_MS);
  });

  describe('login failure limits hold across replicas (5 failures per account and client, then 429 with Retry-After)', () => {
    const tally429: string[] = [];
    afterAll(() => console.log(`[cluster] login limits: ${tally429.join('; ')}`));

    async function member(): Promise<string> {
      const body = registration({ email: `${tag}-${randomBytes(3).toString('hex')}@example.com` });
      const res = await gw({ method: 'POST', path: '/api/register', json: body });
      expect(res.status).toBe(201);
      return body.email as string;
    }

    /** Six wrong passwords for one account, the i-th sent by `send(i)`: five 401s, then a 429 that says when to retry. */
    async function sixFailures(label: string, sendAttempt: (i: number, body: unknown) => Promise<HttpResult>) {
      const email = await member();
      const results: HttpResult[] = [];
      for (let i = 0; i < 6; i++) results.push(await sendAttempt(i, { email, password: `wrong-${i}` }));
      expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429]);
      const retryAfter = Number(results[5].headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(JSON.parse(results[5].body).message).toMatch(/try again in \d+ (second|minute)s?\./);
      tally429.push(`${label}: ${tally(results)} (Retry-After ${retryAfter} s)`);
      return results;
    }

    it('round robin through the gateway: the 6th failure is 429, though no replica saw more than 2', async () => {
      const ids: string[] = [];
      await sixFailures('6 attempts round robin through nginx', (i, json) => {
        ids.push(rid('login-rr'));
        return gw({ method: 'POST', path: '/api/login', json, headers: { 'x-request-id': ids[i] } });
      });
      const log = upstreamsByRequestId(gateway!.accessLog());
      const byReplica = new Map<string, number>();
      for (const id of ids) for (const u of (log.get(id) ?? []).slice(-1)) byReplica.set(u, (byReplica.get(u) ?? 0) + 1);
      // Spread: at least two replicas answered, none more than the 4 a per-process counter would need to hit the limit.
      expect(byReplica.size).toBeGreaterThanOrEqual(2);
      expect(Math.max(...byReplica.values())).toBeLessThanOrEqual(4);
    });

    it('one attempt per replica in turn, straight to each: the 6th failure is 429', async () => {
      await sixFailures(`6 attempts straight to replicas 1,2,3,1,2,3`, (i, json) =>
        call(replicas[i % REPLICAS].base, { method: 'POST', path: '/api/login', json }),
      );
    });

    it('a spoofed X-Forwarded-For, different on every attempt through the gateway, does not change the key', async () => {
      await sixFailures('6 attempts through nginx, each with its own spoofed X-Forwarded-For', (i, json) =>
        gwFrom('127.0.0.4', {
          method: 'POST',
          path: '/api/login',
          json,
          headers: { 'x-forwarded-for': `203.0.113.${10 + i}, 198.51.100.${i}` },
        }),
      );
    });

    it(`the key is the client nginx saw (TRUST_PROXY=${COMPOSE_TRUST_PROXY}, as compose sets it), not the gateway: a second client is not locked out`, async () => {
      const email = await member();
      const attempt = (client: string, i: number) =>
        gwFrom(client, { method: 'POST', path: '/api/login', json: { email, password: `wrong-${i}` } });
      const first: number[] = [];
      for (let i = 0; i < 6; i++) first.push((await attempt('127.0.0.2', i)).status);
      expect(first).toEqual([401, 401, 401, 401, 401, 429]);
      // Same account, another visitor: its own account + IP counter (the replicas all see the gateway's 127.0.0.1).
      const second = await attempt('127.0.0.3', 6);
      expect({ status: second.status, body: second.body.slice(0, 200) }).toEqual({ status: 401, body: expect.any(String) });
      tally429.push(`client 127.0.0.2: ${first.join(', ')}, then client 127.0.0.3 on the same account: ${second.status}`);
    });
  });

  it(`kill -9 of one replica during ${fmt(KILL_LOAD)} GETs through the gateway at concurrency ${KILL_CONCURRENCY}: no failed GET`, async () => {
    const victim = replicas[1];
    const logStart = gateway!.accessLog().length;
    let sent = 0;
    let killedAt: number | undefined;
    let kill: Promise<void> | undefined;
    const outcomes = await runLoad(gateway!.base, {
      concurrency: KILL_CONCURRENCY,
      next: () =>
        sent < KILL_LOAD ? { path: PUBLIC_READS[sent++ % PUBLIC_READS.length], headers: { 'x-request-id': rid('kill') } } : undefined,
      onResult: (_o, done) => {
        if (done === KILL_LOAD / 4 && !kill) {
          killedAt = done;
          victim.server!.child.kill('SIGKILL');
          kill = new Promise((resolve) => victim.server!.child.once('exit', () => resolve()));
        }
      },
    });
    await kill;
    expect(killedAt).toBeDefined();
    expect(hasExited(victim.server!.child)).toBe(true);
    const failed = outcomes.filter((o) => o.result.status !== 200);
    const lines = [...upstreamsByRequestId(gateway!.accessLog().slice(logStart))].filter(([id]) => id.includes('-kill-'));
    const retried = lines.filter(([, ups]) => ups.length > 1).length;
    console.log(
      `[cluster] kill -9: ${fmt(KILL_LOAD)} GETs at concurrency ${KILL_CONCURRENCY} through nginx to ${REPLICAS} replicas, replica ${victim.n} killed after ${fmt(killedAt!)} answers: ` +
        `${tally(outcomes.map((o) => o.result))}, ${failed.length} failed; ${retried} retried by nginx on another replica; p99 ${pct(
          outcomes.map((o) => o.result.ms),
          99,
        )} ms`,
    );
    expect(failureReport(failed)).toEqual({ failed: 0, first: [], nginx: [] });
    expect(outcomes).toHaveLength(KILL_LOAD);
    // Back for the next test, on the same port.
    await startReplica(victim);
  });

  it('a rolling restart of all 3 replicas (SIGTERM, exit, start on the same port, healthy, next) during GETs and POSTs: no failed GET, no lost POST', async () => {
    const logStart = gateway!.accessLog().length;
    let stop = false;
    let gets = 0;
    let posts = 0;
    const reads = runLoad(gateway!.base, {
      concurrency: 8,
      next: () => (stop ? undefined : { path: PUBLIC_READS[gets++ % PUBLIC_READS.length], headers: { 'x-request-id': rid('roll-get') } }),
    });
    /** Admin event creates, each with a title of its own; a failed one is sent again (same title) until answered 2xx. */
    interface Post {
      title: string;
      attempts: HttpResult[];
    }
    const postLog: Post[] = [];
    const writers = Array.from({ length: 2 }, async () => {
      while (!stop) {
        const title = `${tag}-event-${++posts}`;
        const post: Post = { title, attempts: [] };
        postLog.push(post);
        for (let attempt = 0; attempt < 5; attempt++) {
          const res = await gw({
            method: 'POST',
            path: '/api/events',
            headers: { cookie: adminCookie, 'x-request-id': rid('roll-post') },
            json: { title, description: 'Rolling restart', date: 'June 1, 2027', location: 'Leeds' },
          });
          post.attempts.push(res);
          if (res.status === 201) break;
          await sleep(50);
        }
        await sleep(20);
      }
    });

    const answeredPosts = () => postLog.filter((p) => p.attempts.at(-1)?.status === 201).length;
    /** Traffic flows: `moreReads` more reads started (each after one ended, 8 at a time) and `moreWrites` more writes answered. */
    const trafficFlows = async (moreReads: number, moreWrites: number) => {
      const [reads0, writes0] = [gets, answeredPosts()];
      await eventually(
        async () =>
          expect({ reads: gets - reads0 >= moreReads, writes: answeredPosts() - writes0 >= moreWrites }).toEqual({
            reads: true,
            writes: true,
          }),
        30_000,
      );
    };

    const restarts: string[] = [];
    const started = Date.now();
    try {
      await trafficFlows(24, 2);
      for (const r of replicas) {
        const oldPid = r.server!.child.pid;
        const t0 = Date.now();
        const ended = await stopReplica(r);
        expect({ replica: r.n, ended }).toEqual({ replica: r.n, ended: expect.objectContaining({ code: 0, killed: false }) });
        await startReplica(r);
        expect(r.server!.child.pid).not.toBe(oldPid);
        restarts.push(`${r.n}: stopped in ${ended!.ms} ms, healthy again after ${Date.now() - t0} ms`);
        await trafficFlows(16, 1);
      }
    } finally {
      stop = true;
    }
    const [readOutcomes] = await Promise.all([reads, ...writers]);
    const elapsed = Date.now() - started;

    const failedGets = readOutcomes.filter((o: Outcome) => o.result.status !== 200);
    const answered = postLog.filter((p) => p.attempts.at(-1)?.status === 201);
    const retriedPosts = postLog.filter((p) => p.attempts.length > 1);
    const stored = await query<{ title: string; n: number }>(
      'SELECT title, count(*)::int AS n FROM events WHERE title LIKE $1 GROUP BY title',
      [`${tag}-event-%`],
    );
    const count = new Map(stored.map((s) => [s.title, s.n]));
    const lost = answered.filter((p) => !count.has(p.title));
    const duplicated = stored.filter((s) => s.n > 1);
    const retriedByNginx = [...upstreamsByRequestId(gateway!.accessLog().slice(logStart))].filter(
      ([id, ups]) => id.includes('-roll-') && ups.length > 1,
    ).length;
    console.log(
      `[cluster] rolling restart of ${REPLICAS} replicas in ${(elapsed / 1000).toFixed(1)} s (${restarts.join('; ')}): ` +
        `${fmt(readOutcomes.length)} GETs through nginx, ${failedGets.length} failed; ${postLog.length} POSTs (admin event creates), ${answered.length} answered 201, ` +
        `${retriedPosts.length} failed once and were sent again (${
          retriedPosts
            .flatMap((p) => p.attempts.slice(0, -1))
            .map((r) => r.status || r.error)
            .join(', ') || 'none'
        }), ` +
        `${lost.length} lost, ${duplicated.length} stored twice; ${retriedByNginx} requests retried by nginx on another replica`,
    );
    expect(failureReport(failedGets)).toEqual({ failed: 0, first: [], nginx: [] });
    expect(readOutcomes.length).toBeGreaterThan(100);
    expect(answered.length).toBe(postLog.length);
    expect(lost.map((p) => p.title)).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(stored.length).toBe(postLog.length);
  });

  it('leaves every replica healthy', async () => {
    for (const r of replicas) {
      const res = await call(r.base, { path: '/api/health' });
      expect({ replica: r.n, status: res.status, log: res.status === 200 ? '' : diagnostics() }).toEqual({
        replica: r.n,
        status: 200,
        log: '',
      });
    }
  });
});
