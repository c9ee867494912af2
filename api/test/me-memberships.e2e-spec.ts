import { ACCOUNT_MESSAGES, type MembershipSummary } from '@cci/contracts';
import { registration } from './auth-helpers';
import { memberAppForThisBlock, memberCountOf, signUp, startMemberApp } from './me-helpers';
import { eventually, freshDatabase } from './support';

const slugsOf = (list: MembershipSummary[]) => list.map((m) => `${m.slug}:${m.status}${m.isPrimary ? ':primary' : ''}`);

describe('memberships: join, leave, make primary (e2e)', () => {
  const t = memberAppForThisBlock();
  const mine = async (cookie: string) =>
    (await t.http().get('/api/me/memberships').set('Cookie', cookie).expect(200)).body as MembershipSummary[];
  const primaries = async (userId: number): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM user_communities WHERE user_id = $1 AND is_primary', [userId]))[0].n;

  it('signed out, every membership route is 401', async () => {
    await t.http().get('/api/me/memberships').expect(401);
    await t.http().post('/api/me/memberships').send({ community: 'creatives' }).expect(401);
    await t.http().delete('/api/me/memberships/creatives').expect(401);
    await t.http().patch('/api/me/memberships/creatives').send({ primary: true }).expect(401);
  });

  it('join → 201 approved, not primary; listed primary first; the community counts one member more', async () => {
    const ada = await signUp(t);
    const before = await memberCountOf(t, 'creatives');
    const res = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 'creatives' }).expect(201);
    expect(res.body).toEqual({
      communityId: expect.any(Number),
      slug: 'creatives',
      name: 'Creatives',
      status: 'approved',
      isPrimary: false,
    });
    expect(slugsOf(await mine(ada.cookie))).toEqual(['entrepreneurs:approved:primary', 'creatives:approved']);
    await eventually(async () => expect(await memberCountOf(t, 'creatives')).toBe(before + 1), 3000);
  });

  it('join: unknown slug → 404, malformed slug → 400, missing → 400 with the field message', async () => {
    const ada = await signUp(t);
    const unknown = await t
      .http()
      .post('/api/me/memberships')
      .set('Cookie', ada.cookie)
      .send({ community: 'no-such-community' })
      .expect(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, message: 'Community not found' });
    const bad = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 'Not A Slug!' }).expect(400);
    expect(bad.body.errors).toEqual({ community: ACCOUNT_MESSAGES.community });
    const missing = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({}).expect(400);
    expect(missing.body.errors).toEqual({ community: ACCOUNT_MESSAGES.community });
    const wrongType = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 7 }).expect(400);
    expect(wrongType.body.errors).toEqual({ community: ACCOUNT_MESSAGES.community });
    expect(slugsOf(await mine(ada.cookie))).toEqual(['entrepreneurs:approved:primary']);
  });

  it('joining twice → 409 alreadyMember (also the primary one); two concurrent joins: one 201, one 409', async () => {
    const ada = await signUp(t);
    const join = (community: string) => t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community });
    const primary = await join('entrepreneurs').expect(409);
    expect(primary.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.alreadyMember });
    await join('educators').expect(201);
    expect((await join('educators').expect(409)).body.message).toBe(ACCOUNT_MESSAGES.alreadyMember);

    const statuses = (await Promise.all([join('students'), join('students'), join('students')])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1 AND c.slug = 'students'`,
      [ada.user.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a member without a primary community gets one with the first join; concurrent joins never make two', async () => {
    const bo = await signUp(t);
    await t.dataSource.query('DELETE FROM user_communities WHERE user_id = $1', [bo.user.id]);
    const join = (community: string) => t.http().post('/api/me/memberships').set('Cookie', bo.cookie).send({ community });
    const results = await Promise.all([join('creatives'), join('parents'), join('seniors')]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.filter((r) => r.body.isPrimary)).toHaveLength(1);
    expect(await primaries(bo.user.id)).toBe(1);
    const session = (await t.http().get('/api/auth/user').set('Cookie', bo.cookie).expect(200)).body;
    expect(session.primaryCommunity).toBe(results.find((r) => r.body.isPrimary)!.body.slug);
  });

  it('leave → 204 and the count goes down; the primary one → 409; a non-member or unknown community → 404', async () => {
    const ada = await signUp(t, { additionalCommunities: ['creatives'] });
    const before = await memberCountOf(t, 'creatives');
    await t.http().delete('/api/me/memberships/creatives').set('Cookie', ada.cookie).expect(204);
    expect(slugsOf(await mine(ada.cookie))).toEqual(['entrepreneurs:approved:primary']);
    await eventually(async () => expect(await memberCountOf(t, 'creatives')).toBe(before - 1), 3000);

    const primary = await t.http().delete('/api/me/memberships/entrepreneurs').set('Cookie', ada.cookie).expect(409);
    expect(primary.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.leavePrimary });
    const notMember = await t.http().delete('/api/me/memberships/creatives').set('Cookie', ada.cookie).expect(404);
    expect(notMember.body.message).toBe(ACCOUNT_MESSAGES.notMember);
    const unknown = await t.http().delete('/api/me/memberships/no-such-community').set('Cookie', ada.cookie).expect(404);
    expect(unknown.body.message).toBe('Community not found');
    await t.http().delete('/api/me/memberships/NOT%20a%20slug').set('Cookie', ada.cookie).expect(404);
    expect(slugsOf(await mine(ada.cookie))).toEqual(['entrepreneurs:approved:primary']);
  });

  it('make primary → 200 with every membership, the new primary first; My Dashboard follows; the old one can then be left', async () => {
    const ada = await signUp(t, { additionalCommunities: ['creatives', 'educators'] });
    const res = await t.http().patch('/api/me/memberships/educators').set('Cookie', ada.cookie).send({ primary: true }).expect(200);
    expect(slugsOf(res.body)).toEqual(['educators:approved:primary', 'creatives:approved', 'entrepreneurs:approved']);
    expect((await t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200)).body.primaryCommunity).toBe('educators');
    // Again: nothing changes.
    const again = await t.http().patch('/api/me/memberships/educators').set('Cookie', ada.cookie).send({ primary: true }).expect(200);
    expect(slugsOf(again.body)).toEqual(slugsOf(res.body));
    await t.http().delete('/api/me/memberships/entrepreneurs').set('Cookie', ada.cookie).expect(204);
    expect(slugsOf(await mine(ada.cookie))).toEqual(['educators:approved:primary', 'creatives:approved']);
  });

  it('make primary: body other than {primary: true} → 400; unknown community / non-member → 404', async () => {
    const ada = await signUp(t);
    for (const body of [{ primary: false }, {}, { primary: 'true' }, { primary: 1 }]) {
      const res = await t.http().patch('/api/me/memberships/entrepreneurs').set('Cookie', ada.cookie).send(body).expect(400);
      expect(res.body.errors).toEqual({ primary: ACCOUNT_MESSAGES.primaryTrue });
    }
    const unknown = await t.http().patch('/api/me/memberships/no-such-community').set('Cookie', ada.cookie).send({ primary: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Community not found');
    const notMember = await t.http().patch('/api/me/memberships/creatives').set('Cookie', ada.cookie).send({ primary: true });
    expect(notMember.status).toBe(404);
    expect(notMember.body.message).toBe(ACCOUNT_MESSAGES.notMember);
  });

  it('concurrent make-primary requests leave exactly one primary (the member rows are locked)', async () => {
    const slugs = ['creatives', 'educators', 'students', 'parents', 'seniors'];
    const ada = await signUp(t, { additionalCommunities: slugs });
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(
        slugs.map((slug) => t.http().patch(`/api/me/memberships/${slug}`).set('Cookie', ada.cookie).send({ primary: true })),
      );
      expect(results.map((r) => r.status)).toEqual(slugs.map(() => 200));
      for (const r of results) expect((r.body as MembershipSummary[]).filter((m) => m.isPrimary)).toHaveLength(1);
      expect(await primaries(ada.user.id)).toBe(1);
    }
  });

  it('concurrent registrations naming the same communities in opposite orders all succeed, and each counts once', async () => {
    const slugs = ['educators', 'seniors', 'parents'];
    const before = await Promise.all(slugs.map((slug) => memberCountOf(t, slug)));
    const bodies = Array.from({ length: 8 }, (_, i) => {
      const order = i % 2 ? [...slugs].reverse() : slugs;
      return registration({ primaryCommunity: order[0], additionalCommunities: order.slice(1) });
    });
    const results = await Promise.all(bodies.map((body) => t.http().post('/api/register').send(body)));
    expect(results.map((r) => r.status)).toEqual(bodies.map(() => 201));
    await eventually(
      async () => expect(await Promise.all(slugs.map((slug) => memberCountOf(t, slug)))).toEqual(before.map((n) => n + 8)),
      3000,
    );
  });

  it('a rejected membership can be left, and joined again (approved at once with MEMBER_APPROVAL=auto)', async () => {
    const ada = await signUp(t, { additionalCommunities: ['parents'] });
    await t.dataSource.query(
      `UPDATE user_communities SET status = 'rejected' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'parents')`,
      [ada.user.id],
    );
    const notApproved = await t.http().patch('/api/me/memberships/parents').set('Cookie', ada.cookie).send({ primary: true }).expect(409);
    expect(notApproved.body.message).toBe(ACCOUNT_MESSAGES.primaryNotApproved);
    await t.http().delete('/api/me/memberships/parents').set('Cookie', ada.cookie).expect(204);
    const again = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 'parents' }).expect(201);
    expect(again.body.status).toBe('approved');
  });
});

describe('memberships with MEMBER_APPROVAL=required (e2e)', () => {
  const t = memberAppForThisBlock({ MEMBER_APPROVAL: 'required' });

  it('a join is pending, does not count, cannot be made primary (409), and counts once approved', async () => {
    const ada = await signUp(t);
    const before = await memberCountOf(t, 'students');
    const res = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 'students' }).expect(201);
    expect(res.body).toMatchObject({ slug: 'students', status: 'pending', isPrimary: false });
    const pending = await t.http().patch('/api/me/memberships/students').set('Cookie', ada.cookie).send({ primary: true }).expect(409);
    expect(pending.body).toMatchObject({ statusCode: 409, message: ACCOUNT_MESSAGES.primaryNotApproved });
    expect(await memberCountOf(t, 'students')).toBe(before);

    await t.dataSource.query(
      `UPDATE user_communities SET status = 'approved' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'students')`,
      [ada.user.id],
    );
    await eventually(async () => expect(await memberCountOf(t, 'students')).toBe(before + 1), 3000);
    // Rejected after all: it no longer counts; left, then joined again: pending once more.
    await t.dataSource.query(
      `UPDATE user_communities SET status = 'rejected' WHERE user_id = $1 AND community_id = (SELECT id FROM communities WHERE slug = 'students')`,
      [ada.user.id],
    );
    await eventually(async () => expect(await memberCountOf(t, 'students')).toBe(before), 3000);
    await t.http().delete('/api/me/memberships/students').set('Cookie', ada.cookie).expect(204);
    const again = await t.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 'students' }).expect(201);
    expect(again.body.status).toBe('pending');
    expect(await memberCountOf(t, 'students')).toBe(before);
  });
});

describe('member counts on two replicas of one database (e2e)', () => {
  it('a join on one replica changes the count the other one serves from its cache', async () => {
    const db = await freshDatabase();
    const a = await startMemberApp(db.url);
    const b = await startMemberApp(db.url);
    try {
      const before = await memberCountOf(b, 'seniors'); // now cached on b
      expect(await memberCountOf(b, 'seniors')).toBe(before);
      const ada = await signUp(a);
      await a.http().post('/api/me/memberships').set('Cookie', ada.cookie).send({ community: 'seniors' }).expect(201);
      await eventually(async () => expect(await memberCountOf(b, 'seniors')).toBe(before + 1), 3000);
      await a.http().delete('/api/me/memberships/seniors').set('Cookie', ada.cookie).expect(204);
      await eventually(async () => expect(await memberCountOf(b, 'seniors')).toBe(before), 3000);
    } finally {
      await a.close();
      await b.close();
      await db.drop();
    }
  });
});
