import {
  DISCUSSION_MESSAGES,
  type ArticleSearchHit,
  type CursorPage,
  type EventSearchHit,
  type MemberSearchHit,
  type SimilarThread,
  type SiteSearchResults,
} from '@cci/contracts';
import { ARTICLE_HITS_SQL, EVENT_HITS_SQL, MEMBER_HITS_SQL, SIMILAR_THREADS_SQL } from '../src/search/site-search.queries';
import { member, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

// GET /api/search across types (grouped without type=, one type's page with it) and
// GET /api/communities/:slug/threads/similar. Each test searches for invented words of its own.

describe('site search (e2e)', () => {
  const t = memberAppForThisBlock();
  const search = (query: Record<string, string>) => t.http().get('/api/search').query(query);
  const all = async (q: string): Promise<SiteSearchResults> => (await search({ q }).expect(200)).body;
  const ofType = async <H>(q: string, type: string): Promise<CursorPage<H>> => (await search({ q, type }).expect(200)).body;

  const event = async (title: string, description: string, options: { published?: boolean; deleted?: boolean; location?: string } = {}) =>
    (
      (await t.dataSource.query(
        `INSERT INTO events (title, description, date, location, published, deleted_at, starts_at)
         VALUES ($1, $2, 'June 1, 2027', $3, $4, CASE WHEN $5 THEN now() END, '2027-06-01T18:00:00Z') RETURNING id`,
        [title, description, options.location ?? 'Online', options.published ?? true, options.deleted ?? false],
      )) as { id: number }[]
    )[0].id;
  const article = async (title: string, excerpt: string, content: string, published = true) =>
    (
      (await t.dataSource.query(`INSERT INTO articles (title, excerpt, content, published) VALUES ($1, $2, $3, $4) RETURNING id, slug`, [
        title,
        excerpt,
        content,
        published,
      ])) as { id: number; slug: string }[]
    )[0];

  describe('bad input', () => {
    it('400 for an unknown type, with a message', async () => {
      for (const type of ['threads', 'POSTS', 'all'])
        expect((await search({ q: 'prompt', type }).expect(400)).body.message).toBe(DISCUSSION_MESSAGES.searchType);
      await t.http().get('/api/search?q=prompt&type=posts&type=events').expect(400);
    });

    it.each([
      ['no q', {}],
      ['an empty q', { q: '' }],
      ['a q of 201 characters', { q: 'x'.repeat(201) }],
      ['an empty q with a type', { q: ' ', type: 'events' }],
      ['a q of 201 characters with a type', { q: 'x'.repeat(201), type: 'members' }],
    ])('400 for %s', async (_name, query) => {
      expect((await search(query).expect(400)).body.message).toBe(DISCUSSION_MESSAGES.query);
    });

    it('400 for a cursor without type (the grouped answer has no pages)', async () => {
      const cursor = Buffer.from(JSON.stringify([20])).toString('base64url');
      expect((await search({ q: 'prompt', cursor }).expect(400)).body.message).toBe(DISCUSSION_MESSAGES.cursor);
    });
  });

  it('finds each type by a word, grouped, and each type alone', async () => {
    const ada = await member(t, { firstName: 'Zebedee', lastName: 'Smith' });
    const thread = await postThread(t, ada, { title: 'Notes on quorvanic tooling', body: 'Nothing else here to read.' });
    const eventId = await event('Quorvanic meetup', 'An evening on tools.', { location: 'Leeds Library' });
    const art = await article('Quorvanic futures', 'Where quorvanic work goes next.', 'Some **bold** claims.');

    const body = await all('quorvanic');
    expect(body.groups.posts.items.map((h) => h.threadId)).toEqual([thread.id]);
    expect(body.groups.events.items).toEqual([
      {
        id: eventId,
        title: 'Quorvanic meetup',
        snippetHtml: expect.any(String),
        date: 'June 1, 2027',
        startsAt: '2027-06-01T18:00:00.000Z',
        location: 'Leeds Library',
        community: null,
      },
    ]);
    expect(body.groups.articles.items).toEqual([
      {
        id: art.id,
        slug: art.slug,
        title: 'Quorvanic futures',
        snippetHtml: expect.stringContaining('<mark>quorvanic</mark>'),
        createdAt: expect.any(String),
      },
    ]);
    expect(body.groups.members.items).toEqual([]);
    expect(body.suggestion).toBeNull();
    for (const group of Object.values(body.groups)) expect(group.more).toBe(false);

    // By location, and each type alone, paged.
    expect((await ofType<EventSearchHit>('leeds library', 'events')).items.map((e) => e.id)).toEqual([eventId]);
    expect(await ofType<ArticleSearchHit>('quorvanic', 'articles')).toMatchObject({ items: [{ id: art.id }], nextCursor: null });
    expect((await ofType<MemberSearchHit>('Zebedee', 'members')).items).toEqual([
      { id: ada.id, displayName: 'Zebedee S.', initials: 'ZS', avatar: null, expertise: [] },
    ]);
  });

  it('groups show at most 5 hits with more; the type pages go on with a cursor', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await event(`Brimblewick session ${i}`, 'Hands-on.'));
    const body = await all('brimblewick');
    expect(body.groups.events.items).toHaveLength(5);
    expect(body.groups.events.more).toBe(true);
    const first = await ofType<EventSearchHit>('brimblewick', 'events');
    expect(first.items).toHaveLength(20);
    const second = (await search({ q: 'brimblewick', type: 'events', cursor: first.nextCursor as string }).expect(200))
      .body as CursorPage<EventSearchHit>;
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((e) => e.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('never finds unpublished or archived events and articles', async () => {
    const shown = await event('Thrallomite walk', 'Outdoors.');
    await event('Thrallomite draft', 'Not yet.', { published: false });
    await event('Thrallomite archived', 'Gone.', { deleted: true });
    const art = await article('Thrallomite essay', 'Shown.', 'Body.');
    await article('Thrallomite draft essay', 'Hidden.', 'Body.', false);
    const body = await all('thrallomite');
    expect(body.groups.events.items.map((e) => e.id)).toEqual([shown]);
    expect(body.groups.articles.items.map((a) => a.id)).toEqual([art.id]);
  });

  it('members: by display name (prefix, close spelling) and public fields; never by e-mail, full last name or private fields', async () => {
    const alex = await member(t, { firstName: 'Alexandrovna', lastName: 'Kettleborough' });
    await t.dataSource.query(
      `UPDATE users SET bio = 'I teach glimmerphonics.', expertise = '{zyphorology}', email = 'wombleton@example.com', time_zone = 'Europe/Paris' WHERE id = $1`,
      [alex.id],
    );
    const found = async (q: string) => (await ofType<MemberSearchHit>(q, 'members')).items.map((m) => m.id);
    expect(await found('Alexandrovna')).toContain(alex.id);
    expect(await found('alexandrov')).toContain(alex.id); // a prefix
    expect(await found('Alexandrovna K.')).toContain(alex.id); // the display name as shown
    expect(await found('Alexandrovan')).toContain(alex.id); // a typo
    expect(await found('glimmerphonics')).toContain(alex.id); // bio
    expect(await found('zyphorology')).toContain(alex.id); // expertise
    expect(await found('wombleton')).not.toContain(alex.id); // e-mail
    expect(await found('wombleton@example.com')).not.toContain(alex.id);
    expect(await found('Kettleborough')).not.toContain(alex.id); // the full last name is not public
    expect(await found('Paris')).not.toContain(alex.id); // a private setting
    const hit = (await ofType<MemberSearchHit>('Alexandrovna', 'members')).items.find((m) => m.id === alex.id);
    expect(hit).toEqual({ id: alex.id, displayName: 'Alexandrovna K.', initials: 'AK', avatar: null, expertise: ['zyphorology'] });
    expect(JSON.stringify(hit)).not.toContain('@');

    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [alex.id]);
    expect(await found('Alexandrovna')).not.toContain(alex.id);
  });

  it('never finds hidden or deleted posts', async () => {
    const ada = await member(t);
    const shown = await postThread(t, ada, { title: 'Fenwaddle basics', body: 'Shown to all.' });
    const hidden = await postThread(t, ada, { title: 'Fenwaddle hidden', body: 'Hidden by staff.' });
    const deleted = await postThread(t, ada, { title: 'Fenwaddle deleted', body: 'Deleted by its author.' });
    const reply = await postReply(t, ada, shown.id, { body: 'A fenwaddle reply, hidden.' });
    await t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hidden.id]);
    await t.dataSource.query(`UPDATE threads SET deleted_at = now() WHERE id = $1`, [deleted.id]);
    await t.dataSource.query(`UPDATE replies SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [reply.id]);
    const body = await all('fenwaddle');
    expect(body.groups.posts.items.map((h) => [h.kind, h.threadId])).toEqual([['thread', shown.id]]);
  });

  it('snippets are plain text: no Markdown syntax, everything escaped, only <mark> as markup', async () => {
    const ada = await member(t);
    const body = [
      '## Heading about plonkwise',
      '',
      'This is **repeatable** plonkwise work, see [the docs](https://docs.example/plonkwise) and `plonkwise()` <b>now</b>.',
      '',
      '```python',
      'print("plonkwise")',
      '```',
      '',
      '> a quote & a plonkwise <script>alert(1)</script>',
    ].join('\n');
    await postThread(t, ada, { title: 'Plonkwise formatting', body });
    await article('Plonkwise article', 'A summary.', `Read _this_ **plonkwise** piece.\n\n\`\`\`js\nx()\n\`\`\``);
    const found = await all('plonkwise');
    const snippets = [...found.groups.posts.items, ...found.groups.articles.items].map((h) => h.snippetHtml);
    expect(snippets).toHaveLength(2);
    for (const snippet of snippets) {
      expect(snippet).toContain('<mark>plonkwise</mark>');
      expect(snippet).not.toMatch(/\*\*|```|##|\]\(|https:\/\/|_this_/);
      expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
    expect(snippets[0]).toContain('repeatable');
    expect(snippets[0]).toContain('&lt;b&gt;');
  });

  it('a suggestion when nothing of any type matched', async () => {
    const ada = await member(t);
    await postThread(t, ada, { title: 'Gardening with sprockleberries', body: 'Tips for the garden.' });
    const body = await all('sprokleberries');
    expect(Object.values(body.groups).every((g) => g.items.length === 0)).toBe(true);
    expect(body.suggestion).toBe('Gardening with sprockleberries');
  });

  describe('similar threads', () => {
    const similar = (slug: string, title: string) => t.http().get(`/api/communities/${slug}/threads/similar`).query({ title });

    it('the visible threads of the community with the closest titles, at most 5', async () => {
      const ada = await member(t, { communities: ['entrepreneurs', 'students'] });
      const ids: number[] = [];
      for (let i = 0; i < 6; i++)
        ids.push((await postThread(t, ada, { title: `Pricing my wuzzlecraft service ${i}`, body: `A thread body number ${i}.` })).id);
      const hidden = await postThread(t, ada, { title: 'Pricing my wuzzlecraft service hidden', body: 'Hidden by the staff.' });
      await t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hidden.id]);
      const elsewhere = await postThread(t, ada, { title: 'Pricing my wuzzlecraft service 7', body: 'Other community.' }, 'students');
      await postThread(t, ada, { title: 'Something else entirely', body: 'Unrelated to pricing.' });

      const list = (await similar('entrepreneurs', 'Pricing my wuzzlecraft services?').expect(200)).body as SimilarThread[];
      expect(list).toHaveLength(5);
      for (const s of list) {
        expect(ids).toContain(s.id);
        expect(s).toEqual({ id: s.id, title: expect.stringContaining('wuzzlecraft'), replyCount: 0, createdAt: expect.any(String) });
      }
      expect(list.map((s) => s.id)).not.toContain(hidden.id);
      expect(list.map((s) => s.id)).not.toContain(elsewhere.id);
    });

    it('a short title finds nothing; unknown community 404; a too long title 400', async () => {
      expect((await similar('entrepreneurs', 'Pricing').expect(200)).body).toEqual([]);
      expect((await similar('entrepreneurs', '').expect(200)).body).toEqual([]);
      expect((await similar('no-such-community', 'Pricing my wuzzlecraft').expect(404)).body.message).toBe(
        DISCUSSION_MESSAGES.communityNotFound,
      );
      expect((await similar('entrepreneurs', 'x'.repeat(151)).expect(400)).body.message).toBe(DISCUSSION_MESSAGES.similarTitle);
    });
  });

  it('reads through the SiteSearch indexes', async () => {
    // The test database is tiny: without sequential scans, the plan shows whether the index can serve the statement.
    const plan = (sql: string, params: unknown[]) =>
      t.dataSource.transaction(async (m) => {
        await m.query(`SET LOCAL enable_seqscan = off`);
        return ((await m.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(EVENT_HITS_SQL, ['meetup', 6, 0])).toContain('events_site_search_idx');
    expect(await plan(ARTICLE_HITS_SQL, ['prompt', 6, 0])).toContain('articles_site_search_idx');
    const members = await plan(MEMBER_HITS_SQL, ['alex', 6, 0, 'alex']);
    expect(members).toContain('users_display_name_trgm_idx');
    expect(members).toContain('users_site_search_idx');
    // One community's threads: by the trigram index, or by the community's own index when it has few threads.
    expect(await plan(SIMILAR_THREADS_SQL, [1, 'How do I price my service'])).toMatch(/threads_title_trgm_idx|threads_active_idx/);
  });
});
