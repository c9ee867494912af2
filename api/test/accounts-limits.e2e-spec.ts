import request from 'supertest';
import { type AccountsTestApp, startAccountsApp } from './accounts-helpers';
import { relaxedAuthLimits } from './support';

// The limits of the account flows: 429 + Retry-After, counted in the shared store.

const expect429 = (res: request.Response, message: string) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.message).toMatch(
    new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} Please try again in \\d+ (second|minute|hour)s?\\.$`),
  );
};

describe('account limits (e2e)', () => {
  let t: AccountsTestApp;
  const http = () => t.http();
  const forgot = (email: string) => http().post('/api/auth/forgot-password').send({ email });

  beforeAll(async () => {
    const relaxed = relaxedAuthLimits(10_000);
    t = await startAccountsApp({
      ...relaxed,
      accounts: {
        forgotPerIp: { limit: 4 },
        forgotPerAddress: { limit: 2 },
        resendVerification: { limit: 1 },
        changeEmail: { limit: 2 },
        passwordFailures: { limit: 2 },
      },
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('forgot-password: per address (account or not, the same), then per IP; an invalid body counts nothing', async () => {
    const m = await t.member();
    for (let i = 0; i < 5; i++) await forgot('not an address').expect(400);
    await forgot(m.email).expect(202);
    await forgot(m.email).expect(202);
    expect429(await forgot(m.email), 'Too many password reset requests for this address.');
    const ghost = `ghost-${process.pid}@example.com`;
    await forgot(ghost).expect(202);
    await forgot(ghost).expect(202);
    // 4 counted from this IP now: the IP limit answers every address.
    expect429(await forgot(`third-${process.pid}@example.com`), 'Too many password reset requests from your network.');
    await t.idle();
    expect(t.sink.messages(m.email).filter((x) => x.text.includes('/reset-password?token='))).toHaveLength(2);
  });

  it('resend-verification: once per hour here, then 429', async () => {
    const m = await t.member();
    await http().post('/api/auth/resend-verification').set('Cookie', m.cookie).expect(202);
    expect429(await http().post('/api/auth/resend-verification').set('Cookie', m.cookie), 'Too many verification e-mails requested.');
    // Another member has a counter of their own.
    const other = await t.member();
    await http().post('/api/auth/resend-verification').set('Cookie', other.cookie).expect(202);
  });

  it('wrong current passwords: 2 here, then 429 for any password; a right one does not count', async () => {
    const m = await t.member();
    const change = (password: string) =>
      http().post('/api/me/password').set('Cookie', m.cookie).send({ currentPassword: password, password: 'a brand new password' });
    const email = (password: string) =>
      http()
        .post('/api/me/email')
        .set('Cookie', m.cookie)
        .send({ email: `x-${m.email}`, password });
    await email(m.password).expect(202); // right: not counted
    await change('wrong password 1').expect(400);
    await email('wrong password 2').expect(400);
    expect429(await change(m.password), 'Too many wrong passwords.');
    expect429(await email(m.password), 'Too many wrong passwords.');
  });

  it('change of address: 2 per hour here, then 429', async () => {
    const m = await t.member();
    const email = (n: number) =>
      http()
        .post('/api/me/email')
        .set('Cookie', m.cookie)
        .send({ email: `n${n}-${m.email}`, password: m.password });
    await email(1).expect(202);
    await email(2).expect(202);
    expect429(await email(3), 'Too many changes of e-mail address requested.');
  });
});
