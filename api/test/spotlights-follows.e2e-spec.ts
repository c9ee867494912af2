import {
  type ActivityItem,
  type CommunityStats,
  FOLLOW_MESSAGES,
  type MyPoints,
  SPOTLIGHT_MESSAGES,
  type SpotlightView,
  type SuggestedConnection,
} from '@cci/contracts';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { type Member, member, members, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('spotlights, follows and suggested connections (e2e)', () => {
  const t = memberAppForThisBlock({ ADMIN_PASSWORD });
  let admin: string;
  beforeAll(async () => {
    admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });
  const story = 'I built a support assistant for my bakery that answers allergy questions in seconds, every day.';
  const submit = (m: Member, body: object = {}) =>
    t
      .http()
      .post('/api/spotlights')
      .set('Cookie', m.cookie)
      .send({
        community: 'entrepreneurs',
        title: 'An assistant for my bakery',
        story,
        aiToolsUsed: ['ChatGPT', 'Zapier'],
        results: 'Half the e-mails',
        ...body,
      });
  const review = (id: number, action: string) => t.http().post(`/api/admin/spotlights/${id}/review`).set('Cookie', admin).send({ action });

  it('a spotlight: submitted (pending), approved (shown), featured (+10 once, the Spotlight badge)', async () => {
    const m = await member(t);
    const s = (await submit(m).expect(201)).body as SpotlightView;
    expect(s).toMatchObject({ status: 'pending', featured: false, author: { id: m.id }, aiToolsUsed: ['ChatGPT', 'Zapier'] });
    expect((await submit(m).expect(409)).body.message).toBe(SPOTLIGHT_MESSAGES.pending);
    const listed = async () => (await t.http().get('/api/communities/entrepreneurs/spotlights').expect(200)).body as SpotlightView[];
    expect((await listed()).map((x) => x.id)).not.toContain(s.id);
    expect((await review(s.id, 'feature').expect(409)).body.message).toBe(SPOTLIGHT_MESSAGES.notApproved);
    const pending = (await t.http().get('/api/admin/spotlights?status=pending').set('Cookie', admin).expect(200)).body as SpotlightView[];
    expect(pending.map((x) => x.id)).toContain(s.id);
    await review(s.id, 'approve').expect(200);
    expect((await listed()).map((x) => x.id)).toContain(s.id);
    expect(((await t.http().get(`/api/members/${m.id}/spotlights`).expect(200)).body as SpotlightView[]).map((x) => x.id)).toEqual([s.id]);
    await review(s.id, 'feature').expect(200);
    await review(s.id, 'unfeature').expect(200);
    const again = (await review(s.id, 'feature').expect(200)).body as SpotlightView;
    expect(again.featured).toBe(true);
    const points = (await t.http().get('/api/me/points').set('Cookie', m.cookie).expect(200)).body as MyPoints;
    expect(points.total).toBe(10);
    expect(points.badges.map((b) => b.badge)).toContain('spotlight');
    // The spec's list (engagement prefetch) shows published spotlights.
    await t.http().get('/api/member-spotlights').expect(200);
  });

  it('bad input and access: short story 400, a visitor 401, a member reviewing 401, an unknown spotlight 404', async () => {
    const m = await member(t);
    await submit(m, { story: 'too short' }).expect(400);
    await t.http().post('/api/spotlights').send({}).expect(401);
    await t.http().post('/api/admin/spotlights/1/review').set('Cookie', m.cookie).send({ action: 'approve' }).expect(403);
    await review(999999, 'approve').expect(404);
    await review(1, 'promote').expect(400);
    await t.http().get('/api/admin/spotlights?status=other').set('Cookie', admin).expect(400);
    const outsider = await member(t, { communities: ['creatives'] });
    await submit(outsider).expect(403);
  });

  it('follows: Connect follows, their posts come first in my Feed; suggested connections rank shared expertise; self 400', async () => {
    const [me, pythonista, other] = await members(t, 3);
    await t.dataSource.query(`UPDATE users SET expertise = '{Zymurgy,"prompt engineering"}' WHERE id = $1`, [me.id]);
    await t.dataSource.query(`UPDATE users SET expertise = '{zymurgy,cooking}' WHERE id = $1`, [pythonista.id]);
    const suggested = (await t.http().get('/api/communities/entrepreneurs/suggested-connections').set('Cookie', me.cookie).expect(200))
      .body as SuggestedConnection[];
    expect(suggested[0]).toMatchObject({ member: { id: pythonista.id }, shared: ['zymurgy'], line: 'Shares: zymurgy' });
    expect(suggested.length).toBeLessThanOrEqual(3);
    expect(suggested.map((s) => s.member.id)).not.toContain(me.id);
    await t.http().put(`/api/members/${pythonista.id}/follow`).set('Cookie', me.cookie).expect(204);
    await t.http().put(`/api/members/${pythonista.id}/follow`).set('Cookie', me.cookie).expect(204);
    expect((await t.http().get('/api/me/following').set('Cookie', me.cookie).expect(200)).body.ids).toEqual([pythonista.id]);
    const after = (await t.http().get('/api/communities/entrepreneurs/suggested-connections').set('Cookie', me.cookie).expect(200))
      .body as SuggestedConnection[];
    expect(after.map((s) => s.member.id)).not.toContain(pythonista.id);
    const followedThread = await postThread(t, pythonista, { title: 'Python tips from someone I follow' });
    await postThread(t, other, { title: 'A newer thread by someone else' });
    const top = (await t.http().get('/api/communities/entrepreneurs/activity/following').set('Cookie', me.cookie).expect(200))
      .body as ActivityItem[];
    expect(top.map((i) => i.threadId)).toEqual([followedThread.id]);
    expect((await t.http().put(`/api/members/${me.id}/follow`).set('Cookie', me.cookie).expect(400)).body.message).toBe(
      FOLLOW_MESSAGES.self,
    );
    await t.http().put('/api/members/99999999/follow').set('Cookie', me.cookie).expect(404);
    await t.http().put(`/api/members/${pythonista.id}/follow`).expect(401);
    await t.http().delete(`/api/members/${pythonista.id}/follow`).set('Cookie', me.cookie).expect(204);
    expect((await t.http().get('/api/me/following').set('Cookie', me.cookie).expect(200)).body.ids).toEqual([]);
  });

  it('Community Stats count the challenges running now', async () => {
    const before = ((await t.http().get('/api/communities/entrepreneurs/stats').expect(200)).body as CommunityStats).activeChallenges;
    await t
      .http()
      .post('/api/challenges')
      .set('Cookie', admin)
      .send({
        community: 'entrepreneurs',
        title: 'Running now',
        brief: 'A challenge that is running right now.',
        startsAt: new Date(Date.now() - 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .expect(201);
    const now = (await t.http().get('/api/communities/entrepreneurs/stats').expect(200)).body as CommunityStats;
    expect(now.activeChallenges).toBe(before + 1);
  });
});
