import {
  AUTO_HIDE_REPORTS,
  DISCUSSION_MESSAGES,
  type ModerationItem,
  type NotificationList,
  type ThreadPage,
  RULE_MESSAGES,
} from '@cci/contracts';
import { AUTHOR_GONE, NO_OPEN_REPORTS, SUSPENSION_DAYS_MESSAGE } from '../src/moderation/moderation.service';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sessionIdOf, sidCookie } from './auth-helpers';
import { type Member, member, members, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

// Reports and moderation: report → review → action → outcome notification.

describe('reports and moderation (e2e)', () => {
  const t = memberAppForThisBlock({ ADMIN_PASSWORD });
  const report = (m: Member | null, kind: string, id: number | string, body: object = { reason: 'spam' }) => {
    const req = t.http().post(`/api/posts/${kind}/${id}/report`);
    return (m ? req.set('Cookie', m.cookie) : req).send(body);
  };
  let admin: string;
  beforeAll(async () => {
    admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });
  const moderate = (kind: string, id: number | string, body: object, cookie = admin) =>
    t.http().post(`/api/admin/moderation/posts/${kind}/${id}`).set('Cookie', cookie).send(body);
  const queue = async (): Promise<ModerationItem[]> =>
    (await t.http().get('/api/admin/moderation/reports').set('Cookie', admin).expect(200)).body;
  const threadRow = async (id: number) =>
    (
      await t.dataSource.query(
        'SELECT hidden, hidden_reason AS "hiddenReason", deleted_at IS NOT NULL AS deleted, locked FROM threads WHERE id = $1',
        [id],
      )
    )[0];
  const replyRow = async (id: number) =>
    (
      await t.dataSource.query(
        'SELECT hidden, hidden_reason AS "hiddenReason", deleted_at IS NOT NULL AS deleted FROM replies WHERE id = $1',
        [id],
      )
    )[0];
  const notificationsOf = async (threadId: number) =>
    (await t.dataSource.query(
      `SELECT user_id AS "userId", kind, reply_id AS "replyId", text FROM notifications
        WHERE thread_id = $1 AND kind IN ('moderation', 'report-outcome') ORDER BY id`,
      [threadId],
    )) as { userId: number; kind: string; replyId: number | null; text: string }[];
  const lastLiveChange = async (threadId: number) =>
    (await t.dataSource.query(`SELECT event FROM live_events WHERE thread_id = $1 ORDER BY id DESC LIMIT 1`, [threadId]))[0]?.event;
  const openReports = async (column: 'thread_id' | 'reply_id', id: number) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM reports WHERE ${column} = $1 AND resolved_at IS NULL`, [id]))[0].n;

  /** A thread by `author`, reported by `count` other members (distinct): the thread and the reporters. */
  async function reportedThread(count: number, title = 'A reported thread') {
    const author = await member(t, { firstName: 'Ann', lastName: 'Author' });
    const thread = await postThread(t, author, { title });
    const reporters = await members(t, count, { firstName: 'Rita', lastName: 'Reporter' });
    for (const r of reporters) await report(r, 'thread', thread.id, { reason: 'spam', note: 'Looks like an ad' }).expect(201);
    return { author, thread, reporters };
  }

  describe('POST /api/posts/:kind/:id/report', () => {
    it('401 for a visitor', async () => {
      const ann = await member(t);
      const thread = await postThread(t, ann);
      expect((await report(null, 'thread', thread.id).expect(401)).body.message).toBe(DISCUSSION_MESSAGES.signIn);
    });

    it('403 for a member whose e-mail is not confirmed (a report counts towards hiding a post)', async () => {
      const ann = await member(t);
      const thread = await postThread(t, ann);
      const fresh = await member(t, { verified: false });
      expect((await report(fresh, 'thread', thread.id).expect(403)).body.message).toBe(RULE_MESSAGES.unverified('report'));
      expect(await openReports('thread_id', thread.id)).toBe(0);
    });

    it('400 for a bad kind, id or body', async () => {
      const bob = await member(t);
      expect((await report(bob, 'post', 1).expect(400)).body.message).toBe('kind must be thread or reply');
      for (const id of ['0', 'abc', '99999999999']) await report(bob, 'thread', id).expect(400);
      const bad = [{}, { reason: 'rude' }, { reason: 'spam', note: 'x'.repeat(501) }, { reason: 'spam', note: 5 }];
      for (const body of bad) {
        const res = await report(bob, 'thread', 1, body).expect(400);
        expect(res.body.errors).toBeDefined();
      }
      expect((await report(bob, 'thread', 1, { reason: 'rude' }).expect(400)).body.errors.reason).toBe(DISCUSSION_MESSAGES.reason);
    });

    it('404 for an unknown or deleted post', async () => {
      const [ann, bob] = await members(t, 2);
      expect((await report(bob, 'thread', 999_999).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      expect((await report(bob, 'reply', 999_999).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.replyNotFound);
      const thread = await postThread(t, ann);
      const reply = await postReply(t, ann, thread.id);
      await t.http().delete(`/api/replies/${reply.id}`).set('Cookie', ann.cookie).expect(204);
      await report(bob, 'reply', reply.id).expect(404);
    });

    it('403 on your own post; 201 once, then 409 while the report is open', async () => {
      const [ann, bob] = await members(t, 2);
      const thread = await postThread(t, ann);
      const reply = await postReply(t, ann, thread.id);
      expect((await report(ann, 'reply', reply.id).expect(403)).body.message).toBe(DISCUSSION_MESSAGES.ownPost);
      expect((await report(bob, 'reply', reply.id, { reason: 'harassment', note: '  rude  ' }).expect(201)).body).toEqual({
        hidden: false,
      });
      expect((await report(bob, 'reply', reply.id).expect(409)).body.message).toBe(DISCUSSION_MESSAGES.alreadyReported);
      const rows = await t.dataSource.query('SELECT reporter_id, reason, note FROM reports WHERE reply_id = $1', [reply.id]);
      expect(rows).toEqual([{ reporter_id: bob.id, reason: 'harassment', note: 'rude' }]);
    });

    it(`hides a post reported by ${AUTO_HIDE_REPORTS} distinct members, until reviewed, and says so live`, async () => {
      const { author, thread, reporters } = await reportedThread(AUTO_HIDE_REPORTS - 1);
      expect(await threadRow(thread.id)).toMatchObject({ hidden: false });
      const third = await member(t);
      expect((await report(third, 'thread', thread.id).expect(201)).body).toEqual({ hidden: true });
      expect(await threadRow(thread.id)).toMatchObject({ hidden: true, hiddenReason: DISCUSSION_MESSAGES.hiddenByReports });
      expect(await lastLiveChange(thread.id)).toMatchObject({ type: 'thread', threadId: thread.id, change: 'hide' });
      // Others no longer find it; its author sees why.
      await t.http().get(`/api/threads/${thread.id}`).set('Cookie', reporters[0].cookie).expect(404);
      const own = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', author.cookie).expect(200)).body as ThreadPage;
      expect(own.thread).toMatchObject({ hidden: true, hiddenReason: DISCUSSION_MESSAGES.hiddenByReports });
      expect(own.thread.body).not.toBe('');
    });

    it('counts distinct members under concurrency: parallel reports hide once; one member in parallel reports once', async () => {
      const ann = await member(t);
      const thread = await postThread(t, ann);
      const reply = await postReply(t, ann, thread.id);
      const many = await members(t, 6);
      const answers = await Promise.all(many.map((m) => report(m, 'reply', reply.id)));
      expect(answers.map((a) => a.status)).toEqual(many.map(() => 201));
      // Settled one at a time under the post's lock: the 3rd report hides it, the later ones find it hidden.
      expect(answers.filter((a) => a.body.hidden).length).toBe(many.length - AUTO_HIDE_REPORTS + 1);
      expect(await replyRow(reply.id)).toMatchObject({ hidden: true, hiddenReason: DISCUSSION_MESSAGES.hiddenByReports });
      const hides = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM live_events WHERE thread_id = $1 AND event->>'change' = 'hide'`,
        [thread.id],
      );
      expect(hides[0].n).toBe(1);

      const other = await postReply(t, ann, thread.id);
      const bob = await member(t);
      const same = await Promise.all(Array.from({ length: 5 }, () => report(bob, 'reply', other.id)));
      expect(same.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await openReports('reply_id', other.id)).toBe(1);
    });
  });

  describe('the admin API', () => {
    it('401 for a visitor, 403 for a member', async () => {
      const bob = await member(t);
      await t.http().get('/api/admin/moderation/reports').expect(401);
      await t.http().get('/api/admin/moderation/reports').set('Cookie', bob.cookie).expect(403);
      await t.http().post('/api/admin/moderation/posts/thread/1').send({ action: 'hide' }).expect(401);
      await moderate('thread', 1, { action: 'hide' }, bob.cookie).expect(403);
    });

    it('the queue: open reports grouped by post, oldest first, with the post (hidden too), its context and reports', async () => {
      const { author, thread, reporters } = await reportedThread(AUTO_HIDE_REPORTS - 1, 'Queue: the first reported');
      const bob = await member(t, { firstName: 'Bob', lastName: 'Before' });
      const before = await postReply(t, bob, thread.id, { body: 'The reply just before the reported one' });
      const reply = await postReply(t, author, thread.id, { body: 'A rude reply' });
      // The last report hides the thread: after the replies and their report (a hidden thread takes no replies and no
      // reports).
      const rita = reporters[0];
      await report(rita, 'reply', reply.id, { reason: 'harassment' }).expect(201);
      const last = await member(t, { firstName: 'Rita', lastName: 'Reporter' });
      await report(last, 'thread', thread.id, { reason: 'spam', note: 'Looks like an ad' }).expect(201);
      const items = (await queue()).filter((i) => i.post.threadId === thread.id);
      expect(items.map((i) => `${i.post.kind}:${i.post.id}`)).toEqual([`thread:${thread.id}`, `reply:${reply.id}`]);
      const [first, second] = items;
      expect(first).toMatchObject({
        post: { kind: 'thread', id: thread.id, threadId: thread.id, threadTitle: 'Queue: the first reported', community: 'entrepreneurs' },
        author: { id: author.id, displayName: 'Ann A.' },
        body: thread.body,
        bodyHtml: thread.bodyHtml,
        hidden: true,
        deleted: false,
        locked: false,
        context: null,
      });
      expect(first.reports).toHaveLength(AUTO_HIDE_REPORTS);
      expect(first.reports[0]).toEqual({
        reason: 'spam',
        note: 'Looks like an ad',
        reporter: { id: reporters[0].id, displayName: 'Rita R.', initials: 'RR', avatar: null },
        createdAt: expect.any(String),
      });
      expect(first.firstReportedAt).toBe(first.reports[0].createdAt);
      expect(second).toMatchObject({
        post: { kind: 'reply', id: reply.id, threadId: thread.id },
        body: 'A rude reply',
        hidden: false,
        context: { author: { id: bob.id, displayName: 'Bob B.' }, excerpt: 'The reply just before the reported one' },
        reports: [{ reason: 'harassment', note: '', reporter: { id: rita.id } }],
      });
      expect(before.id).toBeLessThan(reply.id);
      // The oldest waiting post comes first in the whole queue.
      const all = await queue();
      const times = all.map((i) => i.firstReportedAt);
      expect([...times].sort()).toEqual(times);
    });

    it('400 for a bad action, kind, id or suspension length; 404 unknown post; 409 dismiss without open reports', async () => {
      const ann = await member(t);
      const thread = await postThread(t, ann);
      expect((await moderate('thread', thread.id, { action: 'ban' }).expect(400)).body.errors.action).toBeDefined();
      await moderate('post', thread.id, { action: 'hide' }).expect(400);
      await moderate('thread', 'x', { action: 'hide' }).expect(400);
      expect((await moderate('thread', thread.id, { action: 'suspend' }).expect(400)).body.errors).toEqual({
        days: SUSPENSION_DAYS_MESSAGE,
      });
      for (const days of [6, 31, 7.5, '7'])
        expect((await moderate('thread', thread.id, { action: 'suspend', days }).expect(400)).body.errors.days).toBeDefined();
      await moderate('thread', thread.id, { action: 'hide', reason: 'x'.repeat(501) }).expect(400);
      expect((await moderate('thread', 999_999, { action: 'hide' }).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      expect((await moderate('reply', 999_999, { action: 'hide' }).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.replyNotFound);
      expect((await moderate('thread', thread.id, { action: 'dismiss' }).expect(409)).body.message).toBe(NO_OPEN_REPORTS);
      expect(await threadRow(thread.id)).toMatchObject({ hidden: false, deleted: false, locked: false });
    });

    it('dismiss: the reports are resolved, an auto-hidden post shows again, the author and every reporter hear it', async () => {
      const { author, thread, reporters } = await reportedThread(AUTO_HIDE_REPORTS, 'Dismissed after review');
      const res = await moderate('thread', thread.id, { action: 'dismiss' }).expect(200);
      expect(res.body).toEqual({
        action: 'dismiss',
        resolvedReports: AUTO_HIDE_REPORTS,
        hidden: false,
        deleted: false,
        locked: false,
        suspendedUntil: null,
      });
      expect(await threadRow(thread.id)).toEqual({ hidden: false, hiddenReason: null, deleted: false, locked: false });
      expect(await openReports('thread_id', thread.id)).toBe(0);
      const resolutions = await t.dataSource.query('SELECT DISTINCT resolution FROM reports WHERE thread_id = $1', [thread.id]);
      expect(resolutions).toEqual([{ resolution: 'dismiss' }]);
      const sent = await notificationsOf(thread.id);
      expect(sent).toContainEqual({ userId: author.id, kind: 'moderation', replyId: null, text: expect.stringContaining('visible again') });
      for (const r of reporters)
        expect(sent).toContainEqual({
          userId: r.id,
          kind: 'report-outcome',
          replyId: null,
          text: expect.stringContaining('left the post up'),
        });
      expect(sent).toHaveLength(AUTO_HIDE_REPORTS + 1);
      expect(await lastLiveChange(thread.id)).toMatchObject({ change: 'hide' });
      expect((await queue()).some((i) => i.post.threadId === thread.id)).toBe(false);
      // A member may report it again: the old report is resolved.
      await report(reporters[0], 'thread', thread.id).expect(201);
    });

    it('dismiss of a post that was not hidden: reporters hear it, its author is not told someone reported them', async () => {
      const { author, thread } = await reportedThread(1, 'Dismissed quietly');
      await moderate('thread', thread.id, { action: 'dismiss' }).expect(200);
      const sent = await notificationsOf(thread.id);
      expect(sent.map((n) => n.kind)).toEqual(['report-outcome']);
      expect(sent.some((n) => n.userId === author.id)).toBe(false);
    });

    it("hide: hidden with the moderator's reason, which its author sees; recorded with the moderator; everyone told", async () => {
      const { author, thread, reporters } = await reportedThread(1, 'Hidden by a moderator');
      const res = await moderate('thread', thread.id, { action: 'hide', reason: 'Advertising is not allowed here' }).expect(200);
      expect(res.body).toMatchObject({ action: 'hide', resolvedReports: 1, hidden: true });
      expect(await threadRow(thread.id)).toMatchObject({ hidden: true, hiddenReason: 'Advertising is not allowed here' });
      const own = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', author.cookie).expect(200)).body as ThreadPage;
      expect(own.thread.hiddenReason).toBe('Advertising is not allowed here');
      // Others no longer find it.
      await t.http().get(`/api/threads/${thread.id}`).set('Cookie', reporters[0].cookie).expect(404);
      const sent = await notificationsOf(thread.id);
      expect(sent).toEqual([
        { userId: author.id, kind: 'moderation', replyId: null, text: expect.stringContaining('Advertising is not allowed here') },
        { userId: reporters[0].id, kind: 'report-outcome', replyId: null, text: expect.stringContaining('hid the post') },
      ]);
      const [action] = await t.dataSource.query('SELECT * FROM moderation_actions WHERE thread_id = $1', [thread.id]);
      expect(action).toMatchObject({
        action: 'hide',
        reply_id: null,
        target_user_id: author.id,
        reason: 'Advertising is not allowed here',
      });
      expect(action.actor).toMatch(/^shared password, session [0-9a-f]{16}$/);
      expect(action.actor).not.toContain(sessionIdOf(admin));
      // The author reads it in their notifications too.
      const list = (await t.http().get('/api/notifications').set('Cookie', author.cookie).expect(200)).body as NotificationList;
      expect(list.items[0]).toMatchObject({ kind: 'moderation', threadId: thread.id, read: false });
    });

    it('hide without a reason says "Hidden by a moderator"; acting needs no report', async () => {
      const ann = await member(t);
      const thread = await postThread(t, ann);
      const reply = await postReply(t, ann, thread.id);
      expect((await moderate('reply', reply.id, { action: 'hide' }).expect(200)).body).toMatchObject({ resolvedReports: 0, hidden: true });
      expect(await replyRow(reply.id)).toMatchObject({ hidden: true, hiddenReason: DISCUSSION_MESSAGES.hiddenByModerator });
      expect(await notificationsOf(thread.id)).toEqual([
        { userId: ann.id, kind: 'moderation', replyId: reply.id, text: expect.any(String) },
      ]);
      expect(await lastLiveChange(thread.id)).toMatchObject({ change: 'hide', replyId: reply.id });
    });

    it('delete: a soft delete ("This post was deleted"), no longer the accepted answer', async () => {
      const [asker, answerer, reporter] = await members(t, 3);
      const question = await postThread(t, asker, { kind: 'question', title: 'A question' });
      const reply = await postReply(t, answerer, question.id, { body: 'An answer that breaks the rules' });
      await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: reply.id }).expect(200);
      await report(reporter, 'reply', reply.id, { reason: 'off-topic' }).expect(201);
      expect((await moderate('reply', reply.id, { action: 'delete' }).expect(200)).body).toMatchObject({
        deleted: true,
        resolvedReports: 1,
      });
      expect(await replyRow(reply.id)).toMatchObject({ deleted: true });
      const page = (await t.http().get(`/api/threads/${question.id}`).expect(200)).body as ThreadPage;
      expect(page.thread.acceptedReplyId).toBeNull();
      expect(page.replies.items.find((r) => r.id === reply.id)).toMatchObject({ deleted: true, body: '' });
      const sent = await notificationsOf(question.id);
      expect(sent.map((n) => [n.userId, n.kind])).toEqual([
        [answerer.id, 'moderation'],
        [reporter.id, 'report-outcome'],
      ]);
      expect(await lastLiveChange(question.id)).toMatchObject({ change: 'delete', replyId: reply.id });
    });

    it('lock (on a reply): its thread takes no new replies', async () => {
      const [ann, bob, rita] = await members(t, 3);
      const thread = await postThread(t, ann);
      const reply = await postReply(t, bob, thread.id, { body: 'A heated reply' });
      await report(rita, 'reply', reply.id).expect(201);
      expect((await moderate('reply', reply.id, { action: 'lock', reason: 'Cooling off' }).expect(200)).body).toMatchObject({
        locked: true,
      });
      expect(await threadRow(thread.id)).toMatchObject({ locked: true, hidden: false });
      const refused = await t.http().post(`/api/threads/${thread.id}/replies`).set('Cookie', ann.cookie).send({ body: 'One more thing' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(DISCUSSION_MESSAGES.locked);
      expect((await notificationsOf(thread.id)).map((n) => [n.userId, n.kind])).toEqual([
        [bob.id, 'moderation'],
        [rita.id, 'report-outcome'],
      ]);
      expect(await lastLiveChange(thread.id)).toMatchObject({ change: 'lock' });
    });

    it('suspend: the author may not post for the days given, and the post is hidden', async () => {
      const { author, thread, reporters } = await reportedThread(2, 'Suspended author');
      const res = await moderate('thread', thread.id, { action: 'suspend', days: 7, reason: 'Repeated spam' }).expect(200);
      expect(res.body).toMatchObject({ action: 'suspend', hidden: true, resolvedReports: 2 });
      const until = Date.parse(res.body.suspendedUntil);
      expect(until - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(until - Date.now()).toBeLessThan(7 * 86_400_000 + 60_000);
      const [user] = await t.dataSource.query('SELECT suspended_until, suspension_reason FROM users WHERE id = $1', [author.id]);
      expect(user.suspension_reason).toBe('Repeated spam');
      expect(await threadRow(thread.id)).toMatchObject({ hidden: true, hiddenReason: 'Repeated spam' });
      const refused = await t
        .http()
        .post('/api/communities/entrepreneurs/threads')
        .set('Cookie', author.cookie)
        .send({ title: 'Back again', body: 'Another advert for you all' });
      // The suspension from the queue ended every session of the author.
      expect(refused.status).toBe(401);
      expect(await t.dataSource.query('SELECT sid FROM sessions WHERE user_id = $1', [author.id])).toEqual([]);
      const sent = await notificationsOf(thread.id);
      expect(sent).toContainEqual({
        userId: author.id,
        kind: 'moderation',
        replyId: null,
        text: expect.stringContaining('suspended until'),
      });
      expect(
        sent
          .filter((n) => n.kind === 'report-outcome')
          .map((n) => n.userId)
          .sort(),
      ).toEqual(reporters.map((r) => r.id).sort());
    });

    it("suspend: 409 when the author's account is gone", async () => {
      const ann = await member(t);
      const thread = await postThread(t, ann);
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [ann.id]);
      expect((await moderate('thread', thread.id, { action: 'suspend', days: 7 }).expect(409)).body.message).toBe(AUTHOR_GONE);
    });

    it("a staff member's own account is recorded by its id", async () => {
      const staff = await member(t);
      await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [staff.id]);
      const ann = await member(t);
      const thread = await postThread(t, ann);
      await moderate('thread', thread.id, { action: 'lock' }, staff.cookie).expect(200);
      const [action] = await t.dataSource.query('SELECT actor FROM moderation_actions WHERE thread_id = $1', [thread.id]);
      expect(action.actor).toBe(`member ${staff.id}`);
    });
  });
});
