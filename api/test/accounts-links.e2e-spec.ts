import { ACCOUNT_MESSAGES, PublicUserSchema } from '@cci/contracts';
import * as v from 'valibot';
import { AccountTokensService, tokenHash } from '../src/accounts/account-tokens.service';
import { AccountsService } from '../src/accounts/accounts.service';
import { type AccountsTestApp, PUBLIC_URL, startAccountsApp, TOKEN_INVALID_BODY } from './accounts-helpers';
import { sidCookie } from './auth-helpers';

// One-time links (change of address), with a real SMTP server: every link is read from the message
// the API delivered, and its token followed.

const TOKEN_ROUTES = ['/api/auth/verify-email', '/api/auth/confirm-email', '/api/auth/reset-password'] as const;
const bodyFor = (route: string, token: unknown) =>
  route.endsWith('reset-password') ? { token, password: 'a brand new password' } : { token };

describe('account links: verify, forgot / reset, change of address (e2e, real SMTP)', () => {
  let t: AccountsTestApp;
  const http = () => t.http();
  const user = (cookie: string) => http().get('/api/auth/user').set('Cookie', cookie);
  const row = async (id: number) =>
    (
      await t.dataSource.query('SELECT email, email_verified_at AS "verifiedAt", password_hash AS "hash" FROM users WHERE id = $1', [id])
    )[0] as { email: string; verifiedAt: Date | null; hash: string };

  beforeAll(async () => {
    t = await startAccountsApp();
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('verification of the address', () => {
    it('registration e-mails a verification link to PUBLIC_URL/verify-email; following it verifies, once', async () => {
      const m = await t.member({ firstName: 'Ada' });
      expect((await user(m.cookie).expect(200)).body.emailVerified).toBe(false);
      const { message, token } = await t.linkMail(m.email, 'verify-email');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(message.subject).toBe('Confirm your e-mail address for The AI Network');
      expect(message.headers.from).toContain('The AI Network');
      expect(message.text.startsWith('Hi Ada,\n\n')).toBe(true);
      expect(message.html).toContain(`href="${PUBLIC_URL}/verify-email?token=${token}"`);
      // Only the hash is stored.
      const stored = await t.dataSource.query('SELECT token_hash AS h FROM account_tokens WHERE user_id = $1', [m.id]);
      expect(stored).toEqual([{ h: tokenHash(token) }]);
      expect(JSON.stringify(await t.dataSource.query('SELECT * FROM account_tokens'))).not.toContain(token);

      const res = await http().post('/api/auth/verify-email').send({ token }).expect(200);
      expect(v.parse(PublicUserSchema, res.body)).toMatchObject({ id: m.id, email: m.email, emailVerified: true });
      expect((await user(m.cookie).expect(200)).body.emailVerified).toBe(true);
      expect((await http().post('/api/auth/verify-email').send({ token }).expect(400)).body).toEqual(TOKEN_INVALID_BODY);
    });

    it('resend-verification: 401 signed out; 202 with a new link that spends the old one; 409 once verified', async () => {
      await http().post('/api/auth/resend-verification').expect(401);
      const m = await t.member();
      const first = await t.linkMail(m.email, 'verify-email');
      const res = await http().post('/api/auth/resend-verification').set('Cookie', m.cookie).expect(202);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.verificationSent });
      const second = await t.linkMail(m.email, 'verify-email', 1);
      expect(second.token).not.toBe(first.token);
      await http().post('/api/auth/verify-email').send({ token: first.token }).expect(400);
      await http().post('/api/auth/verify-email').send({ token: second.token }).expect(200);
      const again = await http().post('/api/auth/resend-verification').set('Cookie', m.cookie).expect(409);
      expect(again.body.message).toBe('Your e-mail address is already verified.');
    });
  });

  it('a new link deletes the rows of the member that expired over 7 days ago, and keeps the recent ones', async () => {
    const m = await t.member();
    await t.linkMail(m.email, 'verify-email');
    const insert = (hash: string, expired: string) =>
      t.dataSource.query(
        `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'reset-password', decode($2, 'hex'), now() - $3::interval)`,
        [m.id, hash, expired],
      );
    await insert('aa'.repeat(32), '8 days');
    await insert('bb'.repeat(32), '6 days');
    await http().post('/api/auth/resend-verification').set('Cookie', m.cookie).expect(202);
    await t.idle();
    const rows = await t.dataSource.query(
      `SELECT encode(token_hash, 'hex') AS h, purpose, used_at IS NOT NULL AS used FROM account_tokens WHERE user_id = $1 ORDER BY id`,
      [m.id],
    );
    expect(rows.map((r: { h: string }) => r.h)).not.toContain('aa'.repeat(32));
    expect(rows.map((r: { h: string }) => r.h)).toContain('bb'.repeat(32));
    // The registration's link was spent by the new one; the new one is the only live verify-email link.
    expect(rows.filter((r: { purpose: string; used: boolean }) => r.purpose === 'verify-email' && !r.used)).toHaveLength(1);
  });

  describe('every token route refuses a bad token with 400 and a message on the field', () => {
    it.each(TOKEN_ROUTES)('%s: malformed tokens → 400 Validation failed, errors.token', async (route) => {
      for (const token of [
        undefined,
        '',
        'abc',
        'x'.repeat(42),
        'x'.repeat(44),
        `${'a'.repeat(42)}=`,
        `${'a'.repeat(42)}/`,
        12345,
        null,
        ['a'],
        { $ne: '' },
      ]) {
        const res = await http().post(route).send(bodyFor(route, token)).expect(400);
        expect(res.body).toMatchObject({ message: 'Validation failed', errors: { token: ACCOUNT_MESSAGES.tokenInvalid } });
      }
    });

    it.each(TOKEN_ROUTES)('%s: a well-formed token nobody issued → 400 tokenInvalid', async (route) => {
      const res = await http()
        .post(route)
        .send(bodyFor(route, 'A'.repeat(43)))
        .expect(400);
      expect(res.body).toEqual(TOKEN_INVALID_BODY);
    });

    it('a token of another purpose is refused, and stays usable for its own', async () => {
      const m = await t.member();
      const { token } = await t.linkMail(m.email, 'verify-email');
      await http().post('/api/auth/reset-password').send({ token, password: 'a brand new password' }).expect(400);
      await http().post('/api/auth/confirm-email').send({ token }).expect(400);
      await http().post('/api/auth/verify-email').send({ token }).expect(200);
    });

    it('an expired token → 400 (expires_at in the past)', async () => {
      const m = await t.member();
      const { token } = await t.linkMail(m.email, 'verify-email');
      await t.dataSource.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        tokenHash(token),
      ]);
      expect((await http().post('/api/auth/verify-email').send({ token }).expect(400)).body).toEqual(TOKEN_INVALID_BODY);
      expect((await row(m.id)).verifiedAt).toBeNull();
    });
  });

  describe('forgotten password', () => {
    const forgot = (email: string) => http().post('/api/auth/forgot-password').send({ email });

    it('the same 202 body for an address with and without an account; only the account gets an e-mail', async () => {
      const m = await t.member();
      const unknown = `nobody-${process.pid}@example.com`;
      const a = await forgot(m.email).expect(202);
      const b = await forgot(unknown).expect(202);
      expect(a.body).toEqual({ message: ACCOUNT_MESSAGES.forgotAccepted });
      expect(b.body).toEqual(a.body);
      expect(b.headers['content-length']).toBe(a.headers['content-length']);
      const { message } = await t.linkMail(m.email, 'reset-password');
      expect(message.subject).toBe('Reset your password for The AI Network');
      expect(message.text).toContain('for one hour');
      await t.idle();
      expect(t.sink.messages(unknown)).toEqual([]);
    });

    it('answers before it looks the address up or sends anything, whether or not the address has an account', async () => {
      // What would tell the two apart in the answer's time is the lookup and the SMTP conversation: both are held here
      // until the answers have arrived, so an answer that waited for them could not arrive (a check on the work's
      // order, not on milliseconds, which a busy machine blurs).
      const m = await t.member();
      const accounts = t.app.get(AccountsService) as unknown as { memberByEmail(email: string): Promise<unknown> };
      const lookUp = accounts.memberByEmail.bind(accounts);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const lookups: string[] = [];
      const spy = jest.spyOn(accounts, 'memberByEmail').mockImplementation(async (email: string) => {
        lookups.push(email);
        await held;
        return lookUp(email);
      });
      const ghost = `ghost-${process.pid}@example.com`;
      try {
        const answers = [await forgot(m.email).timeout(10_000).expect(202), await forgot(ghost).timeout(10_000).expect(202)];
        expect(answers.map((a) => a.body)).toEqual([
          { message: ACCOUNT_MESSAGES.forgotAccepted },
          { message: ACCOUNT_MESSAGES.forgotAccepted },
        ]);
        expect(t.sink.messages(m.email).filter((mail) => mail.subject.startsWith('Reset your password'))).toEqual([]);
      } finally {
        release();
        await t.idle();
        spy.mockRestore();
      }
      // ...and once let go, the work ran for both: a link for the member, nothing for the unknown address.
      expect(lookups.sort()).toEqual([m.email, ghost].sort());
      expect(t.sink.messages(m.email).filter((mail) => mail.subject.startsWith('Reset your password'))).toHaveLength(1);
      expect(t.sink.messages(ghost)).toEqual([]);
    });

    it('reset: the new password works, the old does not, every session ended, the address verified, the token spent', async () => {
      const m = await t.member();
      const second = sidCookie(await http().post('/api/login').send({ email: m.email, password: m.password }).expect(200));
      await forgot(m.email).expect(202);
      const { token } = await t.linkMail(m.email, 'reset-password');
      await http().post('/api/auth/reset-password').send({ token, password: 'a brand new password' }).expect(204);
      await user(m.cookie).expect(401);
      await user(second).expect(401);
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [m.id]))[0].n).toBe(0);
      await http().post('/api/login').send({ email: m.email, password: m.password }).expect(401);
      const signedIn = await http().post('/api/login').send({ email: m.email, password: 'a brand new password' }).expect(200);
      expect(signedIn.body.emailVerified).toBe(true);
      expect((await http().post('/api/auth/reset-password').send({ token, password: 'another new password' }).expect(400)).body).toEqual(
        TOKEN_INVALID_BODY,
      );
    });

    it('a bad new password → 400 on password, and the token is not spent', async () => {
      const m = await t.member();
      await forgot(m.email).expect(202);
      const { token } = await t.linkMail(m.email, 'reset-password');
      const res = await http().post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
      expect(res.body.errors).toEqual({ password: 'Password must be at least 8 characters' });
      await http().post('/api/auth/reset-password').send({ token, password: 'long enough now' }).expect(204);
    });

    it('a new link spends the older one', async () => {
      const m = await t.member();
      await forgot(m.email).expect(202);
      const first = await t.linkMail(m.email, 'reset-password');
      await forgot(m.email).expect(202);
      const second = await t.linkMail(m.email, 'reset-password', t.sink.messages(m.email).indexOf(first.message) + 1);
      await http().post('/api/auth/reset-password').send({ token: first.token, password: 'first new password' }).expect(400);
      await http().post('/api/auth/reset-password').send({ token: second.token, password: 'second new password' }).expect(204);
    });

    it('two concurrent resets with one token: exactly one 204, the other 400', async () => {
      const m = await t.member();
      await forgot(m.email).expect(202);
      const { token } = await t.linkMail(m.email, 'reset-password');
      const [a, b] = await Promise.all(
        ['first racer password', 'second racer password'].map((password) =>
          http().post('/api/auth/reset-password').send({ token, password }),
        ),
      );
      expect([a.status, b.status].sort()).toEqual([204, 400]);
      const winner = a.status === 204 ? 'first racer password' : 'second racer password';
      await http().post('/api/login').send({ email: m.email, password: winner }).expect(200);
    });
  });

  describe('change of address', () => {
    const change = (cookie: string, body: Record<string, unknown>) => http().post('/api/me/email').set('Cookie', cookie).send(body);

    it('401 signed out; wrong password → 400 errors.password; the same address → 400 errors.email', async () => {
      await http().post('/api/me/email').send({ email: 'x@example.com', password: 'whatever it is' }).expect(401);
      const m = await t.member();
      const wrong = await change(m.cookie, { email: `new-${m.email}`, password: 'not my password' }).expect(400);
      expect(wrong.body.errors).toEqual({ password: ACCOUNT_MESSAGES.currentPassword });
      const same = await change(m.cookie, { email: m.email.toUpperCase(), password: m.password }).expect(400);
      expect(same.body.errors).toEqual({ email: ACCOUNT_MESSAGES.sameEmail });
      const bad = await change(m.cookie, { email: 'not an address', password: m.password }).expect(400);
      expect(bad.body.errors).toEqual({ email: 'Please enter a valid email address' });
    });

    it('202, a link to the NEW address; nothing changes until it is followed; then the new address, verified, a notice to the old', async () => {
      const m = await t.member({ firstName: 'Grace' });
      const newEmail = `moved-${m.email}`;
      const res = await change(m.cookie, { email: newEmail, password: m.password }).expect(202);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeSent });
      expect(await t.app.get(AccountTokensService).pendingEmailOf(m.id)).toBe(newEmail);
      const { message, token } = await t.linkMail(newEmail, 'confirm-email');
      expect(message.subject).toBe('Confirm your new e-mail address for The AI Network');
      expect(message.text.startsWith('Hi Grace,')).toBe(true);
      // Not yet: the account keeps its address.
      expect((await user(m.cookie).expect(200)).body.email).toBe(m.email);
      await http().post('/api/login').send({ email: newEmail, password: m.password }).expect(401);

      const confirmed = await http().post('/api/auth/confirm-email').send({ token }).expect(200);
      expect(v.parse(PublicUserSchema, confirmed.body)).toMatchObject({ id: m.id, email: newEmail, emailVerified: true });
      expect(await t.app.get(AccountTokensService).pendingEmailOf(m.id)).toBeNull();
      // Ends nothing: the session goes on, now with the new address.
      expect((await user(m.cookie).expect(200)).body.email).toBe(newEmail);
      await http().post('/api/login').send({ email: m.email, password: m.password }).expect(401);
      await http().post('/api/login').send({ email: newEmail, password: m.password }).expect(200);
      const notice = await t.sink.waitFor(m.email, { match: (x) => x.subject.includes('was changed') });
      expect(notice.text).toContain(newEmail);
      expect(notice.text).not.toContain('token=');
      await http().post('/api/auth/confirm-email').send({ token }).expect(400);
    });

    it('an address that has an account: the same 202, no link anywhere, a notice to that address', async () => {
      const owner = await t.member();
      const m = await t.member();
      const res = await change(m.cookie, { email: owner.email, password: m.password }).expect(202);
      expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeSent });
      const notice = await t.sink.waitFor(owner.email, { match: (x) => x.subject.includes('tried to use your e-mail address') });
      await t.idle();
      expect(notice.text).not.toContain('token=');
      expect(t.sink.messages(owner.email).some((x) => x.text.includes('/confirm-email'))).toBe(false);
      // The account shows the change as pending all the same (that answer must not tell either).
      expect(await t.app.get(AccountTokensService).pendingEmailOf(m.id)).toBe(owner.email);
    });

    it('confirm when the address got an account meanwhile → 409 emailTaken, nothing changed', async () => {
      const m = await t.member();
      const newEmail = `contested-${m.email}`;
      await change(m.cookie, { email: newEmail, password: m.password }).expect(202);
      const { token } = await t.linkMail(newEmail, 'confirm-email');
      await t.member({ email: newEmail });
      const res = await http().post('/api/auth/confirm-email').send({ token }).expect(409);
      expect(res.body).toEqual({ statusCode: 409, message: ACCOUNT_MESSAGES.emailTaken, error: 'Conflict' });
      expect((await row(m.id)).email).toBe(m.email);
      expect((await user(m.cookie).expect(200)).body.email).toBe(m.email);
    });

    it('a confirmed change spends the links that went to the old address', async () => {
      const m = await t.member();
      const verify = await t.linkMail(m.email, 'verify-email');
      await http().post('/api/auth/forgot-password').send({ email: m.email }).expect(202);
      const reset = await t.linkMail(m.email, 'reset-password');
      const newEmail = `fresh-${m.email}`;
      await change(m.cookie, { email: newEmail, password: m.password }).expect(202);
      const { token } = await t.linkMail(newEmail, 'confirm-email');
      await http().post('/api/auth/confirm-email').send({ token }).expect(200);
      await http().post('/api/auth/verify-email').send({ token: verify.token }).expect(400);
      await http().post('/api/auth/reset-password').send({ token: reset.token, password: 'a brand new password' }).expect(400);
    });
  });
});
