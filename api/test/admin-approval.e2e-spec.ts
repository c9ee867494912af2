import { ADMIN_PASSWORD, adminAppForThisBlock } from './admin-helpers';
import { ISO_DATE, registration, sidCookie } from './auth-helpers';

// MEMBER_APPROVAL=required: every new membership waits for an admin. An app of its own.
describe('admin API: membership approval with MEMBER_APPROVAL=required (e2e)', () => {
  const t = adminAppForThisBlock({ env: { MEMBER_APPROVAL: 'required' } });
  let admin: string;
  const { http } = t;
  const statusOf = async (id: number) => (await t.dataSource.query('SELECT status FROM user_communities WHERE id = $1', [id]))[0]?.status;
  const pending = async () =>
    (await http().get('/api/admin/pending-members').set('Cookie', admin).expect(200)).body as {
      id: number;
      email: string;
      status: string;
    }[];
  const stats = async () => (await http().get('/api/admin/stats').set('Cookie', admin).expect(200)).body as { pendingMembers: number };

  /** A member of `primary` (+ `additional`), with the session cookie and the membership ids by slug. */
  async function member(firstName: string, primary: string, additional: string[] = []) {
    const res = await http()
      .post('/api/register')
      .send(registration({ firstName, lastName: 'Tester', primaryCommunity: primary, additionalCommunities: additional }))
      .expect(201);
    const rows: { id: number; slug: string }[] = await t.dataSource.query(
      'SELECT uc.id, c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1',
      [res.body.id],
    );
    return {
      user: res.body,
      cookie: sidCookie(res),
      membership: Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<string, number>,
    };
  }

  beforeAll(async () => {
    admin = sidCookie(await http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });

  it('registering creates pending memberships, listed oldest first with name, e-mail, community, date and status', async () => {
    const before = (await stats()).pendingMembers;
    const ada = await member('Ada', 'educators', ['parents']);
    const bob = await member('Bob', 'seniors');
    const rows = await t.dataSource.query('SELECT status FROM user_communities WHERE user_id = ANY($1)', [[ada.user.id, bob.user.id]]);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending', 'pending']);

    const list = await pending();
    const ours = list.filter((p) => [ada.user.email, bob.user.email].includes(p.email));
    expect(ours.map((p) => p.email)).toEqual([ada.user.email, ada.user.email, bob.user.email]); // oldest first
    expect(ours.find((p) => p.id === ada.membership.educators)).toEqual({
      id: ada.membership.educators,
      userId: ada.user.id,
      name: 'Ada Tester',
      email: ada.user.email,
      community: 'Educators',
      appliedAt: expect.stringMatching(ISO_DATE),
      status: 'pending',
    });
    expect((await stats()).pendingMembers).toBe(before + 3);
  });

  it('the member sees "pending" through GET /api/me/memberships (primary first); signed out it is 401', async () => {
    const cy = await member('Cy', 'students', ['creatives', 'parents']);
    const res = await http().get('/api/me/memberships').set('Cookie', cy.cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual([
      { communityId: expect.any(Number), slug: 'students', name: 'Students', status: 'pending', isPrimary: true },
      { communityId: expect.any(Number), slug: 'creatives', name: 'Creatives', status: 'pending', isPrimary: false },
      { communityId: expect.any(Number), slug: 'parents', name: 'Parents', status: 'pending', isPrimary: false },
    ]);
    await http().get('/api/me/memberships').expect(401);
    // The admin mark alone is not a member.
    await http().get('/api/me/memberships').set('Cookie', admin).expect(401);
  });

  it('approve: 200 with the new status, stored, gone from the queue and the counter; idempotent', async () => {
    const dee = await member('Dee', 'creatives');
    const id = dee.membership.creatives;
    const before = (await stats()).pendingMembers;
    const res = await http().post(`/api/admin/approve-member/${id}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({
      id,
      userId: dee.user.id,
      name: 'Dee Tester',
      email: dee.user.email,
      community: 'Creatives',
      status: 'approved',
    });
    expect(await statusOf(id)).toBe('approved');
    expect((await pending()).map((p) => p.id)).not.toContain(id);
    expect((await stats()).pendingMembers).toBe(before - 1);
    // twice is fine
    expect((await http().post(`/api/admin/approve-member/${id}`).set('Cookie', admin).expect(200)).body.status).toBe('approved');
    expect((await stats()).pendingMembers).toBe(before - 1);
    const mine = await http().get('/api/me/memberships').set('Cookie', dee.cookie).expect(200);
    expect(mine.body[0]).toMatchObject({ slug: 'creatives', status: 'approved' });
  });

  it('reject: 200 with status rejected, stored, out of the queue; idempotent; the member sees "rejected"', async () => {
    const eve = await member('Eve', 'parents', ['seniors']);
    const id = eve.membership.seniors;
    const res = await http().post(`/api/admin/reject-member/${id}`).set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ id, status: 'rejected', community: 'Seniors' });
    expect(await statusOf(id)).toBe('rejected');
    expect(await statusOf(eve.membership.parents)).toBe('pending'); // only that membership
    await http().post(`/api/admin/reject-member/${id}`).set('Cookie', admin).expect(200);
    const queue = (await pending()).map((p) => p.id);
    expect(queue).not.toContain(id);
    expect(queue).toContain(eve.membership.parents);
    const mine = await http().get('/api/me/memberships').set('Cookie', eve.cookie).expect(200);
    expect(mine.body.map((m: { slug: string; status: string }) => [m.slug, m.status])).toEqual([
      ['parents', 'pending'],
      ['seniors', 'rejected'],
    ]);
    // and an admin may change their mind
    expect((await http().post(`/api/admin/approve-member/${id}`).set('Cookie', admin).expect(200)).body.status).toBe('approved');
  });

  it('approve / reject need the admin mark: a member cannot approve themselves', async () => {
    const fay = await member('Fay', 'entrepreneurs');
    await http().post(`/api/admin/approve-member/${fay.membership.entrepreneurs}`).set('Cookie', fay.cookie).expect(403);
    expect(await statusOf(fay.membership.entrepreneurs)).toBe('pending');
  });
});
