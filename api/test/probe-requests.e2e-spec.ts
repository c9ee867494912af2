import { IMAGE_PATH_MESSAGE } from '@cci/contracts';
import { Global, Module } from '@nestjs/common';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_MARK_LIFETIME, type AdminMarkLifetime } from '../src/common/admin-mark';
import { CROSS_ORIGIN, JSON_ONLY, MALFORMED_UNICODE } from '../src/common/request-policy';
import { registration, sessionIdOf, sidCookie, sidSetCookie } from './auth-helpers';
import { appForThisBlock, relaxedAuthLimits } from './support';

/**
 * The request-hygiene findings of the probe: non-JSON bodies (415) and foreign Origins (403) on every
 * state-changing route, the waitlist left as its first sign-up stored it, lone surrogates (400) and creates answered
 * with the stored row, image fields limited to this site's paths, GET /api/logout only from this site, and the
 * admin mark's own idle and absolute lifetime.
 */

const ADMIN_PASSWORD = 'probe-admin-password-123';
const MINUTE = 60_000;

/** The admin mark's clock: the tests move it instead of waiting half an hour. */
let clock = Date.parse('2026-11-23T09:00:00Z');
@Global()
@Module({
  providers: [{ provide: ADMIN_MARK_LIFETIME, useValue: { now: () => clock } satisfies Partial<AdminMarkLifetime> }],
  exports: [ADMIN_MARK_LIFETIME],
})
class ProbeClockModule {}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}${++counter}-${process.pid}@example.com`;
const waitlistEntry = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('probe'),
  community: 'creatives',
  useCase: 'Drafting grant applications',
  ...overrides,
});

describe("request hygiene: a security probe's findings (e2e)", () => {
  const t = appForThisBlock({
    env: { ADMIN_PASSWORD },
    auth: relaxedAuthLimits(10_000),
    requests: { throttle: { limit: 10_000 } },
    imports: [ProbeClockModule],
  });
  let admin: string;
  const api = t.http;
  let port: number;
  /** A request exactly as given (supertest adds a form Content-Type to any string body that has none). */
  const inject = (opts: { method: string; url: string; headers?: Record<string, string>; payload?: string }) =>
    new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; json: () => unknown }>((resolve, reject) => {
      const body = Buffer.from(opts.payload ?? '');
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: opts.method,
          path: opts.url,
          headers: { ...opts.headers, 'content-length': String(body.length) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ statusCode: res.statusCode!, headers: res.headers, json: () => JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const count = async (table: string) => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const sessionRow = async (cookie: string) =>
    (await t.dataSource.query('SELECT sess FROM sessions WHERE sid = $1', [sessionIdOf(cookie)]))[0]?.sess;
  const adminLogin = async () => sidCookie(await api().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  const member = async () => sidCookie(await api().post('/api/register').send(registration()).expect(201));

  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    admin = await adminLogin();
  });

  describe('415 for any body that is not JSON, on every state-changing route', () => {
    const ROUTES: [string, string][] = [
      ['POST', '/api/waitlist'],
      ['POST', '/api/event-requests'],
      ['POST', '/api/demo-requests'],
      ['POST', '/api/register'],
      ['POST', '/api/login'],
      ['POST', '/api/logout'],
      ['POST', '/api/admin/session'],
      ['DELETE', '/api/admin/session'],
      ['POST', '/api/events'],
      ['POST', '/api/articles'],
      ['POST', '/api/trends'],
      ['POST', '/api/admin/send-welcome'],
      ['PUT', '/api/waitlist'],
      ['PATCH', '/api/events'],
      ['DELETE', '/api/articles'],
    ];
    const BODIES: [string, Record<string, string>, string][] = [
      ['text/plain', { 'content-type': 'text/plain' }, '{"email":"a@example.com","community":"creatives","useCase":"x"}'],
      [
        'a URL-encoded form',
        { 'content-type': 'application/x-www-form-urlencoded' },
        'email=a%40example.com&community=creatives&useCase=x',
      ],
      [
        'multipart',
        { 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n',
      ],
      ['no Content-Type at all', {}, '{"email":"a@example.com","community":"creatives","useCase":"x"}'],
      ['JSON under another name', { 'content-type': 'application/json-patch+json' }, '[]'],
    ];

    it.each(BODIES)(
      '%s: 415 with the message on every route, before any guard (no 401) and with nothing stored',
      async (_what, headers, payload) => {
        const before = await count('waitlist_entries');
        for (const [method, url] of ROUTES) {
          const res = await inject({ method, url, headers: { ...headers, cookie: admin }, payload });
          expect({ route: `${method} ${url}`, status: res.statusCode, body: res.json() }).toEqual({
            route: `${method} ${url}`,
            status: 415,
            body: { statusCode: 415, message: JSON_ONLY, error: 'Unsupported Media Type' },
          });
          expect(res.headers['set-cookie']).toBeUndefined();
        }
        expect(await count('waitlist_entries')).toBe(before);
        // the admin mark survived every one of them (DELETE /api/admin/session never ran)
        await api().get('/api/admin/session').set('Cookie', admin).expect(200);
      },
    );

    it('a visitor without a cookie gets 415 too, not the 401 of the admin routes', async () => {
      await api().post('/api/events').set('content-type', 'text/plain').send('title=x').expect(415);
      await api().post('/api/articles').type('form').send({ title: 'x' }).expect(415);
    });

    it('JSON with a charset passes, and so does a body-less POST', async () => {
      const entry = waitlistEntry();
      const res = await inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify(entry),
      });
      expect(res.statusCode).toBe(201);
      expect(
        (
          await inject({
            method: 'POST',
            url: '/api/waitlist',
            headers: { 'content-type': 'Application/JSON' },
            payload: JSON.stringify(waitlistEntry()),
          })
        ).statusCode,
      ).toBe(201);
      await api().post('/api/logout').expect(204);
    });
  });

  describe('403 for a foreign Origin on a state-changing request', () => {
    const HOST = 'site.example:3000';
    const post = (origin: string | undefined, body: object, host = HOST) => {
      const req = api().post('/api/waitlist').set('Host', host);
      return (origin === undefined ? req : req.set('Origin', origin)).send(body);
    };

    it.each([
      ['another site', 'https://evil.example'],
      ['a look-alike host', 'http://site.example.evil.example:3000'],
      ['the same host on another port', 'http://site.example:8080'],
      ['null (sandboxed frame, file:, some redirects)', 'null'],
      ['something unparsable', 'not a url'],
      ['a non-web scheme', 'chrome-extension://abc'],
    ])('%s: 403 with the message, nothing stored', async (_what, origin) => {
      const before = await count('waitlist_entries');
      const res = await post(origin, waitlistEntry()).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: CROSS_ORIGIN, error: 'Forbidden' });
      expect(await count('waitlist_entries')).toBe(before);
    });

    it('passes from this site (any scheme: TLS may end at the gateway), case-insensitively, and without an Origin', async () => {
      await post('http://site.example:3000', waitlistEntry()).expect(201);
      await post('https://SITE.example:3000', waitlistEntry()).expect(201);
      await post(undefined, waitlistEntry()).expect(201);
      // a default port on either side, and a proxy that forwards the host name without the port (nginx's $host)
      await post('https://site.example', waitlistEntry(), 'site.example:443').expect(201);
      await post('http://site.example:8080', waitlistEntry(), 'site.example').expect(201);
    });

    it('X-Forwarded-Host counts only from a trusted proxy (none here): it cannot make a foreign Origin look local', async () => {
      await api()
        .post('/api/waitlist')
        .set('Host', HOST)
        .set('X-Forwarded-Host', 'evil.example')
        .set('Origin', 'https://evil.example')
        .send(waitlistEntry())
        .expect(403);
    });

    it('covers the session routes before any work: a foreign login, logout or admin lock changes nothing', async () => {
      const body = registration();
      await api().post('/api/register').set('Origin', 'https://evil.example').send(body).expect(403);
      const cookie = await member();
      await api().post('/api/logout').set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
      await api()
        .get('/api/logout')
        .set('Cookie', cookie)
        .set('Origin', 'https://evil.example')
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(403);
      await api().get('/api/auth/user').set('Cookie', cookie).expect(200);
      await api().delete('/api/admin/session').set('Cookie', admin).set('Origin', 'null').expect(403);
      await api().get('/api/admin/session').set('Cookie', admin).expect(200);
    });

    it('reads are not affected: a GET with a foreign Origin is answered', async () => {
      await api().get('/api/communities').set('Origin', 'https://evil.example').expect(200);
    });
  });

  describe('waitlist: a repeated sign-up never changes the stored entry', () => {
    it('the same e-mail again, with other answers: the success the client expects (200, same id), the row as it was', async () => {
      const email = uniqueEmail('first');
      const first = await api().post('/api/waitlist').send(waitlistEntry({ email })).expect(201);
      const [stored] = await t.dataSource.query(
        'SELECT community, use_case, created_at, updated_at FROM waitlist_entries WHERE email = $1',
        [email],
      );
      const again = await api()
        .post('/api/waitlist')
        .send(waitlistEntry({ email: ` ${email.toUpperCase()} `, community: 'students', useCase: 'Someone else wrote this' }))
        .expect(200);
      expect(again.body).toEqual({ id: first.body.id, email });
      const rows = await t.dataSource.query('SELECT community, use_case, created_at, updated_at FROM waitlist_entries WHERE email = $1', [
        email,
      ]);
      expect(rows).toEqual([stored]);
      expect(rows[0]).toMatchObject({ community: 'creatives', use_case: 'Drafting grant applications' });
    });

    it('10 concurrent sign-ups of one e-mail: one row holding one of the submissions whole, never a 500', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api()
            .post('/api/waitlist')
            .send(waitlistEntry({ email, useCase: `Use case ${i}` })),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([...Array(9).fill(200), 201]);
      const winner = responses.findIndex((r) => r.status === 201);
      expect(await t.dataSource.query('SELECT use_case FROM waitlist_entries WHERE email = $1', [email])).toEqual([
        { use_case: `Use case ${winner}` },
      ]);
    });
  });

  describe('bodies must be well-formed Unicode; creates answer with the stored row', () => {
    const raw = (url: string, json: string, cookie?: string) => {
      const req = api().post(url).set('content-type', 'application/json');
      return (cookie ? req.set('Cookie', cookie) : req).send(json);
    };

    it.each([
      ['a lone high surrogate in a value', '{"email":"lone@example.com","community":"creatives","useCase":"a\\ud800b"}'],
      ['a lone low surrogate at the end', '{"email":"lone@example.com","community":"creatives","useCase":"ab\\udfff"}'],
      ['a reversed pair', '{"email":"lone@example.com","community":"creatives","useCase":"\\ude00\\ud83d"}'],
      ['a lone surrogate in a key', '{"email":"lone@example.com","community":"creatives","useCase":"ok","\\ud800":1}'],
      ['one deep inside an array', '{"email":"lone@example.com","community":"creatives","useCase":"ok","extra":[{"a":["\\udbff"]}]}'],
    ])('%s: 400 with the message, nothing stored', async (_what, json) => {
      const before = await count('waitlist_entries');
      const res = await raw('/api/waitlist', json).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: MALFORMED_UNICODE, error: 'Bad Request' });
      expect(await count('waitlist_entries')).toBe(before);
    });

    it('the same on the session and admin routes (before the guard) and on the other forms', async () => {
      await raw('/api/register', JSON.stringify(registration()).replace('"Ada"', '"Ad\\ud800a"')).expect(400, {
        statusCode: 400,
        message: MALFORMED_UNICODE,
        error: 'Bad Request',
      });
      await raw('/api/articles', '{"title":"T\\ud800","excerpt":"","content":""}').expect(400);
      await raw('/api/articles', '{"title":"T\\ud800","excerpt":"","content":""}', admin).expect(400);
      await raw(
        '/api/demo-requests',
        '{"name":"N","email":"d@example.com","communityInterest":"entrepreneurs","preferredTime":"morning","specificInterests":["\\ud800"],"agreeToContact":true}',
      ).expect(400);
      expect(await t.dataSource.query(`SELECT id FROM articles WHERE title LIKE 'T%' AND length(title) = 2`)).toEqual([]);
    });

    it('a well-formed pair (an emoji written as \\ud83d\\ude00) is stored and answered as sent', async () => {
      const email = uniqueEmail('emoji');
      await raw('/api/waitlist', `{"email":"${email}","community":"creatives","useCase":"Smile \\ud83d\\ude00"}`).expect(201);
      expect(await t.dataSource.query('SELECT use_case FROM waitlist_entries WHERE email = $1', [email])).toEqual([
        { use_case: 'Smile 😀' },
      ]);
      const article = await raw('/api/articles', '{"title":"Emoji \\ud83d\\ude00","excerpt":"","content":""}', admin).expect(201);
      expect(article.body.title).toBe('Emoji 😀');
    });

    it('admin creates answer with the row as stored, not the input echoed back', async () => {
      // A trigger that changes what is stored stands in for anything the database does to a value.
      await t.dataSource.query(`
        CREATE FUNCTION probe_mark_title() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.title := NEW.title || ' [stored]'; RETURN NEW; END $$;
        CREATE TRIGGER probe_articles BEFORE INSERT ON articles FOR EACH ROW EXECUTE FUNCTION probe_mark_title();
        CREATE TRIGGER probe_events BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION probe_mark_title();
        CREATE TRIGGER probe_trends BEFORE INSERT ON trends FOR EACH ROW EXECUTE FUNCTION probe_mark_title();`);
      try {
        const creates: [string, object, string][] = [
          ['/api/articles', { title: 'Stored article', excerpt: 'Short.', content: 'Long enough.' }, 'articles'],
          [
            '/api/events',
            { title: 'Stored event', description: 'Made by the probe test.', date: '2026-03-01', location: 'Leeds' },
            'events',
          ],
          ['/api/trends', { title: 'Stored trend', discussionCount: 3 }, 'trends'],
        ];
        for (const [url, body, table] of creates) {
          const res = await api().post(url).set('Cookie', admin).send(body).expect(201);
          const [row] = await t.dataSource.query(`SELECT title FROM ${table} WHERE id = $1`, [res.body.id]);
          expect({ url, answered: res.body.title, stored: row.title }).toEqual({
            url,
            answered: `${(body as { title: string }).title} [stored]`,
            stored: `${(body as { title: string }).title} [stored]`,
          });
        }
      } finally {
        await t.dataSource.query(`
          DROP TRIGGER probe_articles ON articles; DROP TRIGGER probe_events ON events; DROP TRIGGER probe_trends ON trends;
          DROP FUNCTION probe_mark_title();`);
      }
    });
  });

  describe("image fields accept only this site's paths", () => {
    it.each([
      '//other-host/x.png',
      '/\\other-host/x.png',
      '/images\\x.png',
      'https://images.example.com/x.png',
      'http://example.com/a.png',
      'javascript:alert(1)',
      'images/x.png',
      '/images/a b.png',
      '/images/x.png\u0007',
    ])('%j: 400 with the field message, nothing stored', async (image) => {
      const before = await count('articles');
      for (const url of ['/api/articles', '/api/events']) {
        const body = { title: 'Imaged', description: 'd', excerpt: 'e', content: 'c', date: '2026-03-01', location: 'Leeds', image };
        const res = await api().post(url).set('Cookie', admin).send(body).expect(400);
        expect(res.body.errors).toEqual({ image: IMAGE_PATH_MESSAGE });
      }
      expect(await count('articles')).toBe(before);
    });

    it('a site path, or nothing, is stored', async () => {
      const res = await api()
        .post('/api/articles')
        .set('Cookie', admin)
        .send({ title: 'Pathed', excerpt: '', content: '', image: ' /images/articles/a.svg ' })
        .expect(201);
      expect(res.body.image).toBe('/images/articles/a.svg');
      expect(
        (
          await api()
            .post('/api/events')
            .set('Cookie', admin)
            .send({ title: 'No image', description: 'd', date: 'soon', location: 'Leeds', image: '' })
            .expect(201)
        ).body.image,
      ).toBeNull();
    });
  });

  describe('GET /api/logout signs out only on a navigation from this site', () => {
    const signedIn = async (cookie: string) => (await api().get('/api/auth/user').set('Cookie', cookie)).status === 200;

    it.each([
      ["cross-site (another site's link or <img>)", 'cross-site'],
      ['same-site (a sibling subdomain)', 'same-site'],
      ['absent (not a browser navigation we can vouch for)', undefined],
    ])('Sec-Fetch-Site %s: redirected to / and still signed in', async (_what, site) => {
      const cookie = await member();
      const req = api().get('/api/logout').set('Cookie', cookie);
      const res = await (site ? req.set('Sec-Fetch-Site', site) : req).expect(302);
      expect(res.headers.location).toBe('/');
      expect(sidSetCookie(res)).toBeUndefined();
      expect(await signedIn(cookie)).toBe(true);
    });

    it.each([
      ["same-origin (the mobile drawer's link)", 'same-origin'],
      ['none (typed or bookmarked)', 'none'],
    ])('Sec-Fetch-Site %s: signed out, cookie cleared, redirected to /', async (_what, site) => {
      const cookie = await member();
      const res = await api().get('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', site).expect(302);
      expect(res.headers.location).toBe('/');
      expect(sidSetCookie(res)).toMatch(/^sid=;/);
      expect(await signedIn(cookie)).toBe(false);
    });

    it('POST /api/logout is unchanged: signs out with or without the header', async () => {
      const cookie = await member();
      await api().post('/api/logout').set('Cookie', cookie).expect(204);
      expect(await signedIn(cookie)).toBe(false);
    });
  });

  describe('the admin mark: 30 minutes idle, 8 hours at most', () => {
    const status = (cookie: string) => api().get('/api/admin/session').set('Cookie', cookie);

    it('lapses after 30 idle minutes: 401 like an unmarked session, and the mark leaves the session', async () => {
      const cookie = await adminLogin();
      clock += 29 * MINUTE;
      await status(cookie).expect(200);
      clock += 30 * MINUTE; // 30 minutes after the last use
      await status(cookie).expect(401, { statusCode: 401, message: 'Unauthorized' });
      expect(await sessionRow(cookie)).not.toHaveProperty('admin');
      clock -= 30 * MINUTE; // even back within the window, a dropped mark stays dropped
      await status(cookie).expect(401);
    });

    it('a member signed in beside the mark stays signed in when it lapses', async () => {
      const cookie = sidCookie(
        await api()
          .post('/api/admin/session')
          .set('Cookie', await member())
          .send({ password: ADMIN_PASSWORD })
          .expect(204),
      );
      clock += 31 * MINUTE;
      await status(cookie).expect(403); // signed in, but the mark lapsed and the account is not staff
      await api().get('/api/auth/user').set('Cookie', cookie).expect(200);
    });

    it('use keeps it alive, but never past 8 hours from the password', async () => {
      const cookie = await adminLogin();
      const granted = clock;
      while (clock + 25 * MINUTE < granted + 8 * 60 * MINUTE) {
        clock += 25 * MINUTE;
        await api().get('/api/admin/stats').set('Cookie', cookie).expect(200);
      }
      clock = granted + 8 * 60 * MINUTE;
      await status(cookie).expect(401);
      await api().get('/api/admin/stats').set('Cookie', cookie).expect(401);
    });

    it('the last use is written back at most once a minute (no session save on every admin request)', async () => {
      const cookie = await adminLogin();
      const { admin: granted } = await sessionRow(cookie);
      expect(granted).toEqual({ grantedAt: clock, usedAt: clock });
      clock += 30_000;
      const within = await status(cookie).expect(200);
      expect(sidSetCookie(within)).toBeUndefined();
      expect((await sessionRow(cookie)).admin).toEqual(granted);
      clock += 45_000;
      await status(cookie).expect(200);
      expect((await sessionRow(cookie)).admin).toEqual({ grantedAt: granted.grantedAt, usedAt: clock });
    });

    it('a mark of the old shape (admin: true, no times) is not honoured', async () => {
      const cookie = await adminLogin();
      await t.dataSource.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{admin}', 'true')::json WHERE sid = $1`, [
        sessionIdOf(cookie),
      ]);
      await status(cookie).expect(401);
    });
  });
});
