import type { CursorPage, ThreadPage, ThreadSummary } from '@cci/contracts';
import request from 'supertest';
import { member, postReply, postThread } from './discussions-helpers';
import type { MemberTestApp } from './me-helpers';
import { freshDatabase, relaxedAuthLimits, startTestApp, type TestApp, type TestDatabase } from './support';

/**
 * The forum's first pages are cached per replica (DiscussionsService.firstPages): a list's first page, and a thread's
 * first page as a visitor sees it. Two replicas on one database must still behave as one site: a write through either
 * replica, or straight to the database, shows in the next read on both (migration ForumCaches: statement triggers →
 * the bus), and a signed-in reader's view is never the cached visitor's.
 */
let db: TestDatabase;
const replicas: TestApp[] = [];
const asMemberApp = (t: TestApp): MemberTestApp => ({ ...t, logs: [], http: () => request(t.app.getHttpServer()) });

beforeAll(async () => {
  db = await freshDatabase();
  for (let i = 0; i < 2; i++) replicas.push(await startTestApp(db.url, { auth: relaxedAuthLimits(10_000) }));
});
afterAll(async () => {
  for (const r of replicas) await r.close();
  await db?.drop();
});

const list = async (t: TestApp, sort = 'latest') =>
  (await request(t.app.getHttpServer()).get('/api/communities/entrepreneurs/threads').query({ sort }).expect(200))
    .body as CursorPage<ThreadSummary>;
/** The newest unpinned thread of the list (the seed pins a welcome thread on top). */
const newest = async (t: TestApp) => (await list(t)).items.find((x) => !x.pinned);
const visitorPage = async (t: TestApp, id: number) =>
  (await request(t.app.getHttpServer()).get(`/api/threads/${id}`).expect(200)).body as ThreadPage;

/** Polls until `check` passes (a bus notice takes a moment to reach the other replica), at most 2 s. */
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

it('a new thread and a reply posted on replica A show in the cached first pages of both replicas', async () => {
  const [a, b] = replicas;
  const author = await member(asMemberApp(a));
  // Both replicas build their first pages (and serve them from memory from here on).
  for (const r of replicas) await list(r);
  const thread = await postThread(asMemberApp(a), author, { title: 'Cached lists follow writes' });
  expect((await newest(a))?.id).toBe(thread.id); // the writer's replica: at once
  await eventually(async () => expect((await newest(b))?.id).toBe(thread.id));

  for (const r of replicas) expect((await visitorPage(r, thread.id)).replies.items).toHaveLength(0);
  const reply = await postReply(asMemberApp(a), author, thread.id);
  expect((await visitorPage(a, thread.id)).replies.items.map((x) => x.id)).toEqual([reply.id]);
  await eventually(async () => expect((await visitorPage(b, thread.id)).replies.items.map((x) => x.id)).toEqual([reply.id]));
  await eventually(async () => expect((await list(b)).items.find((x) => x.id === thread.id)?.replyCount).toBe(1));
});

it('a write straight to the database (psql, a moderator tool) shows in the next reads, and a rename reaches the authors shown', async () => {
  const [a] = replicas;
  const author = await member(asMemberApp(a), { firstName: 'Grace', lastName: 'Hopper' });
  const thread = await postThread(asMemberApp(a), author, { title: 'Before the edit' });
  for (const r of replicas) expect((await newest(r))?.title).toBe('Before the edit');
  await replicas[1].dataSource.query(`UPDATE threads SET title = 'After the edit' WHERE id = $1`, [thread.id]);
  for (const r of replicas) await eventually(async () => expect((await newest(r))?.title).toBe('After the edit'));
  await replicas[1].dataSource.query(`UPDATE users SET first_name = 'Amazing' WHERE id = $1`, [author.id]);
  for (const r of replicas)
    await eventually(async () => expect((await visitorPage(r, thread.id)).thread.author?.displayName).toBe('Amazing H.'));
});

it('a signed-in reader gets their own view, never the cached visitor page', async () => {
  const [a] = replicas;
  const author = await member(asMemberApp(a));
  const thread = await postThread(asMemberApp(a), author);
  expect((await visitorPage(a, thread.id)).thread).toMatchObject({ mine: false, canReply: false });
  const own = (await request(a.app.getHttpServer()).get(`/api/threads/${thread.id}`).set('Cookie', author.cookie).expect(200))
    .body as ThreadPage;
  expect(own.thread).toMatchObject({ mine: true, canReply: true, watch: 'watching' });
  expect((await visitorPage(a, thread.id)).thread).toMatchObject({ mine: false, canReply: false });
});

it("a visitor's later page takes the thread from memory, and shows a change to it on both replicas; it is the first page's thread", async () => {
  const [a, b] = replicas;
  const author = await member(asMemberApp(a));
  const thread = await postThread(asMemberApp(a), author, { title: 'Long thread, first title' });
  // More than a page of replies, straight to the database (no posting limits in the way).
  await a.dataSource.query(
    `INSERT INTO replies (thread_id, author_id, body, body_html) SELECT $1, $2, 'Reply ' || g, '<p>Reply ' || g || '</p>' FROM generate_series(1, 25) g`,
    [thread.id, author.id],
  );
  const later = async (t: TestApp) => {
    const first = await visitorPage(t, thread.id);
    expect(first.replies.nextCursor).toBeTruthy();
    const page = (
      await request(t.app.getHttpServer()).get(`/api/threads/${thread.id}`).query({ cursor: first.replies.nextCursor }).expect(200)
    ).body as ThreadPage;
    return { first, page };
  };
  for (const r of replicas) {
    const { first, page } = await later(r);
    expect(page.thread).toEqual(first.thread);
    expect(page.replies.items.map((x) => x.body)).toEqual(['Reply 21', 'Reply 22', 'Reply 23', 'Reply 24', 'Reply 25']);
  }
  await b.dataSource.query(`UPDATE threads SET title = 'Long thread, second title' WHERE id = $1`, [thread.id]);
  for (const r of replicas) await eventually(async () => expect((await later(r)).page.thread.title).toBe('Long thread, second title'));
  // Hidden by a moderator: gone for visitors on every page.
  await b.dataSource.query(`UPDATE threads SET hidden = true WHERE id = $1`, [thread.id]);
  for (const r of replicas)
    await eventually(async () => {
      // A later page's cursor (any: the thread is what is refused).
      await request(r.app.getHttpServer())
        .get(`/api/threads/${thread.id}`)
        .query({ cursor: Buffer.from('[1]').toString('base64url') })
        .expect(404);
    });
});

it("a community's list names it from memory: a rename shows on both replicas", async () => {
  const [a, b] = replicas;
  for (const r of replicas) expect((await list(r)).items[0].community.name).toBe('Entrepreneurs');
  await a.dataSource.query(`UPDATE communities SET name = 'Founders' WHERE slug = 'entrepreneurs'`);
  try {
    for (const r of replicas) await eventually(async () => expect((await list(r)).items[0].community.name).toBe('Founders'));
    await request(b.app.getHttpServer()).get('/api/communities/no-such-community/threads').expect(404);
  } finally {
    await a.dataSource.query(`UPDATE communities SET name = 'Entrepreneurs' WHERE slug = 'entrepreneurs'`);
  }
});
