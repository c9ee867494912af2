import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SEED_FORUM_MEMBERS, seedForumEmail } from '../src/database/seed/discussions-seed-data';
import { registration } from './auth-helpers';
import { burstAgent, type HttpCall, type HttpResult, send, sidFrom, tally } from './http-load';
import {
  connectEmbedded,
  freePort,
  hasExited,
  killHard,
  killPostgresHard,
  type ServerProcess,
  startServer,
  stopLeftoverPostgres,
  stopProcess,
} from './server-process';

/**
 * "kill -9 of the server during writes, restart → database consistent, no half-written rows, sessions still valid".
 * The built server (`node api/dist/main.js`) runs as a child process on an embedded PostgreSQL in a temp folder.
 * Writes stream in (admin articles, trends and events without pause; registrations and the three public forms within
 * their per-IP limits) and the server is killed with SIGKILL while some are in flight. After a restart on the same
 * data folder:
 * - every write that was answered 2xx before the kill is stored, exactly as sent;
 * - every write left unanswered is either stored whole or not at all (never a user without a hash or memberships,
 *   never a row that matches no write);
 * - the sessions of before the kill still sign their members (and the admin) in;
 * - the server takes new writes.
 * First with PostgreSQL surviving the kill (the orphan is reused, as embedded.ts promises), then with PostgreSQL
 * killed too (a stale postmaster.pid and crash recovery from the write-ahead log).
 */

const ADMIN_PASSWORD = `crash-admin-${randomBytes(9).toString('base64url')}`;
const SESSION_SECRET = randomBytes(36).toString('base64url');
/**
 * Registrations (10 a minute per IP) and each public form (10 a minute per IP and route) are counted in the database
 * (rate_limits), so the budget outlives a restart of the server: one test spends 1 + 3 + 4 (+ 1) ≤ 10, and the second
 * test starts by emptying the counters the first one left (all from 127.0.0.1 within the same minute).
 */
const LIMITED_BEFORE = 3;
const LIMITED_DURING = 4;
const ADMIN_WRITERS = 3;
/** Admin writes answered before the last phase starts: the stream has been running for a while when the kill comes. */
const ADMIN_WRITES_FIRST = 30;

type Kind = 'article' | 'trend' | 'event' | 'eventRequest' | 'demo' | 'waitlist' | 'register';

interface Attempt {
  kind: Kind;
  call: HttpCall;
  /** The value of the row's unique column (title or e-mail) that finds it again. */
  key: string;
  /** The stored columns this write must produce. */
  expected: Record<string, unknown>;
  result?: HttpResult;
}

/** How each kind of write is found again: one row by its key, the columns compared with `expected`. */
const FIND: Record<Kind, string> = {
  article: 'SELECT title, excerpt, content, image, featured FROM articles WHERE title = $1',
  trend: 'SELECT title, icon, color, discussion_count FROM trends WHERE title = $1',
  event: 'SELECT title, description, date, location, community_id, featured, image FROM events WHERE title = $1',
  eventRequest:
    'SELECT event_type, title, description, preferred_location, contact_email, additional_info FROM event_requests WHERE title = $1',
  demo: `SELECT name, email, company, role, community_interest, preferred_time, specific_interests, additional_notes,
                confirmation_id ~ '^DEMO-[0-9A-HJKMNP-TV-Z]{8}$' AS confirmation_ok FROM demo_requests WHERE email = $1`,
  waitlist: 'SELECT email, community, use_case FROM waitlist_entries WHERE email = $1',
  // A member is whole when the row, its argon2id hash, its one primary membership and every other membership are there.
  register: `SELECT u.first_name, u.last_name, u.role, u.password_hash LIKE '$argon2id$v=19$%' AS hash_ok,
                    (SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = u.id AND uc.is_primary) AS primary_slug,
                    ARRAY(SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = u.id ORDER BY c.slug) AS slugs
               FROM users u WHERE u.email = $1`,
};

/** Rows of each table that a run's writes (tag in the key) made: none may exist that no write explains. */
const TAGGED_BY_TITLE = new Set<Kind>(['article', 'trend', 'event', 'eventRequest']);
const COUNT_TAGGED: Record<Kind, string> = {
  article: 'SELECT count(*)::int AS n FROM articles WHERE title LIKE $1',
  trend: 'SELECT count(*)::int AS n FROM trends WHERE title LIKE $1',
  event: 'SELECT count(*)::int AS n FROM events WHERE title LIKE $1',
  eventRequest: 'SELECT count(*)::int AS n FROM event_requests WHERE title LIKE $1',
  demo: 'SELECT count(*)::int AS n FROM demo_requests WHERE email LIKE $1',
  waitlist: 'SELECT count(*)::int AS n FROM waitlist_entries WHERE email LIKE $1',
  register: 'SELECT count(*)::int AS n FROM users WHERE email LIKE $1',
};

