import { DISCUSSION_MESSAGES, type ReplyView, type ThreadPage } from '@cci/contracts';
import { LiveService } from '../src/live/live.service';
import { NotificationsService } from '../src/notifications/notifications.service';
import { postNotified } from './notifications-helpers';
import { member, members, newSession, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('discussions: replies, likes, accepted answers (e2e)', () => {
  const t = memberAppForThisBlock();
  const page = async (threadId: number, cookie?: string, cursor?: string) => {
    const req = t
      .http()
      .get(`/api/threads/${threadId}`)
      .query(cursor ? { cursor } : {});
    if (cookie) void req.set('Cookie', cookie);
    return (await req.expect(200)).body as ThreadPage;
  };

  describe('replies', () => {
    it('201: a ReplyView; the thread counts it and its last activity moves, in the same transaction; the replier watches', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      const [before] = await t.dataSource.query('SELECT last_activity_at FROM threads WHERE id = $1', [thread.id]);
      const reply = await postReply(t, bo, thread.id, { body: 'Try `few-shot` examples' });
      expect(reply).toMatchObject({
        threadId: thread.id,
        author: { id: bo.id, displayName: 'Ada L.' },
        body: 'Try `few-shot` examples',
        bodyHtml: '<p>Try <code>few-shot</code> examples</p>\n',
        hidden: false,
        deleted: false,
        likeCount: 0,
        likedByMe: false,
        mine: true,
        editedAt: null,
        quoted: null,
        accepted: false,
      });
      const [after] = await t.dataSource.query('SELECT reply_count, last_activity_at FROM threads WHERE id = $1', [thread.id]);
      expect(after.reply_count).toBe(1);
      expect(after.last_activity_at.getTime()).toBeGreaterThan(before.last_activity_at.getTime());
      expect(
        await t.dataSource.query('SELECT level FROM thread_watches WHERE thread_id = $1 AND user_id = $2', [thread.id, bo.id]),
      ).toEqual([{ level: 'watching' }]);
      // a level the member chose stays
      await t.dataSource.query(`UPDATE thread_watches SET level = 'muted' WHERE thread_id = $1 AND user_id = $2`, [thread.id, bo.id]);
      await postReply(t, bo, thread.id);
      expect(
        await t.dataSource.query('SELECT level FROM thread_watches WHERE thread_id = $1 AND user_id = $2', [thread.id, bo.id]),
      ).toEqual([{ level: 'muted' }]);
    });

    it('queues its notifications (notifyPost with the mentions) and publishes the reply live inside the transaction; the notifications follow its commit', async () => {
      const notify = jest.spyOn(t.app.get(NotificationsService), 'notifyPost');
      const publish = jest.spyOn(t.app.get(LiveService), 'publish');
      const inTransaction: boolean[] = [];
      publish.mockImplementation(async (manager) => {
        inTransaction.push(manager.queryRunner?.isTransactionActive === true);
      });
      try {
        const [ada, bo] = await members(t, 2);
        const thread = await postThread(t, ada);
        notify.mockClear();
        publish.mockClear();
        inTransaction.length = 0;
        const reply = await postReply(t, bo, thread.id, { body: `Thanks [@Ada L.](/members/${ada.id})` });
        expect(notify.mock.calls.map((c) => c[1])).toEqual([
          { kind: 'reply', threadId: thread.id, replyId: reply.id, actorId: bo.id, mentions: [ada.id] },
        ]);
        expect(publish.mock.calls.map((c) => c[1])).toEqual([
          { threadId: thread.id, community: 'entrepreneurs', change: 'reply', replyId: reply.id },
        ]);
        // an edit that mentions someone new: only them (the watchers are not told of the reply again)
        notify.mockClear();
        const cy = await member(t);
        await t
          .http()
          .patch(`/api/replies/${reply.id}`)
          .set('Cookie', bo.cookie)
          .send({ body: `Thanks [@Ada L.](/members/${ada.id}) and [@Cy L.](/members/${cy.id})` })
          .expect(200);
        expect(notify.mock.calls.map((c) => c[1])).toEqual([
          { kind: 'edit', threadId: thread.id, replyId: reply.id, actorId: bo.id, mentions: [cy.id] },
        ]);
        await postNotified(t.app);
        const stored = await t.dataSource.query('SELECT user_id, kind FROM notifications WHERE reply_id = $1 ORDER BY id', [reply.id]);
        expect(stored).toEqual([
          { user_id: ada.id, kind: 'mention' },
          { user_id: cy.id, kind: 'mention' },
        ]);
        // the manager handed over is the writing transaction's, still open (the reply, then its edit)
        expect(inTransaction).toEqual([true, true]);
      } finally {
        notify.mockRestore();
        publish.mockRestore();
      }
    });

    it('quote-reply: a reply of the same thread; another thread’s reply or none → 400; the quote shows author and excerpt', async () => {
      const [ada, bo] = await members(t, 2);
      const one = await postThread(t, ada);
      const two = await postThread(t, ada);
      const first = await postReply(t, bo, one.id, { body: '**Start** with the goal, then the format.' });
      const elsewhere = await postReply(t, bo, two.id);
      const quoting = await postReply(t, ada, one.id, { body: 'Agreed', quotedReplyId: first.id });
      expect(quoting.quoted).toEqual({
        id: first.id,
        author: { id: bo.id, displayName: 'Ada L.', initials: 'AL', avatar: null },
        excerpt: 'Start with the goal, then the format.',
      });
      for (const quotedReplyId of [elsewhere.id, 99999999, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
        const res = await t
          .http()
          .post(`/api/threads/${one.id}/replies`)
          .set('Cookie', ada.cookie)
          .send({ body: 'Quoting the wrong one', quotedReplyId })
          .expect(400);
        expect(res.body.errors).toEqual({ quotedReplyId: DISCUSSION_MESSAGES.quotedReply });
      }
      await t.http().post(`/api/threads/${one.id}/replies`).set('Cookie', ada.cookie).send({ body: 'x', quotedReplyId: 'one' }).expect(400);
      // a deleted quoted reply: the quote keeps its place without text
      await t.http().delete(`/api/replies/${first.id}`).set('Cookie', bo.cookie).expect(204);
      const p = await page(one.id);
      expect(p.replies.items.find((r) => r.id === quoting.id)?.quoted).toMatchObject({ id: first.id, excerpt: '' });
      expect((await t.dataSource.query('SELECT reply_count FROM threads WHERE id = $1', [one.id]))[0].reply_count).toBe(2);
    });

    it('bad input and who may reply: sizes, types, 401, 404, not a member, pending, unverified, suspended, locked, deleted', async () => {
      const ada = await member(t);
      const thread = await postThread(t, ada);
      const reply = (cookie: string | null, body: unknown, id = thread.id) => {
        const req = t.http().post(`/api/threads/${id}/replies`);
        if (cookie) void req.set('Cookie', cookie);
        return req.send(body as object);
      };
      const good = { body: 'A fine reply' };
      expect((await reply(null, good).expect(401)).body.message).toBe(DISCUSSION_MESSAGES.signIn);
      const bo = await member(t);
      for (const body of [{}, { body: '' }, { body: '   ' }, { body: 'x'.repeat(20_001) }, { body: 12 }, { body: null }])
        expect((await reply(bo.cookie, body).expect(400)).body.errors).toEqual({ body: DISCUSSION_MESSAGES.replyBody });
      expect((await reply(bo.cookie, good, 99999999).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      await t.http().post('/api/threads/nope/replies').set('Cookie', bo.cookie).send(good).expect(400);

      const outsider = await member(t, { communities: ['creatives'] });
      expect((await reply(outsider.cookie, good).expect(403)).body.message).toBe(DISCUSSION_MESSAGES.notMember);
      const pending = await member(t, { communities: ['creatives'], pending: ['entrepreneurs'] });
      expect((await reply(pending.cookie, good).expect(403)).body.message).toBe(DISCUSSION_MESSAGES.pending);
      const unverified = await member(t, { verified: false });
      expect((await reply(unverified.cookie, good).expect(403)).body.message).toBe(DISCUSSION_MESSAGES.unverified);
      const suspended = await member(t);
      await t.dataSource.query(`UPDATE users SET suspended_until = '2099-12-25T00:00:00Z' WHERE id = $1`, [suspended.id]);
      // The suspension ended the member's sessions, and a session that outlived it signs in no one.
      await reply(suspended.cookie, good).expect(401);
      await reply(await newSession(t, suspended.id), good).expect(401);

      await t.dataSource.query('UPDATE threads SET locked = true WHERE id = $1', [thread.id]);
      expect((await reply(bo.cookie, good).expect(403)).body.message).toBe(DISCUSSION_MESSAGES.locked);
      await t.dataSource.query('UPDATE threads SET locked = false, deleted_at = now() WHERE id = $1', [thread.id]);
      expect((await reply(bo.cookie, good).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      expect((await t.dataSource.query('SELECT reply_count FROM threads WHERE id = $1', [thread.id]))[0].reply_count).toBe(0);
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM replies WHERE thread_id = $1', [thread.id]))[0].n).toBe(0);
    });

    it('pages of 20 oldest first with no duplicates or gaps; a cursor from another list → 400', async () => {
      const ada = await member(t);
      const thread = await postThread(t, ada);
      await t.dataSource.query(
        `INSERT INTO replies (thread_id, author_id, body, body_html) SELECT $1, $2, 'Reply ' || g, '<p>Reply</p>' FROM generate_series(1, 45) g`,
        [thread.id, ada.id],
      );
      const ids: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const p = await page(thread.id, undefined, cursor);
        expect(p.thread.id).toBe(thread.id);
        ids.push(...p.replies.items.map((r) => r.id));
        cursor = p.replies.nextCursor ?? undefined;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      const stored = (await t.dataSource.query('SELECT id FROM replies WHERE thread_id = $1 ORDER BY id', [thread.id])).map(
        (r: { id: number }) => r.id,
      );
      expect(ids).toEqual(stored);
      const listCursor = Buffer.from(JSON.stringify([true, '2026-01-01T00:00:00.000000Z', 3])).toString('base64url');
      const bad = await t.http().get(`/api/threads/${thread.id}`).query({ cursor: listCursor }).expect(400);
      expect(bad.body.message).toBe(DISCUSSION_MESSAGES.cursor);
    });

    it('edit by the author (edited); others 403; delete keeps the place ("deleted", no text) and the count; hidden replies', async () => {
      const [ada, bo, cy] = await members(t, 3);
      const thread = await postThread(t, ada);
      const reply = await postReply(t, bo, thread.id, { body: 'First version' });
      const edited = await t
        .http()
        .patch(`/api/replies/${reply.id}`)
        .set('Cookie', bo.cookie)
        .send({ body: 'Second *version*' })
        .expect(200);
      expect(edited.body).toMatchObject({ body: 'Second *version*', bodyHtml: '<p>Second <em>version</em></p>\n' });
      expect(edited.body.editedAt).not.toBeNull();
      const other = await t.http().patch(`/api/replies/${reply.id}`).set('Cookie', ada.cookie).send({ body: 'Mine now' }).expect(403);
      expect(other.body.message).toBe(DISCUSSION_MESSAGES.notAuthor);
      await t.http().patch(`/api/replies/${reply.id}`).set('Cookie', bo.cookie).send({ body: '' }).expect(400);
      await t.http().patch('/api/replies/99999999').set('Cookie', bo.cookie).send({ body: 'Anything' }).expect(404);
      await t.http().patch(`/api/replies/${reply.id}`).send({ body: 'Anything' }).expect(401);
      expect((await t.http().delete(`/api/replies/${reply.id}`).set('Cookie', ada.cookie).expect(403)).body.message).toBe(
        DISCUSSION_MESSAGES.notAuthor,
      );

      const hiddenOne = await postReply(t, cy, thread.id, { body: 'Buy my course' });
      await t.dataSource.query(`UPDATE replies SET hidden = true, hidden_reason = 'Spam' WHERE id = $1`, [hiddenOne.id]);
      await t.http().delete(`/api/replies/${reply.id}`).set('Cookie', bo.cookie).expect(204);
      await t.http().delete(`/api/replies/${reply.id}`).set('Cookie', bo.cookie).expect(204);
      await t.http().patch(`/api/replies/${reply.id}`).set('Cookie', bo.cookie).send({ body: 'Undo' }).expect(404);

      const seen = (await page(thread.id, ada.cookie)).replies.items;
      expect(seen.map((r) => r.id)).toEqual([reply.id, hiddenOne.id]);
      expect(seen[0]).toMatchObject({ deleted: true, body: '', bodyHtml: '', mine: false, author: { id: bo.id } });
      expect(seen[1]).toMatchObject({ hidden: true, body: '', bodyHtml: '', hiddenReason: null });
      const own = (await page(thread.id, cy.cookie)).replies.items[1];
      expect(own).toMatchObject({ hidden: true, body: 'Buy my course', hiddenReason: 'Spam', mine: true });
      expect((await t.dataSource.query('SELECT reply_count FROM threads WHERE id = $1', [thread.id]))[0].reply_count).toBe(2);
    });

    it('a deleted account: its posts stay with author null', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      await postReply(t, bo, thread.id);
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [bo.id]);
      const p = await page(thread.id);
      expect(p.replies.items[0].author).toBeNull();
    });
  });

  describe('likes', () => {
    const like = (cookie: string, kind: string, id: number | string, method: 'put' | 'delete' = 'put') =>
      t.http()[method](`/api/posts/${kind}/${id}/like`).set('Cookie', cookie);

    it('PUT twice → one like; DELETE twice → none; likedByMe follows; own post 403; unknown 404; bad kind 400; 401', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      const reply = await postReply(t, ada, thread.id);
      for (const [kind, id] of [
        ['thread', thread.id],
        ['reply', reply.id],
      ] as const) {
        expect((await like(bo.cookie, kind, id).expect(200)).body).toEqual({ likeCount: 1, liked: true });
        expect((await like(bo.cookie, kind, id).expect(200)).body).toEqual({ likeCount: 1, liked: true });
        const p = await page(thread.id, bo.cookie);
        const post = kind === 'thread' ? p.thread : p.replies.items[0];
        expect({ likeCount: post.likeCount, likedByMe: post.likedByMe }).toEqual({ likeCount: 1, likedByMe: true });
        expect((await page(thread.id)).thread.likedByMe).toBe(false);
        expect((await like(bo.cookie, kind, id, 'delete').expect(200)).body).toEqual({ likeCount: 0, liked: false });
        expect((await like(bo.cookie, kind, id, 'delete').expect(200)).body).toEqual({ likeCount: 0, liked: false });
        expect((await like(ada.cookie, kind, id).expect(403)).body.message).toBe(DISCUSSION_MESSAGES.ownPost);
      }
      expect((await like(bo.cookie, 'thread', 99999999).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      expect((await like(bo.cookie, 'reply', 99999999).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.replyNotFound);
      await like(bo.cookie, 'comment', thread.id).expect(400);
      await like(bo.cookie, 'thread', 'x').expect(400);
      await t.http().put(`/api/posts/thread/${thread.id}/like`).expect(401);
      await t.dataSource.query('UPDATE threads SET deleted_at = now() WHERE id = $1', [thread.id]);
      await like(bo.cookie, 'thread', thread.id).expect(404);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM thread_likes WHERE thread_id = $1', [thread.id])).toEqual([{ n: 0 }]);
    });

    it('50 members like in parallel → 50; one member 50 times in parallel → 1; 50 parallel unlikes → 0', async () => {
      const ada = await member(t);
      const thread = await postThread(t, ada);
      const reply = await postReply(t, ada, thread.id);
      const crowd = await members(t, 50);
      const all = await Promise.all(crowd.map((m) => like(m.cookie, 'reply', reply.id)));
      expect(all.map((r) => r.status)).toEqual(crowd.map(() => 200));
      const counts = async () => (await t.dataSource.query('SELECT like_count FROM replies WHERE id = $1', [reply.id]))[0].like_count;
      expect(await counts()).toBe(50);
      expect(Math.max(...all.map((r) => r.body.likeCount))).toBe(50);

      const one = crowd[0];
      const same = await Promise.all(Array.from({ length: 50 }, () => like(one.cookie, 'thread', thread.id)));
      expect(same.map((r) => r.status)).toEqual(same.map(() => 200));
      expect((await t.dataSource.query('SELECT like_count FROM threads WHERE id = $1', [thread.id]))[0].like_count).toBe(1);
      expect(same.every((r) => r.body.likeCount === 1)).toBe(true);

      await Promise.all(crowd.map((m) => like(m.cookie, 'reply', reply.id, 'delete')));
      expect(await counts()).toBe(0);
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM reply_likes WHERE reply_id = $1', [reply.id]))[0].n).toBe(0);
    });
  });

  describe('accepted answers', () => {
    it('the question’s author accepts a reply (notifyAccepted), moves it, withdraws it; the reply shows accepted', async () => {
      const notify = jest.spyOn(t.app.get(NotificationsService), 'notifyAccepted');
      try {
        const [ada, bo] = await members(t, 2);
        const question = await postThread(t, ada, { kind: 'question' });
        const r1 = await postReply(t, bo, question.id);
        const r2 = await postReply(t, bo, question.id);
        const accept = (replyId: number | null, cookie = ada.cookie) =>
          t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', cookie).send({ replyId });
        expect((await accept(r1.id).expect(200)).body).toMatchObject({ id: question.id, acceptedReplyId: r1.id });
        expect(notify.mock.calls.map((c) => c[1])).toEqual([{ threadId: question.id, replyId: r1.id, actorId: ada.id }]);
        const p = await page(question.id);
        expect(p.replies.items.map((r: ReplyView) => r.accepted)).toEqual([true, false]);
        await accept(r2.id).expect(200);
        await accept(r2.id).expect(200); // the same again: nothing new
        expect(notify).toHaveBeenCalledTimes(2);
        // accepted: it leaves the unanswered list
        const unanswered = (await t.http().get('/api/communities/entrepreneurs/threads?sort=unanswered').expect(200)).body;
        expect(unanswered.items.map((i: { id: number }) => i.id)).not.toContain(question.id);
        expect((await accept(null).expect(200)).body.acceptedReplyId).toBeNull();
        expect(notify).toHaveBeenCalledTimes(2);
      } finally {
        notify.mockRestore();
      }
    });

    it('403 not the author; 409 not a question; 400 a reply of another thread, deleted or hidden, bad body; 404; 401', async () => {
      const [ada, bo] = await members(t, 2);
      const question = await postThread(t, ada, { kind: 'question' });
      const discussion = await postThread(t, ada);
      const r = await postReply(t, bo, question.id);
      const other = await postReply(t, bo, discussion.id);
      const accept = (id: number, body: unknown, cookie: string | null = ada.cookie) => {
        const req = t.http().post(`/api/threads/${id}/accept`);
        if (cookie) void req.set('Cookie', cookie);
        return req.send(body as object);
      };
      expect((await accept(question.id, { replyId: r.id }, bo.cookie).expect(403)).body.message).toBe(
        DISCUSSION_MESSAGES.notQuestionAuthor,
      );
      expect((await accept(discussion.id, { replyId: other.id }).expect(409)).body.message).toBe(DISCUSSION_MESSAGES.notQuestion);
      expect((await accept(question.id, { replyId: other.id }).expect(400)).body.errors).toEqual({ replyId: DISCUSSION_MESSAGES.replyId });
      expect((await accept(question.id, { replyId: 2 ** 31 }).expect(400)).body.errors).toEqual({ replyId: DISCUSSION_MESSAGES.replyId });
      for (const body of [{}, { replyId: 'x' }, { replyId: 1.5 }])
        expect((await accept(question.id, body).expect(400)).body.errors).toEqual({ replyId: DISCUSSION_MESSAGES.replyId });
      expect(Object.keys((await accept(question.id, { replyId: 0 }).expect(400)).body.errors)).toEqual(['replyId']);
      await t.dataSource.query('UPDATE replies SET hidden = true WHERE id = $1', [r.id]);
      await accept(question.id, { replyId: r.id }).expect(400);
      await t.dataSource.query('UPDATE replies SET hidden = false, deleted_at = now() WHERE id = $1', [r.id]);
      await accept(question.id, { replyId: r.id }).expect(400);
      await accept(99999999, { replyId: r.id }).expect(404);
      await accept(question.id, { replyId: r.id }, null).expect(401);
      expect(
        (await t.dataSource.query('SELECT accepted_reply_id FROM threads WHERE id = $1', [question.id]))[0].accepted_reply_id,
      ).toBeNull();
    });

    it('deleting the accepted reply withdraws it; a question turned discussion loses its answer', async () => {
      const [ada, bo] = await members(t, 2);
      const question = await postThread(t, ada, { kind: 'question' });
      const r = await postReply(t, bo, question.id);
      await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', ada.cookie).send({ replyId: r.id }).expect(200);
      await t.http().delete(`/api/replies/${r.id}`).set('Cookie', bo.cookie).expect(204);
      expect((await page(question.id)).thread.acceptedReplyId).toBeNull();
      const r2 = await postReply(t, bo, question.id);
      await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', ada.cookie).send({ replyId: r2.id }).expect(200);
      const turned = await t.http().patch(`/api/threads/${question.id}`).set('Cookie', ada.cookie).send({ kind: 'discussion' }).expect(200);
      expect(turned.body).toMatchObject({ kind: 'discussion', acceptedReplyId: null });
    });
  });
});
