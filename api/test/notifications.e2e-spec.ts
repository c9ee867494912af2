import { DISCUSSION_MESSAGES } from '@cci/contracts';
import type { EntityManager } from 'typeorm';
import { NotificationsService, NOTIFICATION_MESSAGES, type PostNotice } from '../src/notifications/notifications.service';
import { type Forum, forumOf, newReply, newThread as forumThread, postNotified } from './notifications-helpers';
import { startAccountsApp, type AccountsTestApp } from './accounts-helpers';

/**
 * Notifications through the API and NotificationsService as the discussions module calls it (inside the
 * writer's transaction): who is notified per watch level and mute, the list and mark-read, watches and mutes, and bad
 * input. E-mail batching and the digest: notifications-mail.e2e-spec.ts.
 */

let t: AccountsTestApp;
let forum: Forum;
let community: { id: number; slug: string };

interface Member {
  id: number;
  cookie: string;
  email: string;
}

async function member(firstName: string, lastName: string): Promise<Member> {
  const m = await t.member({ firstName, lastName });
  await t.dataSource.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [m.id]);
  return { id: m.id, cookie: m.cookie, email: m.email };
}

const newThread = (authorId: number, title?: string) => forumThread(forum, authorId, title);

/** A post's notice queued in a transaction, then its fan-out made (after commit, as a post's is). */
const notify = async (notice: PostNotice) => {
  await t.dataSource.transaction((m: EntityManager) => t.app.get(NotificationsService).notifyPost(m, notice));
  await postNotified(t.app);
};

const reply = (threadId: number, authorId: number, mentions?: number[]) => newReply(forum, threadId, authorId, mentions);

const list = async (who: Member, query = '') =>
  (await t.http().get(`/api/notifications${query}`).set('Cookie', who.cookie).expect(200)).body;

const kindsOf = async (who: Member) => ((await list(who)).items as { kind: string }[]).map((n) => n.kind);

const watch = (who: Member, threadId: number, level: string) =>
  t.http().put(`/api/threads/${threadId}/watch`).set('Cookie', who.cookie).send({ level });

beforeAll(async () => {
  t = await startAccountsApp();
  forum = await forumOf(t.app, t.dataSource);
  community = forum.community;
});

afterAll(async () => {
  await t?.stop();
});

describe('signed-out requests', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read'],
    ['PUT', '/api/threads/1/watch'],
    ['GET', '/api/me/mutes'],
    ['PUT', '/api/me/mutes/1'],
    ['DELETE', '/api/me/mutes/1'],
    ['GET', '/api/stream'],
  ])('%s %s is 401', async (method, path) => {
    const res = await t
      .http()
      [method.toLowerCase() as 'get'](path)
      .send(method === 'POST' ? { all: true } : method === 'PUT' ? { level: 'watching' } : undefined);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401 });
  });
});

