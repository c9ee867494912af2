import { MemberProfileSchema } from '@cci/contracts';
import * as v from 'valibot';
import { ISO_DATE } from './auth-helpers';
import { signUp, memberAppForThisBlock } from './me-helpers';

describe('public member profiles: GET /api/members/:id (e2e)', () => {
  const t = memberAppForThisBlock();

  it('anyone sees first name and last initial, initials, bio, tags, time zone, approved communities and the date joined', async () => {
    const ada = await signUp(t, {
      firstName: 'Ada',
      lastName: 'lovelace',
      primaryCommunity: 'creatives',
      additionalCommunities: ['students', 'parents'],
    });
    await t
      .http()
      .patch('/api/me')
      .set('Cookie', ada.cookie)
      .send({ bio: 'Poetical science.', expertise: ['maths', 'engines'], timeZone: 'Europe/London' })
      .expect(200);
    await t.dataSource.query(
      `UPDATE user_communities SET status = 'pending' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'students')`,
      [ada.user.id],
    );
    await t.dataSource.query(
      `UPDATE user_communities SET status = 'rejected' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'parents')`,
      [ada.user.id],
    );

    const res = await t.http().get(`/api/members/${ada.user.id}`).expect(200); // no cookie: public
    expect(res.body).toEqual({
      id: ada.user.id,
      displayName: 'Ada L.',
      initials: 'AL',
      avatar: null,
      bio: 'Poetical science.',
      expertise: ['maths', 'engines'],
      timeZone: 'Europe/London',
      communities: [{ slug: 'creatives', name: 'Creatives' }],
      joinedAt: expect.stringMatching(ISO_DATE),
    });
    expect(Object.keys(res.body)).toEqual(Object.keys(MemberProfileSchema.entries));
    v.parse(MemberProfileSchema, res.body);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never contains the e-mail address or the full last name (checked on the raw text)', async () => {
    const zed = await signUp(t, { firstName: 'Zed', lastName: 'Quillfeatherstone' });
    const res = await t.http().get(`/api/members/${zed.user.id}`).set('Cookie', zed.cookie).expect(200);
    const email = zed.body.email;
    for (const secret of [email, email.split('@')[0], 'Quillfeatherstone', 'password', 'argon2']) expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/@/);
  });

  it('the primary community comes first, then by name', async () => {
    const bo = await signUp(t, { primaryCommunity: 'students', additionalCommunities: ['educators', 'creatives'] });
    const res = await t.http().get(`/api/members/${bo.user.id}`).expect(200);
    expect(res.body.communities.map((c: { slug: string }) => c.slug)).toEqual(['students', 'creatives', 'educators']);
  });

  it('unknown id → 404; malformed id → 400 (never 500)', async () => {
    const unknown = await t.http().get('/api/members/2147483647').expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, message: 'Member not found' });
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999', '1e3', '%00']) {
      const res = await t.http().get(`/api/members/${bad}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.message).toBe('id must be a positive integer');
    }
  });

  it('the OpenAPI document gives every member and account route its answers, bodies and schemas', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }>; requestBody?: object }>>;
    };
    const answers = (path: string, method: string) => Object.keys(doc.paths[path][method].responses).sort();
    expect({
      join: answers('/api/me/memberships', 'post'),
      leave: answers('/api/me/memberships/{slug}', 'delete'),
      primary: answers('/api/me/memberships/{slug}', 'patch'),
      account: answers('/api/me', 'get'),
      update: answers('/api/me', 'patch'),
      delete: answers('/api/me', 'delete'),
      export: answers('/api/me/export', 'get'),
      profile: answers('/api/members/{id}', 'get'),
    }).toEqual({
      join: ['201', '400', '401', '404', '409', '415'],
      leave: ['204', '401', '404', '409'],
      primary: ['200', '400', '401', '404', '409', '415'],
      account: ['200', '401'],
      update: ['200', '400', '401', '415'],
      delete: ['204', '400', '401', '415', '429'],
      export: ['200', '401'],
      profile: ['200', '400', '404'],
    });
    const ref = (path: string, method: string, status: string) =>
      JSON.stringify(doc.paths[path][method].responses[status].content ?? null).match(/schemas\/(\w+)/)?.[1];
    expect(ref('/api/members/{id}', 'get', '200')).toBe('MemberProfileDto');
    expect(ref('/api/me', 'get', '200')).toBe('AccountDto');
    expect(ref('/api/me/export', 'get', '200')).toBe('AccountExportDto');
    expect(ref('/api/me/memberships', 'post', '201')).toBe('MembershipSummaryDto');
    expect(JSON.stringify(doc.paths['/api/me']['patch'].requestBody)).toContain('UpdateAccountDto');
    expect(JSON.stringify(doc.paths['/api/me']['delete'].requestBody)).toContain('DeleteAccountDto');
  });
});
