import { registration } from './auth-helpers';
import { baseUrlOf, burst, type BurstStats, type HttpCall, type HttpResult, sidFrom, tally } from './http-load';
import { appForThisBlock, relaxedAuthLimits } from './support';

/**
 * Load on the real app (same factory as main.ts, on its own database), listening on a loopback port and driven
 * over real connections, one per request: many requests at once, not one after another. The kill -9 half of
 * "load and faults" is crash-restart.e2e-spec.ts (it needs the built server as a process of its own).
 *
 * The 20 concurrent registrations of one e-mail on an idle server are in auth.e2e-spec.ts; here they race
 * inside the 200-registration burst instead.
 */

const READS = 1_000;
const DISTINCT_REGISTRATIONS = 200;
const SAME_EMAIL_REGISTRATIONS = 20;
/** Members whose cookies the read burst carries to GET /api/auth/user (a session lookup per request). */
const SIGNED_IN = 10;

/** Every call of a burst that did not get `expected`, described. */
function failures(calls: HttpCall[], results: HttpResult[], expected: (r: HttpResult, i: number) => boolean): string[] {
  return results.flatMap((r, i) =>
    expected(r, i) ? [] : [`${calls[i].method ?? 'GET'} ${calls[i].path}: ${r.status || r.error} ${r.body.slice(0, 160)}`],
  );
}

