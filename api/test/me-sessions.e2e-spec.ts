import type { SignedInDevice } from '@cci/contracts';
import { ISO_DATE, sessionIdOf, sidCookie } from './auth-helpers';
import { cityOfZone, maskedNetwork } from '../src/auth/device';
import { parseUserAgent } from '../src/auth/user-agent';
import { memberAppForThisBlock, signUp } from './me-helpers';
import { eventually } from './support';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('signed-in devices: GET /api/me/sessions, DELETE /api/me/sessions/:id (e2e)', () => {
  const t = memberAppForThisBlock();
  const devices = async (cookie: string) =>
    (await t.http().get('/api/me/sessions').set('Cookie', cookie).expect(200)).body as SignedInDevice[];
  const signIn = async (email: string, password: string, ua: string, tz?: string) =>
    sidCookie(await t.http().post('/api/login').set('User-Agent', ua).send({ email, password, tz }).expect(200));

  it('signed out: 401', async () => {
    await t.http().get('/api/me/sessions').expect(401);
    await t.http().delete('/api/me/sessions/1').expect(401);
  });

  it('lists each device with its browser, system, coarse place and times, this one marked; never a session id', async () => {
    const { body } = await signUp(t);
    const laptop = await signIn(body.email, body.password, FIREFOX_WINDOWS, 'America/Argentina/Buenos_Aires');
    // The forwarded address is not believed without TRUST_PROXY: the place is the connection's network.
    const phone = sidCookie(
      await t
        .http()
        .post('/api/login')
        .set('User-Agent', SAFARI_IPHONE)
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ email: body.email, password: body.password, tz: 'Not/AZone' })
        .expect(200),
    );
    const list = await devices(laptop);
    const res = await t.http().get('/api/me/sessions').set('Cookie', laptop).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(list)).not.toContain(sessionIdOf(laptop));
    const mine = list.find((d) => d.current)!;
    expect(mine).toEqual({
      id: expect.any(Number),
      browser: 'Firefox',
      os: 'Windows',
      place: 'Buenos Aires',
      createdAt: expect.stringMatching(ISO_DATE),
      lastSeenAt: expect.stringMatching(ISO_DATE),
      current: true,
    });
    const other = list.find((d) => d.browser === 'Safari')!;
    expect(other).toMatchObject({ os: 'iOS', place: '127.0.0.x', current: false });
    // The registration's session is there too (no User-Agent of note): three in all, one current.
    expect(list).toHaveLength(3);
    expect(list.filter((d) => d.current)).toHaveLength(1);
    expect((await devices(phone)).find((d) => d.current)!.browser).toBe('Safari');
  });

  it('"Sign out this one" ends that session only; another member\'s session is 404, as is one already gone', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    const laptop = await signIn(ada.body.email, ada.body.password, FIREFOX_WINDOWS);
    const phone = await signIn(ada.body.email, ada.body.password, SAFARI_IPHONE);
    const phoneId = (await devices(phone)).find((d) => d.current)!.id;

    await t.http().delete(`/api/me/sessions/${phoneId}`).set('Cookie', bob.cookie).expect(404);
    await t.http().get('/api/me').set('Cookie', phone).expect(200);
    await t.http().delete(`/api/me/sessions/${phoneId}`).set('Cookie', laptop).expect(204);
    await t.http().get('/api/me').set('Cookie', phone).expect(401);
    await t.http().get('/api/me').set('Cookie', laptop).expect(200);
    expect((await devices(laptop)).map((d) => d.id)).not.toContain(phoneId);
    await t.http().delete(`/api/me/sessions/${phoneId}`).set('Cookie', laptop).expect(404);
    await t.http().delete('/api/me/sessions/abc').set('Cookie', laptop).expect(400);

    // This device's own: signed out, its cookie cleared.
    const laptopId = (await devices(laptop)).find((d) => d.current)!.id;
    const own = await t.http().delete(`/api/me/sessions/${laptopId}`).set('Cookie', laptop).expect(204);
    expect(String(own.headers['set-cookie'])).toMatch(/^sid=;/);
    await t.http().get('/api/me').set('Cookie', laptop).expect(401);
    // "Log out everywhere" stays.
    await t.http().delete('/api/me/sessions').set('Cookie', ada.cookie).expect(204);
  });

  it('last seen moves at most once a minute per session: one conditional UPDATE, not a write per request', async () => {
    const { cookie } = await signUp(t);
    const sid = sessionIdOf(cookie);
    const seen = async () => (await t.dataSource.query(`SELECT last_seen_at AS at FROM sessions WHERE sid = $1`, [sid]))[0].at as Date;
    await t.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE sid = $1`, [sid]);
    const stale = await seen();
    await devices(cookie);
    // The bump is not awaited by the request: wait for it.
    await eventually(async () => expect((await seen()).getTime()).toBeGreaterThan(stale.getTime()), 5_000);
    const bumped = await seen();
    await devices(cookie);
    await devices(cookie);
    expect((await seen()).getTime()).toBe(bumped.getTime());
  });
});

describe('the device helpers', () => {
  it('reads the major browsers and systems', () => {
    const cases: [string, string, string][] = [
      [FIREFOX_WINDOWS, 'Firefox', 'Windows'],
      [SAFARI_IPHONE, 'Safari', 'iOS'],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge',
        'macOS',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
        'Samsung Internet',
        'Android',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.0.0 Mobile/15E148 Safari/604.1',
        'Chrome',
        'iPadOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
        'Opera',
        'Windows',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome', 'Linux'],
      ['curl/8.5.0', 'Unknown browser', 'Unknown system'],
    ];
    for (const [ua, browser, os] of cases) expect(parseUserAgent(ua)).toEqual({ browser, os });
    expect(parseUserAgent(null)).toEqual({ browser: 'Unknown browser', os: 'Unknown system' });
  });

  it('a coarse place: the city of a real zone, or the network masked', () => {
    expect(cityOfZone('Europe/London')).toBe('London');
    expect(cityOfZone('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    for (const zone of ['UTC', 'Etc/GMT+3', 'Not/AZone', '', 42, undefined]) expect(cityOfZone(zone)).toBeNull();
    expect(maskedNetwork('203.0.113.7')).toBe('203.0.113.x');
    expect(maskedNetwork('::ffff:198.51.100.20')).toBe('198.51.100.x');
    expect(maskedNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:x');
    expect(maskedNetwork('::1')).toBeNull();
    expect(maskedNetwork(undefined)).toBeNull();
  });
});
