import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import request from 'supertest';
import { AdminGuard, Admins, MemberGuard, Members } from '../src/common/session-guards';
import { SessionStore } from '../src/auth/session-store';
import { UsersService } from '../src/users/users.service';
import {
  countSessions,
  countUsers,
  ISO_DATE,
  PUBLIC_USER_KEYS,
  registration,
  sessionIdOf,
  setCookies,
  sidCookie,
  sidSetCookie,
} from './auth-helpers';
import { appForThisBlock, relaxedAuthLimits } from './support';

// @fastify/session's Session class (the same module instance the app loads in this test file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FastifySessionClass = require('@fastify/session/lib/session') as { prototype: { regenerate: (...args: unknown[]) => unknown } };

/** Routes that exist only in this test: guards on routes with and without the session opt-in. */
@Controller('probe')
class ProbeController {
  @Get('unscoped-member')
  @UseGuards(MemberGuard) // no @SessionRoute(): must refuse everyone
  unscopedMember() {
    return { ok: true };
  }

  @Get('unscoped-admin')
  @UseGuards(AdminGuard)
  unscopedAdmin() {
    return { ok: true };
  }

  @Get('members')
  @Members()
  members() {
    return { ok: true };
  }

  @Get('admins')
  @Admins()
  admins() {
    return { ok: true };
  }
}
@Module({ controllers: [ProbeController] })
class ProbeModule {}

const INVALID = { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' };
const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };

