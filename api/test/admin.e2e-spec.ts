import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ADMIN_PASSWORD, ADMIN_ROUTES, adminAppForThisBlock, adminFailureLimit, errorOf } from './admin-helpers';
import { countSessions, registration, sessionIdOf, sidCookie, sidSetCookie } from './auth-helpers';
import { emlFiles, parseEml } from './mail-helpers';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };
const INCORRECT = { statusCode: 401, message: 'Incorrect password', error: 'Unauthorized' };
/** The admin mark as the session row holds it (common/admin-mark.ts: when it was given and last used). */
const MARK = { grantedAt: expect.any(Number), usedAt: expect.any(Number) };

/** Every admin-only call, with a body that is valid, so that only the admin mark decides. */
const ADMIN_CALLS: { method: 'get' | 'post'; path: string; body?: object; ok: number }[] = [
  { method: 'get', path: '/api/admin/session', ok: 200 },
  { method: 'get', path: '/api/admin/stats', ok: 200 },
  { method: 'get', path: '/api/admin/pending-members', ok: 200 },
  { method: 'get', path: '/api/admin/users', ok: 200 },
  { method: 'get', path: '/api/admin/requests', ok: 200 },
  { method: 'post', path: '/api/admin/approve-member/{id}', ok: 200 },
  { method: 'post', path: '/api/admin/reject-member/{id}', ok: 200 },
  {
    method: 'post',
    path: '/api/admin/send-welcome',
    body: { email: 'someone@example.com', firstName: 'Someone', adminPassword: ADMIN_PASSWORD },
    ok: 202,
  },
  {
    method: 'post',
    path: '/api/events',
    body: { title: 'Admin meetup', description: 'Made by the admin test.', date: '2026-03-01', location: 'Leeds' },
    ok: 201,
  },
  { method: 'post', path: '/api/articles', body: { title: 'Admin article', excerpt: 'Short.', content: 'Long enough.' }, ok: 201 },
  { method: 'post', path: '/api/trends', body: { title: 'Admin trend', discussionCount: 3 }, ok: 201 },
];

