import { DISCUSSION_MESSAGES, type SearchResults } from '@cci/contracts';
import {
  REPLY_CHUNK_BITS,
  SEARCH_CANDIDATES,
  SEARCH_SQL,
  SEARCH_TIMEOUT_MS,
  SUGGESTION_SQL,
  THREAD_CHUNK_BITS,
} from '../src/search/search.queries';
import { SEARCH_TOO_SLOW } from '../src/search/search.service';
import { member, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

// GET /api/search. Every test searches for invented words of its own, so the seeded forum and the other
// tests' posts never match by accident.

describe('search (e2e)', () => {
  const t = memberAppForThisBlock();
  // type=posts: this file is about the posts' search (site-search.e2e-spec.ts covers the other types and the grouped answer).
  const search = (query: Record<string, string>) =>
    t
      .http()
      .get('/api/search')
      .query({ type: 'posts', ...query });
  const results = async (query: Record<string, string>): Promise<SearchResults> => (await search(query).expect(200)).body;

  describe('bad input', () => {
    it.each([
      ['no q', {}],
      ['an empty q', { q: '' }],
      ['a blank q', { q: '   ' }],
      ['a q of 201 characters', { q: 'a'.repeat(201) }],
      ['a q holding NUL', { q: 'prompt\u0000' }],
    ])('400 for %s', async (_name, query) => {
      const res = await search(query).expect(400);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.query);
    });

    it('400 for q given twice', async () => {
      const res = await t.http().get('/api/search?q=a&q=b').expect(400);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.query);
    });

    it('a q of 200 characters is fine', async () => {
      await search({ q: 'b'.repeat(200) }).expect(200);
    });

    it.each([
      ['not base64url', 'not a cursor!'],
      ['another shape', Buffer.from(JSON.stringify(['x', 1])).toString('base64url')],
      ['an offset off the page grid', Buffer.from(JSON.stringify([7])).toString('base64url')],
      ['an offset past the deepest page', Buffer.from(JSON.stringify([100_000])).toString('base64url')],
    ])('400 for a cursor that is %s', async (_name, cursor) => {
      const res = await search({ q: 'prompt', cursor }).expect(400);
      expect(res.body.message).toBe(DISCUSSION_MESSAGES.cursor);
    });

    it('404 for an unknown or malformed community; 400 for two', async () => {
      for (const community of ['no-such-community', 'NOT A SLUG', '../etc'])
        expect((await search({ q: 'prompt', community }).expect(404)).body.message).toBe(DISCUSSION_MESSAGES.communityNotFound);
      await t.http().get('/api/search?q=prompt&community=students&community=parents').expect(400);
    });
  });

  it('finds a reply by a word of its body, stemmed ("prompts" finds "prompt"), with its thread and author', async () => {
    const ada = await member(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const bob = await member(t, { firstName: 'Bob', lastName: 'Stone' });
    const thread = await postThread(t, ada, { title: 'Cooking with assistants', body: 'What do you ask it for dinner ideas?' });
    const reply = await postReply(t, bob, thread.id, { body: 'My prompt for zanzibarian stews is three lines long.' });
    const body = await results({ q: 'prompts zanzibarian' });
    expect(body.items).toEqual([
      {
        kind: 'reply',
        threadId: thread.id,
        replyId: reply.id,
        community: { slug: 'entrepreneurs', name: 'Entrepreneurs' },
        threadTitle: 'Cooking with assistants',
        snippetHtml: expect.stringContaining('<mark>prompt</mark>'),
        author: { id: bob.id, displayName: 'Bob S.', initials: 'BS', avatar: null },
        createdAt: reply.createdAt,
      },
    ]);
    expect(body.items[0].snippetHtml).toContain('<mark>zanzibarian</mark>');
    expect(body).toMatchObject({ nextCursor: null, suggestion: null });
  });

  it('ranks a title match above a body match', async () => {
    const ada = await member(t);
    const inBody = await postThread(t, ada, { title: 'Notes from the week', body: 'We tried gribbleflux at the meetup.' });
    const inTitle = await postThread(t, ada, { title: 'Gribbleflux for beginners', body: 'Where to start with the new tool.' });
    const body = await results({ q: 'gribbleflux' });
    expect(body.items.map((i) => i.threadId)).toEqual([inTitle.id, inBody.id]);
    expect(body.items.every((i) => i.kind === 'thread' && i.replyId === null)).toBe(true);
  });

  it('never finds hidden or deleted posts, nor replies of hidden or deleted threads', async () => {
    const ada = await member(t);
    const bob = await member(t);
    const word = 'quillimorph';
    const shown = await postThread(t, ada, { title: `Shown ${word}`, body: 'A thread everyone sees.' });
    const hidden = await postThread(t, ada, { title: `Hidden ${word}`, body: 'A thread a moderator hid.' });
    const deleted = await postThread(t, ada, { title: `Deleted ${word}`, body: 'A thread its author deleted.' });
    const hiddenReply = await postReply(t, bob, shown.id, { body: `A hidden reply about ${word}.` });
    const deletedReply = await postReply(t, bob, shown.id, { body: `A deleted reply about ${word}.` });
    const visibleReply = await postReply(t, bob, shown.id, { body: `A visible reply about ${word}.` });
    const inHidden = await postReply(t, bob, hidden.id, { body: `A reply in a hidden thread about ${word}.` });
    const inDeleted = await postReply(t, bob, deleted.id, { body: `A reply in a deleted thread about ${word}.` });
    const before = await results({ q: word });
    expect(before.items).toHaveLength(8);

    await t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hidden.id]);
    await t.http().delete(`/api/threads/${deleted.id}`).set('Cookie', ada.cookie).expect(204);
    await t.dataSource.query(`UPDATE replies SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hiddenReply.id]);
    await t.http().delete(`/api/replies/${deletedReply.id}`).set('Cookie', bob.cookie).expect(204);
    const after = await results({ q: word });
    const found = after.items.map((i) => `${i.kind}:${i.replyId ?? i.threadId}`).sort();
    expect(found).toEqual([`reply:${visibleReply.id}`, `thread:${shown.id}`].sort());
    expect(found).not.toContain(`reply:${inHidden.id}`);
    expect(found).not.toContain(`reply:${inDeleted.id}`);

    // Shown again by a moderator: the thread and its replies come back; an edit is found by its new words only.
    await t.dataSource.query(`UPDATE threads SET hidden = false, hidden_reason = NULL WHERE id = $1`, [hidden.id]);
    await t.dataSource.query(`UPDATE replies SET body = 'Now about zephyrquill instead' WHERE id = $1`, [visibleReply.id]);
    const restored = (await results({ q: word })).items.map((i) => `${i.kind}:${i.replyId ?? i.threadId}`).sort();
    expect(restored).toEqual([`thread:${shown.id}`, `thread:${hidden.id}`, `reply:${inHidden.id}`].sort());
    expect((await results({ q: 'zephyrquill' })).items.map((i) => i.replyId)).toEqual([visibleReply.id]);
  });

  it('is scoped to a community, or site-wide', async () => {
    const ada = await member(t, { communities: ['entrepreneurs', 'students'] });
    const word = 'flumpetine';
    const here = await postThread(t, ada, { title: `Entrepreneurs ${word}`, body: 'Posted in entrepreneurs.' }, 'entrepreneurs');
    const there = await postThread(t, ada, { title: `Students ${word}`, body: 'Posted in students.' }, 'students');
    await postReply(t, ada, there.id, { body: `A reply about ${word} in students.` });
    expect((await results({ q: word, community: 'entrepreneurs' })).items.map((i) => i.threadId)).toEqual([here.id]);
    const students = await results({ q: word, community: 'students' });
    expect(students.items.map((i) => i.threadId)).toEqual([there.id, there.id]);
    expect(students.items.every((i) => i.community.slug === 'students')).toBe(true);
    expect((await results({ q: word })).items).toHaveLength(3);
  });

  it('highlights safely: a stored <script> comes out as text, and only <mark> is markup', async () => {
    const ada = await member(t);
    await postThread(t, ada, {
      title: 'Escaping in snippets',
      body: '<script>alert("snarkleberry")</script> & <b onmouseover="x">snarkleberry</b> <img src=x onerror=alert(1)>',
    });
    const [item] = (await results({ q: 'snarkleberry' })).items;
    expect(item.snippetHtml).toContain('&lt;/script&gt;');
    expect(item.snippetHtml).toContain('&lt;img src=x onerror=alert');
    expect(item.snippetHtml).toContain('&amp;');
    expect(item.snippetHtml).toContain('<mark>snarkleberry</mark>');
    expect(item.snippetHtml).not.toMatch(/<script|<b[ >]|<img/);
    // With the <mark> tags taken out, nothing is left that a browser would read as a tag.
    expect(item.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('suggests the closest title when nothing matches as typed, and only then', async () => {
    const ada = await member(t);
    await postThread(t, ada, { title: 'Wobblefrotz strategies that work', body: 'Our notes on the approach.' });
    const typo = await results({ q: 'wobblefrots' });
    expect(typo).toEqual({ items: [], nextCursor: null, suggestion: 'Wobblefrotz strategies that work' });
    expect((await results({ q: 'wobblefrotz' })).suggestion).toBeNull();
    expect(await results({ q: 'xyzzyplughqq' })).toEqual({ items: [], nextCursor: null, suggestion: null });
    // Scoped: a title of another community is not offered.
    expect((await results({ q: 'wobblefrots', community: 'students' })).suggestion).toBeNull();
  });

  it('pages 20 at a time with an opaque cursor, no hit twice', async () => {
    const ada = await member(t);
    const thread = await postThread(t, ada, { title: 'A long thread', body: 'Many replies follow.' });
    await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html)
       SELECT $1, $2, 'Reply ' || i || ' on plinkerton', '<p>Reply ' || i || ' on plinkerton</p>' FROM generate_series(1, 25) i`,
      [thread.id, ada.id],
    );
    const first = await results({ q: 'plinkerton' });
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await results({ q: 'plinkerton', cursor: first.nextCursor! });
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((i) => i.replyId);
    expect(new Set(ids).size).toBe(25);
  });

  describe('walks the newest chunks of posts first (SEARCH_SQL)', () => {
    const REPLY_CHUNK = 2 ** REPLY_CHUNK_BITS;
    const THREAD_CHUNK = 2 ** THREAD_CHUNK_BITS;
    /** The first key of the chunk after the newest post's (the sequences move on past what a test inserts). */
    const nextChunk = async (table: 'threads' | 'replies', size: number) => {
      const [{ max }] = await t.dataSource.query(`SELECT coalesce(max(id), 0)::int AS max FROM ${table}`);
      return (Math.floor(max / size) + 1) * size;
    };
    const moveSequences = () =>
      t.dataSource.query(
        `SELECT setval(pg_get_serial_sequence('threads', 'id'), (SELECT max(id) FROM threads)),
                setval(pg_get_serial_sequence('replies', 'id'), (SELECT max(id) FROM replies))`,
      );
    /** Replies with these ids and bodies, in thread `threadId` (one statement: one created_at). */
    const insertReplies = (threadId: number, authorId: number, ids: number[], bodies: string[]) =>
      t.dataSource.query(
        `INSERT INTO replies (id, thread_id, author_id, body, body_html)
         SELECT id, $1, $2, body, '<p>' || body || '</p>' FROM unnest($3::int[], $4::text[]) AS x(id, body)`,
        [threadId, authorId, ids, bodies],
      );
    /** A key of chunk 0 (the oldest) that no post holds: the walk must reach the first chunk. */
    const freeInChunk0 = async (table: 'threads' | 'replies', size: number): Promise<number> => {
      const [{ id }] = await t.dataSource.query(
        `SELECT min(g)::int AS id FROM generate_series(1, $1::int - 1) g WHERE NOT EXISTS (SELECT 1 FROM ${table} WHERE id = g)`,
        [size],
      );
      return id;
    };
    const keys = (body: SearchResults) => body.items.map((i) => `${i.kind}:${i.replyId ?? i.threadId}`);

    it('finds matches in chunks far apart, across empty chunks and chunk edges, newest first; never hidden or deleted ones', async () => {
      const ada = await member(t);
      const word = 'trindlewick';
      const [{ id: community }] = await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'entrepreneurs'`);
      // Threads: one at the first key of a chunk, one at the last key of the chunk two further on (one empty between),
      // and one in chunk 0.
      const t0 = await nextChunk('threads', THREAD_CHUNK);
      const threadIds = [
        t0,
        t0 + 3 * THREAD_CHUNK - 1,
        t0 + 3 * THREAD_CHUNK + 1,
        t0 + 3 * THREAD_CHUNK + 2,
        await freeInChunk0('threads', THREAD_CHUNK),
      ];
      await t.dataSource.query(
        `INSERT INTO threads (id, community_id, author_id, title, body, body_html)
         SELECT id, $1, $2, 'Thread ' || id || ' about ${word}', 'Body.', '<p>Body.</p>' FROM unnest($3::int[]) id`,
        [community, ada.id, threadIds],
      );
      const [oldThread, newThread, hiddenThread, deletedThread, firstThread] = threadIds;
      // Replies: one in chunk 0, the last key of a later chunk, the first and last keys of a chunk two empty chunks on,
      // then the next chunk.
      const r0 = await nextChunk('replies', REPLY_CHUNK);
      const shownIds = [
        await freeInChunk0('replies', REPLY_CHUNK),
        r0 + REPLY_CHUNK - 1,
        r0 + 3 * REPLY_CHUNK,
        r0 + 4 * REPLY_CHUNK - 1,
        r0 + 4 * REPLY_CHUNK + 5,
      ];
      const hiddenIds = [r0 + 4 * REPLY_CHUNK + 1, r0 + 4 * REPLY_CHUNK + 2];
      await insertReplies(
        newThread,
        ada.id,
        [...shownIds, ...hiddenIds],
        [...shownIds, ...hiddenIds].map((id) => `Reply ${id} on ${word}`),
      );
      const inHidden = r0 + 4 * REPLY_CHUNK + 3;
      const inDeleted = r0 + 4 * REPLY_CHUNK + 4;
      await insertReplies(hiddenThread, ada.id, [inHidden], [`Reply in a hidden thread on ${word}`]);
      await insertReplies(deletedThread, ada.id, [inDeleted], [`Reply in a deleted thread on ${word}`]);
      await moveSequences();
      await t.dataSource.query(`UPDATE replies SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hiddenIds[0]]);
      await t.dataSource.query(`UPDATE replies SET deleted_at = now() WHERE id = $1`, [hiddenIds[1]]);
      await t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hiddenThread]);
      await t.dataSource.query(`UPDATE threads SET deleted_at = now() WHERE id = $1`, [deletedThread]);

      const found = await results({ q: word });
      // Same rank within a kind (same length), threads (a title match) above replies; newest first within each.
      expect(keys(found)).toEqual([
        `thread:${newThread}`,
        `thread:${oldThread}`,
        `thread:${firstThread}`,
        ...[...shownIds].reverse().map((id) => `reply:${id}`),
      ]);
      expect(keys(await results({ q: word, community: 'entrepreneurs' }))).toEqual(keys(found));
      expect((await results({ q: word, community: 'students' })).items).toEqual([]);
      // A phrase, and a word left out, read the same chunks.
      expect(keys(await results({ q: `"reply ${r0 + 3 * REPLY_CHUNK} on ${word}"` }))).toEqual([`reply:${r0 + 3 * REPLY_CHUNK}`]);
      expect(keys(await results({ q: `${word} -thread` }))).toEqual([...shownIds].reverse().map((id) => `reply:${id}`));

      // A thread moved to another community: it and its replies are found there, and no longer here.
      await t.dataSource.query(`UPDATE threads SET community_id = (SELECT id FROM communities WHERE slug = 'students') WHERE id = $1`, [
        newThread,
      ]);
      expect(keys(await results({ q: word, community: 'students' }))).toEqual([
        `thread:${newThread}`,
        ...[...shownIds].reverse().map((id) => `reply:${id}`),
      ]);
      expect(keys(await results({ q: word, community: 'entrepreneurs' }))).toEqual([`thread:${oldThread}`, `thread:${firstThread}`]);
      expect(keys(await results({ q: word }))).toEqual(keys(found));
    });

    it(`ranks the newest ${SEARCH_CANDIDATES} matches of a kind, though the next older one is in the same chunk, and stops there`, async () => {
      const ada = await member(t);
      const word = 'vorpalquist';
      const thread = await postThread(t, ada, { title: 'Where the replies go', body: 'A thread for many replies.' });
      // Chunk X: the oldest match (the best rank of all: the word twice in a short body), 498 weaker matches, and at its
      // last key another best-ranked one; chunk X + 1: one more match. The newest 500 leave out the oldest only.
      const x = await nextChunk('replies', REPLY_CHUNK);
      const oldest = x + 1;
      const fillers = Array.from({ length: SEARCH_CANDIDATES - 2 }, (_, i) => x + 2 + i);
      const edge = x + REPLY_CHUNK - 1;
      const newest = x + REPLY_CHUNK + 3;
      const strong = `${word} ${word}`;
      const weak = `A longer reply that mentions ${word} once among many other words about teams, tools and weekly notes`;
      await insertReplies(thread.id, ada.id, [oldest, ...fillers, edge, newest], [strong, ...fillers.map(() => weak), strong, weak]);
      await moveSequences();
      const first = await results({ q: word });
      expect(keys(first)[0]).toBe(`reply:${edge}`);
      expect(keys(first)).not.toContain(`reply:${oldest}`);
      // Every page: the 500 newest, each once, the oldest never.
      const seen: string[] = [...keys(first)];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await results({ q: word, cursor });
        seen.push(...keys(page));
        cursor = page.nextCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(SEARCH_CANDIDATES);
      expect(seen).toContain(`reply:${newest}`);
      expect(seen).not.toContain(`reply:${oldest}`);

      // The walk stopped in chunk X: two chunks read of the replies' index, though older chunks exist down to chunk 0.
      expect(x >> REPLY_CHUNK_BITS).toBeGreaterThanOrEqual(1);
      const plan = ((await t.dataSource.query(`EXPLAIN (ANALYZE, COSTS OFF) ${SEARCH_SQL}`, [word, null, 0])) as { 'QUERY PLAN': string }[])
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on post_search_reply_chunks \(actual time=[\d.]+\.\.[\d.]+ rows=[\d.]+ loops=2\)/);
    });
  });

  // Last: it adds a forum's worth of filler posts.
  it('reads the chunked GIN indexes once the forum is big enough to choose (plans of the exported SQL)', async () => {
    const ada = await member(t);
    await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html)
       SELECT c.id, $1, 'Filler thread ' || i, 'Weekly notes number ' || i || ' about tooling and teams', '<p>x</p>'
         FROM communities c, generate_series(1, 500) i`,
      [ada.id],
    );
    await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html)
       SELECT t.id, $1, 'Another reply ' || i || ' on tooling and teams', '<p>x</p>'
         FROM threads t, generate_series(1, 5) i WHERE t.title LIKE 'Filler thread %'`,
      [ada.id],
    );
    // A search scans the chunked indexes once a chunk: they keep no pending list, which every scan would read whole.
    const options = await t.dataSource.query(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('post_search_thread_chunks', 'post_search_reply_chunks') ORDER BY relname`,
    );
    expect(options).toEqual([
      { relname: 'post_search_reply_chunks', reloptions: ['fastupdate=off'] },
      { relname: 'post_search_thread_chunks', reloptions: ['fastupdate=off'] },
    ]);
    // VACUUM ANALYZE: the statistics of the bulk insert, as autovacuum would.
    await t.dataSource.query('VACUUM ANALYZE threads, replies, post_search');
    const explain = async (sql: string, params: unknown[]) =>
      ((await t.dataSource.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
    for (const community of [null, 1]) {
      for (const word of ['prompts', 'tooling', 'prompts -tooling']) {
        // Each kind's chunks through its own index, never a walk of a key nor a read of the whole table.
        const hits = await explain(SEARCH_SQL, [word, community, 0]);
        expect(hits).toContain('Bitmap Index Scan on post_search_thread_chunks');
        expect(hits).toContain('Bitmap Index Scan on post_search_reply_chunks');
        expect(hits).toMatch(/Function Scan on generate_series chunk\b/);
        // In one community, its lexeme is in the chunk's lookup (other communities' matches are not read).
        expect(hits).toMatch(new RegExp(`Index Cond: .* @@ post_search_chunk_query\\(.*\\.chunk, ${community ?? 'NULL::integer'}\\)\\)`));
        expect(hits).not.toMatch(/Seq Scan on (threads|replies|post_search)/);
        expect(hits).not.toMatch(/Index Scan( Backward)? using post_search_(reply|thread)_key on post_search s/);
      }
      expect(await explain(SUGGESTION_SQL, ['promtps', community])).toContain('threads_title_trgm_idx');
    }
  });

  it('a search still running after SEARCH_TIMEOUT_MS is cancelled and answered 503 with a way out, never queued on', async () => {
    // Another session holds the replies table: the search waits on it until its statement_timeout cancels it.
    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.query('LOCK TABLE replies IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const res = await t.http().get('/api/search').query({ q: 'prompts' }).expect(503);
      expect(res.body).toMatchObject({ statusCode: 503, message: SEARCH_TOO_SLOW });
      expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_TIMEOUT_MS - 50);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
    await t.http().get('/api/search').query({ q: 'prompts' }).expect(200);
  });
});
