import request from 'supertest';
import { registration } from './auth-helpers';
import { freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

const TOO_MANY = { statusCode: 429, message: 'Too many attempts. Please wait a minute and try again.', error: 'Too Many Requests' };

// The default limits (6 sign-in attempts, 10 registrations per minute per IP): an app of its own,
// so that no other test spends the budget.
describe('auth: throttling per IP (e2e)', () => {
  let db: TestDatabase;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());
  let account: Record<string, unknown>;

  beforeAll(async () => {
    db = await freshDatabase();
    t = await startTestApp(db.url);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('registration: 10 per minute, then 429 with Retry-After, whatever the body', async () => {
    account = registration();
    const statuses = [(await http().post('/api/register').send(account)).status];
    for (let i = 0; i < 9; i++) statuses.push((await http().post('/api/register').send({ bad: true })).status);
    expect(statuses).toEqual([201, ...Array(9).fill(400)]);
    const blocked = await http().post('/api/register').send(registration()).expect(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('sign-in has its own budget: 6 attempts per minute (invalid bodies count too), the 7th is 429 even with the right password', async () => {
    const statuses: number[] = [];
    statuses.push((await http().post('/api/login').send({ email: account.email, password: account.password })).status);
    for (let i = 0; i < 4; i++) statuses.push((await http().post('/api/login').send({ email: account.email, password: 'wrong password' })).status);
    statuses.push((await http().post('/api/login').send({ email: 'not-an-email' })).status);
    expect(statuses).toEqual([200, 401, 401, 401, 401, 400]);

    const blocked = await http().post('/api/login').send({ email: account.email, password: account.password }).expect(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('reads are not throttled', async () => {
    for (let i = 0; i < 20; i++) await http().get('/api/auth/user').expect(401);
    await http().get('/api/communities').expect(200);
  });
});
