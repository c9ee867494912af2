import { registration, setCookies, sidCookie, sidSetCookie } from './auth-helpers';
import { appForThisBlock } from './support';

// NODE_ENV=production (trustProxy on, Secure cookie) with MEMBER_APPROVAL=required: an app of its own.
describe('auth in production, with member approval required (e2e)', () => {
  const t = appForThisBlock({
    env: { NODE_ENV: 'production', MEMBER_APPROVAL: 'required', ADMIN_PASSWORD: 'production-admin-password' },
  });
  const { http } = t;

  it('behind the HTTPS gateway the session cookie is Secure (and still HttpOnly, SameSite=Lax)', async () => {
    const res = await http().post('/api/register').set('X-Forwarded-Proto', 'https').send(registration()).expect(201);
    const line = sidSetCookie(res)!;
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    await http().get('/api/auth/user').set('X-Forwarded-Proto', 'https').set('Cookie', sidCookie(res)).expect(200);

    const out = await http().post('/api/logout').set('X-Forwarded-Proto', 'https').set('Cookie', sidCookie(res)).expect(204);
    expect(sidSetCookie(out)).toMatch(/^sid=;.*Secure/);
  });

  it('memberships start pending when MEMBER_APPROVAL=required', async () => {
    const res = await http()
      .post('/api/register')
      .set('X-Forwarded-Proto', 'https')
      .send(registration({ primaryCommunity: 'seniors', additionalCommunities: ['parents'] }))
      .expect(201);
    const rows = await t.dataSource.query('SELECT status, is_primary FROM user_communities WHERE user_id = $1 ORDER BY is_primary DESC', [
      res.body.id,
    ]);
    expect(rows).toEqual([
      { status: 'pending', is_primary: true },
      { status: 'pending', is_primary: false },
    ]);
  });

  it('over plain http the cookie is Secure all the same (a browser on plain http does not keep it)', async () => {
    const res = await http().post('/api/register').send(registration()).expect(201);
    expect(setCookies(res)).toHaveLength(1);
    expect(sidSetCookie(res)).toMatch(/; Secure/);
  });
});
