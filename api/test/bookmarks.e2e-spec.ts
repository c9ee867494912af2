import type { BookmarkedThread, BookmarkState, CursorPage } from '@cci/contracts';
import { BOOKMARKS_FIRST_KEY, BOOKMARKS_SQL } from '../src/bookmarks/bookmarks.queries';
import { type Member, member, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('bookmarks: PUT/DELETE/GET /api/threads/:id/bookmark and GET /api/me/bookmarks (e2e)', () => {
  const t = memberAppForThisBlock();
  const put = (m: Member, id: number) => t.http().put(`/api/threads/${id}/bookmark`).set('Cookie', m.cookie);
  const del = (m: Member, id: number) => t.http().delete(`/api/threads/${id}/bookmark`).set('Cookie', m.cookie);
  const state = async (m: Member, id: number) =>
    ((await t.http().get(`/api/threads/${id}/bookmark`).set('Cookie', m.cookie).expect(200)).body as BookmarkState).bookmarked;
  const list = async (m: Member, cursor?: string) =>
    (
      await t
        .http()
        .get('/api/me/bookmarks')
        .query(cursor ? { cursor } : {})
        .set('Cookie', m.cookie)
        .expect(200)
    ).body as CursorPage<BookmarkedThread>;

  it('bookmarks a thread once however often it is asked, lists it with its community, and removes it', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const thread = await postThread(t, bo, { title: 'Which vector store for a small team?' });
    expect(await state(ada, thread.id)).toBe(false);
    await Promise.all([put(ada, thread.id).expect(204), put(ada, thread.id).expect(204)]);
    expect(await state(ada, thread.id)).toBe(true);
    expect(await state(bo, thread.id)).toBe(false); // one member's bookmark is theirs alone
    const page = await list(ada);
    expect(page.nextCursor).toBeNull();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      thread: { id: thread.id, title: 'Which vector store for a small team?', replyCount: 0 },
      community: { slug: 'entrepreneurs', name: 'Entrepreneurs' },
    });
    expect(Date.parse(page.items[0].bookmarkedAt)).not.toBeNaN();
    await del(ada, thread.id).expect(204);
    await del(ada, thread.id).expect(204);
    expect(await state(ada, thread.id)).toBe(false);
    expect((await list(ada)).items).toEqual([]);
  });

  it('a thread nobody may open is not found; one hidden or deleted later leaves the list (but its author’s hidden one)', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const hidden = await postThread(t, bo, { title: 'A thread staff hid' });
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [hidden.id]);
    expect((await put(ada, hidden.id).expect(404)).body.message).toBe('Thread not found');
    await put(bo, hidden.id).expect(204); // its author still opens it
    expect((await list(bo)).items.map((b) => b.thread.id)).toEqual([hidden.id]);
    await put(ada, 2_000_000_000).expect(404);
    await put(ada, 0).expect(400);

    const later = await postThread(t, bo, { title: 'Deleted after it was bookmarked' });
    const kept = await postThread(t, bo, { title: 'Still here' });
    await put(ada, later.id).expect(204);
    await put(ada, kept.id).expect(204);
    await t.dataSource.query('UPDATE threads SET deleted_at = now() WHERE id = $1', [later.id]);
    expect((await list(ada)).items.map((b) => b.thread.id)).toEqual([kept.id]);
  });

  it('visitors get 401; the list pages by 20, the latest bookmark first, none twice; a forged cursor is a 400', async () => {
    const ada = await member(t);
    const thread = await postThread(t, ada);
    await t.http().put(`/api/threads/${thread.id}/bookmark`).expect(401);
    await t.http().get('/api/me/bookmarks').expect(401);
    await t.http().get(`/api/threads/${thread.id}/bookmark`).expect(401);

    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push((await postThread(t, ada, { title: `Bookmarked thread number ${i}` })).id);
    for (const id of ids) await put(ada, id).expect(204);
    // Two bookmarked in the same instant: the order breaks the tie by the thread's id.
    await t.dataSource.query(`UPDATE thread_bookmarks SET created_at = '2026-01-01T00:00:00Z' WHERE thread_id = ANY($1)`, [ids.slice(20)]);
    const first = await list(ada);
    expect(first.items).toHaveLength(20);
    const second = await list(ada, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((b) => b.thread.id)).toEqual([...ids.slice(0, 20).reverse(), ids[21], ids[20]]);
    await t.http().get('/api/me/bookmarks').query({ cursor: 'bm90LWEta2V5' }).set('Cookie', ada.cookie).expect(400);
  });

  it('deleting the account or the thread deletes its bookmarks; the list reads its index, not the table', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const thread = await postThread(t, bo);
    await put(ada, thread.id).expect(204);
    await t.dataSource.query('DELETE FROM threads WHERE id = $1', [thread.id]);
    expect(await t.dataSource.query('SELECT 1 FROM thread_bookmarks WHERE user_id = $1', [ada.id])).toEqual([]);

    // On a small table the planner would rather scan it; with scans priced out, the list must have its index.
    const plan: { 'QUERY PLAN': string }[] = await t.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      return m.query(`EXPLAIN ${BOOKMARKS_SQL}`, [ada.id, ...BOOKMARKS_FIRST_KEY]);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('thread_bookmarks_list_idx');
  });
});
