import { ADMIN_PASSWORD, adminAppForThisBlock } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { emlFiles } from './mail-helpers';

const TOO_MANY = {
  statusCode: 429,
  message: expect.stringMatching(
    /^Too many wrong passwords\. Please try again in \d+ seconds?\.$|^Too many wrong passwords\. Please try again in 1 minute\.$/,
  ),
  error: 'Too Many Requests',
};

// The default limit (5 wrong admin passwords per minute per IP): an app of its own, so no other test spends it.
describe('admin API: wrong passwords are throttled per IP (e2e)', () => {
  const t = adminAppForThisBlock();
  const { http } = t;
  const open = (password: string) => http().post('/api/admin/session').send({ password });

  let cookie: string;

  it('the right password is never counted: 10 sessions in a row', async () => {
    for (let i = 0; i < 10; i++) cookie = sidCookie(await open(ADMIN_PASSWORD).expect(204));
  });

  it('5 wrong passwords (one through send-welcome), then 429 with Retry-After for every attempt, the right one included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await open(`wrong-password-${i}`)).status);
    statuses.push(
      (
        await http()
          .post('/api/admin/send-welcome')
          .set('Cookie', cookie)
          .send({ email: 'a@example.com', firstName: 'A', adminPassword: 'wrong-again' })
      ).status,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const blocked = await open(ADMIN_PASSWORD).expect(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.headers['set-cookie']).toBeUndefined();

    const welcome = await http()
      .post('/api/admin/send-welcome')
      .set('Cookie', cookie)
      .send({ email: 'a@example.com', firstName: 'A', adminPassword: ADMIN_PASSWORD })
      .expect(429);
    expect(welcome.headers['retry-after']).toMatch(/^\d+$/);
    expect(emlFiles(t.outboxDir)).toEqual([]);
  });

  it('an open admin session keeps working for everything that needs no password', async () => {
    await http().get('/api/admin/session').set('Cookie', cookie).expect(200);
    await http().get('/api/admin/stats').set('Cookie', cookie).expect(200);
    await http().delete('/api/admin/session').set('Cookie', cookie).expect(204);
  });
});
