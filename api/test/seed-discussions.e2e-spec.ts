import { renderMarkdown } from '@cci/contracts';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/database/open-database';
import { SEED_FORUM, SEED_FORUM_THREADS, seedForum, seedForumEmail } from '../src/database/seed/discussions-seed-data';
import { seedDatabase } from '../src/database/seed/seed';
import { SEED_COMMUNITIES } from '../src/database/seed/seed-data';
import { freshDatabase, type TestDatabase } from './support';

// A fresh boot shows a living forum in every community; a second boot adds nothing.
describe('the forum seed (e2e)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  const forumCounts = async () =>
    (
      await ds.query(
        `SELECT (SELECT count(*) FROM threads)::int AS threads, (SELECT count(*) FROM replies)::int AS replies,
                (SELECT count(*) FROM thread_likes)::int AS thread_likes, (SELECT count(*) FROM reply_likes)::int AS reply_likes,
                (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM user_communities)::int AS memberships,
                (SELECT count(*) FROM thread_watches)::int AS watches`,
      )
    )[0];

  beforeAll(async () => {
    db = await freshDatabase();
    ds = (await openDatabase(db.url)).dataSource;
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('every community has threads, a pinned welcome thread first, and replies', async () => {
    const rows: { slug: string; threads: number; pinned: number; replies: number }[] = await ds.query(
      `SELECT c.slug, count(t.id)::int AS threads, count(t.id) FILTER (WHERE t.pinned)::int AS pinned,
              coalesce(sum(t.reply_count), 0)::int AS replies
         FROM communities c LEFT JOIN threads t ON t.community_id = c.id GROUP BY c.slug`,
    );
    expect(rows.map((r) => r.slug).sort()).toEqual(SEED_COMMUNITIES.map((c) => c.slug).sort());
    for (const r of rows) {
      expect(r.threads).toBeGreaterThanOrEqual(4);
      expect(r.pinned).toBe(1);
      expect(r.replies).toBeGreaterThanOrEqual(2 * r.threads);
    }
    const [{ total }] = await ds.query(`SELECT count(*)::int AS total FROM threads`);
    expect(total).toBe(SEED_FORUM_THREADS.length);
  });

  it("leaves each community's member figure as seeded: the example members are part of it", async () => {
    const rows: { slug: string; member_count: number }[] = await ds.query(`SELECT slug, member_count FROM communities`);
    for (const r of rows) expect(r.member_count).toBe(SEED_COMMUNITIES.find((c) => c.slug === r.slug)?.memberCount);
    // ...and a member joining later still counts.
    const [{ id }] = await ds.query(
      `INSERT INTO users (email, first_name, last_name) VALUES ('later@example.com', 'Later', 'Joiner') RETURNING id`,
    );
    await ds.query(
      `INSERT INTO user_communities (user_id, community_id, is_primary) SELECT $1, id, true FROM communities WHERE slug = 'seniors'`,
      [id],
    );
    const [{ member_count }] = await ds.query(`SELECT member_count FROM communities WHERE slug = 'seniors'`);
    expect(member_count).toBe(SEED_COMMUNITIES.find((c) => c.slug === 'seniors')!.memberCount + 1);
  });

  it('questions have accepted answers: a reply of the same thread, on a question', async () => {
    const accepted: { kind: string; same_thread: boolean }[] = await ds.query(
      `SELECT t.kind, r.thread_id = t.id AS same_thread FROM threads t JOIN replies r ON r.id = t.accepted_reply_id`,
    );
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    expect(accepted.every((a) => a.kind === 'question' && a.same_thread)).toBe(true);
    // Accepted an hour after the answer (when the Feed's accepted_at column exists), not at boot.
    const [{ stamped }] = await ds.query(
      `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'threads' AND column_name = 'accepted_at') AS stamped`,
    );
    if (stamped)
      expect(
        await ds.query(
          `SELECT t.id FROM threads t JOIN replies r ON r.id = t.accepted_reply_id
            WHERE t.accepted_at IS DISTINCT FROM least(now(), r.created_at + interval '1 hour')`,
        ),
      ).toEqual([]);
    const [{ open }] = await ds.query(`SELECT count(*)::int AS open FROM threads WHERE kind = 'question' AND accepted_reply_id IS NULL`);
    expect(open).toBe(0); // every seeded question shows its answer; "unanswered" comes from members' new questions
  });

  it('stores the renderer output, with code blocks highlighted by language', async () => {
    const posts: { body: string; body_html: string }[] = await ds.query(
      `SELECT body, body_html FROM threads UNION ALL SELECT body, body_html FROM replies`,
    );
    for (const p of posts) expect(p.body_html).toBe(renderMarkdown(p.body));
    const html = posts.map((p) => p.body_html).join('\n');
    for (const lang of ['python', 'bash', 'typescript', 'sql']) {
      expect(html).toMatch(new RegExp(`<pre class="hljs"><code class="language-${lang}">[\\s\\S]*?<span class="hljs-`));
    }
    expect(html).toContain('<pre class="hljs"><code>'); // prompts: plain text fences, escaped, not highlighted
    expect(html).not.toMatch(/@\{\w+\}/); // every mention was resolved
    // Prose wrapped in the source is one paragraph (the renderer keeps line breaks), fences are the usual backticks.
    expect(html).not.toContain('<br>');
    expect(posts.filter((p) => p.body.includes('~~~'))).toEqual([]);
  });

  it('mentions link to the seed member they name', async () => {
    const mentions: { id: string; first_name: string }[] = await ds.query(
      `SELECT m[1] AS id, u.first_name FROM replies r, regexp_matches(r.body, '\\(/members/(\\d+)\\)', 'g') AS m
         JOIN users u ON u.id = m[1]::int`,
    );
    expect(mentions.length).toBeGreaterThanOrEqual(3);
    const [{ html }] = await ds.query(`SELECT body_html AS html FROM replies WHERE body LIKE '%(/members/%' LIMIT 1`);
    expect(html).toMatch(/<a href="\/members\/\d+" class="mention">@\w+ \w\.<\/a>/);
  });

  it('counts agree with the rows: replies, likes, last activity', async () => {
    const threads = await ds.query(
      `SELECT t.id FROM threads t
        WHERE t.reply_count <> (SELECT count(*) FROM replies r WHERE r.thread_id = t.id)
           OR t.like_count <> (SELECT count(*) FROM thread_likes l WHERE l.thread_id = t.id)
           OR t.last_activity_at <> greatest(t.created_at, (SELECT max(created_at) FROM replies r WHERE r.thread_id = t.id))`,
    );
    expect(threads).toEqual([]);
    const replies = await ds.query(
      `SELECT r.id FROM replies r WHERE r.like_count <> (SELECT count(*) FROM reply_likes l WHERE l.reply_id = r.id)`,
    );
    expect(replies).toEqual([]);
    const [likes] = await ds.query(
      `SELECT (SELECT sum(like_count) FROM threads)::int AS thread_likes, (SELECT sum(like_count) FROM replies)::int AS reply_likes`,
    );
    expect(likes.thread_likes).toBeGreaterThan(20);
    expect(likes.reply_likes).toBeGreaterThan(40);
    // Nobody likes their own post.
    expect(
      await ds.query(
        `SELECT 1 FROM thread_likes l JOIN threads t ON t.id = l.thread_id WHERE l.user_id = t.author_id
         UNION ALL SELECT 1 FROM reply_likes l JOIN replies r ON r.id = l.reply_id WHERE l.user_id = r.author_id`,
      ),
    ).toEqual([]);
  });

  it('authors are old, verified, approved members of the community they post in, with example.com addresses', async () => {
    const bad = await ds.query(
      `SELECT p.kind, p.id FROM (
         SELECT 'thread' AS kind, t.id, t.author_id, t.community_id, t.created_at FROM threads t
         UNION ALL SELECT 'reply', r.id, r.author_id, t.community_id, r.created_at FROM replies r JOIN threads t ON t.id = r.thread_id) p
       JOIN users u ON u.id = p.author_id
       LEFT JOIN user_communities uc ON uc.user_id = u.id AND uc.community_id = p.community_id AND uc.status = 'approved'
      WHERE uc.id IS NULL OR u.email_verified_at IS NULL OR u.email NOT LIKE '%@example.com'
         OR u.created_at > now() - interval '2 days' OR u.created_at > p.created_at`,
    );
    expect(bad).toEqual([]);
    const [{ authors }] = await ds.query(
      `SELECT count(DISTINCT author_id)::int AS authors FROM (SELECT author_id FROM threads UNION ALL SELECT author_id FROM replies) a`,
    );
    expect(authors).toBe(SEED_FORUM.members.length);
    // One primary community each.
    expect(
      await ds.query(
        `SELECT u.id FROM users u WHERE u.email = ANY($1)
            AND (SELECT count(*) FROM user_communities uc WHERE uc.user_id = u.id AND uc.is_primary) <> 1`,
        [SEED_FORUM.members.map(seedForumEmail)],
      ),
    ).toEqual([]);
  });

  it('spreads posts over the last weeks: some this week and today, none in the future, replies after their thread', async () => {
    const [spread] = await ds.query(
      `SELECT min(created_at) < now() - interval '21 days' AS weeks_ago,
              count(*) FILTER (WHERE created_at > now() - interval '7 days')::int AS this_week,
              count(*) FILTER (WHERE created_at > now() - interval '24 hours')::int AS today,
              count(*) FILTER (WHERE last_activity_at > now())::int AS future
         FROM threads`,
    );
    expect(spread).toEqual({ weeks_ago: true, this_week: expect.any(Number), today: expect.any(Number), future: 0 });
    expect(spread.this_week).toBeGreaterThanOrEqual(8);
    expect(spread.today).toBeGreaterThanOrEqual(3);
    const early = await ds.query(
      `SELECT r.id FROM replies r JOIN threads t ON t.id = r.thread_id WHERE r.created_at <= t.created_at OR r.created_at > now()`,
    );
    expect(early).toEqual([]);
  });

  it('authors and repliers watch their threads, as posting does', async () => {
    const missing = await ds.query(
      `SELECT p.thread_id FROM (SELECT id AS thread_id, author_id FROM threads UNION SELECT thread_id, author_id FROM replies) p
        WHERE NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = p.thread_id AND w.user_id = p.author_id AND w.level = 'watching')`,
    );
    expect(missing).toEqual([]);
  });

  it('a second seed and a second boot insert nothing; a thread people deleted outright comes back alone', async () => {
    const before = await forumCounts();
    await seedDatabase(ds);
    expect(await ds.transaction((m) => seedForum(m, SEED_FORUM))).toEqual({ membersInserted: 0, threadsInserted: 0, repliesInserted: 0 });
    const second = await openDatabase(db.url);
    await second.dataSource.destroy();
    expect(await forumCounts()).toEqual(before);

    const title = SEED_FORUM_THREADS[1].title;
    await ds.query(`DELETE FROM threads WHERE title = $1`, [title]);
    const result = await ds.transaction((m) => seedForum(m, SEED_FORUM));
    expect(result).toEqual({ membersInserted: 0, threadsInserted: 1, repliesInserted: SEED_FORUM_THREADS[1].replies.length });
    expect(await forumCounts()).toEqual(before);
  });

  it('refuses a seed whose author is not a member of the community (before writing anything)', async () => {
    const before = await forumCounts();
    const thread = { ...SEED_FORUM_THREADS[1], title: 'A thread by an outsider', author: 'lena' }; // lena: creatives only
    await expect(ds.transaction((m) => seedForum(m, { members: SEED_FORUM.members, threads: [thread] }))).rejects.toThrow(
      /lena is not a member of entrepreneurs/,
    );
    expect(await forumCounts()).toEqual(before);
  });
});
