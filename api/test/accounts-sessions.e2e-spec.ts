import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { SessionStore } from '../src/auth/session-store';
import { type AccountsTestApp, clearsSid, startAccountsApp } from './accounts-helpers';
import { sessionIdOf, sidCookie, sidSetCookie } from './auth-helpers';
import { eventually } from './support';

// The member's sessions: change of password (rotation, every other session ends), log out everywhere,
// and sessions.last_seen_at.

describe('account sessions: change of password, log out everywhere, last seen (e2e)', () => {
  let t: AccountsTestApp;
  const http = () => t.http();
  const user = (cookie: string) => http().get('/api/auth/user').set('Cookie', cookie);
  const login = (email: string, password: string) => http().post('/api/login').send({ email, password });
  const sessionsOf = async (id: number): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [id]))[0].n;

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('POST /api/me/password', () => {
    const changePassword = (cookie: string, body: Record<string, unknown>) =>
      http().post('/api/me/password').set('Cookie', cookie).send(body);

    it('401 signed out; a wrong current password → 400 errors.currentPassword; the same password → 400 errors.password', async () => {
      await http().post('/api/me/password').send({ currentPassword: 'whatever it is', password: 'a brand new password' }).expect(401);
      const m = await t.member();
      const wrong = await changePassword(m.cookie, { currentPassword: 'not my password', password: 'a brand new password' }).expect(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: { currentPassword: ACCOUNT_MESSAGES.currentPassword },
      });
      const same = await changePassword(m.cookie, { currentPassword: m.password, password: m.password }).expect(400);
      expect(same.body.errors).toEqual({ password: ACCOUNT_MESSAGES.samePassword });
      const weak = await changePassword(m.cookie, { currentPassword: m.password, password: 'short' }).expect(400);
      expect(weak.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
      const missing = await changePassword(m.cookie, { password: 'a brand new password' }).expect(400);
      expect(missing.body.errors).toEqual({ currentPassword: 'Password is required' });
      // Nothing changed: the session still works, the password still signs in.
      await user(m.cookie).expect(200);
      await login(m.email, m.password).expect(200);
    });

    it('204: this session continues under a new id, every other session ends, only the new password signs in', async () => {
      const m = await t.member();
      const other = sidCookie(await login(m.email, m.password).expect(200));
      const res = await changePassword(m.cookie, { currentPassword: m.password, password: 'a brand new password' }).expect(204);
      const rotated = sidCookie(res);
      expect(sessionIdOf(rotated)).not.toBe(sessionIdOf(m.cookie));
      expect((await user(rotated).expect(200)).body.id).toBe(m.id);
      await user(m.cookie).expect(401); // the old id opens nothing
      await user(other).expect(401);
      expect(await sessionsOf(m.id)).toBe(1);
      await login(m.email, m.password).expect(401);
      await login(m.email, 'a brand new password').expect(200);
    });
  });

  describe('DELETE /api/me/sessions (log out everywhere)', () => {
    it('401 signed out', async () => {
      await http().delete('/api/me/sessions').expect(401);
    });

    it('204: every session of the member ends, this one included, its cookie cleared; other members keep theirs', async () => {
      const m = await t.member();
      const other = sidCookie(await login(m.email, m.password).expect(200));
      const bystander = await t.member();
      const res = await http().delete('/api/me/sessions').set('Cookie', m.cookie).expect(204);
      expect(clearsSid(res)).toBe(true);
      await user(m.cookie).expect(401);
      await user(other).expect(401);
      expect(await sessionsOf(m.id)).toBe(0);
      await user(bystander.cookie).expect(200);
      await login(m.email, m.password).expect(200); // the password is unchanged
    });
  });

  describe('sessions.last_seen_at', () => {
    const lastSeen = async (cookie: string): Promise<Date> =>
      (await t.dataSource.query('SELECT last_seen_at AS at FROM sessions WHERE sid = $1', [sessionIdOf(cookie)]))[0].at;
    const setLastSeen = (cookie: string, ago: string) =>
      t.dataSource.query(`UPDATE sessions SET last_seen_at = now() - $2::interval WHERE sid = $1`, [sessionIdOf(cookie), ago]);

    it('a signed-in request bumps a session last seen over a minute ago', async () => {
      const m = await t.member();
      await setLastSeen(m.cookie, '1 hour');
      const res = await user(m.cookie).expect(200);
      expect(sidSetCookie(res)).toBeUndefined(); // still no Set-Cookie on a plain read
      await eventually(async () => expect(Date.now() - (await lastSeen(m.cookie)).getTime()).toBeLessThan(60_000), 5_000);
    });

    it('but not one seen within the last minute (one UPDATE per minute at most)', async () => {
      const m = await t.member();
      await setLastSeen(m.cookie, '30 seconds');
      const before = await lastSeen(m.cookie);
      // The bump is sent without waiting, but decided by the session read, before the answer: no UPDATE has left by
      // the time each answer arrives, so none will (no need to wait and see).
      const query = jest.spyOn(t.app.get(SessionStore).pool, 'query');
      try {
        for (let i = 0; i < 3; i++) await user(m.cookie).expect(200);
        expect(query).toHaveBeenCalledTimes(3);
        expect(query).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'cci_session_seen' }));
      } finally {
        query.mockRestore();
      }
      expect(await lastSeen(m.cookie)).toEqual(before);
    });
  });
});
