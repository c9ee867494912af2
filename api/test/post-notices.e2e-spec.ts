import { LiveService } from '../src/live/live.service';
import { JobsService } from '../src/notifications/jobs.service';
import { NotificationsService, POST_NOTICE_BATCH } from '../src/notifications/notifications.service';
import { type Forum, forumOf, newThread } from './notifications-helpers';
import { startAccountsApp, type AccountsTestApp } from './accounts-helpers';
import { eventually, startTestApp, type TestApp } from './support';

/**
 * A post's fan-out after commit (issue 28, build item 3; migration PostNotices): posting queues one row in its
 * transaction, and any replica makes the notifications once, after commit, from the queue. Through the real posting
 * route, on two replicas of one database.
 */

let t: AccountsTestApp;
let other: TestApp;
let forum: Forum;

beforeAll(async () => {
  t = await startAccountsApp();
  other = await startTestApp(t.db.url);
  forum = await forumOf(t.app, t.dataSource);
});

afterAll(async () => {
  await other?.close();
  await t?.stop();
});

/** A signed-in member with a verified address (who may post). */
async function member(firstName: string, lastName: string) {
  const m = await t.member({ firstName, lastName });
  await t.dataSource.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [m.id]);
  return m;
}

const queued = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM post_notices`))[0].n as number;

/** Notifications of kind `kind` per member of `ids` about thread `threadId`, as [member, count] pairs. */
async function countsOf(threadId: number, ids: number[], kind = 'reply'): Promise<[number, number][]> {
  const rows = (await t.dataSource.query(
    `SELECT u.id, (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND n.thread_id = $1 AND n.kind = $3) AS n
       FROM unnest($2::int[]) AS u(id) ORDER BY u.id`,
    [threadId, ids, kind],
  )) as { id: number; n: number }[];
  return rows.map((r) => [r.id, r.n]);
}

const postReply = (cookie: string, threadId: number, body: string) =>
  t.http().post(`/api/threads/${threadId}/replies`).set('Cookie', cookie).send({ body });

describe("a post's notifications, after its commit", () => {
  it('a reply queues its fan-out in its transaction, and the bus wakes a drain at commit: the watchers hear of it with nothing asked', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const thread = await newThread(forum, ada.id, 'Queued notices', true);
    await postReply(bob.cookie, thread, 'A reply whose watchers are told after commit').expect(201);
    // No test call drains: the notice's insert told every replica on the bus.
    await eventually(async () => expect(await countsOf(thread, [ada.id])).toEqual([[ada.id, 1]]), 10_000);
    await eventually(async () => expect(await queued()).toBe(0), 10_000);
    const list = (await t.http().get('/api/notifications').set('Cookie', ada.cookie).expect(200)).body;
    expect(list.items[0]).toMatchObject({ kind: 'reply', text: 'Bob B. replied to ‘Queued notices’' });
  });

  it('two replicas draining at once make each notification once', async () => {
    const author = await member('Cy', 'Author');
    const watchers = await Promise.all(Array.from({ length: 3 }, (_, i) => member(`W${i}`, 'Watcher')));
    const thread = await newThread(forum, author.id, 'Raced notices', true);
    for (const w of watchers)
      await t.dataSource.query(`INSERT INTO thread_watches (thread_id, user_id, level) VALUES ($1, $2, 'watching')`, [thread, w.id]);
    // More notices than a batch, queued as posting queues them (the writers' transactions), with no drain in between.
    const replies = POST_NOTICE_BATCH + 20;
    const posted = (await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html)
       SELECT $1, $2, 'Reply ' || i, '<p>Reply ' || i || '</p>' FROM generate_series(1, $3::int) i RETURNING id`,
      [thread, author.id, replies],
    )) as { id: number }[];
    await t.dataSource.query(
      `INSERT INTO post_notices (kind, thread_id, reply_id, actor_id) SELECT 'reply', $1, id, $2 FROM unnest($3::int[]) id`,
      [thread, author.id, posted.map((r) => r.id)],
    );
    await Promise.all([t.app.get(NotificationsService).drain(), other.app.get(NotificationsService).drain()]);
    expect(await queued()).toBe(0);
    const ids = watchers.map((w) => w.id).sort((a, b) => a - b);
    expect(await countsOf(thread, ids)).toEqual(ids.map((id) => [id, replies]));
    expect(await countsOf(thread, [author.id])).toEqual([[author.id, 0]]);
  });

  it('a refused post (429: its transaction rolls back) queues nothing', async () => {
    const ada = await member('Di', 'Lovelace');
    const bob = await member('Ed', 'Babbage');
    const thread = await newThread(forum, ada.id, 'Refused notices', true);
    await t.app.get(NotificationsService).drain();
    await postReply(bob.cookie, thread, 'The first reply').expect(201);
    // The wait between posts: refused inside the transaction, before anything is queued.
    await postReply(bob.cookie, thread, 'A second reply at once').expect(429);
    await t.app.get(NotificationsService).drain();
    expect(await countsOf(thread, [ada.id])).toEqual([[ada.id, 1]]);
  });

  it('a drain that fails leaves its notices queued, and the next (the job queue, every minute) makes them: none is lost', async () => {
    const ada = await member('Flo', 'Lovelace');
    const bob = await member('Gus', 'Babbage');
    const thread = await newThread(forum, ada.id, 'Crashed notices', true);
    const [{ id: replyId }] = await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html) VALUES ($1, $2, 'Lost?', '<p>Lost?</p>') RETURNING id`,
      [thread, bob.id],
    );
    // As after a replica died between a post's commit and its drain, and the bus's news of it went nowhere: the
    // notice is queued and no drain was woken.
    await t.dataSource.query(`ALTER TABLE post_notices DISABLE TRIGGER post_notices_queued`);
    try {
      await t.dataSource.query(`INSERT INTO post_notices (kind, thread_id, reply_id, actor_id) VALUES ('reply', $1, $2, $3)`, [
        thread,
        replyId,
        bob.id,
      ]);
    } finally {
      await t.dataSource.query(`ALTER TABLE post_notices ENABLE TRIGGER post_notices_queued`);
    }
    // A drain that fails after claiming (and deleting) the row in its transaction: the rollback puts it back.
    const live = t.app.get(LiveService);
    const spy = jest.spyOn(live, 'notifyMembers').mockRejectedValue(new Error('killed'));
    try {
      await t.app.get(NotificationsService).drain();
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(await queued()).toBe(1);
    expect(await countsOf(thread, [ada.id])).toEqual([[ada.id, 0]]);
    await other.app.get(JobsService).run('post-notices');
    expect(await queued()).toBe(0);
    expect(await countsOf(thread, [ada.id])).toEqual([[ada.id, 1]]);
  });
});
