import fs from 'node:fs';
import { ACCOUNT_MESSAGES } from '@cci/contracts';
import { AccountMailer } from '../src/accounts/account-mailer';
import { ADMIN_PASSWORD, adminAppForThisBlock } from './admin-helpers';
import { registration, sidCookie } from './auth-helpers';
import { freePort } from './server-process';

// SMTP_URL set, pointing at a port where nothing listens: an app of its own.
describe('mail: an SMTP server that cannot be reached (e2e)', () => {
  const t = adminAppForThisBlock(async () => ({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }, captureLogs: true }));
  const { http } = t;

  it('send-welcome answers 502 with a message (never 500), writes no outbox file and logs why', async () => {
    const cookie = sidCookie(await http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
    const res = await http()
      .post('/api/admin/send-welcome')
      .set('Cookie', cookie)
      .send({ email: 'ada@example.com', firstName: 'Ada', community: 'students', adminPassword: ADMIN_PASSWORD })
      .expect(502);
    expect(res.body).toEqual({ statusCode: 502, message: 'The mail server did not accept the message', error: 'Bad Gateway' });
    expect(fs.existsSync(t.outboxDir)).toBe(false);
    expect(t.logs.some((line) => line.includes('welcome e-mail not sent') && /ECONNREFUSED|connect/i.test(line))).toBe(true);
    expect(t.logs.some((line) => /"statusCode":500/.test(line))).toBe(false);
  });

  it('registration still answers 201 and signs in; forgot-password still 202; the failures are logged without the address', async () => {
    const body = registration();
    await http().post('/api/register').send(body).expect(201);
    const res = await http().post('/api/auth/forgot-password').send({ email: body.email }).expect(202);
    expect(res.body).toEqual({ message: ACCOUNT_MESSAGES.forgotAccepted });
    await t.app.get(AccountMailer).idle();
    const failures = t.logs.filter((line) => /e-mail failed/.test(line));
    expect(failures.some((line) => line.includes('verification e-mail failed'))).toBe(true);
    expect(failures.some((line) => line.includes('password reset e-mail failed'))).toBe(true);
    const local = (body.email as string).split('@')[0];
    expect(t.logs.filter((line) => line.includes(local))).toEqual([]);
  });
});
