import request from 'supertest';
import { RateLimitStore } from '../src/limits/rate-limit.store';
import { registration } from './auth-helpers';
import { appForThisBlock, eventually, freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

const tooMany = (what: string) => ({
  statusCode: 429,
  message: expect.stringMatching(new RegExp(`^${what.replace(/[.()]/g, '\\$&')} Please try again in \\d+ (second|minute|hour)s?\\.$`)),
  error: 'Too Many Requests',
});
const ACCOUNT_IP = 'Too many failed sign-in attempts for this account.';
const IP = 'Too many failed sign-in attempts from your network.';
const ACCOUNT = 'Too many failed sign-in attempts for this account from several places, so it is locked for now.';

/**
 * Limits live in PostgreSQL (rate_limits), so they hold across replicas and restarts: two apps on one database
 * here play two replicas. Login counts failures only, under account + IP (strict), IP (loose) and account (slow
 * ceiling). Each describe has a database of its own, so no other test spends its budget.
 */
describe('limits: shared by replicas, failures only for sign-in (e2e)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const on = (t: TestApp) => request(t.app.getHttpServer());
  const login = (t: TestApp, email: unknown, password: string, ip?: string) => {
    const r = on(t).post('/api/login');
    if (ip) void r.set('X-Forwarded-For', ip);
    return r.send({ email, password });
  };
  let member: { email: string; password: string };
  let other: { email: string; password: string };
  // Both replicas trust the loopback "gateway", so X-Forwarded-For stands for the client address. Loose limits small
  // enough to reach in a test.
  const options = {
    env: { TRUST_PROXY: '127.0.0.1' },
    auth: { login: { ip: { limit: 12, ttl: 3_600_000 }, account: { limit: 9, ttl: 3_600_000 } } },
  };

  beforeAll(async () => {
    db = await freshDatabase();
    a = await startTestApp(db.url, options);
    b = await startTestApp(db.url, options);
    const r1 = registration();
    const r2 = registration();
    await on(a).post('/api/register').set('X-Forwarded-For', '203.0.113.200').send(r1).expect(201);
    await on(a).post('/api/register').set('X-Forwarded-For', '203.0.113.201').send(r2).expect(201);
    member = { email: String(r1.email), password: String(r1.password) };
    other = { email: String(r2.email), password: String(r2.password) };
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('a successful sign-in never counts: 12 in a row from one address', async () => {
    for (let i = 0; i < 12; i++) await login(i % 2 ? a : b, member.email, member.password, '198.51.100.1').expect(200);
  });

  it('account + IP: 5 failures spread over both replicas, then 429 on either, with the right password too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(i % 2 ? a : b, member.email, `wrong ${i}`, '198.51.100.1')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const t of [a, b]) {
      const blocked = await login(t, member.email, member.password, '198.51.100.1').expect(429);
      expect(blocked.body).toEqual(tooMany(ACCOUNT_IP));
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect(blocked.headers['set-cookie']).toBeUndefined();
    }
    // The same member from another address is not locked out by that one.
    await login(a, member.email, member.password, '198.51.100.2').expect(200);
  });

  it('IP alone: loose, across accounts (unknown ones count too), then every account from that address', async () => {
    const ip = '198.51.100.50';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(i % 2 ? a : b, `nobody-${i}@example.com`, 'wrong', ip)).status);
    expect(statuses).toEqual(Array(12).fill(401));
    const blocked = await login(a, other.email, other.password, ip).expect(429);
    expect(blocked.body).toEqual(tooMany(IP));
    await login(b, other.email, other.password, '198.51.100.51').expect(200);
  });

  it('account alone: a slow ceiling against guesses from many addresses', async () => {
    // `other` has no failures yet; 9 from 9 addresses reach the account ceiling (account + IP stays at 1 each).
    for (let i = 0; i < 9; i++) await login(i % 2 ? a : b, other.email, 'wrong', `192.0.2.${i + 1}`).expect(401);
    const blocked = await login(a, other.email, other.password, '192.0.2.99').expect(429);
    expect(blocked.body).toEqual(tooMany(ACCOUNT));
  });

  it('concurrent wrong guesses cannot overrun the limit: 20 at once on two replicas, exactly 5 counted', async () => {
    const r = registration();
    await on(b).post('/api/register').set('X-Forwarded-For', '203.0.113.202').send(r).expect(201);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(i % 2 ? a : b, r.email, 'wrong', '198.51.100.77')));
    const statuses = results.map((x) => x.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('limits survive a restart of the replica', async () => {
    await a.close();
    a = await startTestApp(db.url, options);
    await login(a, member.email, member.password, '198.51.100.1').expect(429);
  });

  it('an invalid body is a 400 and counts nothing', async () => {
    for (let i = 0; i < 8; i++)
      await on(a).post('/api/login').set('X-Forwarded-For', '198.51.100.90').send({ email: 'not-an-email' }).expect(400);
    await login(a, member.email, member.password, '198.51.100.90').expect(200);
  });
});

