import { DISCUSSION_MESSAGES, MEMBER_ADMIN_MESSAGES, RULE_MESSAGES } from '@cci/contracts';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { type Member, member, members, newSession, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

// The access probe's findings on suspensions, likes and reports, tried again as the probe tried them: each test fails without its fix.

describe('the access probe: suspensions, likes and reports (e2e)', () => {
  const t = memberAppForThisBlock({ ADMIN_PASSWORD });
  const http = () => t.http();
  let shared: string;
  beforeAll(async () => {
    shared = sidCookie(await http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });

  /** Members whose addresses are `local+1@domain`, `local+2@domain`, ...: one mailbox. */
  async function aliases(count: number, local = `alias${Date.now()}`): Promise<Member[]> {
    const list = await members(t, count);
    for (const [i, m] of list.entries())
      await t.dataSource.query('UPDATE users SET email = $2 WHERE id = $1', [m.id, `${local}+${i + 1}@Example.com`]);
    return list;
  }
  const ledgerOf = async (userId: number) =>
    (await t.dataSource.query(`SELECT reason, source_key AS "sourceKey" FROM points_ledger WHERE user_id = $1`, [userId])) as {
      reason: string;
      sourceKey: string;
    }[];
  const sessionsOf = async (userId: number) => (await t.dataSource.query('SELECT sid FROM sessions WHERE user_id = $1', [userId])).length;

  describe('finding 2: a suspension from the moderation queue ends every session; a suspended admin keeps nothing', () => {
    it("the queue's suspension ends the member's sessions: the open one can no longer like, report, edit, ask, publish or follow", async () => {
      const [author, other] = await members(t, 2);
      const thread = await postThread(t, author);
      const otherThread = await postThread(t, other);
      const [mentor] = await members(t, 1);
      const profile = (
        await http()
          .put('/api/me/mentor-profile')
          .set('Cookie', mentor.cookie)
          .send({ community: 'entrepreneurs', expertise: ['rag'], availability: 'high', maxMentees: 2 })
          .expect(200)
      ).body.profile.id as number;
      expect(await sessionsOf(author.id)).toBe(1);
      await http()
        .post(`/api/admin/moderation/posts/thread/${thread.id}`)
        .set('Cookie', shared)
        .send({ action: 'suspend', days: 7, reason: 'Spam' })
        .expect(200);
      expect(await sessionsOf(author.id)).toBe(0);
      const as = (req: ReturnType<ReturnType<typeof http>['put']>) => req.set('Cookie', author.cookie);
      await as(http().put(`/api/posts/thread/${otherThread.id}/like`)).expect(401);
      await as(http().post(`/api/posts/thread/${otherThread.id}/report`))
        .send({ reason: 'spam' })
        .expect(401);
      await as(http().patch('/api/me')).send({ bio: 'Still here' }).expect(401);
      await as(http().post(`/api/mentors/${profile}/requests`))
        .send({ goal: 'I want to learn to evaluate model answers.' })
        .expect(401);
      await as(http().put('/api/me/mentor-profile'))
        .send({ community: 'entrepreneurs', expertise: ['rag'], availability: 'high', maxMentees: 2 })
        .expect(401);
      await as(http().put(`/api/members/${other.id}/follow`)).expect(401);
      // Even a session made after the suspension (a sign-in racing it) signs in no one.
      await http()
        .patch('/api/me')
        .set('Cookie', await newSession(t, author.id))
        .send({ bio: 'Still here' })
        .expect(401);
    });

    it('a suspended admin loses the admin API at once, and no admin lifts their own suspension', async () => {
      const [ada, bo] = await members(t, 2);
      await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = ANY($1)`, [[ada.id, bo.id]]);
      await http().get('/api/admin/members').set('Cookie', ada.cookie).expect(200);
      await http().post(`/api/admin/members/${ada.id}/suspend`).set('Cookie', bo.cookie).send({ days: 7, reason: 'Abuse' }).expect(200);
      await http().get('/api/admin/members').set('Cookie', ada.cookie).expect(401);
      const raced = await newSession(t, ada.id);
      await http().get('/api/admin/members').set('Cookie', raced).expect(401);
      await http().post(`/api/admin/members/${ada.id}/unsuspend`).set('Cookie', raced).expect(401);
      // The guard aside, the service refuses anyone lifting their own suspension.
      const lift = await http().post(`/api/admin/members/${bo.id}/unsuspend`).set('Cookie', bo.cookie).expect(403);
      expect(lift.body.message).toBe(MEMBER_ADMIN_MESSAGES.selfLift);
      expect((await t.dataSource.query('SELECT suspended_until > now() AS s FROM users WHERE id = $1', [ada.id]))[0].s).toBe(true);
    });
  });

  describe('finding 4: likes pay points only from verified, unsuspended members of the community, a mailbox once', () => {
    it('likes from unverified, non-member and suspended accounts are refused and pay nothing', async () => {
      const [author, starter] = await members(t, 2);
      const thread = await postThread(t, starter);
      const reply = await postReply(t, author, thread.id);
      const unverified = await member(t, { verified: false });
      const outsider = await member(t, { communities: ['creatives'] });
      const suspended = await member(t);
      await t.dataSource.query(`UPDATE users SET suspended_until = now() + interval '7 days' WHERE id = $1`, [suspended.id]);
      const like = (m: Member) => http().put(`/api/posts/reply/${reply.id}/like`).set('Cookie', m.cookie);
      expect((await like(unverified).expect(403)).body.message).toBe(RULE_MESSAGES.unverified('like'));
      expect((await like(outsider).expect(403)).body.message).toBe(RULE_MESSAGES.notMember('like'));
      await like(suspended).expect(401);
      expect(await ledgerOf(author.id)).toEqual([]);
      expect((await t.dataSource.query('SELECT like_count AS n FROM replies WHERE id = $1', [reply.id]))[0].n).toBe(0);
    });

    it("a mailbox's +tag aliases pay one like, count once towards Helpful, and cannot like their own mailbox's posts", async () => {
      const [author, starter] = await members(t, 2);
      const thread = await postThread(t, starter);
      const reply = await postReply(t, author, thread.id);
      const farm = await aliases(4);
      for (const m of farm) await http().put(`/api/posts/reply/${reply.id}/like`).set('Cookie', m.cookie).expect(200);
      expect(await ledgerOf(author.id)).toEqual([{ reason: 'reply_liked', sourceKey: expect.stringMatching(/^reply:\d+:person:/) }]);
      // Ten aliases on ten posts are ten likes from one person per post: the Helpful badge needs ten people.
      const many = await aliases(10, `helpful${Date.now()}`);
      for (const m of many) await http().put(`/api/posts/thread/${thread.id}/like`).set('Cookie', m.cookie).expect(200);
      expect(await t.dataSource.query(`SELECT badge FROM member_badges WHERE user_id = $1 AND badge = 'helpful'`, [starter.id])).toEqual(
        [],
      );
      // The author's own alias is the author.
      const [self] = await aliases(1, 'selfish');
      await t.dataSource.query('UPDATE users SET email = $2 WHERE id = $1', [author.id, 'selfish+main@example.com']);
      const own = await http().put(`/api/posts/reply/${reply.id}/like`).set('Cookie', self.cookie).expect(403);
      expect(own.body.message).toBe(DISCUSSION_MESSAGES.ownPost);
    });
  });

  describe('finding 5: report-to-hide needs three people of the community, and new ones after a restore', () => {
    const report = (m: Member, id: number) =>
      http().post(`/api/posts/thread/${id}/report`).set('Cookie', m.cookie).send({ reason: 'spam' });
    const hidden = async (id: number) => (await t.dataSource.query('SELECT hidden FROM threads WHERE id = $1', [id]))[0].hidden as boolean;

    it('members of other communities may not report; a suspended member cannot', async () => {
      const [author] = await members(t, 1);
      const thread = await postThread(t, author);
      const outsiders = await members(t, 3, { communities: ['creatives'] });
      for (const o of outsiders) expect((await report(o, thread.id).expect(403)).body.message).toBe(RULE_MESSAGES.notMember('report'));
      const suspended = await member(t);
      await t.dataSource.query(`UPDATE users SET suspended_until = now() + interval '7 days' WHERE id = $1`, [suspended.id]);
      await report(suspended, thread.id).expect(401);
      expect(await hidden(thread.id)).toBe(false);
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM reports WHERE thread_id = $1', [thread.id]))[0].n).toBe(0);
    });

    it('three +tag aliases of one mailbox are one reporter: the post stays up', async () => {
      const [author] = await members(t, 1);
      const thread = await postThread(t, author);
      for (const a of await aliases(3, `reporter${Date.now()}`))
        expect((await report(a, thread.id).expect(201)).body).toEqual({ hidden: false });
      expect(await hidden(thread.id)).toBe(false);
    });

    it('after a moderator restores a post, the same three cannot hide it again; three new reporters can', async () => {
      const [author] = await members(t, 1);
      const thread = await postThread(t, author);
      const first = await members(t, 3);
      for (const r of first) await report(r, thread.id).expect(201);
      expect(await hidden(thread.id)).toBe(true);
      const restored = await http()
        .post(`/api/admin/moderation/posts/thread/${thread.id}`)
        .set('Cookie', shared)
        .send({ action: 'dismiss' })
        .expect(200);
      expect(restored.body.hidden).toBe(false);
      for (const r of first) expect((await report(r, thread.id).expect(201)).body).toEqual({ hidden: false });
      expect(await hidden(thread.id)).toBe(false);
      const fresh = await members(t, 3);
      expect((await report(fresh[0], thread.id).expect(201)).body).toEqual({ hidden: false });
      expect((await report(fresh[1], thread.id).expect(201)).body).toEqual({ hidden: false });
      expect((await report(fresh[2], thread.id).expect(201)).body).toEqual({ hidden: true });
    });
  });
});
