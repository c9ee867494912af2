import { DISCUSSION_MESSAGES, type ThreadPage, type ThreadSummary } from '@cci/contracts';
import { THREAD_LIST_SQL, THREAD_SQL, REPLY_PAGE_SQL, FIRST_KEYS } from '../src/discussions/discussions.queries';
import { NotificationsService } from '../src/notifications/notifications.service';
import { member, members, newSession, plan, postThread, rewind, uniqueBody } from './discussions-helpers';
import { memberAppForThisBlock, type MemberTestApp } from './me-helpers';

const LIST = '/api/communities/entrepreneurs/threads';

/** Every page of a list, following nextCursor: the ids in order. */
async function allPages(t: MemberTestApp, url: string): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t
      .http()
      .get(url)
      .query(cursor ? { cursor } : {})
      .expect(200);
    const body = res.body as { items: ThreadSummary[]; nextCursor: string | null };
    ids.push(...body.items.map((i) => i.id));
    cursor = body.nextCursor;
    pages += 1;
    if (pages > 20) throw new Error('too many pages');
  } while (cursor);
  return { ids, pages };
}

describe('discussions: threads (e2e)', () => {
  const t = memberAppForThisBlock();

  describe('posting a thread', () => {
    it('201: a ThreadView as stored, the author watches it, the Markdown rendered once and kept', async () => {
      const ada = await member(t, { firstName: 'Ada', lastName: 'Lovelace' });
      const res = await t
        .http()
        .post(LIST)
        .set('Cookie', ada.cookie)
        .send({ title: '  Prompt tips  ', body: 'Use **bold** and\n\n```python\nprint(1)\n```', kind: 'question' })
        .expect(201);
      const thread = res.body;
      expect(thread).toMatchObject({
        community: { slug: 'entrepreneurs', name: 'Entrepreneurs' },
        title: 'Prompt tips',
        kind: 'question',
        excerpt: 'Use bold and',
        author: { id: ada.id, displayName: 'Ada L.', initials: 'AL' },
        pinned: false,
        locked: false,
        hidden: false,
        deleted: false,
        acceptedReplyId: null,
        replyCount: 0,
        likeCount: 0,
        editedAt: null,
        body: 'Use **bold** and\n\n```python\nprint(1)\n```',
        hiddenReason: null,
        likedByMe: false,
        mine: true,
        watch: 'watching',
        canReply: true,
        replyBlockedReason: null,
      });
      expect(thread.bodyHtml).toContain('<strong>bold</strong>');
      expect(thread.bodyHtml).toContain('<pre class="hljs"><code class="language-python"><span class="hljs-built_in">print</span>');
      const [row] = await t.dataSource.query('SELECT body_html, author_id FROM threads WHERE id = $1', [thread.id]);
      expect(row).toEqual({ body_html: thread.bodyHtml, author_id: ada.id });
      const watches = await t.dataSource.query('SELECT user_id, level FROM thread_watches WHERE thread_id = $1', [thread.id]);
      expect(watches).toEqual([{ user_id: ada.id, level: 'watching' }]);
    });

    it('a stored <script> shows as text; links get rel="nofollow ugc noopener"; javascript: links are not links', async () => {
      const ada = await member(t);
      const body = '<script>alert(1)</script> see [site](https://example.com) and [x](javascript:alert(1))';
      const thread = await postThread(t, ada, { body });
      const page = (await t.http().get(`/api/threads/${thread.id}`).expect(200)).body as ThreadPage;
      expect(page.thread.body).toBe(body);
      expect(page.thread.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.thread.bodyHtml).not.toContain('<script');
      expect(page.thread.bodyHtml).toContain('<a href="https://example.com" rel="nofollow ugc noopener">site</a>');
      expect(page.thread.bodyHtml).not.toContain('href="javascript:');
    });

    it('bad input → 400 with the field message, nothing stored', async () => {
      const ada = await member(t);
      const post = (body: unknown) =>
        t
          .http()
          .post(LIST)
          .set('Cookie', ada.cookie)
          .send(body as object);
      const cases: [unknown, Record<string, string>][] = [
        [{ title: 'ab', body: 'long enough body' }, { title: DISCUSSION_MESSAGES.title }],
        [{ title: 'x'.repeat(151), body: 'long enough body' }, { title: DISCUSSION_MESSAGES.title }],
        [{ title: 'Fine title', body: 'short' }, { body: DISCUSSION_MESSAGES.threadBody }],
        [{ title: 'Fine title', body: 'x'.repeat(20_001) }, { body: DISCUSSION_MESSAGES.threadBody }],
        [{ title: 'Fine title', body: '          ' + 'x'.repeat(5) + '     ' }, { body: DISCUSSION_MESSAGES.threadBody }],
        [{ title: 42, body: 'long enough body' }, { title: DISCUSSION_MESSAGES.title }],
        [{ title: 'Fine title', body: ['long enough body'] }, { body: DISCUSSION_MESSAGES.threadBody }],
        [{ title: 'Fine title', body: 'long enough body', kind: 'poll' }, { kind: DISCUSSION_MESSAGES.kind }],
        [{}, { title: DISCUSSION_MESSAGES.title, body: DISCUSSION_MESSAGES.threadBody }],
      ];
      for (const [body, errors] of cases) {
        const res = await post(body).expect(400);
        expect({ body, errors: res.body.errors }).toEqual({ body, errors });
      }
      await post('not json').set('Content-Type', 'text/plain').expect(415);
      // hostile shapes: never a 500
      const nul = await post({ title: 'Has a \u0000 NUL', body: 'long enough body' }).expect(400);
      expect(Object.keys(nul.body.errors)).toEqual(['title']);
      await post([{ title: 'Fine title', body: 'long enough body' }]).expect(400);
      await post(null).expect(400);
      await t.http().post(LIST).set('Cookie', ada.cookie).set('Content-Type', 'application/json').send('{"title":').expect(400);
      await t.http().get('/api/threads/2147483648').expect(400);
      await t
        .http()
        .post('/api/communities/%00/threads')
        .set('Cookie', ada.cookie)
        .send({ title: 'Fine title', body: 'long enough body' })
        .expect(404);
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM threads WHERE author_id = $1', [ada.id]))[0].n).toBe(0);
    });

    it('who may post: 401 signed out, 404 unknown community, 403 not a member / pending / unverified / suspended (with the date)', async () => {
      const good = { title: 'A fine title', body: uniqueBody() };
      const out = await t.http().post(LIST).send(good).expect(401);
      expect(out.body.message).toBe(DISCUSSION_MESSAGES.signIn);

      const ada = await member(t);
      const unknown = await t.http().post('/api/communities/no-such-place/threads').set('Cookie', ada.cookie).send(good).expect(404);
      expect(unknown.body.message).toBe(DISCUSSION_MESSAGES.communityNotFound);
      const notJoined = await t.http().post('/api/communities/creatives/threads').set('Cookie', ada.cookie).send(good).expect(403);
      expect(notJoined.body.message).toBe(DISCUSSION_MESSAGES.notMember);

      const pending = await member(t, { communities: ['students'], pending: ['entrepreneurs'] });
      const p = await t.http().post(LIST).set('Cookie', pending.cookie).send(good).expect(403);
      expect(p.body.message).toBe(DISCUSSION_MESSAGES.pending);

      const unverified = await member(t, { verified: false });
      const u = await t.http().post(LIST).set('Cookie', unverified.cookie).send(good).expect(403);
      expect(u.body.message).toBe(DISCUSSION_MESSAGES.unverified);

      const suspended = await member(t);
      await t.dataSource.query(`UPDATE users SET suspended_until = '2099-03-04T10:00:00Z' WHERE id = $1`, [suspended.id]);
      // The suspension ended the member's sessions, and a session that outlived it signs in no one.
      await t.http().post(LIST).set('Cookie', suspended.cookie).send(good).expect(401);
      await t
        .http()
        .post(LIST)
        .set('Cookie', await newSession(t, suspended.id))
        .send(good)
        .expect(401);
      // a suspension that ended no longer counts
      await t.dataSource.query(`UPDATE users SET suspended_until = now() - interval '1 minute' WHERE id = $1`, [suspended.id]);
      await t
        .http()
        .post(LIST)
        .set('Cookie', await newSession(t, suspended.id))
        .send(good)
        .expect(201);

      const stored = await t.dataSource.query('SELECT author_id FROM threads WHERE body = $1', [good.body]);
      expect(stored).toEqual([{ author_id: suspended.id }]);
    });

    it('mentions of members of the community go to notifyPost (others are dropped); the author is the actor', async () => {
      const notifications = t.app.get(NotificationsService);
      const spy = jest.spyOn(notifications, 'notifyPost');
      try {
        const [ada, bo] = await members(t, 2);
        const outsider = await member(t, { communities: ['creatives'] });
        const body = `Hi [@Bo L.](/members/${bo.id}) and [@Out S.](/members/${outsider.id}), and [@Bo L.](/members/${bo.id}) again`;
        const thread = await postThread(t, ada, { body });
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.calls[0][1]).toEqual({ kind: 'thread', threadId: thread.id, replyId: null, actorId: ada.id, mentions: [bo.id] });
        expect(thread.bodyHtml).toContain(`<a href="/members/${bo.id}" class="mention">@Bo L.</a>`);

        // an edit notifies only the members it newly mentions, and nothing when there are none
        spy.mockClear();
        const cy = await member(t);
        await t
          .http()
          .patch(`/api/threads/${thread.id}`)
          .set('Cookie', ada.cookie)
          .send({ body: `${body} and [@Cy L.](/members/${cy.id})` })
          .expect(200);
        expect(spy.mock.calls.map((c) => c[1].mentions)).toEqual([[cy.id]]);
        spy.mockClear();
        // one edit per post every 5 seconds: the last edit moved back
        const rewindEdit = () =>
          t.dataSource.query(`UPDATE threads SET edited_at = now() - interval '1 minute' WHERE id = $1`, [thread.id]);
        await rewindEdit();
        await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({ title: 'Only the title' }).expect(200);
        await rewindEdit();
        await t
          .http()
          .patch(`/api/threads/${thread.id}`)
          .set('Cookie', ada.cookie)
          .send({ body: `[@Cy L.](/members/${cy.id}) first now, long enough` })
          .expect(200);
        expect(spy).not.toHaveBeenCalled();
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('lists', () => {
    // A community of its own (educators) with threads made in the database at known times.
    let ids: { latest: number[]; top: number[]; unanswered: number[] };
    beforeAll(async () => {
      const [author] = await members(t, 1, { communities: ['educators'] });
      // the seed's threads out of the way: this list is only the ones made here
      await t.dataSource.query(
        `DELETE FROM threads WHERE community_id IN (SELECT id FROM communities WHERE slug IN ('educators', 'seniors'))`,
      );
      await t.dataSource.query(
        `INSERT INTO threads (community_id, author_id, title, body, body_html, kind, pinned, hidden, deleted_at,
                              created_at, last_activity_at, reply_count, like_count)
         SELECT c.id, $1, 'Thread ' || g, 'Body of thread ' || g, '<p>Body</p>', CASE WHEN g % 4 = 0 THEN 'question' ELSE 'discussion' END,
                g IN (7, 30), g = 11, CASE WHEN g = 12 THEN now() END,
                timestamp '2026-01-01' + g * interval '1 hour', timestamp '2026-02-01' - (g % 9) * interval '1 day' - g * interval '1 microsecond',
                CASE WHEN g % 3 = 0 THEN g % 5 ELSE 0 END, g % 7
           FROM communities c, generate_series(1, 47) g WHERE c.slug = 'educators'`,
        [author.id],
      );
      const visible = `community_id = (SELECT id FROM communities WHERE slug = 'educators') AND NOT hidden AND deleted_at IS NULL`;
      const q = async (sql: string) => ((await t.dataSource.query(sql)) as { id: number }[]).map((r) => r.id);
      ids = {
        latest: await q(`SELECT id FROM threads WHERE ${visible} ORDER BY pinned DESC, last_activity_at DESC, id DESC`),
        top: await q(`SELECT id FROM threads WHERE ${visible} ORDER BY like_count + reply_count DESC, id DESC`),
        unanswered: await q(
          `SELECT id FROM threads WHERE ${visible} AND accepted_reply_id IS NULL AND (reply_count = 0 OR kind = 'question') ORDER BY created_at DESC, id DESC`,
        ),
      };
      expect(ids.latest).toHaveLength(45);
    });

    it.each(['latest', 'top', 'unanswered'] as const)('%s: every page of 20, in order, without duplicates or gaps', async (sort) => {
      const url = `/api/communities/educators/threads${sort === 'latest' ? '' : `?sort=${sort}`}`;
      const { ids: listed, pages } = await allPages(t, url);
      expect(listed).toEqual(ids[sort]);
      expect(pages).toBe(Math.ceil(ids[sort].length / 20));
    });

    it('latest: pinned threads first; hidden (11) and deleted (12) threads are not listed; summaries carry no body', async () => {
      const first = (await t.http().get('/api/communities/educators/threads').expect(200)).body as { items: ThreadSummary[] };
      expect(first.items.slice(0, 2).map((i) => i.title)).toEqual(['Thread 30', 'Thread 7']);
      expect(first.items[0]).toMatchObject({ pinned: true, excerpt: 'Body of thread 30', author: { displayName: 'Ada L.' } });
      expect(first.items[0]).not.toHaveProperty('body');
      expect(first.items).toHaveLength(20);
      const titles = (await allPages(t, '/api/communities/educators/threads')).ids;
      const [hidden, deleted] = await t.dataSource.query(`SELECT id FROM threads WHERE title IN ('Thread 11', 'Thread 12') ORDER BY title`);
      expect(titles).not.toContain(hidden.id);
      expect(titles).not.toContain(deleted.id);
    });

    it('a community without threads: an empty page; unknown community 404; unknown sort and malformed cursors 400', async () => {
      expect((await t.http().get('/api/communities/seniors/threads').expect(200)).body).toEqual({ items: [], nextCursor: null });
      expect((await t.http().get('/api/communities/nowhere/threads').expect(404)).body.message).toBe(DISCUSSION_MESSAGES.communityNotFound);
      await t.http().get('/api/communities/%00x/threads').expect(404);
      await t
        .http()
        .get(`/api/communities/${'a'.repeat(5000)}/threads`)
        .expect(404);
      expect((await t.http().get(`${LIST}?sort=oldest`).expect(400)).body.message).toBe(DISCUSSION_MESSAGES.sort);
      expect((await t.http().get(`${LIST}?sort=top&sort=latest`).expect(400)).body.message).toBe(DISCUSSION_MESSAGES.sort);
      const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const page1 = (await t.http().get('/api/communities/educators/threads?sort=top').expect(200)).body;
      for (const cursor of [
        'garbage!',
        'bm90IGpzb24',
        b64([true, '2026-01-01T00:00:00.000000Z', 5]), // a latest cursor on the top list
        b64([1, 0]), // id 0
        b64([1, 2, 3]),
        b64({ a: 1 }),
        b64([-1, 3]),
        b64([2 ** 31, 3]),
        b64([1.5, 3]),
        'x'.repeat(300),
      ]) {
        const res = await t.http().get('/api/communities/educators/threads').query({ sort: 'top', cursor }).expect(400);
        expect({ cursor, message: res.body.message }).toEqual({ cursor, message: DISCUSSION_MESSAGES.cursor });
      }
      const latest = await t.http().get('/api/communities/educators/threads').query({ cursor: page1.nextCursor }).expect(400);
      expect(latest.body.message).toBe(DISCUSSION_MESSAGES.cursor);
      const u = await t
        .http()
        .get('/api/communities/educators/threads')
        .query({ sort: 'unanswered', cursor: b64(['2026-13-45T00:00:00.000000Z', 3]) });
      expect(u.status).toBe(400);
      for (const at of ['2026-02-30T00:00:00.000000Z', '2026-01-01 00:00:00', '0000-00-00T00:00:00.000000Z'])
        await t
          .http()
          .get('/api/communities/educators/threads')
          .query({ sort: 'unanswered', cursor: b64([at, 3]) })
          .expect(400);
      // a well-formed cursor of the list goes on from there (even one no page gave)
      const after = await t
        .http()
        .get('/api/communities/educators/threads')
        .query({ sort: 'unanswered', cursor: b64(['2026-01-01T05:00:00.000000Z', 1]) })
        .expect(200);
      expect(after.body.items.map((i: ThreadSummary) => i.title)).toEqual(['Thread 4', 'Thread 2', 'Thread 1']); // 5 is at the cursor's time with a higher id; 3 has replies
    });

    it('the list and thread statements read through the partial indexes (EXPLAIN)', async () => {
      await t.dataSource.query('ANALYZE threads; ANALYZE replies');
      // A test's few rows make any plan cheap: ask whether the index CAN serve the order and the cursor (the bench
      // EXPLAINs them at 50,000 threads, where the planner picks it by cost).
      await t.dataSource.query('SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off');
      try {
        const [{ id }] = await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'educators'`);
        const plans = {
          latest: await plan(t, THREAD_LIST_SQL.latest, [id, ...FIRST_KEYS.latest]),
          top: await plan(t, THREAD_LIST_SQL.top, [id, ...FIRST_KEYS.top]),
          unanswered: await plan(t, THREAD_LIST_SQL.unanswered, [id, ...FIRST_KEYS.unanswered]),
        };
        expect(plans.latest).toMatch(/Index Scan using threads_latest_idx/);
        expect(plans.top).toMatch(/Index Scan using threads_top_idx/);
        expect(plans.unanswered).toMatch(/Index Scan using threads_unanswered_idx/);
        for (const p of Object.values(plans)) {
          expect(p).not.toMatch(/Sort/);
          // the cursor's row comparison is an index condition, not a filter over the rows before it
          expect(p).toMatch(/Index Cond: .*community_id = .* AND \(ROW/);
        }
        expect(await plan(t, THREAD_SQL, [1, 1])).toMatch(/Index Scan using threads_pkey/);
        expect(await plan(t, REPLY_PAGE_SQL, [1, 1, 0])).toMatch(/Index Scan using replies_thread_idx/);
      } finally {
        await t.dataSource.query('RESET enable_seqscan; RESET enable_bitmapscan; RESET enable_sort');
      }
    });
  });

  describe('reading a thread', () => {
    it('visitors read it (canReply false, sign in); a member of another community is told to join; unknown → 404; bad id → 400', async () => {
      const ada = await member(t);
      const thread = await postThread(t, ada);
      const visitor = (await t.http().get(`/api/threads/${thread.id}`).expect(200)).body as ThreadPage;
      expect(visitor.thread).toMatchObject({ mine: false, likedByMe: false, watch: 'normal', canReply: false });
      expect(visitor.thread.replyBlockedReason).toBe(DISCUSSION_MESSAGES.signIn);
      expect(visitor.replies).toEqual({ items: [], nextCursor: null });
      const outsider = await member(t, { communities: ['creatives'] });
      const o = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', outsider.cookie).expect(200)).body as ThreadPage;
      expect(o.thread.replyBlockedReason).toBe(DISCUSSION_MESSAGES.notMember);
      const unverified = await member(t, { verified: false });
      const u = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', unverified.cookie).expect(200)).body as ThreadPage;
      expect(u.thread.replyBlockedReason).toBe(DISCUSSION_MESSAGES.unverified);
      await t.dataSource.query('UPDATE threads SET locked = true WHERE id = $1', [thread.id]);
      const bo = await member(t);
      const locked = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(200)).body as ThreadPage;
      expect(locked.thread).toMatchObject({ locked: true, canReply: false, replyBlockedReason: DISCUSSION_MESSAGES.locked });

      expect((await t.http().get('/api/threads/99999999').expect(404)).body.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      await t.http().get('/api/threads/abc').expect(400);
      await t.http().get('/api/threads/0').expect(400);
      await t.http().get(`/api/threads/${thread.id}?cursor=nope`).expect(400);
    });

    it('hidden: others do not find it; the author sees the text and why', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      await t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = 'Spam links' WHERE id = $1`, [thread.id]);
      const other = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(404)).body;
      expect(other.message).toBe(DISCUSSION_MESSAGES.threadNotFound);
      const own = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(200)).body as ThreadPage;
      expect(own.thread).toMatchObject({ hidden: true, body: thread.body, hiddenReason: 'Spam links', mine: true });
      // and it is in no list
      const listed = (await allPages(t, LIST)).ids;
      expect(listed).not.toContain(thread.id);
    });
  });

  it('/api/docs-json documents every discussions route: tag, summary, request body component, answer schema', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    type Op = {
      tags: string[];
      summary: string;
      requestBody?: { content: Record<string, { schema: { $ref: string } }> };
      responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
    };
    const op = (method: string, path: string): Op => doc.paths[path]?.[method];
    const routes: [string, string, string | null, string, string | null][] = [
      ['get', '/api/communities/{slug}/threads', null, '200', 'nextCursor'],
      ['post', '/api/communities/{slug}/threads', 'CreateThreadDto', '201', 'canReply'],
      ['get', '/api/threads/{id}', null, '200', 'replies'],
      ['patch', '/api/threads/{id}', 'UpdateThreadDto', '200', 'canReply'],
      ['delete', '/api/threads/{id}', null, '204', null],
      ['post', '/api/threads/{id}/replies', 'CreateReplyDto', '201', 'quoted'],
      ['patch', '/api/replies/{id}', 'UpdateReplyDto', '200', 'quoted'],
      ['delete', '/api/replies/{id}', null, '204', null],
      ['put', '/api/posts/{kind}/{id}/like', null, '200', 'likeCount'],
      ['delete', '/api/posts/{kind}/{id}/like', null, '200', 'likeCount'],
      ['post', '/api/threads/{id}/accept', 'AcceptReplyDto', '200', 'acceptedReplyId'],
    ];
    for (const [method, path, body, status, field] of routes) {
      const o = op(method, path);
      expect({ path, method, tags: o?.tags, summary: typeof o?.summary }).toEqual({
        path,
        method,
        tags: ['discussions'],
        summary: 'string',
      });
      expect({ path, method, body: o.requestBody?.content['application/json'].schema.$ref ?? null }).toEqual({
        path,
        method,
        body: body && `#/components/schemas/${body}`,
      });
      expect(o.responses[status]).toBeDefined();
      if (field) expect(Object.keys(o.responses[status].content!['application/json'].schema.properties!)).toContain(field);
    }
  });

  describe('editing and deleting a thread', () => {
    it('the author edits (edited mark, HTML again); someone else → 403; bad input → 400; unknown → 404; signed out → 401', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada, { kind: 'question' });
      const res = await t
        .http()
        .patch(`/api/threads/${thread.id}`)
        .set('Cookie', ada.cookie)
        .send({ title: 'New title', body: 'Now with `code` inside' })
        .expect(200);
      expect(res.body).toMatchObject({ title: 'New title', body: 'Now with `code` inside', kind: 'question' });
      expect(res.body.bodyHtml).toBe('<p>Now with <code>code</code> inside</p>\n');
      expect(Date.parse(res.body.editedAt)).toBeGreaterThan(0);

      const other = await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).send({ title: 'Hijacked' }).expect(403);
      expect(other.body.message).toBe(DISCUSSION_MESSAGES.notAuthor);
      const nothing = await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({}).expect(400);
      expect(Object.values(nothing.body.errors)).toEqual([DISCUSSION_MESSAGES.nothingToChange]);
      await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({ title: 'x' }).expect(400);
      await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({ kind: 'poll' }).expect(400);
      await t.http().patch('/api/threads/99999999').set('Cookie', ada.cookie).send({ title: 'Whatever title' }).expect(404);
      await t.http().patch(`/api/threads/${thread.id}`).send({ title: 'Whatever title' }).expect(401);
      const [row] = await t.dataSource.query('SELECT title FROM threads WHERE id = $1', [thread.id]);
      expect(row.title).toBe('New title');
    });

    it('delete: someone else → 403; the author → 204 (again: 204); gone from lists and from others, the author still opens it', async () => {
      const [ada, bo] = await members(t, 2);
      const thread = await postThread(t, ada);
      expect((await t.http().delete(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(403)).body.message).toBe(
        DISCUSSION_MESSAGES.notAuthor,
      );
      await t.http().delete(`/api/threads/${thread.id}`).expect(401);
      await t.http().delete(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(204);
      await t.http().delete(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(204);
      await t.http().delete(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(404);
      await t.http().get(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(404);
      await t.http().get(`/api/threads/${thread.id}`).expect(404);
      const own = (await t.http().get(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(200)).body as ThreadPage;
      expect(own.thread).toMatchObject({ deleted: true, body: '', bodyHtml: '', mine: false, canReply: false });
      expect((await allPages(t, LIST)).ids).not.toContain(thread.id);
      const [row] = await t.dataSource.query('SELECT deleted_at IS NOT NULL AS deleted, body FROM threads WHERE id = $1', [thread.id]);
      expect(row).toEqual({ deleted: true, body: thread.body });
      // no edits of a deleted post
      await t.http().patch(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).send({ title: 'Back again' }).expect(404);
      await rewind(t, ada);
    });
  });
});