describe('admin API: the admin session and every admin route (e2e)', () => {
  // Wrong passwords are counted per IP (all of supertest is 127.0.0.1): out of the way here, admin-throttle tests the limit.
  const t = adminAppForThisBlock({ captureLogs: true, imports: [adminFailureLimit({ limit: 10_000 })] });
  let membershipId: number;
  const { http } = t;
  const withCookie = <T extends request.Test>(req: T, cookie?: string): T => (cookie ? (req.set('Cookie', cookie) as T) : req);
  const call = (c: (typeof ADMIN_CALLS)[number], cookie?: string) => {
    const url = c.path.replace('{id}', String(membershipId));
    const req = withCookie(c.method === 'get' ? http().get(url) : http().post(url), cookie);
    return c.body ? req.send(c.body) : req;
  };
  /** Opens an admin session (from `cookie`'s session, if given) and returns the new cookie. */
  async function adminLogin(cookie?: string): Promise<string> {
    const res = await withCookie(http().post('/api/admin/session'), cookie).send({ password: ADMIN_PASSWORD }).expect(204);
    return sidCookie(res);
  }
  const sessRow = async (cookie: string) =>
    (await t.dataSource.query('SELECT sess FROM sessions WHERE sid = $1', [sessionIdOf(cookie)]))[0]?.sess;

  beforeAll(async () => {
    const member = await http().post('/api/register').send(registration()).expect(201);
    [{ id: membershipId }] = await t.dataSource.query('SELECT id FROM user_communities WHERE user_id = $1', [member.body.id]);
  });

  describe('without the admin mark', () => {
    it.each(ADMIN_CALLS.map((c) => [`${c.method.toUpperCase()} ${c.path}`, c] as const))('%s: 401 for a visitor', async (_name, c) => {
      const res = await call(c).expect(401);
      expect(res.body).toMatchObject(UNAUTHORIZED);
    });

    it('403 for a signed-in member who is not staff, on every admin call', async () => {
      const cookie = sidCookie(await http().post('/api/register').send(registration()).expect(201));
      for (const c of ADMIN_CALLS)
        expect({ route: c.path, status: (await call(c, cookie)).status }).toEqual({ route: c.path, status: 403 });
    });

    it('the refused creates stored nothing and sent nothing', async () => {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE title = 'Admin meetup'`);
      expect(n).toBe(0);
      // (The members registered above were sent their verification links: only welcome e-mails would be the admin's.)
      const welcomes = emlFiles(t.outboxDir).filter((f) => parseEml(fs.readFileSync(f, 'utf8')).headers.from.includes('welcome@'));
      expect(welcomes).toEqual([]);
    });
  });

  describe('POST /api/admin/session', () => {
    it('wrong password: 401 "Incorrect password", no session, no cookie', async () => {
      const before = await countSessions(t.dataSource);
      const res = await http().post('/api/admin/session').send({ password: 'not-the-password' }).expect(401);
      expect(res.body).toEqual(INCORRECT);
      expect(sidSetCookie(res)).toBeUndefined();
      expect(await countSessions(t.dataSource)).toBe(before);
    });

    it('a password differing only in length or case is wrong too', async () => {
      for (const password of [ADMIN_PASSWORD.slice(0, -1), `${ADMIN_PASSWORD} `, ADMIN_PASSWORD.toUpperCase()]) {
        await http().post('/api/admin/session').send({ password }).expect(401);
      }
    });

    it('no password: 400 with the field message; not JSON: 415', async () => {
      const res = await http().post('/api/admin/session').send({}).expect(400);
      expect(res.body).toMatchObject({ message: 'Validation failed', errors: { password: 'Password is required' } });
      await http().post('/api/admin/session').type('form').send(`password=${ADMIN_PASSWORD}`).expect(415);
    });

    it('right password: 204, a session cookie, and the mark stored in the session row', async () => {
      const res = await http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204);
      expect(res.text).toBe('');
      const line = sidSetCookie(res)!;
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      const cookie = sidCookie(res);
      expect(await sessRow(cookie)).toMatchObject({ admin: MARK });
      expect(JSON.stringify(await sessRow(cookie))).not.toContain(ADMIN_PASSWORD);
    });

    it('gives a new session id (no fixation) and keeps the member signed in', async () => {
      const reg = await http()
        .post('/api/register')
        .send(registration({ firstName: 'Mary' }))
        .expect(201);
      const memberCookie = sidCookie(reg);
      const adminCookie = await adminLogin(memberCookie);
      expect(sessionIdOf(adminCookie)).not.toBe(sessionIdOf(memberCookie));
      expect(await sessRow(memberCookie)).toBeUndefined(); // the old row is gone
      expect(await sessRow(adminCookie)).toMatchObject({ admin: MARK, passport: { user: reg.body.id } });
      const me = await http().get('/api/auth/user').set('Cookie', adminCookie).expect(200);
      expect(me.body.firstName).toBe('Mary');
      await http().get('/api/auth/user').set('Cookie', memberCookie).expect(401);
      await http().get('/api/admin/stats').set('Cookie', memberCookie).expect(401);
    });
  });

  describe('with the admin mark', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await adminLogin();
    });

    it.each(ADMIN_CALLS.map((c) => [`${c.method.toUpperCase()} ${c.path}`, c] as const))('%s: 2xx', async (_name, c) => {
      await call(c, cookie).expect(c.ok);
    });

    it('the mark survives requests and is read from the session row', async () => {
      for (let i = 0; i < 3; i++) await http().get('/api/admin/session').set('Cookie', cookie).expect(200, { admin: true });
      const { admin: mark } = await sessRow(cookie);
      expect(mark).toEqual(MARK);
      // A session row that loses the mark loses the access at once.
      const sid = sessionIdOf(cookie);
      await t.dataSource.query(`UPDATE sessions SET sess = sess::jsonb - 'admin' WHERE sid = $1`, [sid]);
      await http().get('/api/admin/stats').set('Cookie', cookie).expect(401);
      await t.dataSource.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{admin}', $2::jsonb) WHERE sid = $1`, [
        sid,
        JSON.stringify(mark),
      ]);
      await http().get('/api/admin/stats').set('Cookie', cookie).expect(200);
    });

    it('GET /api/admin/session: { admin: true }, not cached', async () => {
      const res = await http().get('/api/admin/session').set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ admin: true });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('GET /api/admin/stats: the four counters, from the database', async () => {
      const res = await http().get('/api/admin/stats').set('Cookie', cookie).expect(200);
      const [row] = await t.dataSource.query(
        `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM user_communities WHERE status = 'pending')::int AS pending,
                (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM articles)::int AS articles`,
      );
      expect(res.body).toEqual({
        totalUsers: row.users,
        pendingMembers: row.pending,
        totalEvents: row.events,
        totalArticles: row.articles,
      });
      expect(res.body.totalUsers).toBeGreaterThanOrEqual(3);
      expect(res.body.totalEvents).toBeGreaterThan(0); // seeded
    });

    it('GET /api/admin/users: AdminMember fields only, newest first', async () => {
      const newest = await http()
        .post('/api/register')
        .send(registration({ firstName: 'Newest', lastName: 'Member' }))
        .expect(201);
      const res = await http().get('/api/admin/users').set('Cookie', cookie).expect(200);
      expect(res.body[0]).toEqual({
        id: newest.body.id,
        firstName: 'Newest',
        lastName: 'Member',
        email: newest.body.email,
        createdAt: newest.body.createdAt,
      });
      for (const u of res.body) expect(Object.keys(u)).toEqual(['id', 'firstName', 'lastName', 'email', 'createdAt']);
      const times = res.body.map((u: { createdAt: string }) => u.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(res.text).not.toMatch(/password|argon/i);
    });

    it('GET /api/admin/requests: the three lists, newest first', async () => {
      const form = {
        eventType: 'workshop',
        title: 'Prompting basics',
        description: 'A hands-on prompting workshop.',
        preferredLocation: 'Leeds',
        contactEmail: 'events@example.com',
      };
      await http().post('/api/event-requests').send(form).expect(201);
      await http()
        .post('/api/event-requests')
        .send({ ...form, title: 'Second request' })
        .expect(201);
      await http().post('/api/waitlist').send({ email: 'wait@example.com', community: 'students', useCase: 'Revision' });
      const res = await http().get('/api/admin/requests').set('Cookie', cookie).expect(200);
      expect(Object.keys(res.body)).toEqual(['eventRequests', 'demoRequests', 'waitlist']);
      expect(res.body.eventRequests.map((r: { title: string }) => r.title).slice(0, 2)).toEqual(['Second request', 'Prompting basics']);
      expect(res.body.waitlist[0]).toMatchObject({ email: 'wait@example.com', community: 'students' });
      expect(Array.isArray(res.body.demoRequests)).toBe(true);
    });

    it('the creates store what the admin sent', async () => {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE title = 'Admin meetup'`);
      expect(n).toBeGreaterThanOrEqual(1);
    });

    it('approve / reject: a non-numeric id is 400, an unknown one 404', async () => {
      for (const path of ['/api/admin/approve-member/abc', '/api/admin/reject-member/1.5', '/api/admin/approve-member/0']) {
        const res = await http().post(path).set('Cookie', cookie).expect(400);
        expect(errorOf(res).message).toBe('id must be a positive integer');
      }
      const res = await http().post('/api/admin/reject-member/999999').set('Cookie', cookie).expect(404);
      expect(errorOf(res)).toEqual({ statusCode: 404, message: 'Membership not found', error: 'Not Found' });
    });

    it('DELETE /api/admin/session locks again; a member sign-in in the same session stays', async () => {
      const reg = await http()
        .post('/api/register')
        .send(registration({ firstName: 'Lin' }))
        .expect(201);
      const both = await adminLogin(sidCookie(reg));
      await http().get('/api/admin/stats').set('Cookie', both).expect(200);
      await http().delete('/api/admin/session').set('Cookie', both).expect(204);
      await http().get('/api/admin/session').set('Cookie', both).expect(403);
      await http().get('/api/admin/stats').set('Cookie', both).expect(403); // signed in, not staff
      expect(await sessRow(both)).not.toHaveProperty('admin');
      expect((await http().get('/api/auth/user').set('Cookie', both).expect(200)).body.firstName).toBe('Lin');
    });

    it('DELETE without a member: the session row goes and the cookie is cleared; fine without any session', async () => {
      const only = await adminLogin();
      const res = await http().delete('/api/admin/session').set('Cookie', only).expect(204);
      expect(sidSetCookie(res)).toMatch(/^sid=;/);
      expect(await sessRow(only)).toBeUndefined();
      await http().get('/api/admin/stats').set('Cookie', only).expect(401);
      await http().delete('/api/admin/session').expect(204);
    });

    it('logging out ends the admin session too', async () => {
      const only = await adminLogin();
      await http().post('/api/logout').set('Cookie', only).expect(204);
      await http().get('/api/admin/session').set('Cookie', only).expect(401);
    });
  });

  describe('POST /api/admin/send-welcome', () => {
    let cookie: string;
    const before = () => new Set(emlFiles(t.outboxDir));
    const newFiles = (old: Set<string>) => emlFiles(t.outboxDir).filter((f) => !old.has(f));
    beforeAll(async () => {
      cookie = await adminLogin();
    });

    it('202 { message, messageId } and an .eml in the outbox with the template, the first name and the custom message', async () => {
      const old = before();
      const customMessage = 'We would love to see you at the Thursday meetup in Leeds <3';
      const res = await http()
        .post('/api/admin/send-welcome')
        .set('Cookie', cookie)
        .send({
          email: 'Frances.Allen@Example.com',
          firstName: 'Frances',
          community: 'creatives',
          adminPassword: ADMIN_PASSWORD,
          customMessage,
        })
        .expect(202);
      expect(res.body).toEqual({ message: 'Welcome email sent', messageId: expect.stringMatching(/^<.+>$/) });
      const files = newFiles(old);
      expect(files).toHaveLength(1);
      expect(fs.statSync(files[0]).mode & 0o777).toBe(0o600);
      const eml = parseEml(fs.readFileSync(files[0], 'utf8'));
      expect(eml.headers['message-id']).toBe(res.body.messageId);
      expect(eml.headers.to).toBe('Frances <frances.allen@example.com>');
      expect(eml.headers.from).toBe('The AI Network <welcome@theainetwork.example>');
      expect(eml.headers.subject).toBe('Welcome to the Creatives community, Frances!');
      expect(eml.text).toContain('Hi Frances,');
      expect(eml.text).toContain('Welcome to the Creatives community!');
      expect(eml.text).toContain(customMessage);
      expect(eml.html).toContain('Hi Frances,');
      expect(eml.html).toContain('We would love to see you at the Thursday meetup in Leeds &lt;3');
      expect(fs.readFileSync(files[0], 'utf8')).not.toContain(ADMIN_PASSWORD);
    });

    it("the template defaults to entrepreneurs (the spec's payload has no custom message)", async () => {
      const old = before();
      await http()
        .post('/api/admin/send-welcome')
        .set('Cookie', cookie)
        .send({ email: 'sam@example.com', firstName: 'Sam', adminPassword: ADMIN_PASSWORD })
        .expect(202);
      const [file] = newFiles(old);
      const eml = parseEml(fs.readFileSync(file, 'utf8'));
      expect(eml.headers.subject).toBe('Welcome to the Entrepreneurs community, Sam!');
      expect(eml.text).not.toContain('personal note');
    });

    it('a wrong password in the payload: 401 and no e-mail, even with the admin session', async () => {
      const old = before();
      const res = await http()
        .post('/api/admin/send-welcome')
        .set('Cookie', cookie)
        .send({ email: 'sam@example.com', firstName: 'Sam', adminPassword: 'wrong-password-here' })
        .expect(401);
      expect(res.body).toEqual(INCORRECT);
      expect(newFiles(old)).toEqual([]);
      await http().get('/api/admin/session').set('Cookie', cookie).expect(200); // the session stays open
    });

    it('an invalid payload: 400 with field messages and no e-mail', async () => {
      const old = before();
      const res = await http()
        .post('/api/admin/send-welcome')
        .set('Cookie', cookie)
        .send({ email: 'not-an-email', community: 'legal', adminPassword: '' })
        .expect(400);
      expect(res.body.errors).toEqual({
        email: 'Please enter a valid email address',
        community: 'Unknown welcome template',
        adminPassword: 'Password is required',
      });
      expect(newFiles(old)).toEqual([]);
    });
  });

  describe('the password never reaches the browser or the logs', () => {
    it('no served web file contains ADMIN_PASSWORD (each dist folder that exists)', () => {
      const dists = ['shell', ...fs.readdirSync(REPO_ROOT).filter((d) => d.startsWith('mfe-'))]
        .map((d) => path.join(REPO_ROOT, d, 'dist'))
        .filter((d) => fs.existsSync(d));
      const files: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (entry.isFile()) files.push(full);
        }
      };
      dists.forEach(walk);
      for (const file of files) expect({ file, found: fs.readFileSync(file).includes(ADMIN_PASSWORD) }).toEqual({ file, found: false });
    });

    it('no API answer carries it: the session calls, the OpenAPI document, the index page', async () => {
      const cookie = await adminLogin();
      const answers = await Promise.all([
        http().get('/api/admin/session').set('Cookie', cookie),
        http().post('/api/admin/session').send({ password: 'wrong-guess-123' }),
        http().get('/api/docs-json'),
        http().get('/'),
        http().get('/admin'),
      ]);
      for (const res of answers) {
        expect(res.text ?? '').not.toContain(ADMIN_PASSWORD);
        expect(JSON.stringify(res.headers)).not.toContain(ADMIN_PASSWORD);
      }
    });

    it('no log line contains it (start-up, right and wrong passwords, send-welcome)', () => {
      expect(t.logs.length).toBeGreaterThan(10);
      expect(t.logs.filter((line) => line.includes(ADMIN_PASSWORD))).toEqual([]);
      expect(t.logs.some((line) => line.includes('wrong admin password'))).toBe(true);
      expect(t.logs.filter((line) => line.includes('wrong-guess-123'))).toEqual([]);
    });
  });

  it('OpenAPI: every admin route under the admin tag; /api/me/memberships documented', async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body;
    const admin = Object.entries(doc.paths as Record<string, Record<string, { tags: string[]; summary: string }>>)
      .filter(([p]) => p.startsWith('/api/admin'))
      .flatMap(([p, ops]) =>
        Object.entries(ops).map(([m, op]) => ({ route: `${m.toUpperCase()} ${p}`, tags: op.tags, summary: typeof op.summary })),
      );
    expect(admin.map((r) => r.route).sort()).toEqual([...ADMIN_ROUTES].sort());
    for (const r of admin) expect(r).toMatchObject({ tags: ['admin'], summary: 'string' });
    expect(doc.paths['/api/admin/send-welcome'].post.responses['502']).toBeDefined();
    expect(doc.paths['/api/admin/session'].post.responses['429']).toBeDefined();
    expect(doc.paths['/api/me/memberships'].get.responses['200']).toBeDefined();
  });
});