describe('limits: registration throttle and the client address (e2e)', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const on = (t: TestApp) => request(t.app.getHttpServer());

  beforeAll(async () => {
    db = await freshDatabase();
    // No TRUST_PROXY (the default): X-Forwarded-For is the client's own say and must change nothing.
    a = await startTestApp(db.url);
    b = await startTestApp(db.url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('registration: 10 per minute per address across replicas, whatever the body; a spoofed X-Forwarded-For is ignored', async () => {
    const statuses = [(await on(a).post('/api/register').set('X-Forwarded-For', '10.0.0.1').send(registration())).status];
    for (let i = 0; i < 9; i++)
      statuses.push(
        (
          await on(i % 2 ? a : b)
            .post('/api/register')
            .set('X-Forwarded-For', `10.0.0.${i + 2}`)
            .send({ bad: true })
        ).status,
      );
    expect(statuses).toEqual([201, ...Array(9).fill(400)]);
    const blocked = await on(b).post('/api/register').set('X-Forwarded-For', '10.9.9.9').send(registration()).expect(429);
    expect(blocked.body).toEqual(tooMany('Too many registrations from your network.'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('sign-in failures: a spoofed X-Forwarded-For does not give a new key', async () => {
    const r = registration();
    // Never registered: failures on unknown accounts count exactly like those on real ones.
    for (let i = 0; i < 5; i++)
      await on(i % 2 ? a : b)
        .post('/api/login')
        .set('X-Forwarded-For', `172.16.0.${i}`)
        .send({ email: r.email, password: 'wrong' })
        .expect(401);
    const blocked = await on(a)
      .post('/api/login')
      .set('X-Forwarded-For', '172.16.9.9')
      .send({ email: r.email, password: 'wrong' })
      .expect(429);
    expect(blocked.body).toEqual(tooMany(ACCOUNT_IP));
  });

  it('reads are not throttled', async () => {
    for (let i = 0; i < 20; i++) await on(a).get('/api/auth/user').expect(401);
    await on(a).get('/api/communities').expect(200);
  });
});

describe('limits: TRUST_PROXY as a hop count (e2e)', () => {
  // One trusted hop, as compose sets for its gateway: the client is the address that proxy appended.
  const t = appForThisBlock({ env: { TRUST_PROXY: '1' } });
  const attempt = (xff: string) =>
    t.http().post('/api/login').set('X-Forwarded-For', xff).send({ email: 'hops@example.com', password: 'wrong' });

  it('keys on the address the trusted proxy appended; what the client wrote before it changes nothing', async () => {
    for (let i = 0; i < 5; i++) await attempt(`203.0.113.${i}, 198.51.100.7`).expect(401);
    await attempt('10.10.10.10, 198.51.100.7').expect(429);
    // Another client behind the same proxy keeps its own budget.
    await attempt('198.51.100.8').expect(401);
  });
});

describe('RateLimitStore: the shared counters themselves (e2e)', () => {
  const t = appForThisBlock();
  let store: RateLimitStore;
  /** Polls until PostgreSQL's clock (the one the store counts by) has passed `column` of the counter `key`. */
  const over = (key: string, column: 'window_ends' | 'blocked_until' | 'expires_at') =>
    eventually(async () => {
      const [row] = await t.dataSource.query(`SELECT ${column} <= now() AS over FROM rate_limits WHERE key = $1`, [key]);
      expect(row).toEqual({ over: true });
    }, 5_000);

  beforeAll(async () => {
    store = t.app.get(RateLimitStore);
  });

  it('increment (ThrottlerStorage): counts to the limit, then blocks for blockDuration without counting, then starts a new window', async () => {
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.increment('k1', 400, 3, 800, 'test'));
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
    expect(hits[3].timeToBlockExpire).toBe(1);
    expect((await store.increment('k1', 400, 3, 800, 'test')).isBlocked).toBe(true); // still blocked past the 400 ms window
    await over('test:k1', 'window_ends');
    expect((await store.increment('k1', 400, 3, 800, 'test')).isBlocked).toBe(true);
    await over('test:k1', 'blocked_until');
    expect(await store.increment('k1', 400, 3, 800, 'test')).toMatchObject({ totalHits: 1, isBlocked: false });
    // Throttler names keep counters apart.
    expect((await store.increment('k1', 400, 3, 800, 'other')).totalHits).toBe(1);
  });

  it('increment is atomic: 50 concurrent hits count 50', async () => {
    const all = await Promise.all(Array.from({ length: 50 }, () => store.increment('k2', 60_000, 1_000, 60_000, 'test')));
    expect(all.map((h) => h.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('reserve/refund: all rules or none, refunds only within the same window', async () => {
    const rules = [
      { key: 'r:a', limit: 2, ttlMs: 60_000 },
      { key: 'r:b', limit: 1, ttlMs: 60_000 },
    ];
    const first = await store.reserve(rules);
    expect(first.ok).toBe(true);
    const second = await store.reserve(rules);
    expect(second).toEqual({ ok: false, rule: rules[1], retryAfterSeconds: expect.any(Number) });
    // r:a took nothing from the refused attempt.
    const [a] = await t.dataSource.query(`SELECT hits FROM rate_limits WHERE key = 'r:a'`);
    expect(a.hits).toBe(1);
    if (first.ok) await store.refund(first.reservation);
    expect((await store.reserve(rules)).ok).toBe(true);

    const short = [{ key: 'r:c', limit: 1, ttlMs: 200 }];
    const old = await store.reserve(short);
    await over('r:c', 'window_ends');
    const fresh = await store.reserve(short); // a new window
    expect(fresh.ok).toBe(true);
    if (old.ok) await store.refund(old.reservation); // belongs to the old window: must not free the new one
    expect((await store.reserve(short)).ok).toBe(false);
  });

  it('sweep deletes the rows whose window and block are over, and only those', async () => {
    await store.increment('s1', 100, 10, 100, 'test');
    await store.increment('s2', 60_000, 10, 60_000, 'test');
    await over('test:s1', 'expires_at');
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const keys = (await t.dataSource.query('SELECT key FROM rate_limits')).map((r: { key: string }) => r.key);
    expect(keys).toContain('test:s2');
    expect(keys).not.toContain('test:s1');
  });

  it('the table is UNLOGGED: no WAL for hot, disposable counters', async () => {
    const [row] = await t.dataSource.query(`SELECT relpersistence FROM pg_class WHERE relname = 'rate_limits'`);
    expect(row.relpersistence).toBe('u');
  });
});
