import {
  type ActivityItem,
  type CommunityStats,
  type CursorPage,
  DISCUSSION_MESSAGES,
  type MentionCandidate,
  type ThreadSummary,
} from '@cci/contracts';
import { ACTIVITY_SQL, FEED_FIRST_KEY, MENTIONABLE_SQL, STATS_SQL, TRENDING_SQL } from '../src/activity/activity.queries';
import { MENTION_QUERY_MESSAGE } from '../src/activity/activity.service';
import { member, members, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

// A community's Feed, trending threads, stats and @ autocomplete. Each test makes a community of its own,
// so the seeded forum and the other tests' posts stay out of its figures.

let communities = 0;

describe('activity, trending, stats and mentions (e2e)', () => {
  const t = memberAppForThisBlock();

  async function community(): Promise<{ id: number; slug: string }> {
    const slug = `feed-${++communities}-${process.pid}`;
    const [row] = await t.dataSource.query(
      `INSERT INTO communities (slug, name, description, image, icon, color) VALUES ($1, $1, 'x', 'x', 'x', 'x') RETURNING id, slug`,
      [slug],
    );
    return row;
  }
  const feed = async (slug: string, cursor?: string): Promise<CursorPage<ActivityItem>> =>
    (
      await t
        .http()
        .get(`/api/communities/${slug}/activity`)
        .query(cursor ? { cursor } : {})
        .expect(200)
    ).body;
  /** Every page of a Feed: the item ids in order, and how many pages. */
  async function wholeFeed(slug: string): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: CursorPage<ActivityItem> = await feed(slug, cursor ?? undefined);
      ids.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
      if (++pages > 50) throw new Error('too many pages');
    } while (cursor);
    return { ids, pages };
  }

  describe('GET /api/communities/:slug/activity', () => {
    it('404 for an unknown community; 400 for a bad cursor', async () => {
      for (const slug of ['no-such-community', 'NOT%20A%20SLUG'])
        expect((await t.http().get(`/api/communities/${slug}/activity`).expect(404)).body.message).toBe(
          DISCUSSION_MESSAGES.communityNotFound,
        );
      for (const cursor of [
        'junk!',
        Buffer.from('[1,2]').toString('base64url'),
        Buffer.from('["2026-01-01T00:00:00.000000Z",1,0]').toString('base64url'),
      ])
        expect((await t.http().get('/api/communities/entrepreneurs/activity').query({ cursor }).expect(400)).body.message).toBe(
          DISCUSSION_MESSAGES.cursor,
        );
      await t.http().get('/api/communities/entrepreneurs/activity?cursor=a&cursor=b').expect(400);
    });

    it('new threads, replies, accepted answers and new members, newest first, visible posts only', async () => {
      const c = await community();
      const [asker, answerer] = await members(t, 2, { communities: [c.slug], firstName: 'Ada', lastName: 'Lovelace' });
      const question = await postThread(
        t,
        asker,
        { kind: 'question', title: 'How do I cache prompts?', body: 'I send the same prompt a lot.' },
        c.slug,
      );
      const answer = await postReply(t, answerer, question.id, { body: 'Hash the **prompt** and keep the answer.' });
      await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: answer.id }).expect(200);
      const hidden = await postThread(t, asker, { title: 'A hidden thread' }, c.slug);
      const inHidden = await postReply(t, answerer, hidden.id);
      const deleted = await postThread(t, asker, { title: 'A deleted thread' }, c.slug);
      const deletedReply = await postReply(t, answerer, question.id, { body: 'Oops, wrong thread' });
      await t.dataSource.query(`UPDATE threads SET hidden = true, hidden_reason = 'x' WHERE id = $1`, [hidden.id]);
      await t.http().delete(`/api/threads/${deleted.id}`).set('Cookie', asker.cookie).expect(204);
      await t.http().delete(`/api/replies/${deletedReply.id}`).set('Cookie', answerer.cookie).expect(204);
      // Time order, as the rows hold it (posting rewinds earlier posts an hour, so the order is set here).
      await t.dataSource.query(`UPDATE user_communities SET joined_at = now() - interval '3 days' WHERE community_id = $1`, [c.id]);
      await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '2 days' WHERE id = $1`, [question.id]);
      await t.dataSource.query(`UPDATE replies SET created_at = now() - interval '1 day' WHERE id = $1`, [answer.id]);

      const page = await feed(c.slug);
      expect(page.nextCursor).toBeNull();
      expect(page.items.map((i) => i.id).slice(0, 3)).toEqual([`accepted:${question.id}`, `reply:${answer.id}`, `thread:${question.id}`]);
      expect(
        page.items
          .map((i) => i.id)
          .slice(3)
          .sort(),
      ).toEqual([`member:${answerer.id}`, `member:${asker.id}`].sort());
      const [accepted, reply, thread, newMember] = page.items;
      expect(accepted).toEqual({
        id: `accepted:${question.id}`,
        kind: 'accepted',
        actor: { id: answerer.id, displayName: 'Ada L.', initials: 'AL', avatar: null },
        threadId: question.id,
        threadTitle: 'How do I cache prompts?',
        excerpt: 'Hash the prompt and keep the answer.',
        likeCount: 0,
        replyCount: 2,
        at: expect.any(String),
      });
      expect(Date.now() - Date.parse(accepted.at)).toBeLessThan(60_000);
      expect(reply).toMatchObject({ kind: 'reply', threadId: question.id, excerpt: 'Hash the prompt and keep the answer.' });
      expect(thread).toMatchObject({ kind: 'thread', actor: { id: asker.id }, excerpt: 'I send the same prompt a lot.' });
      expect(newMember).toMatchObject({ kind: 'member', threadId: null, threadTitle: null, excerpt: '', likeCount: 0, replyCount: 0 });
      const ids = page.items.map((i) => i.id);
      for (const gone of [`thread:${hidden.id}`, `reply:${inHidden.id}`, `thread:${deleted.id}`, `reply:${deletedReply.id}`])
        expect(ids).not.toContain(gone);

      // A withdrawn accepted answer leaves the Feed; a pending member is not a member yet.
      await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: null }).expect(200);
      await member(t, { communities: [], pending: [c.slug] });
      expect((await feed(c.slug)).items.map((i) => i.kind)).toEqual(['reply', 'thread', 'member', 'member']);
    });

    it('pages 20 at a time through lines of every kind, even at the same instant: none twice, none missed', async () => {
      const c = await community();
      const people = await members(t, 7, { communities: [c.slug] });
      const [author] = people;
      await t.dataSource.query(
        `INSERT INTO threads (community_id, author_id, title, body, body_html, kind, created_at)
         SELECT $1, $2, 'Thread ' || i, 'Body ' || i, '<p>Body</p>', 'question', timestamptz '2026-01-01 10:00:00+00' - (i % 3) * interval '1 second'
           FROM generate_series(1, 23) i`,
        [c.id, author.id],
      );
      await t.dataSource.query(
        `INSERT INTO replies (thread_id, author_id, body, body_html, created_at)
         SELECT t.id, $2, 'Reply', '<p>Reply</p>', timestamptz '2026-01-01 10:00:00+00'
           FROM threads t WHERE t.community_id = $1`,
        [c.id, author.id],
      );
      await t.dataSource.query(
        `UPDATE threads t SET accepted_reply_id = (SELECT min(r.id) FROM replies r WHERE r.thread_id = t.id) WHERE t.community_id = $1 AND t.id % 2 = 0`,
        [c.id],
      );
      await t.dataSource.query(`UPDATE threads SET accepted_at = timestamptz '2026-01-01 10:00:00+00' WHERE community_id = $1`, [c.id]);
      await t.dataSource.query(`UPDATE user_communities SET joined_at = timestamptz '2026-01-01 10:00:00+00' WHERE community_id = $1`, [
        c.id,
      ]);
      const accepted = Number(
        (await t.dataSource.query(`SELECT count(*) FROM threads WHERE community_id = $1 AND accepted_reply_id IS NOT NULL`, [c.id]))[0]
          .count,
      );
      const expected = 23 + 23 + accepted + people.length;

      const { ids, pages } = await wholeFeed(c.slug);
      expect(ids).toHaveLength(expected);
      expect(new Set(ids).size).toBe(expected);
      expect(pages).toBe(Math.ceil(expected / 20));
      const first = await feed(c.slug);
      expect(first.items).toHaveLength(20);
      // Newest first.
      const times = first.items.map((i) => Date.parse(i.at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  });

  describe('GET /api/communities/:slug/trending', () => {
    it("up to 4 of the week's most active visible threads, most replies + likes first", async () => {
      const c = await community();
      const [ann, bob] = await members(t, 2, { communities: [c.slug] });
      const threads: ThreadSummary[] = [];
      for (let i = 0; i < 7; i++) threads.push(await postThread(t, ann, { title: `Trending candidate ${i}` }, c.slug));
      // Counts: thread i has i replies + likes; thread 6 (the busiest) went quiet 8 days ago; thread 5 is hidden.
      for (const [i, th] of threads.entries())
        await t.dataSource.query(`UPDATE threads SET reply_count = $2, like_count = 0 WHERE id = $1`, [th.id, i]);
      await t.dataSource.query(`UPDATE threads SET last_activity_at = now() - interval '8 days' WHERE id = $1`, [threads[6].id]);
      await t.dataSource.query(`UPDATE threads SET hidden = true WHERE id = $1`, [threads[5].id]);
      await t.http().put(`/api/posts/thread/${threads[0].id}/like`).set('Cookie', bob.cookie).expect(200);
      const res = await t.http().get(`/api/communities/${c.slug}/trending`).expect(200);
      const trending = res.body as ThreadSummary[];
      expect(trending.map((x) => x.title)).toEqual([
        'Trending candidate 4',
        'Trending candidate 3',
        'Trending candidate 2',
        'Trending candidate 1',
      ]);
      expect(trending[0]).toMatchObject({ id: threads[4].id, community: { slug: c.slug }, replyCount: 4, author: { id: ann.id } });
      await t.http().get('/api/communities/no-such-community/trending').expect(404);
    });
  });

  describe('GET /api/communities/:slug/stats', () => {
    it("members is the header's member count; online now and discussions today count what they say", async () => {
      const c = await community();
      const [a, b, away] = await members(t, 3, { communities: [c.slug] });
      await members(t, 1, { communities: ['entrepreneurs'] }); // online elsewhere
      await members(t, 1, { communities: [], pending: [c.slug] }); // online, not a member yet
      await t.dataSource.query(`UPDATE sessions SET last_seen_at = now() - interval '6 minutes' WHERE user_id = $1`, [away.id]);
      // a second session of the same member counts once
      await t.dataSource.query(
        `INSERT INTO sessions (sid, sess, expire) SELECT sid || 'x', sess, expire FROM sessions WHERE user_id = $1`,
        [a.id],
      );
      await postThread(t, a, { title: 'Started today' }, c.slug);
      const old = await postThread(t, b, { title: 'Started yesterday' }, c.slug);
      await t.dataSource.query(
        `UPDATE threads SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 second' WHERE id = $1`,
        [old.id],
      );
      const hiddenToday = await postThread(t, b, { title: 'Hidden today' }, c.slug);
      await t.dataSource.query(`UPDATE threads SET hidden = true WHERE id = $1`, [hiddenToday.id]);

      const stats = (await t.http().get(`/api/communities/${c.slug}/stats`).expect(200)).body as CommunityStats;
      const header = (await t.http().get(`/api/communities/${c.slug}`).expect(200)).body as { memberCount: number };
      expect(stats).toEqual({ members: 3, onlineNow: 2, discussionsToday: 1, activeChallenges: 0 });
      expect(stats.members).toBe(header.memberCount);
      await t.http().get('/api/communities/no-such-community/stats').expect(404);

      // Any signed-in request brings a member back online (SessionStore bumps last_seen_at at most once a minute).
      await t.http().get('/api/auth/user').set('Cookie', away.cookie).expect(200);
      await eventually(async () => {
        const again = (await t.http().get(`/api/communities/${c.slug}/stats`).expect(200)).body as CommunityStats;
        expect(again.onlineNow).toBe(3);
      }, 5_000);
    });
  });

  describe('GET /api/communities/:slug/members?q=', () => {
    it('401 for a visitor; 400 for a missing, blank, long or repeated q; 404 for an unknown community', async () => {
      const m = await member(t);
      const get = (q: string | undefined, slug = 'entrepreneurs', cookie: string | null = m.cookie) => {
        const req = t.http().get(`/api/communities/${slug}/members${q === undefined ? '' : `?${q}`}`);
        return cookie ? req.set('Cookie', cookie) : req;
      };
      expect((await get('q=ad', 'entrepreneurs', null).expect(401)).body.message).toBe(DISCUSSION_MESSAGES.signIn);
      for (const q of [undefined, 'q=', 'q=%20%20', `q=${'a'.repeat(51)}`, 'q=a&q=b', 'q=a%00'])
        expect((await get(q).expect(400)).body.message).toBe(MENTION_QUERY_MESSAGE);
      await get(`q=${'a'.repeat(50)}`).expect(200);
      expect((await get('q=ad', 'no-such-community').expect(404)).body.message).toBe(DISCUSSION_MESSAGES.communityNotFound);
    });

    it('approved members of the community whose first or last name starts with q, any case, at most 8', async () => {
      const c = await community();
      const [asker] = await members(t, 1, { communities: [c.slug], firstName: 'Zed', lastName: 'Asker' });
      const adas = await members(t, 10, { communities: [c.slug], firstName: 'Adaline', lastName: 'Quill' });
      const [adams] = await members(t, 1, { communities: [c.slug], firstName: 'Tom', lastName: 'adamson' });
      await members(t, 1, { communities: [], pending: [c.slug], firstName: 'Adam', lastName: 'Pending' });
      await members(t, 1, { communities: ['entrepreneurs'], firstName: 'Adam', lastName: 'Elsewhere' });
      const ask = async (q: string): Promise<MentionCandidate[]> =>
        (await t.http().get(`/api/communities/${c.slug}/members`).query({ q }).set('Cookie', asker.cookie).expect(200)).body;

      const found = await ask('ADA');
      expect(found).toHaveLength(8);
      expect(found.every((f) => f.displayName === 'Adaline Q.' || f.id === adams.id)).toBe(true);
      expect((await ask('adam')).map((f) => f.id)).toEqual([adams.id]);
      expect(await ask('quil')).toHaveLength(8);
      expect((await ask('quil'))[0]).toEqual({ id: adas[0].id, displayName: 'Adaline Q.', initials: 'AQ', avatar: null });
      expect(await ask('Adaline Quill')).toEqual([]); // first OR last name, not both
      expect(await ask('%')).toEqual([]); // LIKE's wildcards are literal
      expect(await ask('_da')).toEqual([]);
      expect((await ask('zed')).map((f) => f.id)).toEqual([asker.id]);
    });
  });

  // Last: it adds a community's worth of rows.
  it('the hot statements read the migration FeedAndMentions indexes at scale', async () => {
    const c = await community();
    const [author] = await members(t, 1, { communities: [c.slug] });
    await t.dataSource.query(
      `INSERT INTO users (email, first_name, last_name) SELECT 'bulk' || i || '-' || $1 || '@example.com', 'Bulk' || i, 'Member' FROM generate_series(1, 3000) i`,
      [c.id],
    );
    await t.dataSource.query(
      `INSERT INTO user_communities (user_id, community_id, status) SELECT id, $1::int, 'approved' FROM users WHERE email LIKE 'bulk%-' || $1::text || '@example.com'`,
      [c.id],
    );
    await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html, created_at, last_activity_at)
       SELECT cm.id, $1, 'Bulk ' || i, 'Body', '<p>Body</p>', now() - i * interval '2 hours', now() - i * interval '2 hours'
         FROM communities cm, generate_series(1, 600) i`,
      [author.id],
    );
    await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html, created_at)
       SELECT t.id, $1, 'Reply', '<p>Reply</p>', t.created_at + i * interval '1 second' FROM threads t, generate_series(1, 5) i WHERE t.title LIKE 'Bulk %'`,
      [author.id],
    );
    await t.dataSource.query(
      `UPDATE threads t SET accepted_reply_id = (SELECT min(r.id) FROM replies r WHERE r.thread_id = t.id) WHERE t.title LIKE 'Bulk %' AND t.id % 10 = 0`,
    );
    await t.dataSource.query('VACUUM ANALYZE threads, replies, users, user_communities, sessions');
    const explain = async (sql: string, params: unknown[]) =>
      ((await t.dataSource.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');

    const activity = await explain(ACTIVITY_SQL, [c.id, ...FEED_FIRST_KEY]);
    for (const index of ['threads_feed_idx', 'replies_feed_idx', 'threads_accepted_idx', 'user_communities_joined_idx'])
      expect(activity).toContain(index);
    expect(activity).not.toMatch(/Seq Scan on (threads|replies|user_communities)/);
    expect(await explain(TRENDING_SQL, [c.id])).toContain('threads_active_idx');
    expect(await explain(STATS_SQL, [c.id])).not.toMatch(/Seq Scan on threads/);
    expect(await explain(MENTIONABLE_SQL, [c.id, 'bulk123%'])).toMatch(/users_first_name_prefix_idx/);
  });
});