/** The writes of one run; `tag` goes into every title and e-mail. */
function writeFactory(tag: string, communityId: number, adminCookie: string) {
  let n = 0;
  const next = () => ++n;
  const admin = { cookie: adminCookie };
  const makers: Record<Kind, () => Attempt> = {
    article: () => {
      const i = next();
      const body = {
        title: `${tag}-article-${i}`,
        excerpt: `Excerpt ${i}`,
        content: Array.from({ length: 600 }, () => `Paragraph ${i}.`).join(' '),
        featured: i % 5 === 0,
      };
      return {
        kind: 'article',
        key: body.title,
        call: { method: 'POST', path: '/api/articles', headers: admin, json: body },
        expected: { ...body, image: null },
      };
    },
    trend: () => {
      const i = next();
      const body = { title: `${tag}-trend-${i}`, icon: 'sparkles', color: '#0F766E', discussionCount: i };
      return {
        kind: 'trend',
        key: body.title,
        call: { method: 'POST', path: '/api/trends', headers: admin, json: body },
        expected: { title: body.title, icon: body.icon, color: body.color, discussion_count: i },
      };
    },
    event: () => {
      const i = next();
      const body = {
        title: `${tag}-event-${i}`,
        description: `Meet-up number ${i}.`,
        date: 'March 3, 2027',
        location: 'Leeds',
        communityId: i % 2 ? communityId : null,
        featured: i % 3 === 0,
      };
      return {
        kind: 'event',
        key: body.title,
        call: { method: 'POST', path: '/api/events', headers: admin, json: body },
        expected: {
          title: body.title,
          description: body.description,
          date: body.date,
          location: body.location,
          community_id: body.communityId,
          featured: body.featured,
          image: null,
        },
      };
    },
    eventRequest: () => {
      const i = next();
      const body = {
        eventType: 'workshop',
        title: `${tag}-request-${i}`,
        description: 'A hands-on evening on prompts for small charities.',
        preferredLocation: 'Leeds',
        contactEmail: `er-${tag}-${i}@example.com`,
        additionalInfo: `Note ${i}`,
      };
      return {
        kind: 'eventRequest',
        key: body.title,
        call: { method: 'POST', path: '/api/event-requests', json: body },
        expected: {
          event_type: 'workshop',
          title: body.title,
          description: body.description,
          preferred_location: 'Leeds',
          contact_email: body.contactEmail,
          additional_info: body.additionalInfo,
        },
      };
    },
    demo: () => {
      const i = next();
      const body = {
        name: `Demo ${i}`,
        email: `demo-${tag}-${i}@example.com`,
        company: 'Acme',
        role: 'CTO',
        communityInterest: 'entrepreneurs',
        preferredTime: 'morning',
        specificInterests: ['Learning Resources'],
        additionalNotes: '',
        agreeToContact: true,
      };
      return {
        kind: 'demo',
        key: body.email,
        call: { method: 'POST', path: '/api/demo-requests', json: body },
        expected: {
          name: body.name,
          email: body.email,
          company: 'Acme',
          role: 'CTO',
          community_interest: 'entrepreneurs',
          preferred_time: 'morning',
          specific_interests: ['Learning Resources'],
          additional_notes: '',
          confirmation_ok: true,
        },
      };
    },
    waitlist: () => {
      const i = next();
      const body = { email: `wl-${tag}-${i}@example.com`, community: 'creatives', useCase: `Use case ${i}` };
      return {
        kind: 'waitlist',
        key: body.email,
        call: { method: 'POST', path: '/api/waitlist', json: body },
        expected: { email: body.email, community: 'creatives', use_case: body.useCase },
      };
    },
    register: () => {
      const i = next();
      const body = registration({
        firstName: `Crash${i}`,
        lastName: tag,
        email: `reg-${tag}-${i}@example.com`,
        primaryCommunity: 'creatives',
        additionalCommunities: ['students', 'seniors'],
      });
      return {
        kind: 'register',
        key: body.email as string,
        call: { method: 'POST', path: '/api/register', json: body },
        expected: {
          first_name: body.firstName,
          last_name: tag,
          role: 'member',
          hash_ok: true,
          primary_slug: 'creatives',
          slugs: ['creatives', 'seniors', 'students'],
        },
      };
    },
  };
  return makers;
}

