import type { CursorPage, MemberPost } from '@cci/contracts';
import { MEMBER_POSTS_FIRST_KEY, MEMBER_POSTS_SQL } from '../src/member-posts/member-posts.queries';
import { member, plan, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe("a member's posts on their profile: GET /api/members/:id/posts (e2e)", () => {
  const t = memberAppForThisBlock();
  const posts = async (id: number, cursor?: string) =>
    (
      await t
        .http()
        .get(`/api/members/${id}/posts`)
        .query(cursor ? { cursor } : {})
        .expect(200)
    ).body as CursorPage<MemberPost>;

  it('lists visible threads and replies, newest first, without hidden or deleted ones; never another member’s', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const own = await postThread(t, ada, { title: 'Ada asks about embeddings', body: 'Which **embedding** model for search?' });
    const other = await postThread(t, bo, { title: 'Bo shares a prompt' });
    const reply = await postReply(t, ada, other.id, { body: 'Thanks, this `prompt` helps' });
    const hidden = await postReply(t, ada, other.id, { body: 'A hidden reply' });
    const deleted = await postReply(t, ada, own.id, { body: 'A deleted reply' });
    await t.dataSource.query('UPDATE replies SET hidden = true WHERE id = $1', [hidden.id]);
    await t.dataSource.query('UPDATE replies SET deleted_at = now() WHERE id = $1', [deleted.id]);

    const page = await posts(ada.id);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((p) => [p.kind, p.threadId, p.replyId])).toEqual([
      ['reply', other.id, reply.id],
      ['thread', own.id, null],
    ]);
    expect(page.items[0]).toMatchObject({
      threadTitle: 'Bo shares a prompt',
      community: { slug: 'entrepreneurs' },
      excerpt: 'Thanks, this prompt helps',
    });
    expect(page.items[1].excerpt).toBe('Which embedding model for search?');
    // A thread hidden by a moderator takes the member's replies in it out too.
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [other.id]);
    expect((await posts(ada.id)).items.map((p) => p.kind)).toEqual(['thread']);
  });

  it('pages by 20 with no post twice or missed, in order across kinds', async () => {
    const ada = await member(t);
    const thread = await postThread(t, ada);
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push((await postReply(t, ada, thread.id, { body: `Reply number ${i}` })).id);
    // The same instant for some, so the order must break ties by kind and id.
    await t.dataSource.query(`UPDATE replies SET created_at = (SELECT created_at FROM threads WHERE id = $1) WHERE id = ANY($2)`, [
      thread.id,
      ids.slice(0, 3),
    ]);
    const first = await posts(ada.id);
    expect(first.items).toHaveLength(20);
    const second = await posts(ada.id, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((p) => `${p.kind}:${p.replyId ?? p.threadId}`);
    expect(all).toHaveLength(23);
    expect(new Set(all).size).toBe(23);
  });

  it('bad input: 404 unknown member, 400 bad id or cursor; the plan walks the author indexes', async () => {
    await t.http().get('/api/members/99999999/posts').expect(404);
    await t.http().get('/api/members/abc/posts').expect(400);
    await t.http().get('/api/members/1/posts').query({ cursor: 'nope!' }).expect(400);
    await t.http().get('/api/members/1/posts?cursor=a&cursor=b').expect(400);
    const text = await plan(t, MEMBER_POSTS_SQL, [1, ...MEMBER_POSTS_FIRST_KEY]);
    expect(text).toMatch(/threads_author_idx/);
    expect(text).toMatch(/replies_author_idx/);
  });
});
