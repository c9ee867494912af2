import { DISCUSSION_MESSAGES, type CursorPage, type ThreadPage, type ThreadSummary } from '@cci/contracts';
import { type Member, members, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

describe('unread tracking: PUT /api/threads/:id/read and the lists (e2e)', () => {
  const t = memberAppForThisBlock();
  const list = async (m: Member | null, query: Record<string, string> = {}, status = 200) => {
    const req = t.http().get('/api/communities/entrepreneurs/threads').query(query);
    if (m) void req.set('Cookie', m.cookie);
    return (await req.expect(status)).body as CursorPage<ThreadSummary>;
  };
  const inList = async (m: Member | null, threadId: number, query: Record<string, string> = {}) =>
    (await list(m, query)).items.find((i) => i.id === threadId);
  const read = (m: Member, threadId: number, lastReadReplyId: unknown, status = 204) =>
    t.http().put(`/api/threads/${threadId}/read`).set('Cookie', m.cookie).send({ lastReadReplyId }).expect(status);
  /** The member's previous visit an hour ago: what was started since is new to them. */
  const visitedAnHourAgo = (m: Member) =>
    t.dataSource.query(
      `INSERT INTO member_visits (user_id, last_visit_at, previous_visit_at) VALUES ($1, now(), now() - interval '1 hour')
       ON CONFLICT (user_id) DO UPDATE SET previous_visit_at = EXCLUDED.previous_visit_at`,
      [m.id],
    );

  it('counts the replies after the last one read, only forward; its cursor opens the page at the first unread reply', async () => {
    const [ada, bo, cy] = await members(t, 3);
    const thread = await postThread(t, ada);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await postReply(t, i % 2 ? bo : cy, thread.id));

    // Never opened, and no previous visit: nothing to say.
    expect(await inList(bo, thread.id)).toMatchObject({ replyCount: 5, unreadCount: 0, new: false, unreadCursor: null });
    await read(bo, thread.id, replies[1].id);
    const summary = (await inList(bo, thread.id))!;
    expect(summary).toMatchObject({ unreadCount: 3, new: false });
    const page = (
      await t.http().get(`/api/threads/${thread.id}`).query({ cursor: summary.unreadCursor }).set('Cookie', bo.cookie).expect(200)
    ).body as ThreadPage;
    expect(page.replies.items.map((r) => r.id)).toEqual(replies.slice(2).map((r) => r.id));

    // An older reply (another tab) changes nothing; the last one reads everything.
    await read(bo, thread.id, replies[0].id);
    expect((await inList(bo, thread.id))!.unreadCount).toBe(3);
    await read(bo, thread.id, replies[4].id);
    expect(await inList(bo, thread.id)).toMatchObject({ unreadCount: 0, unreadCursor: null });
    // A new reply: one unread for Bo; Ada, who never opened her own thread, has no count.
    await postReply(t, cy, thread.id);
    expect((await inList(bo, thread.id))!.unreadCount).toBe(1);
    expect((await inList(ada, thread.id))!.unreadCount).toBe(0);
    // Deleted and hidden replies keep their place: they count as read in order, like the page shows them.
    await t.dataSource.query('UPDATE replies SET hidden = true WHERE id = $1', [replies[3].id]);
    expect((await inList(bo, thread.id))!.unreadCount).toBe(1);
  });

  it("a thread started by someone else since the member's previous visit is new until they open it; visitors get none of it", async () => {
    const [ada, bo] = await members(t, 2);
    await visitedAnHourAgo(bo);
    await visitedAnHourAgo(ada);
    const thread = await postThread(t, ada);
    expect((await inList(bo, thread.id))!.new).toBe(true);
    expect((await inList(ada, thread.id))!.new).toBe(false); // her own
    await read(bo, thread.id, null);
    expect(await inList(bo, thread.id)).toMatchObject({ new: false, unreadCount: 0 });
    // Started before the previous visit: not new.
    await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '2 hours' WHERE id = $1`, [thread.id]);
    const [cy] = await members(t, 1);
    await visitedAnHourAgo(cy);
    expect((await inList(cy, thread.id))!.new).toBe(false);

    const visitor = (await inList(null, thread.id))!;
    expect(visitor).not.toHaveProperty('unreadCount');
    expect(visitor).not.toHaveProperty('new');
    // The visitor's first page is the cached one, and a member's answer is still theirs after it was cached.
    expect((await inList(null, thread.id))!).toEqual(visitor);
    expect((await inList(bo, thread.id))!).toHaveProperty('unreadCount', 0);
  });

  it('sort=new: threads with replies since read, and new threads, by last activity; paged; a visitor gets 401', async () => {
    const [ada, bo, cy] = await members(t, 3, { communities: ['educators'] });
    await visitedAnHourAgo(bo);
    const old = await postThread(t, ada, {}, 'educators');
    await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '2 hours' WHERE id = $1`, [old.id]);
    const readUp = await postThread(t, ada, {}, 'educators');
    await read(bo, readUp.id, null);
    const fresh = await postThread(t, cy, {}, 'educators');
    const own = await postThread(t, bo, {}, 'educators');
    const newList = async () =>
      (
        (await t.http().get('/api/communities/educators/threads').query({ sort: 'new' }).set('Cookie', bo.cookie).expect(200))
          .body as CursorPage<ThreadSummary>
      ).items.map((i) => i.id);
    expect(await newList()).toEqual([fresh.id]);
    await postReply(t, cy, readUp.id);
    expect(await newList()).toEqual([readUp.id, fresh.id]);
    expect(await newList()).not.toContain(own.id);
    expect(await newList()).not.toContain(old.id);

    const res = await t.http().get('/api/communities/educators/threads').query({ sort: 'new' }).expect(401);
    expect(res.body.message).toBe(DISCUSSION_MESSAGES.signIn);
    const bad = await t.http().get('/api/communities/educators/threads').query({ sort: 'newest' }).expect(400);
    expect(bad.body.message).toBe(DISCUSSION_MESSAGES.sort);
  });

  it('bad input: a reply of another thread or none, a non-integer, a hidden thread, a visitor', async () => {
    const [ada, bo] = await members(t, 2);
    const thread = await postThread(t, ada);
    const other = await postThread(t, ada);
    const elsewhere = await postReply(t, bo, other.id);
    const wrong = await read(bo, thread.id, elsewhere.id, 400);
    expect(wrong.body.errors).toEqual({ lastReadReplyId: DISCUSSION_MESSAGES.replyId });
    await read(bo, thread.id, 2_147_483_647, 400);
    await read(bo, thread.id, 9_999_999_999, 400);
    await read(bo, thread.id, 'last', 400);
    await read(bo, thread.id, 0, 400);
    await t.http().put(`/api/threads/${thread.id}/read`).set('Cookie', bo.cookie).send({}).expect(400);
    await t.http().put(`/api/threads/${thread.id}/read`).send({ lastReadReplyId: null }).expect(401);
    await read(bo, 2_147_483_647, null, 404);
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [thread.id]);
    await read(bo, thread.id, null, 404);
    await read(ada, thread.id, null); // its author still reads it
    expect(await t.dataSource.query('SELECT user_id FROM thread_reads WHERE thread_id = $1', [thread.id])).toEqual([{ user_id: ada.id }]);
  });

  it("a session's last-seen bump records the visit; one after the visit gap makes the last visit the previous one", async () => {
    const [ada] = await members(t, 1);
    const seenLongAgo = () =>
      t.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = $1`, [ada.id]);
    const visits = async () =>
      (await t.dataSource.query('SELECT last_visit_at, previous_visit_at FROM member_visits WHERE user_id = $1', [ada.id])) as {
        last_visit_at: Date;
        previous_visit_at: Date | null;
      }[];
    await seenLongAgo();
    await t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200);
    await eventually(async () => expect(await visits()).toHaveLength(1), 5_000);
    expect((await visits())[0].previous_visit_at).toBeNull();
    const first = (await visits())[0].last_visit_at.getTime();

    // Back within the gap: the same visit.
    await seenLongAgo();
    await t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200);
    await eventually(async () => expect((await visits())[0].last_visit_at.getTime()).toBeGreaterThan(first), 5_000);
    expect((await visits())[0].previous_visit_at).toBeNull();

    // Back two hours later: a new visit, and the last one is the previous.
    await t.dataSource.query(`UPDATE member_visits SET last_visit_at = now() - interval '2 hours' WHERE user_id = $1`, [ada.id]);
    const before = (await visits())[0].last_visit_at;
    await seenLongAgo();
    await t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200);
    await eventually(async () => expect((await visits())[0].previous_visit_at?.getTime()).toBe(before.getTime()), 5_000);
  });
});