const ok = (r?: HttpResult) => !!r && r.status >= 200 && r.status < 300;
/** The same columns with the same values, whatever their order. */
const sameRow = (row: Record<string, unknown>, expected: Record<string, unknown>) =>
  JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))) ===
  JSON.stringify(Object.entries(expected).sort(([a], [b]) => a.localeCompare(b)));

describe('crash: kill -9 of the server during writes, then a restart (e2e)', () => {
  let tmp: string;
  let pgDir: string;
  let pgPort: number;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  const agent = burstAgent();
  const call = (c: HttpCall, timeoutMs = 30_000) => send(server!.base, c, agent, timeoutMs);
  /** Members and the admin signed in before a kill: their cookies must still work after it. */
  const sessions: { label: string; cookie: string; check: HttpCall; expect: (r: HttpResult) => boolean }[] = [];

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-crash-'));
    pgDir = path.join(tmp, 'pg');
    pgPort = await freePort();
    env = {
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      EMBEDDED_PG_DIR: pgDir,
      EMBEDDED_PG_PORT: String(pgPort),
      // As in production, a fixed secret: a restart must not invalidate every signed cookie.
      SESSION_SECRET,
      ADMIN_PASSWORD,
      // info: the start-up lines say whether PostgreSQL was reused or restarted, which the tests check.
      LOG_LEVEL: 'info',
    };
    server = await startServer(env, 100_000);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    if (server) await stopProcess(server.child);
    // The reused orphan is not the restarted server's to stop: stop it by its pid file, then remove everything.
    if (pgDir) await stopLeftoverPostgres(pgDir);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  /** Queries on the server's database, over one connection for the whole of `fn`. */
  async function withDb<R>(
    fn: (sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>) => Promise<R>,
  ): Promise<R> {
    const client = await connectEmbedded(tmp, pgPort);
    try {
      return await fn(async (text, params = []) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }

  /** Signs a new member in (a registration) and opens an admin session; both are re-checked after every restart. */
  async function signIn(tag: string) {
    const body = registration({ email: `member-${tag}@example.com` });
    const reg = await call({ method: 'POST', path: '/api/register', json: body });
    expect(reg.status).toBe(201);
    const user = JSON.parse(reg.body);
    sessions.push({
      label: `member ${tag}`,
      cookie: sidFrom(reg)!,
      check: { path: '/api/auth/user' },
      expect: (r) => r.status === 200 && JSON.stringify(JSON.parse(r.body)) === JSON.stringify(user),
    });
    const adm = await call({ method: 'POST', path: '/api/admin/session', json: { password: ADMIN_PASSWORD } });
    expect(adm.status).toBe(204);
    const adminCookie = sidFrom(adm)!;
    sessions.push({
      label: `admin ${tag}`,
      cookie: adminCookie,
      check: { path: '/api/admin/session' },
      expect: (r) => r.status === 200 && JSON.parse(r.body).admin === true,
    });
    return { member: { email: body.email as string, password: body.password as string, user }, adminCookie };
  }

  /**
   * Streams writes and kills the server mid-stream: admin writers without pause; LIMITED_BEFORE of each limited
   * kind answered first; then LIMITED_DURING more of each fired together, and SIGKILL as soon as one of those
   * registrations is answered (the others are still hashing or inside their transaction). `kill` does the killing.
   */
  async function writeAndKill(tag: string, kill: () => Promise<void>) {
    const { member, adminCookie } = await signIn(tag);
    const [{ id: communityId }] = await withDb((sql) => sql<{ id: number }>(`SELECT id FROM communities WHERE slug = 'entrepreneurs'`));
    const make = writeFactory(tag, communityId, adminCookie);
    const attempts: Attempt[] = [];
    const run = async (a: Attempt) => {
      attempts.push(a);
      a.result = await call(a.call);
      return a;
    };

    let stopping = false;
    const adminKinds: Kind[] = ['article', 'trend', 'event'];
    let adminAnswered = 0;
    const writers = Array.from({ length: ADMIN_WRITERS }, async (_, w) => {
      for (let i = w; !stopping; i++) {
        const a = await run(make[adminKinds[i % adminKinds.length]]());
        if (ok(a.result)) adminAnswered += 1;
      }
    });
    const limitedKinds: Kind[] = ['register', 'eventRequest', 'demo', 'waitlist'];

    let during: Promise<Attempt>[] = [];
    try {
      // Before: answered one after another, alongside the admin stream; every one must survive the kill.
      for (let i = 0; i < LIMITED_BEFORE; i++) for (const k of limitedKinds) await run(make[k]());
      const before = attempts.filter((a) => limitedKinds.includes(a.kind));
      expect(before.filter((a) => !ok(a.result)).map((a) => `${a.kind}: ${a.result?.status} ${a.result?.body}`)).toEqual([]);
      for (let waited = 0; adminAnswered < ADMIN_WRITES_FIRST && waited < 30_000; waited += 50) await sleep(50);
      expect(adminAnswered).toBeGreaterThanOrEqual(ADMIN_WRITES_FIRST);

      // During: all at once; SIGKILL as soon as the first of these registrations is answered, while the others are
      // hashing or inside their transaction and the admin writers are mid-request.
      const duringAttempts = limitedKinds.flatMap((k) => Array.from({ length: LIMITED_DURING }, () => make[k]()));
      during = duringAttempts.map(run);
      const registrations = during.filter((_, i) => duringAttempts[i].kind === 'register');
      await Promise.race([Promise.race(registrations), sleep(10_000, undefined, { ref: false })]);
    } catch (err) {
      stopping = true;
      throw err;
    }
    // SIGKILL goes out synchronously at the start of kill(), while every admin writer waits on a request in flight;
    // only then are the writers told to start nothing new.
    const killed = kill();
    stopping = true;
    await killed;
    await Promise.all([...during, ...writers]);

    // Nothing but the kill failed a write: every status is a 2xx, or 0 for a request the kill cut off.
    expect(
      attempts.filter((a) => a.result!.status !== 0 && !ok(a.result)).map((a) => `${a.kind}: ${a.result!.status} ${a.result!.body}`),
    ).toEqual([]);
    const unanswered = attempts.filter((a) => a.result!.status === 0);
    const cutKinds = [...new Set(unanswered.map((a) => a.kind))]
      .map((k) => `${k}×${unanswered.filter((a) => a.kind === k).length}`)
      .join(', ');
    console.info(
      `${tag}: ${attempts.length} writes, ${attempts.length - unanswered.length} answered (${tally(attempts.filter((a) => a.result!.status !== 0).map((a) => a.result!))}), ${unanswered.length} cut off by the kill (${cutKinds})`,
    );
    // The kill really came during writes: ADMIN_WRITERS requests were always in flight.
    expect(unanswered.length).toBeGreaterThanOrEqual(1);
    return { attempts, member, adminCookie };
  }

  /** After the restart: sessions, every answered write stored as sent, every cut-off one whole or absent, no stray rows. */
  async function checkConsistent(tag: string, attempts: Attempt[]) {
    const signedOut = [];
    for (const s of sessions) {
      const r = await call({ ...s.check, headers: { cookie: s.cookie } });
      if (!s.expect(r)) signedOut.push(`${s.label}: ${r.status} ${r.body}`);
    }
    expect(signedOut).toEqual([]);

    const problems: string[] = [];
    let cutOffStored = 0;
    const broken = await withDb(async (sql) => {
      const stored = new Map<Kind, number>();
      for (const a of attempts) {
        const rows = await sql(FIND[a.kind], [a.key]);
        if (rows.length) stored.set(a.kind, (stored.get(a.kind) ?? 0) + 1);
        const whole = rows.length === 1 && sameRow(rows[0], a.expected);
        if (ok(a.result)) {
          if (!whole)
            problems.push(
              `answered ${a.result!.status} but ${rows.length ? `stored as ${JSON.stringify(rows).slice(0, 300)}` : 'not stored'}: ${a.kind} ${a.key}`,
            );
        } else if (rows.length) {
          if (whole) cutOffStored += 1;
          else problems.push(`cut off and half-written: ${a.kind} ${a.key}: ${JSON.stringify(rows).slice(0, 300)}`);
        }
      }
      // No row of this run that no write explains (a write stored twice, or under a mangled key).
      for (const kind of Object.keys(FIND) as Kind[]) {
        const [{ n }] = await sql<{ n: number }>(COUNT_TAGGED[kind], [TAGGED_BY_TITLE.has(kind) ? `${tag}-%` : `%-${tag}-%`]);
        if (n !== (stored.get(kind) ?? 0))
          problems.push(`${kind}: ${n} rows carry the run's tag, ${stored.get(kind) ?? 0} writes explain them`);
      }
      // Database-wide: every member who registered whole (the seeded forum's invented members have no password: they
      // cannot sign in), every session row readable and live.
      const [counts] = await sql<{ no_hash: number; no_primary: number; bad_sessions: number }>(
        `
        SELECT (SELECT count(*)::int FROM users WHERE (password_hash IS NULL OR password_hash NOT LIKE '$argon2id$%') AND email <> ALL($1)) AS no_hash,
               (SELECT count(*)::int FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_communities uc WHERE uc.user_id = u.id AND uc.is_primary)) AS no_primary,
               (SELECT count(*)::int FROM sessions WHERE json_typeof(sess) <> 'object' OR expire < now()) AS bad_sessions`,
        [SEED_FORUM_MEMBERS.map(seedForumEmail)],
      );
      return counts;
    });
    expect(broken).toEqual({ no_hash: 0, no_primary: 0, bad_sessions: 0 });
    expect(problems).toEqual([]);
    console.info(
      `${tag}: ${attempts.filter((a) => ok(a.result)).length} answered writes all stored; ${cutOffStored} of ${attempts.filter((a) => !ok(a.result)).length} cut-off writes were committed whole, the rest left no trace`,
    );
  }

  /** The restarted server takes writes of every kind, and its caches show them. */
  async function checkAcceptsWrites(tag: string, member: { email: string; password: string }, adminCookie: string) {
    const fresh = registration({ email: `after-${tag}@example.com` });
    const reg = await call({ method: 'POST', path: '/api/register', json: fresh });
    expect(reg.status).toBe(201);
    expect(JSON.parse((await call({ path: '/api/auth/user', headers: { cookie: sidFrom(reg)! } })).body).email).toBe(fresh.email);
    expect((await call({ method: 'POST', path: '/api/login', json: { email: member.email, password: member.password } })).status).toBe(200);
    const title = `${tag}-after-article`;
    const art = await call({
      method: 'POST',
      path: '/api/articles',
      headers: { cookie: adminCookie },
      json: { title, excerpt: 'After', content: 'After the restart.' },
    });
    expect(art.status).toBe(201);
    expect(JSON.parse((await call({ path: '/api/articles' })).body).map((x: { title: string }) => x.title)).toContain(title);
    const form = await call({
      method: 'POST',
      path: '/api/event-requests',
      json: {
        eventType: 'panel',
        title: `${tag}-after-request`,
        description: 'Filed after the restart.',
        preferredLocation: 'York',
        contactEmail: `after-${tag}-er@example.com`,
      },
    });
    expect(form.status).toBe(201);
  }

  it('kill -9 of the node process while writes stream in: PostgreSQL is reused, answered writes are stored, cut-off ones whole or absent, sessions still valid, new writes accepted', async () => {
    const tag = 'k1';
    const { attempts, member, adminCookie } = await writeAndKill(tag, () => killHard(server!.child));
    // PostgreSQL outlived the server (its orphan holds the data folder) and the next start reuses it.
    const pgPidBefore = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    server = await startServer(env, 60_000);
    expect(server.output()).toContain(`Reusing the embedded PostgreSQL already running on port ${pgPort}`);
    expect(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]).toBe(pgPidBefore);

    await checkConsistent(tag, attempts);
    await checkAcceptsWrites(tag, member, adminCookie);
  }, 150_000);

  it('kill -9 of the node process and of its PostgreSQL while writes stream in: the restart recovers the database, with the same guarantees', async () => {
    expect(server && !hasExited(server.child)).toBe(true);
    const tag = 'k2';
    // The first test's requests are still counted (limits survive a restart of the API): give this one a fresh minute.
    await withDb((sql) => sql('DELETE FROM rate_limits'));
    let pgPid = 0;
    const { attempts, member, adminCookie } = await writeAndKill(tag, async () => {
      await killHard(server!.child);
      pgPid = await killPostgresHard(pgDir);
    });
    // The dead postmaster's pid file is still there: the restart must see it is stale rather than refuse to start.
    expect(fs.existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(true);
    server = await startServer(env, 90_000);
    expect(server.output()).toContain(`Removed a stale postmaster.pid (pid ${pgPid} is gone)`);

    await checkConsistent(tag, attempts);
    await checkAcceptsWrites(tag, member, adminCookie);
  }, 150_000);
});