describe('auth: register, login, sessions, logout (e2e)', () => {
  const t = appForThisBlock({
    // Limits out of the way here; auth-throttle.e2e-spec.ts tests the real ones.
    auth: relaxedAuthLimits(10_000),
    imports: [ProbeModule],
  });
  const { http } = t;
  const register = (body: unknown) =>
    http()
      .post('/api/register')
      .send(body as object);
  const login = (email: string, password: string, cookie?: string) => {
    const req = http().post('/api/login');
    if (cookie) void req.set('Cookie', cookie);
    return req.send({ email, password });
  };
  const me = (cookie?: string) => {
    const req = http().get('/api/auth/user');
    if (cookie) void req.set('Cookie', cookie);
    return req;
  };
  /** A registered member and the cookie of the session the registration opened. */
  async function member(overrides: Record<string, unknown> = {}) {
    const body = registration(overrides);
    const res = await register(body).expect(201);
    return { body, user: res.body, cookie: sidCookie(res) };
  }

  afterEach(() => jest.restoreAllMocks());

  describe('POST /api/register', () => {
    it('creates the member: 201 with exactly the PublicUser fields, never a hash or password', async () => {
      const body = registration({
        email: '  Grace.Hopper@Example.COM ',
        firstName: ' Grace ',
        lastName: 'Hopper',
        agreeToNewsletter: true,
      });
      const res = await register(body)
        .expect(201)
        .expect('content-type', /application\/json/);
      expect(Object.keys(res.body)).toEqual(PUBLIC_USER_KEYS);
      expect(res.body).toEqual({
        id: expect.any(Number),
        email: 'grace.hopper@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        profileImageUrl: null,
        role: 'member',
        createdAt: expect.stringMatching(ISO_DATE),
        emailVerified: false,
        primaryCommunity: 'entrepreneurs',
        timeZone: null,
      });
      expect(res.text).not.toMatch(/argon|hash|password/i);
      const [row] = await t.dataSource.query('SELECT * FROM users WHERE id = $1', [res.body.id]);
      expect(row).toMatchObject({
        email: 'grace.hopper@example.com',
        first_name: 'Grace',
        role: 'member',
        agree_to_newsletter: true,
        external_id: null,
      });
      expect(new Date(row.created_at).toISOString()).toBe(res.body.createdAt);
    });

    it('stores an argon2id hash with the OWASP parameters (m=19456 KiB, t=2, p=1)', async () => {
      const { user } = await member();
      const [row] = await t.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
      expect(row.password_hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      expect(row.password_hash).not.toContain('correct horse battery');
    });

    it('stores the memberships: the primary plus each additional community once, approved by default', async () => {
      const { user } = await member({
        primaryCommunity: 'creatives',
        additionalCommunities: ['seniors', 'creatives', 'seniors', 'students'],
      });
      const rows = await t.dataSource.query(
        `SELECT c.slug, uc.is_primary, uc.status FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1 ORDER BY c.slug`,
        [user.id],
      );
      expect(rows).toEqual([
        { slug: 'creatives', is_primary: true, status: 'approved' },
        { slug: 'seniors', is_primary: false, status: 'approved' },
        { slug: 'students', is_primary: false, status: 'approved' },
      ]);
    });

    it('drops unknown fields: a body cannot make itself an admin or choose its id', async () => {
      const res = await register(registration({ role: 'admin', id: 1, passwordHash: 'x', externalId: 'evil' })).expect(201);
      expect(res.body.role).toBe('member');
      const [row] = await t.dataSource.query('SELECT role, external_id, password_hash FROM users WHERE id = $1', [res.body.id]);
      expect(row.role).toBe('member');
      expect(row.external_id).toBeNull();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('signs the new member in: an HttpOnly, SameSite=Lax sid cookie on Path=/ for 7 days, without Secure in development', async () => {
      const before = await countSessions(t.dataSource);
      const res = await register(registration()).expect(201);
      const line = sidSetCookie(res)!;
      expect(line).toMatch(/^sid=[^;]+/);
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Secure/i);
      const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]);
      expect(Math.abs(expires - (Date.now() + 7 * 24 * 3600 * 1000))).toBeLessThan(60_000);
      expect(await countSessions(t.dataSource)).toBe(before + 1);
      const [row] = await t.dataSource.query('SELECT sess, expire FROM sessions WHERE sid = $1', [sessionIdOf(sidCookie(res))]);
      expect(row.sess.passport).toEqual({ user: res.body.id });

      const current = await me(sidCookie(res)).expect(200);
      expect(current.body).toEqual(res.body);
      expect(current.headers['cache-control']).toBe('no-store');
    });

    it('409 for an e-mail that is taken, whatever its case, and still one user', async () => {
      await register(registration({ email: 'ada@example.com' })).expect(201);
      const res = await register(registration({ email: 'Ada@Example.com' })).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: 'An account with this email already exists', error: 'Conflict' });
      expect(setCookies(res)).toEqual([]);
      expect(await countUsers(t.dataSource, 'ada@example.com')).toBe(1);
    });

    it('20 concurrent registrations of one e-mail make exactly one user; the other 19 get 409, none a 500', async () => {
      const email = 'race@example.com';
      const results = await Promise.all(Array.from({ length: 20 }, () => register(registration({ email }))));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.message).toBe('An account with this email already exists');
      expect(await countUsers(t.dataSource, email)).toBe(1);
      const [{ n }] = await t.dataSource.query(
        'SELECT count(*)::int AS n FROM user_communities uc JOIN users u ON u.id = uc.user_id WHERE u.email = $1',
        [email],
      );
      expect(n).toBe(1);
    });

    it.each([
      ['firstName', { firstName: '' }, 'First name is required'],
      ['firstName', { firstName: '   ' }, 'First name is required'],
      ['lastName', { lastName: '' }, 'Last name is required'],
      ['email', { email: 'nope' }, 'Please enter a valid email address'],
      ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      ['confirmPassword', { confirmPassword: 'something else' }, "Passwords don't match"],
      ['primaryCommunity', { primaryCommunity: '' }, 'Please select a community'],
      ['primaryCommunity', { primaryCommunity: undefined }, 'Please select a community'],
      ['agreeToTerms', { agreeToTerms: false }, 'You must agree to the terms'],
      ['agreeToTerms', { agreeToTerms: undefined }, 'You must agree to the terms'],
    ])('400 with the spec message for a bad %s (%j)', async (field, overrides, message) => {
      const res = await register(registration(overrides)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors: { [field]: message } });
      expect(setCookies(res)).toEqual([]);
    });

    it('400 naming every field, with its own message, when fields are missing', async () => {
      const res = await register({ email: 'someone@example.com' }).expect(400);
      expect(res.body.errors).toMatchObject({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        password: 'Password must be at least 8 characters',
        primaryCommunity: 'Please select a community',
        agreeToTerms: 'You must agree to the terms',
      });
      expect(Object.values(res.body.errors).join(' ')).not.toMatch(/Invalid key/);
    });

    it('400 with field messages for wrong types (numbers, arrays, null, objects)', async () => {
      const res = await register({
        firstName: 42,
        lastName: ['Lovelace'],
        email: null,
        password: { value: 'correct horse battery' },
        confirmPassword: 12345678,
        primaryCommunity: ['entrepreneurs'],
        additionalCommunities: 'creatives',
        agreeToTerms: 'true',
        agreeToNewsletter: 'yes',
      }).expect(400);
      expect(res.body.errors).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        confirmPassword: "Passwords don't match",
        primaryCommunity: 'Please select a community',
        additionalCommunities: 'Additional communities must be a list',
        agreeToTerms: 'You must agree to the terms',
        agreeToNewsletter: 'agreeToNewsletter must be true or false',
      });
      const nested = await register(registration({ additionalCommunities: [1, null] })).expect(400);
      expect(nested.body.errors).toEqual({
        'additionalCommunities.0': 'Each additional community must be a community slug',
        'additionalCommunities.1': 'Each additional community must be a community slug',
      });
    });

    it('400 with field messages for 100 KB strings in every field, quickly', async () => {
      const big = 'x'.repeat(100_000);
      const started = Date.now();
      const res = await register({
        firstName: big,
        lastName: big,
        email: `${big}@example.com`,
        password: big,
        confirmPassword: big,
        primaryCommunity: big,
        additionalCommunities: [big],
        agreeToTerms: true,
      }).expect(400);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.body.errors).toEqual({
        firstName: 'First name must be at most 100 characters',
        lastName: 'Last name must be at most 100 characters',
        email: 'Please enter a valid email address',
        password: 'Password must be at most 200 characters',
        primaryCommunity: 'Please select a community',
        'additionalCommunities.0': 'Each additional community must be a community slug',
      });
    });

    it.each([
      ['no body at all', (r: request.Test) => r],
      ['an empty JSON body', (r: request.Test) => r.set('content-type', 'application/json').send('')],
      ['JSON null', (r: request.Test) => r.set('content-type', 'application/json').send('null')],
      ['a JSON array', (r: request.Test) => r.send([registration()])],
      ['a JSON string', (r: request.Test) => r.set('content-type', 'application/json').send('"hello"')],
      ['malformed JSON', (r: request.Test) => r.set('content-type', 'application/json').send('{"email": ')],
    ])('400 JSON (never 500) for %s', async (_what, build) => {
      const res = await build(http().post('/api/register'));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
    });

    it('names the fields when the body is not a JSON object', async () => {
      const res = await http().post('/api/register').send([1, 2]).expect(400);
      expect(res.body.errors).toMatchObject({
        _root: 'Request body must be a JSON object',
        firstName: 'First name is required',
        agreeToTerms: 'You must agree to the terms',
      });
    });

    it('415 for a form-encoded or other non-JSON body, 413 over 1 MB', async () => {
      const form = await http().post('/api/register').type('form').send({ email: 'a@b.co' });
      expect(form.status).toBe(415);
      expect(form.body).toEqual({ statusCode: 415, message: 'Content-Type must be application/json', error: 'Unsupported Media Type' });
      const xml = await http().post('/api/register').set('content-type', 'application/xml').send('<a/>');
      expect(xml.status).toBe(415);
      await http().post('/api/register').set('content-type', 'multipart/form-data; boundary=x').send('--x--').expect(415);
      const huge = await http()
        .post('/api/register')
        .set('content-type', 'application/json')
        .send(JSON.stringify(registration({ firstName: 'x'.repeat(1_100_000) })));
      expect(huge.status).toBe(413);
      expect(huge.body.statusCode).toBe(413);
    });

    it('400 for an unknown community slug, and nothing is stored', async () => {
      const users = await countUsers(t.dataSource);
      const primary = await register(registration({ primaryCommunity: 'no-such-community' })).expect(400);
      expect(primary.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: { primaryCommunity: 'Please select a community' },
      });
      const extra = await register(registration({ additionalCommunities: ['seniors', 'atlantis'] })).expect(400);
      expect(extra.body.errors).toEqual({ additionalCommunities: 'Unknown community: atlantis' });
      expect(await countUsers(t.dataSource)).toBe(users);
      expect(setCookies(extra)).toEqual([]);
    });
  });

  describe('POST /api/login', () => {
    it('200 with the PublicUser and a session cookie; the e-mail is matched trimmed and case-insensitively', async () => {
      const { body, user } = await member();
      const res = await login(`  ${String(body.email).toUpperCase()} `, String(body.password)).expect(200);
      expect(res.body).toEqual(user);
      expect(Object.keys(res.body)).toEqual(PUBLIC_USER_KEYS);
      expect(sidSetCookie(res)).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
      await me(sidCookie(res)).expect(200, user);
    });

    it('issues a new session id at login (regenerate): the id the client had before is never the signed-in one', async () => {
      const regenerate = jest.spyOn(FastifySessionClass.prototype, 'regenerate');
      const { body, cookie: before } = await member();
      expect(regenerate).toHaveBeenCalledTimes(1); // registration signs in through req.logIn too
      const res = await login(String(body.email), String(body.password), before).expect(200);
      expect(regenerate).toHaveBeenCalledTimes(2);
      expect(setCookies(res).filter((c) => c.startsWith('sid='))).toHaveLength(1); // the new cookie only
      const after = sidCookie(res);
      expect(sessionIdOf(after)).not.toBe(sessionIdOf(before));
      const ids = (await t.dataSource.query('SELECT sid FROM sessions')).map((r: { sid: string }) => r.sid);
      expect(ids).toContain(sessionIdOf(after));
      expect(ids).not.toContain(sessionIdOf(before)); // the old row is gone
      await me(before).expect(401);
      await me(after).expect(200);
    });

    it('401 "Invalid email or password" for a wrong password, and for an unknown e-mail, without a cookie', async () => {
      const { body } = await member();
      const wrong = await login(String(body.email), 'not the password').expect(401);
      expect(wrong.body).toEqual(INVALID);
      expect(setCookies(wrong)).toEqual([]);
      const unknown = await login('nobody@example.com', 'whatever password').expect(401);
      expect(unknown.body).toEqual(INVALID);
      expect(setCookies(unknown)).toEqual([]);
    });

    it('401 for an account without a password (external identity)', async () => {
      await t.dataSource.query(
        `INSERT INTO users (email, first_name, last_name, external_id) VALUES ('oauth@example.com', 'O', 'Auth', 'ext-1')`,
      );
      await login('oauth@example.com', 'anything at all').expect(401, INVALID);
    });

    it('checks an unknown e-mail against a dummy hash: about as slow as a wrong password', async () => {
      const { body } = await member();
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        await login(email, 'not the password').expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(await time(String(body.email)));
        unknown.push(await time(`nobody${i}@example.com`));
      }
      // argon2 takes ~10 ms here; without the dummy hash an unknown e-mail would answer in ~1 ms.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    });

    it.each([
      ['no body', undefined, { email: 'Please enter a valid email address', password: 'Password is required' }],
      ['an empty object', {}, { email: 'Please enter a valid email address', password: 'Password is required' }],
      ['a bad e-mail', { email: 'nope', password: 'x' }, { email: 'Please enter a valid email address' }],
      ['an empty password', { email: 'a@example.com', password: '' }, { password: 'Password is required' }],
      ['wrong types', { email: 1, password: ['x'] }, { email: 'Please enter a valid email address', password: 'Password is required' }],
      ['a 100 KB password', { email: 'a@example.com', password: 'x'.repeat(100_000) }, { password: 'Password is required' }],
    ])('400 with field messages for %s, before the password check', async (_what, body, errors) => {
      const verify = jest.spyOn(t.app.get(UsersService), 'verify');
      const req = http().post('/api/login');
      const res = await (body === undefined ? req : req.send(body)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed' });
      expect(res.body.errors).toMatchObject(errors);
      expect(verify).not.toHaveBeenCalled();
    });

    it('refuses an HTML form post (login CSRF): 415 for urlencoded, multipart and text/plain bodies, no cookie', async () => {
      const { body } = await member();
      const form = await http().post('/api/login').type('form').send({ email: body.email, password: body.password }).expect(415);
      expect(setCookies(form)).toEqual([]);
      await http()
        .post('/api/login')
        .set('content-type', 'text/plain')
        .send(JSON.stringify({ email: body.email, password: body.password }))
        .expect(415);
      await http().post('/api/login').set('content-type', 'multipart/form-data; boundary=x').send('--x--').expect(415);
      await http()
        .post('/api/login')
        .set('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ email: body.email, password: body.password }))
        .expect(200);
    });

    it('400 (never 500) for malformed JSON', async () => {
      const res = await http().post('/api/login').set('content-type', 'application/json').send('{"email":').expect(400);
      expect(res.body.statusCode).toBe(400);
    });
  });

  describe('GET /api/auth/user', () => {
    it('401 { statusCode, message } without a cookie, with a forged one, and with a tampered signature', async () => {
      await me().expect(401, UNAUTHORIZED);
      await me('sid=not-a-session').expect(401, UNAUTHORIZED);
      const { cookie } = await member();
      const tampered = `${cookie.slice(0, -3)}${cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      await me(tampered).expect(401, UNAUTHORIZED);
      const [id] = cookie.replace('sid=', '').split('.');
      await me(`sid=${id}`).expect(401, UNAUTHORIZED); // the id without its signature
    });

    it('does not re-send the cookie or rewrite the session on reads (rolling: false)', async () => {
      const { cookie } = await member();
      const [before] = await t.dataSource.query('SELECT expire FROM sessions WHERE sid = $1', [sessionIdOf(cookie)]);
      const res = await me(cookie).expect(200);
      expect(setCookies(res)).toEqual([]);
      const [after] = await t.dataSource.query('SELECT expire FROM sessions WHERE sid = $1', [sessionIdOf(cookie)]);
      expect(after.expire).toEqual(before.expire);
    });

    it('401 (not 500) once the member behind a session was deleted', async () => {
      const { user, cookie } = await member();
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [user.id]);
      const res = await me(cookie).expect(401);
      expect(res.body).toEqual(UNAUTHORIZED);
      await me(cookie).expect(401);
    });

    it('an expired session row is not a session', async () => {
      const { cookie } = await member();
      await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1`, [sessionIdOf(cookie)]);
      await me(cookie).expect(401);
    });

    it('reads the session row and its member in one statement, on every request', async () => {
      const { user, cookie } = await member();
      const query = jest.spyOn(t.app.get(SessionStore).pool, 'query');
      try {
        for (let i = 0; i < 3; i++) await me(cookie).expect(200, user);
        expect(query).toHaveBeenCalledTimes(3);
      } finally {
        query.mockRestore();
      }
    });

    it('nothing about the member is kept between requests: a changed row shows at once', async () => {
      const { user, cookie } = await member();
      await t.dataSource.query(`UPDATE users SET first_name = 'Grace', email = 'grace@example.com' WHERE id = $1`, [user.id]);
      await me(cookie).expect(200, { ...user, firstName: 'Grace', email: 'grace@example.com' });
    });

    it('a session row deleted by hand (revoked) is not a session at the next request', async () => {
      const { cookie } = await member();
      await me(cookie).expect(200);
      await t.dataSource.query('DELETE FROM sessions WHERE sid = $1', [sessionIdOf(cookie)]);
      await me(cookie).expect(401, UNAUTHORIZED);
    });

    it.each([
      ['an id beyond int4', '99999999999'],
      ['an id in a string', '"1"'],
      ['a negative id', '-1'],
      ['an object', '{"id": 1}'],
    ])('a session whose user is %s is anonymous (401), never a 500', async (_what, value) => {
      const { cookie } = await member();
      await t.dataSource.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{passport,user}', $2::jsonb) WHERE sid = $1`, [
        sessionIdOf(cookie),
        value,
      ]);
      await me(cookie).expect(401, UNAUTHORIZED);
    });
  });

  describe('logout', () => {
    it('POST /api/logout: 204, the session row is deleted, the cookie cleared, and the old cookie no longer works', async () => {
      const { cookie } = await member();
      expect((await t.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sessionIdOf(cookie)])).length).toBe(1);
      const sessionsBefore = await countSessions(t.dataSource);
      const res = await http().post('/api/logout').set('Cookie', cookie).expect(204);
      expect(res.text).toBe('');
      const cleared = sidSetCookie(res)!;
      expect(cleared).toMatch(/^sid=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
      expect(cleared).toMatch(/Path=\//);
      expect(setCookies(res).filter((c) => c.startsWith('sid='))).toHaveLength(1);
      expect((await t.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sessionIdOf(cookie)])).length).toBe(0);
      expect(await countSessions(t.dataSource)).toBe(sessionsBefore - 1); // logout leaves no new row behind
      await me(cookie).expect(401);
    });

    it('GET /api/logout, a navigation from this site (Sec-Fetch-Site: same-origin): signs out, then 302 to /', async () => {
      const { cookie } = await member();
      const res = await http().get('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').expect(302);
      expect(res.headers.location).toBe('/');
      expect(sidSetCookie(res)).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      expect((await t.dataSource.query('SELECT 1 FROM sessions WHERE sid = $1', [sessionIdOf(cookie)])).length).toBe(0);
      await me(cookie).expect(401);
    });

    it('signing out without a session is fine (204 / 302) and stores nothing', async () => {
      const before = await countSessions(t.dataSource);
      await http().post('/api/logout').expect(204);
      await http().post('/api/logout').set('Cookie', 'sid=garbage').expect(204);
      const res = await http().get('/api/logout').expect(302);
      expect(res.headers.location).toBe('/');
      expect(await countSessions(t.dataSource)).toBe(before);
    });
  });

  describe('public reads never touch the session', () => {
    it.each([
      '/api/communities',
      '/api/communities/entrepreneurs',
      '/api/events',
      '/api/events/community/1',
      '/api/health',
      '/api/nothing-here',
      '/some/page',
    ])('GET %s with a valid session cookie: no query on the session store, no Set-Cookie', async (url) => {
      const { cookie } = await member();
      const query = jest.spyOn(t.app.get(SessionStore).pool, 'query');
      const before = await countSessions(t.dataSource);
      const res = await http().get(url).set('Cookie', cookie);
      expect(res.status).toBeLessThan(500);
      expect(setCookies(res)).toEqual([]);
      expect(query).not.toHaveBeenCalled();
      expect(await countSessions(t.dataSource)).toBe(before);
    });

    it('an anonymous visitor gets no cookie and no session row, on public reads and on auth/user', async () => {
      const before = await countSessions(t.dataSource);
      for (const url of ['/api/communities', '/api/auth/user', '/api/events']) {
        const res = await http().get(url);
        expect(setCookies(res)).toEqual([]);
      }
      expect(await countSessions(t.dataSource)).toBe(before);
    });
  });

  describe('member and admin guards', () => {
    it('a guarded route that did not opt in to sessions refuses everyone, signed in or not (fails closed)', async () => {
      const { cookie } = await member();
      await http().get('/api/probe/unscoped-member').expect(401);
      await http().get('/api/probe/unscoped-member').set('Cookie', cookie).expect(401, UNAUTHORIZED);
      await http().get('/api/probe/unscoped-admin').set('Cookie', cookie).expect(401);
    });

    it('@Members(): 200 for a signed-in member, 401 otherwise', async () => {
      const { cookie } = await member();
      await http().get('/api/probe/members').set('Cookie', cookie).expect(200, { ok: true });
      await http().get('/api/probe/members').expect(401, UNAUTHORIZED);
    });

    it('@Admins(): 403 for a member, 401 for a visitor, 200 once their role is admin', async () => {
      const { user, cookie } = await member();
      await http().get('/api/probe/admins').set('Cookie', cookie).expect(403);
      await http().get('/api/probe/admins').expect(401);
      await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
      await http().get('/api/probe/admins').set('Cookie', cookie).expect(200, { ok: true });
      await http().get('/api/probe/unscoped-admin').set('Cookie', cookie).expect(401);
    });
  });
});