describe('who hears of a post', () => {
  it("a reply notifies the thread's author (watching by default) with one sentence, and never the one who replied", async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id, 'Prompt tips');
    const replyId = await reply(id, bob.id);
    const mine = await list(ada);
    expect(mine).toEqual({
      items: [
        {
          id: expect.any(Number),
          kind: 'reply',
          actor: { id: bob.id, displayName: 'Bob B.', initials: 'BB', avatar: null },
          threadId: id,
          replyId,
          threadTitle: 'Prompt tips',
          community: community.slug,
          text: 'Bob B. replied to ‘Prompt tips’',
          link: null,
          read: false,
          createdAt: expect.stringMatching(/Z$/),
        },
      ],
      nextCursor: null,
      unread: 1,
    });
    expect(await list(bob)).toEqual({ items: [], nextCursor: null, unread: 0 });
    // The author replying in their own thread notifies no one.
    await reply(id, ada.id);
    expect((await list(ada)).unread).toBe(1);
  });

  it('a mentioned member gets one mention (not also a reply), whether or not they watch; members watching get a reply', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const cat = await member('Cat', 'Conway');
    const dan = await member('Dan', 'Dijkstra');
    const id = await newThread(ada.id, 'Agents');
    expect((await watch(cat, id, 'watching')).status).toBe(204);
    await reply(id, bob.id, [ada.id, dan.id, dan.id]);
    const adas = (await list(ada)).items;
    expect(adas.map((n: { kind: string; text: string }) => [n.kind, n.text])).toEqual([['mention', 'Bob B. mentioned you in ‘Agents’']]);
    expect(await kindsOf(dan)).toEqual(['mention']);
    expect(await kindsOf(cat)).toEqual(['reply']);
    // A new thread's mentions notify; no one hears of the thread itself.
    const second = await newThread(bob.id, 'Evaluations');
    await notify({ kind: 'thread', threadId: second, replyId: null, actorId: bob.id, mentions: [cat.id, bob.id] });
    expect(await kindsOf(cat)).toEqual(['mention', 'reply']);
    expect(await kindsOf(bob)).toEqual([]);
  });

  it('a thread muted hears nothing (not even a mention); normal hears only mentions; a muted member is never heard', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const cat = await member('Cat', 'Conway');
    const id = await newThread(ada.id);
    expect((await watch(ada, id, 'muted')).status).toBe(204);
    await reply(id, bob.id, [ada.id]);
    expect(await kindsOf(ada)).toEqual([]);
    expect((await watch(ada, id, 'normal')).status).toBe(204);
    await reply(id, bob.id);
    expect(await kindsOf(ada)).toEqual([]);
    await reply(id, bob.id, [ada.id]);
    expect(await kindsOf(ada)).toEqual(['mention']);
    expect((await watch(ada, id, 'watching')).status).toBe(204);
    expect((await t.http().put(`/api/me/mutes/${cat.id}`).set('Cookie', ada.cookie)).status).toBe(204);
    await reply(id, cat.id, [ada.id]);
    expect(await kindsOf(ada)).toEqual(['mention']);
    await reply(id, bob.id);
    expect(await kindsOf(ada)).toEqual(['reply', 'mention']);
    // Unmuted: heard again.
    expect((await t.http().delete(`/api/me/mutes/${cat.id}`).set('Cookie', ada.cookie)).status).toBe(204);
    await reply(id, cat.id);
    expect((await list(ada)).items[0]).toMatchObject({ kind: 'reply', actor: { id: cat.id } });
  });

  it("an accepted answer notifies the reply's author (not when they accept their own), moderation outcomes in-app only", async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id, 'How do I batch prompts?');
    const bobs = await reply(id, bob.id);
    const service = t.app.get(NotificationsService);
    await t.dataSource.transaction((m) => service.notifyAccepted(m, { threadId: id, replyId: bobs, actorId: ada.id }));
    expect((await list(bob)).items[0]).toMatchObject({
      kind: 'accepted',
      text: 'Ada L. accepted your answer in ‘How do I batch prompts?’',
      replyId: bobs,
    });
    await t.dataSource.transaction((m) => service.notifyAccepted(m, { threadId: id, replyId: bobs, actorId: bob.id }));
    expect(await kindsOf(bob)).toEqual(['accepted']);
    await t.dataSource.transaction((m) =>
      service.notifyModeration(m, {
        userId: bob.id,
        kind: 'moderation',
        threadId: id,
        replyId: bobs,
        text: 'A moderator hid your reply: spam',
      }),
    );
    expect((await list(bob)).items[0]).toMatchObject({ kind: 'moderation', actor: null, text: 'A moderator hid your reply: spam' });
    const [{ due }] = await t.dataSource.query(
      `SELECT bool_or(email_due) AS due FROM notifications WHERE user_id = $1 AND kind = 'moderation'`,
      [bob.id],
    );
    expect(due).toBe(false);
  });

  it('nothing is stored when the writing transaction rolls back', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id);
    await expect(
      t.dataSource.transaction(async (m) => {
        await t.app.get(NotificationsService).notifyPost(m, { kind: 'reply', threadId: id, replyId: null, actorId: bob.id, mentions: [] });
        throw new Error('the reply failed');
      }),
    ).rejects.toThrow('the reply failed');
    expect((await list(ada)).unread).toBe(0);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('pages 20 at a time, newest first, with an opaque cursor (a bad one is 400)', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id);
    for (let i = 0; i < 23; i++) await reply(id, bob.id);
    const first = await list(ada);
    expect(first.items).toHaveLength(20);
    expect(first.unread).toBe(23);
    const ids = first.items.map((n: { id: number }) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list(ada, `?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0].id).toBeLessThan(ids.at(-1));
    for (const bad of ['x', 'WzBd', 'bm90IGpzb24', 'WyJhIl0', 'WzEsMl0']) {
      const res = await t.http().get(`/api/notifications?cursor=${bad}`).set('Cookie', ada.cookie);
      expect([bad, res.status, res.body.message]).toEqual([bad, 400, DISCUSSION_MESSAGES.cursor]);
    }
  });

  it('marks some or all read, touching only the member’s own, and answers the unread count', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id);
    const bobsThread = await newThread(bob.id);
    for (let i = 0; i < 3; i++) await reply(id, bob.id);
    await reply(bobsThread, ada.id);
    const [one, two] = (await list(ada)).items.map((n: { id: number }) => n.id);
    const bobsId = (await list(bob)).items[0].id;
    const res = await t
      .http()
      .post('/api/notifications/read')
      .set('Cookie', ada.cookie)
      .send({ ids: [one, bobsId] });
    expect([res.status, res.body]).toEqual([200, { unread: 2 }]);
    expect((await list(bob)).unread).toBe(1);
    const items = (await list(ada)).items as { id: number; read: boolean }[];
    expect(items.filter((n) => n.read).map((n) => n.id)).toEqual([one]);
    expect(items.find((n) => n.id === two)!.read).toBe(false);
    const all = await t.http().post('/api/notifications/read').set('Cookie', ada.cookie).send({ all: true });
    expect([all.status, all.body]).toEqual([200, { unread: 0 }]);
    expect((await list(bob)).unread).toBe(1);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['no ids', { ids: [] }],
    ['ids that are not ids', { ids: ['1'] }],
    ['a negative id', { ids: [-1] }],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['all: false', { all: false }],
    ['an array', [1, 2]],
  ])('POST /api/notifications/read with %s is 400', async (_what, body) => {
    const ada = await member('Ada', 'Lovelace');
    const res = await t
      .http()
      .post('/api/notifications/read')
      .set('Cookie', ada.cookie)
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
  });
});

describe('PUT /api/threads/:id/watch', () => {
  it('stores the level (204), 404 for an unknown or deleted thread, 400 for a bad level or id', async () => {
    const ada = await member('Ada', 'Lovelace');
    const id = await newThread(ada.id);
    expect((await watch(ada, id, 'muted')).status).toBe(204);
    expect((await watch(ada, id, 'normal')).status).toBe(204);
    expect(await t.dataSource.query(`SELECT level FROM thread_watches WHERE thread_id = $1 AND user_id = $2`, [id, ada.id])).toEqual([
      { level: 'normal' },
    ]);
    const unknown = await watch(ada, 999_999, 'watching');
    expect([unknown.status, unknown.body.message]).toEqual([404, DISCUSSION_MESSAGES.threadNotFound]);
    await t.dataSource.query(`UPDATE threads SET deleted_at = now() WHERE id = $1`, [id]);
    expect((await watch(ada, id, 'watching')).status).toBe(404);
    const bad = await watch(ada, id, 'loud');
    expect([bad.status, bad.body.errors]).toEqual([400, { level: DISCUSSION_MESSAGES.watch }]);
    expect((await t.http().put('/api/threads/abc/watch').set('Cookie', ada.cookie).send({ level: 'watching' })).status).toBe(400);
    expect((await t.http().put(`/api/threads/${id}/watch`).set('Cookie', ada.cookie).send({})).status).toBe(400);
  });
});

describe('mutes', () => {
  it('PUT and DELETE /api/me/mutes/:memberId are 204 and idempotent; GET lists them; 400 yourself, 404 unknown', async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const mutes = () => t.http().get('/api/me/mutes').set('Cookie', ada.cookie);
    expect((await mutes()).body).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await t.http().put(`/api/me/mutes/${bob.id}`).set('Cookie', ada.cookie)).status).toBe(204);
    expect((await mutes()).body).toEqual([{ id: bob.id, displayName: 'Bob B.', initials: 'BB', avatar: null }]);
    for (let i = 0; i < 2; i++) expect((await t.http().delete(`/api/me/mutes/${bob.id}`).set('Cookie', ada.cookie)).status).toBe(204);
    expect((await mutes()).body).toEqual([]);
    for (const method of ['put', 'delete'] as const) {
      const self = await t.http()[method](`/api/me/mutes/${ada.id}`).set('Cookie', ada.cookie);
      expect([self.status, self.body.message]).toEqual([400, NOTIFICATION_MESSAGES.muteSelf]);
      const unknown = await t.http()[method]('/api/me/mutes/999999').set('Cookie', ada.cookie);
      expect([unknown.status, unknown.body.message]).toEqual([404, NOTIFICATION_MESSAGES.memberNotFound]);
      expect((await t.http()[method]('/api/me/mutes/0').set('Cookie', ada.cookie)).status).toBe(400);
      expect((await t.http()[method]('/api/me/mutes/1e3').set('Cookie', ada.cookie)).status).toBe(400);
    }
  });
});