describe('load: concurrent reads and registrations on one app (e2e)', () => {
  const t = appForThisBlock({
    // The per-IP registration limit (10 a minute) would turn this load into 429s: every request here comes
    // from 127.0.0.1. auth-throttle.e2e-spec.ts tests the real limits.
    auth: relaxedAuthLimits(100_000),
  });
  let base: string;

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    base = baseUrlOf(t.app.getHttpServer());
  });

  it(`${READS} concurrent reads (public lists, details, engagement, health, signed-in auth/user): all 200, each body as served alone`, async () => {
    // Signed-in members first, so that part of the burst does the session lookup (sessions table + user).
    const members: { cookie: string; user: Record<string, unknown> }[] = [];
    for (let i = 0; i < SIGNED_IN; i++) {
      const [res] = await burst(base, [{ method: 'POST', path: '/api/register', json: registration() }]);
      expect(res.status).toBe(201);
      members.push({ cookie: sidFrom(res)!, user: JSON.parse(res.body) });
    }
    const [entrepreneurs] = await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'entrepreneurs'`);

    // A mix weighted like a visit: the community list and detail pages, home, AI evolution, engagement, the session.
    const publicPaths: [string, number][] = [
      ['/api/communities', 250],
      ['/api/communities/entrepreneurs', 120],
      ['/api/communities/creatives', 30],
      ['/api/events', 80],
      [`/api/events/community/${entrepreneurs.id}`, 50],
      ['/api/articles/featured', 80],
      ['/api/articles', 20],
      ['/api/trends', 80],
      ['/api/member-spotlights', 25],
      ['/api/discussion-categories', 25],
      ['/api/challenges', 25],
      ['/api/mentor-profiles', 25],
      ['/api/health', 40],
    ];
    const calls: HttpCall[] = [];
    const queues = publicPaths.map(([path, n]) => Array.from({ length: n }, (): HttpCall => ({ path })));
    // The rest (150) are signed-in GET /api/auth/user, spread over the members.
    queues.push(
      Array.from({ length: READS - publicPaths.reduce((s, [, n]) => s + n, 0) }, (_, i): HttpCall => ({
        path: '/api/auth/user',
        headers: { cookie: members[i % SIGNED_IN].cookie },
      })),
    );
    // Interleaved, so every kind of read is in flight at the same time (and the public caches start cold).
    while (queues.some((q) => q.length)) for (const q of queues) if (q.length) calls.push(q.shift()!);
    expect(calls).toHaveLength(READS);

    const stats: BurstStats = { peakConnected: 0 };
    const started = Date.now();
    const results = await burst(base, calls, 60_000, stats);
    const elapsed = Date.now() - started;

    expect(failures(calls, results, (r) => r.status === 200)).toEqual([]);
    expect(tally(results)).toBe(`200×${READS}`);

    // The same answer as the same read on a quiet server: no half-filled cache, no body of another route or member.
    const reference = new Map<string, string>();
    for (const [path] of publicPaths) {
      if (path === '/api/health') continue;
      const [r] = await burst(base, [{ path }]);
      expect(r.status).toBe(200);
      reference.set(path, r.body);
    }
    const wrong = results.flatMap((r, i) => {
      const { path, headers } = calls[i];
      if (path === '/api/health') return JSON.parse(r.body).status === 'ok' ? [] : [`${path}: ${r.body}`];
      if (path === '/api/auth/user') {
        const member = members.find((m) => m.cookie === headers!.cookie)!;
        return JSON.stringify(JSON.parse(r.body)) === JSON.stringify(member.user)
          ? []
          : [`${path} as ${String(member.user.email)}: ${r.body}`];
      }
      return r.body === reference.get(path) ? [] : [`${path}: ${r.body.slice(0, 120)}`];
    });
    expect(wrong).toEqual([]);

    // It really was concurrent: hundreds of visitors were connected and waiting at one moment, not a trickle.
    const slowest = Math.max(...results.map((r) => r.ms));
    console.info(
      `${READS} concurrent reads: ${elapsed} ms; at most ${stats.peakConnected} connections open at once; slowest answer ${slowest} ms`,
    );
    expect(stats.peakConnected).toBeGreaterThanOrEqual(200);
  }, 90_000);

  it(`${DISTINCT_REGISTRATIONS} concurrent registrations with distinct e-mails make ${DISTINCT_REGISTRATIONS} members, while ${SAME_EMAIL_REGISTRATIONS} of one e-mail racing among them make exactly 1`, async () => {
    // The eight seeded communities (the option lists' 'legal' has no community row: a 400 by design).
    const communities = [
      'entrepreneurs',
      'creatives',
      'educators',
      'seniors',
      'parents',
      'students',
      'health-fitness',
      'financial-services',
    ];
    const [{ users: usersBefore, sessions: sessionsBefore }] = await t.dataSource.query(
      'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM sessions) AS sessions',
    );
    const distinct = Array.from({ length: DISTINCT_REGISTRATIONS }, (_, i) =>
      registration({
        firstName: `Load${i}`,
        email: `load-${i}-${process.pid}@example.com`,
        primaryCommunity: communities[i % communities.length],
        additionalCommunities: i % 3 === 0 ? [communities[(i + 1) % communities.length], communities[(i + 2) % communities.length]] : [],
      }),
    );
    const sameEmail = `same-${process.pid}@example.com`;
    const same = Array.from({ length: SAME_EMAIL_REGISTRATIONS }, (_, i) => registration({ email: sameEmail, firstName: `Twin${i}` }));
    // The 20 spread through the burst rather than bunched at one end.
    const bodies: Record<string, unknown>[] = [...distinct];
    same.forEach((b, i) => bodies.splice(i * 11, 0, b));
    const calls: HttpCall[] = bodies.map((json) => ({ method: 'POST', path: '/api/register', json }));

    const started = Date.now();
    const results = await burst(base, calls, 100_000);
    const elapsed = Date.now() - started;
    console.info(`${calls.length} concurrent registrations (argon2id each): ${elapsed} ms, ${tally(results)}`);

    const isSame = (i: number) => (calls[i].json as { email: string }).email === sameEmail;
    // Distinct e-mails: every one 201 with a session cookie. Same e-mail: one 201, nineteen 409s. Never a 5xx.
    expect(failures(calls, results, (r, i) => isSame(i) || (r.status === 201 && sidFrom(r) !== undefined))).toEqual([]);
    const sameStatuses = results
      .filter((_, i) => isSame(i))
      .map((r) => r.status)
      .sort();
    expect(sameStatuses).toEqual([201, ...Array(SAME_EMAIL_REGISTRATIONS - 1).fill(409)]);
    for (const r of results.filter((x) => x.status === 409))
      expect(JSON.parse(r.body).message).toBe('An account with this email already exists');

    // Stored: exactly one user per e-mail, each with an argon2id hash and exactly the memberships asked for.
    const [{ users: usersAfter, sessions: sessionsAfter }] = await t.dataSource.query(
      'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM sessions) AS sessions',
    );
    expect(usersAfter - usersBefore).toBe(DISTINCT_REGISTRATIONS + 1);
    expect(sessionsAfter - sessionsBefore).toBe(DISTINCT_REGISTRATIONS + 1);
    const rows: { email: string; first_name: string; hash_ok: boolean; primary_slug: string | null; slugs: string[] }[] =
      await t.dataSource.query(
        `SELECT u.email, u.first_name, u.password_hash LIKE '$argon2id$%' AS hash_ok,
              (SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = u.id AND uc.is_primary) AS primary_slug,
              ARRAY(SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = u.id ORDER BY c.slug) AS slugs
         FROM users u WHERE u.email = ANY($1)`,
        [[...distinct.map((b) => b.email), sameEmail]],
      );
    expect(rows).toHaveLength(DISTINCT_REGISTRATIONS + 1);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    const mismatches = distinct.flatMap((b) => {
      const row = byEmail.get(b.email as string);
      const wanted = [...new Set([b.primaryCommunity as string, ...(b.additionalCommunities as string[])])].sort();
      const ok =
        row &&
        row.hash_ok &&
        row.first_name === b.firstName &&
        row.primary_slug === b.primaryCommunity &&
        JSON.stringify(row.slugs) === JSON.stringify(wanted);
      return ok ? [] : [`${String(b.email)}: ${JSON.stringify(row)}`];
    });
    expect(mismatches).toEqual([]);
    const winner = byEmail.get(sameEmail)!;
    expect(winner.hash_ok).toBe(true);
    expect(winner.slugs).toEqual(['entrepreneurs']);
    // The stored twin is the one whose request got the 201.
    const winnerCall = results.findIndex((r, i) => isSame(i) && r.status === 201);
    expect(winner.first_name).toBe((calls[winnerCall].json as { firstName: string }).firstName);

    // Each new session belongs to the member who registered, not to a neighbour in the burst.
    const created = results.map((r, i) => ({ r, i })).filter(({ r }) => r.status === 201);
    const me = await burst(
      base,
      created.map(({ r }) => ({ path: '/api/auth/user', headers: { cookie: sidFrom(r)! } })),
    );
    const crossed = me.flatMap((r, k) => {
      const { email } = calls[created[k].i].json as { email: string };
      return r.status === 200 && JSON.parse(r.body).email === email ? [] : [`${email}: ${r.status} ${r.body.slice(0, 120)}`];
    });
    expect(crossed).toEqual([]);
  }, 120_000);
});
