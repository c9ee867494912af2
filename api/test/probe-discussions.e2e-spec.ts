import {
  type ActivityItem,
  AUTO_HIDE_REPORTS,
  type CursorPage,
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  type ThreadPage,
  type ThreadSummary,
  POSTING_LIMITS,
} from '@cci/contracts';
import { type Member, members, postReply, postThread, rewind } from './discussions-helpers';
import { memberAppForThisBlock, type MemberTestApp } from './me-helpers';
import { postNotified } from './notifications-helpers';

/**
 * The security probe of the forum. Finding 6: editing a post back and forth re-sent its mention
 * notifications (8 quick edits gave 4 more), edits had no interval and a post's mentions were uncapped. Finding 7: a
 * hidden thread still took replies, and visitors saw its title and the new replies.
 */

const mention = (m: Member) => `[@${m.name}](/members/${m.id})`;

/** The member's mention notifications. */
/** Mention notifications of `m`, once every post committed so far has its notifications (made after commit). */
const mentionsOf = async (t: MemberTestApp, m: Member): Promise<number> => {
  await postNotified(t.app);
  return (
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'mention'`, [m.id])) as {
      n: number;
    }[]
  )[0].n;
};

/** The post's last edit moved a minute back: the wait between edits is over (tests edit quickly). */
const rewindEdit = (t: MemberTestApp, kind: 'threads' | 'replies', id: number) =>
  t.dataSource.query(`UPDATE ${kind} SET edited_at = now() - interval '1 minute' WHERE id = $1`, [id]);

/** Polls until `check` passes (a write straight to the database reaches the cached first pages through the bus), at most 2 s. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('the access probe: discussions (e2e)', () => {
  const t = memberAppForThisBlock();

  describe('finding 6: mention notifications do not repeat, a post mentions at most 10 members, edits have an interval', () => {
    it('editing a thread back and forth (8 edits) notifies a mentioned member once, ever; a new mention once more', async () => {
      const [ada, bo, cy] = await members(t, 3);
      const thread = await postThread(t, ada, { body: `Hello ${mention(bo)}, what do you think?` });
      expect(await mentionsOf(t, bo)).toBe(1);
      for (let i = 0; i < 8; i++) {
        await rewindEdit(t, 'threads', thread.id);
        const body = i % 2 === 0 ? 'Hello everyone, what do you think?' : `Hello ${mention(bo)}, what do you think?`;
        await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({ body }).expect(200);
      }
      expect(await mentionsOf(t, bo)).toBe(1);
      // a member the post never mentioned is told once, and not again when edited out and back in
      for (const body of [`And ${mention(cy)} too`, 'And nobody else', `And ${mention(cy)} again`]) {
        await rewindEdit(t, 'threads', thread.id);
        await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({ body }).expect(200);
      }
      expect(await mentionsOf(t, cy)).toBe(1);
      expect(await mentionsOf(t, bo)).toBe(1);
    });

    it('the same for a reply: each member hears of a mention in it once; the record is one row per post and member', async () => {
      const [ada, bo, cy] = await members(t, 3);
      const thread = await postThread(t, ada);
      const reply = await postReply(t, bo, thread.id, { body: `Thanks ${mention(cy)}` });
      expect(await mentionsOf(t, cy)).toBe(1);
      for (const body of ['Thanks all', `Thanks ${mention(cy)}`, 'Thanks all', `Thanks ${mention(cy)} and ${mention(ada)}`]) {
        await rewindEdit(t, 'replies', reply.id);
        await t.http().patch(`/api/replies/${reply.id}`).set('Cookie', bo.cookie).send({ body }).expect(200);
      }
      expect(await mentionsOf(t, cy)).toBe(1);
      expect(await mentionsOf(t, ada)).toBe(1);
      expect(
        await t.dataSource.query('SELECT thread_id, user_id FROM post_mentions WHERE reply_id = $1 ORDER BY user_id', [reply.id]),
      ).toEqual([cy.id, ada.id].sort((a, b) => a - b).map((id) => ({ thread_id: null, user_id: id })));
      // the same member mentioned in another post of the thread is told of that one too
      await postReply(t, bo, thread.id, { body: `One more for ${mention(cy)}` });
      expect(await mentionsOf(t, cy)).toBe(2);
    });

    it(`a post or an edit mentioning more than ${DISCUSSION_LIMITS.mentions} distinct members is refused (400, errors.body); ${DISCUSSION_LIMITS.mentions} are fine`, async () => {
      const [ada, ...others] = await members(t, DISCUSSION_LIMITS.mentions + 2);
      const eleven = others
        .slice(0, DISCUSSION_LIMITS.mentions + 1)
        .map(mention)
        .join(' ');
      const ten = others.slice(0, DISCUSSION_LIMITS.mentions).map(mention).join(' ');
      const refused = {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        errors: { body: DISCUSSION_MESSAGES.tooManyMentions },
      };
      expect(DISCUSSION_MESSAGES.tooManyMentions).toBe('Sorry, you can only mention 10 members in a post.');

      await rewind(t, ada);
      const post = await t
        .http()
        .post('/api/communities/entrepreneurs/threads')
        .set('Cookie', ada.cookie)
        .send({ title: 'Calling everyone', body: `Hi ${eleven}` })
        .expect(400);
      expect(post.body).toEqual(refused);
      // one member mentioned many times is one mention
      const thread = await postThread(t, ada, { body: `Hi ${Array(30).fill(mention(others[0])).join(' ')}` });
      const reply = await t.http().post(`/api/threads/${thread.id}/replies`).set('Cookie', ada.cookie).send({ body: eleven }).expect(400);
      expect(reply.body).toEqual(refused);
      const edit = await t
        .http()
        .patch(`/api/threads/${thread.id}`)
        .set('Cookie', ada.cookie)
        .send({ body: `Hi ${eleven}` })
        .expect(400);
      expect(edit.body).toEqual(refused);
      await postNotified(t.app);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [others[10].id])).toEqual([
        { n: 0 },
      ]);

      const own = await postReply(t, ada, thread.id, { body: ten });
      const editReply = await t
        .http()
        .patch(`/api/replies/${own.id}`)
        .set('Cookie', ada.cookie)
        .send({ body: `${ten} ${mention(others[10])}` })
        .expect(400);
      expect(editReply.body).toEqual(refused);
      for (const m of others.slice(0, 10)) expect(await mentionsOf(t, m)).toBe(m === others[0] ? 2 : 1);

      const doc = (await t.http().get('/api/docs-json').expect(200)).body;
      for (const [method, path] of [
        ['post', '/api/communities/{slug}/threads'],
        ['post', '/api/threads/{id}/replies'],
        ['patch', '/api/threads/{id}'],
        ['patch', '/api/replies/{id}'],
      ])
        expect(doc.paths[path][method].responses['400'].description).toContain(DISCUSSION_MESSAGES.tooManyMentions);
    });

    it('a mention of an id past int4 is no member: the post is saved, nothing fails', async () => {
      const [ada] = await members(t, 1);
      const thread = await postThread(t, ada, { body: 'Hello [@Nobody N.](/members/9999999999) there' });
      await rewindEdit(t, 'threads', thread.id);
      await t
        .http()
        .patch(`/api/threads/${thread.id}`)
        .set('Cookie', ada.cookie)
        .send({ body: 'Hello again [@Nobody N.](/members/9999999999)' })
        .expect(200);
    });

    it(`edits: one per post every ${POSTING_LIMITS.editIntervalMs / 1000} s, else 429 with Retry-After and when; per post; threads and replies`, async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      const other = await postThread(t, ada);
      const reply = await postReply(t, bo, thread.id);
      const edit = (path: string, who: Member, body: object) => t.http().patch(path).set('Cookie', who.cookie).send(body);

      for (const [path, who, body] of [
        [`/api/threads/${thread.id}`, ada, { title: 'A first edit of the title' }],
        [`/api/replies/${reply.id}`, bo, { body: 'A first edit of the reply' }],
      ] as const) {
        await edit(path, who, body).expect(200); // the first edit right after posting is fine
        const res = await edit(path, who, body).expect(429);
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(POSTING_LIMITS.editIntervalMs / 1000);
        expect(res.body.message).toBe(
          `Please wait 5 seconds between edits of a post. You can edit it again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        );
      }
      // another post of the same author is not held
      await edit(`/api/threads/${other.id}`, ada, { kind: 'question' }).expect(200);
      // once the interval has passed, the post may be edited again
      await rewindEdit(t, 'threads', thread.id);
      await edit(`/api/threads/${thread.id}`, ada, { title: 'A second edit of the title' }).expect(200);
    });

    it('parallel edits of one post: one is saved, the others wait their turn on the row and are refused (429)', async () => {
      const [ada] = await members(t, 1);
      const thread = await postThread(t, ada);
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          t
            .http()
            .patch(`/api/threads/${thread.id}`)
            .set('Cookie', ada.cookie)
            .send({ title: `Parallel edit ${i}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429]);
    });
  });

  describe('finding 7: a hidden thread takes no replies and is not found but by its author', () => {
    const hide = (id: number) =>
      t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = $2 WHERE id = $1`, [id, DISCUSSION_MESSAGES.hiddenByModerator]);

    it('takes no replies: its author gets 403 with the reason (and canReply false says it), everyone else 404', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      await postReply(t, bo, thread.id);
      await hide(thread.id);
      const before = (await t.dataSource.query('SELECT reply_count FROM threads WHERE id = $1', [thread.id]))[0];

      await rewind(t, ada);
      const own = await t.http().post(`/api/threads/${thread.id}/replies`).set('Cookie', ada.cookie).send({ body: 'Me again' }).expect(403);
      expect(own.body.message).toBe(DISCUSSION_MESSAGES.hiddenThread);
      await rewind(t, bo);
      const other = await t
        .http()
        .post(`/api/threads/${thread.id}/replies`)
        .set('Cookie', bo.cookie)
        .send({ body: 'Still here?' })
        .expect(404);
      expect(other.body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      // Nor can it be reported (a report's answer would tell a reader it exists), nor its replies.
      const [reply] = await t.dataSource.query('SELECT id FROM replies WHERE thread_id = $1', [thread.id]);
      await t.http().post(`/api/posts/thread/${thread.id}/report`).set('Cookie', bo.cookie).send({ reason: 'spam' }).expect(404);
      await t.http().post(`/api/posts/reply/${reply.id}/report`).set('Cookie', ada.cookie).send({ reason: 'spam' }).expect(404);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM replies WHERE thread_id = $1', [thread.id])).toEqual([{ n: 1 }]);
      expect((await t.dataSource.query('SELECT reply_count FROM threads WHERE id = $1', [thread.id]))[0]).toEqual(before);
      // no new reply was pushed live to the thread's readers
      expect(
        await t.dataSource.query(`SELECT count(*)::int AS n FROM live_events WHERE thread_id = $1 AND event->>'change' = 'reply'`, [
          thread.id,
        ]),
      ).toEqual([{ n: 1 }]);

      const view = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(200)).body as ThreadPage;
      expect(view.thread).toMatchObject({
        hidden: true,
        mine: true,
        hiddenReason: DISCUSSION_MESSAGES.hiddenByModerator,
        canReply: false,
        replyBlockedReason: DISCUSSION_MESSAGES.hiddenThread,
      });
    });

    it('GET /api/threads/:id is 404 for visitors (also once cached) and other members; its author still reads it, marked hidden', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada, { title: 'A thread about to be hidden' });
      await postReply(t, bo, thread.id);
      // a visitor's first page is cached: hiding the thread drops it
      expect(((await t.http().get(`/api/threads/${thread.id}`).expect(200)).body as ThreadPage).thread.title).toBe(
        'A thread about to be hidden',
      );
      await hide(thread.id);
      await eventually(async () => {
        const res = await t.http().get(`/api/threads/${thread.id}`).expect(404);
        expect(res.body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
        expect(JSON.stringify(res.body)).not.toContain('about to be hidden');
      });
      await t.http().get(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(404);
      const own = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(200)).body as ThreadPage;
      expect(own.thread).toMatchObject({ id: thread.id, hidden: true, title: 'A thread about to be hidden' });
      expect(own.replies.items).toHaveLength(1);
    });

    it('hidden by reports: out of the lists (also their cached first pages), search, the Feed, trending and member posts', async () => {
      const word = `zqxprobe${Date.now().toString(36)}`;
      const [ada, bo, ...reporters] = await members(t, 2 + AUTO_HIDE_REPORTS);
      const thread = await postThread(t, ada, { title: `Hidden thread ${word}`, body: `About ${word} and more` });
      const reply = await postReply(t, bo, thread.id, { body: `A reply about ${word}` });

      const listed = async (sort: string) =>
        (
          (await t.http().get('/api/communities/entrepreneurs/threads').query({ sort }).expect(200)).body as CursorPage<ThreadSummary>
        ).items.map((i) => i.id);
      const searched = async () =>
        (
          (await t.http().get('/api/search').query({ q: word, type: 'posts' }).expect(200)).body as { items: { threadId: number }[] }
        ).items.map((i) => i.threadId);
      const feed = async () =>
        ((await t.http().get('/api/communities/entrepreneurs/activity').expect(200)).body as CursorPage<ActivityItem>).items
          .map((i) => i.threadId)
          .filter((id) => id === thread.id);
      const trending = async () =>
        ((await t.http().get('/api/communities/entrepreneurs/trending').expect(200)).body as ThreadSummary[]).map((i) => i.id);
      const memberPosts = async (m: Member) =>
        ((await t.http().get(`/api/members/${m.id}/posts`).expect(200)).body as CursorPage<{ threadId: number }>).items.map(
          (i) => i.threadId,
        );

      // before: everywhere (the lists' first pages are now cached)
      for (const sort of ['latest', 'top']) expect(await listed(sort)).toContain(thread.id);
      expect(await searched()).toContain(thread.id);
      expect((await feed()).length).toBeGreaterThan(0);
      expect(await memberPosts(ada)).toContain(thread.id);
      expect(await memberPosts(bo)).toContain(thread.id);

      for (const r of reporters)
        await t.http().post(`/api/posts/thread/${thread.id}/report`).set('Cookie', r.cookie).send({ reason: 'spam' }).expect(201);
      expect((await t.dataSource.query('SELECT hidden FROM threads WHERE id = $1', [thread.id]))[0]).toEqual({ hidden: true });

      await eventually(async () => {
        for (const sort of ['latest', 'top', 'unanswered']) expect(await listed(sort)).not.toContain(thread.id);
      });
      expect(await searched()).not.toContain(thread.id);
      expect(await feed()).toEqual([]);
      expect(await trending()).not.toContain(thread.id);
      expect(await memberPosts(ada)).not.toContain(thread.id);
      expect(await memberPosts(bo)).not.toContain(thread.id);
      await t.http().get(`/api/threads/${thread.id}`).expect(404);

      // likes on it or its replies, watching it, editing a reply of it: not found (its author aside)
      await t.http().put(`/api/posts/thread/${thread.id}/like`).set('Cookie', bo.cookie).expect(404);
      await t.http().put(`/api/posts/reply/${reply.id}/like`).set('Cookie', reporters[0].cookie).expect(404);
      await t.http().put(`/api/threads/${thread.id}/watch`).set('Cookie', bo.cookie).send({ level: 'watching' }).expect(404);
      await t.http().put(`/api/threads/${thread.id}/watch`).set('Cookie', ada.cookie).send({ level: 'muted' }).expect(204);
      await t.http().patch(`/api/replies/${reply.id}`).set('Cookie', bo.cookie).send({ body: 'Edited while hidden' }).expect(404);
      await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).send({ title: 'Not mine at all' }).expect(404);
      await t.http().delete(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(404);
    });

    it('its author may edit it, but a hidden post mentions no one (they could not open it)', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      await hide(thread.id);
      await t
        .http()
        .patch(`/api/threads/${thread.id}`)
        .set('Cookie', ada.cookie)
        .send({ body: `Look here ${mention(bo)}` })
        .expect(200);
      expect(await mentionsOf(t, bo)).toBe(0);
    });
  });
});
