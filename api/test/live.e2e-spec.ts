import type { AddressInfo } from 'node:net';
import { Global, Module } from '@nestjs/common';
import request from 'supertest';
import type { StreamEvent } from '@cci/contracts';
import { LIVE_STREAM_OPTIONS, LiveStreams, type LiveStreamOptions } from '../src/live/live-streams';
import { LiveService, type LiveChange } from '../src/live/live.service';
import { STREAM_MESSAGES } from '../src/live/live.controller';
import { registration, sidCookie } from './auth-helpers';
import { SseClient, type SseBlock } from './live-helpers';
import { type Forum, forumOf, newReply as forumReply, newThread as forumThread } from './notifications-helpers';
import { appForThisBlock, freshDatabase, relaxedAuthLimits, startTestApp } from './support';

/**
 * GET /api/stream on one replica: auth and bad input, the SSE headers and framing, what each stream gets
 * (its member's notifications, its threads, its communities), heartbeats, Last-Event-ID replay, the caps, and a
 * shutdown that ends open streams. Cross-replica delivery: live-cluster.e2e-spec.ts.
 */

const OPTIONS: Partial<LiveStreamOptions> = { heartbeatMs: 300, maxPerMember: 2, maxPerProcess: 4, retryMs: 1_000 };

@Global()
@Module({ providers: [{ provide: LIVE_STREAM_OPTIONS, useValue: OPTIONS }], exports: [LIVE_STREAM_OPTIONS] })
class FastStreams {}

const t = appForThisBlock({ auth: relaxedAuthLimits(100_000), imports: [FastStreams] });
let base: string;
const open: SseClient[] = [];

interface Member {
  id: number;
  cookie: string;
}

async function member(firstName = 'Ada', lastName = 'Lovelace'): Promise<Member> {
  const res = await t.http().post('/api/register').send(registration({ firstName, lastName })).expect(201);
  await t.dataSource.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [res.body.id]);
  return { id: res.body.id as number, cookie: sidCookie(res) };
}

let forum: Forum;
const newThread = (authorId: number, title?: string) => forumThread(forum, authorId, title, true);
const newReply = (threadId: number, authorId: number, mentions?: number[]) => forumReply(forum, threadId, authorId, mentions);
let community: { id: number; slug: string };

const publish = (change: LiveChange) => t.dataSource.transaction((m) => t.app.get(LiveService).publish(m, change));

async function stream(who: Member | null, query = '', headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await SseClient.open(`${base}/api/stream${query}`, { ...(who ? { cookie: who.cookie } : {}), ...headers });
  open.push(client);
  return client;
}

/** The stream's start: the `id:` block that ends the replay (every stream sends one first thing). */
const started = (s: SseClient) => s.waitFor((b) => b.id !== undefined && b.event === undefined);
const dataOf = (b: SseBlock) => JSON.parse(b.data!) as StreamEvent;

beforeAll(async () => {
  await t.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  forum = await forumOf(t.app, t.dataSource);
  community = forum.community;
});

afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe('GET /api/stream: who and what', () => {
  it('is 401 without a session, and 400 for a thread that is not an id or a community that is not a slug', async () => {
    const anonymous = await stream(null);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(await anonymous.body())).toMatchObject({ statusCode: 401 });
    const ada = await member();
    for (const [query, message] of [
      ['?thread=abc', STREAM_MESSAGES.thread],
      ['?thread=0', STREAM_MESSAGES.thread],
      ['?thread=99999999999', STREAM_MESSAGES.thread],
      [`?${Array.from({ length: 51 }, (_, i) => `thread=${i + 1}`).join('&')}`, STREAM_MESSAGES.thread],
      ['?community=Not%20A%20Slug', STREAM_MESSAGES.community],
      ['?community=', STREAM_MESSAGES.community],
    ]) {
      const res = await stream(ada, query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(JSON.parse(await res.body())).toMatchObject({ statusCode: 400, message });
    }
  });

  it('answers an event stream nothing may buffer or compress, starting with retry: and an id:', async () => {
    const ada = await member();
    const s = await stream(ada, '', { 'accept-encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers['cache-control']).toContain('no-cache');
    expect(s.res.headers['cache-control']).toContain('no-transform');
    expect(s.res.headers['x-accel-buffering']).toBe('no');
    expect(s.res.headers['content-encoding']).toBeUndefined();
    expect(s.res.headers['content-length']).toBeUndefined();
    // The security headers and request id every response carries.
    expect(s.res.headers['x-request-id']).toBeTruthy();
    expect(s.res.headers['x-content-type-options']).toBe('nosniff');
    const first = await s.waitFor(() => true);
    expect(first.retry).toBe('1000');
    expect(first.id).toMatch(/^\d+$/);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const s = await stream(await member());
    await started(s);
    const beats = (await s.waitFor((b) => b.comment === 'heartbeat', 2_000)) && s.blocks.filter((b) => b.comment === 'heartbeat');
    expect(beats.length).toBeGreaterThanOrEqual(1);
  });

  it("sends the named threads' changes and the named communities' new threads, each with an id, and nothing else", async () => {
    const ada = await member();
    const mine = await newThread(ada.id);
    const other = await newThread(ada.id, 'Another thread');
    const s = await stream(ada, `?thread=${mine}&community=${community.slug}`);
    await started(s);
    await publish({ threadId: other, community: community.slug, change: 'edit', replyId: null });
    await publish({ threadId: mine, community: community.slug, change: 'like', replyId: null });
    await publish({ threadId: 777, community: community.slug, change: 'new-thread', replyId: null });
    await publish({ threadId: 778, community: 'students', change: 'new-thread', replyId: null });
    const like = await s.waitFor((b) => b.event === 'thread');
    expect(dataOf(like)).toEqual({ type: 'thread', threadId: mine, change: 'like', replyId: null });
    expect(like.id).toMatch(/^\d+$/);
    const created = await s.waitFor((b) => b.event === 'community');
    expect(dataOf(created)).toEqual({ type: 'community', community: community.slug, threadId: 777 });
    await s.waitFor((b) => b.comment === 'heartbeat', 2_000, s.blocks.indexOf(created) + 1);
    expect(s.events.map((e) => dataOf(e))).toEqual([dataOf(like), dataOf(created)]);
    expect(Number(created.id)).toBeGreaterThan(Number(like.id));
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    const ada = await member();
    const id = await newThread(ada.id);
    const s = await stream(ada, `?thread=${id}`);
    await started(s);
    await expect(
      t.dataSource.transaction(async (m) => {
        await t.app.get(LiveService).publish(m, { threadId: id, community: community.slug, change: 'edit', replyId: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await publish({ threadId: id, community: community.slug, change: 'lock', replyId: null });
    const event = await s.waitFor((b) => b.event === 'thread');
    expect(dataOf(event)).toMatchObject({ change: 'lock' });
    expect(s.events).toHaveLength(1);
  });

  it("tells every tab of the member their unread count when they are notified or read, and no one else's", async () => {
    const ada = await member('Ada', 'Lovelace');
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id);
    const tab1 = await stream(ada);
    const tab2 = await stream(ada);
    const bobs = await stream(bob);
    await Promise.all([started(tab1), started(tab2), started(bobs)]);
    await newReply(id, bob.id);
    for (const tab of [tab1, tab2])
      expect(dataOf(await tab.waitFor((b) => b.event === 'notification'))).toEqual({ type: 'notification', unread: 1 });
    await t.http().post('/api/notifications/read').set('Cookie', ada.cookie).send({ all: true }).expect(200);
    const read = await tab2.waitFor(
      (b) => b.event === 'notification' && dataOf(b).type === 'notification' && (dataOf(b) as { unread: number }).unread === 0,
    );
    expect(read.id).toMatch(/^\d+$/);
    expect(bobs.events).toEqual([]);
  });
});

describe('GET /api/stream: reconnecting with Last-Event-ID', () => {
  it('replays the matching events missed since that id, in order, then goes on live', async () => {
    const ada = await member();
    const bob = await member('Bob', 'Babbage');
    const id = await newThread(ada.id);
    const first = await stream(ada, `?thread=${id}`);
    const last = (await started(first)).id!;
    first.close();
    // While away: two replies to the thread (each notifies Ada), an unrelated thread's change.
    const r1 = await newReply(id, bob.id);
    await publish({ threadId: id + 1000, community: community.slug, change: 'edit', replyId: null });
    const r2 = await newReply(id, bob.id);
    const again = await stream(ada, `?thread=${id}`, { 'last-event-id': last });
    const replayEnd = await started(again);
    const replayed = again.events.map((e) => ({ id: Number(e.id), ...dataOf(e) }));
    expect(replayed.map(({ id: _id, ...e }) => e)).toEqual([
      { type: 'thread', threadId: id, change: 'reply', replyId: r1 },
      { type: 'thread', threadId: id, change: 'reply', replyId: r2 },
      // The unread count is a state: only the latest of the two notification events (each reply published, then its
      // watchers notified after commit).
      { type: 'notification', unread: 2 },
    ]);
    expect(replayed.map((e) => e.id)).toEqual([...replayed.map((e) => e.id)].sort((a, b) => a - b));
    expect(Number(replayEnd.id)).toBe(replayed.at(-1)!.id);
    // Live again.
    await publish({ threadId: id, community: community.slug, change: 'accept', replyId: r1 });
    expect(
      dataOf(
        await again.waitFor(
          (b) => b.event === 'thread' && dataOf(b).type === 'thread' && (dataOf(b) as { change: string }).change === 'accept',
        ),
      ),
    ).toMatchObject({
      replyId: r1,
    });
  });

  it('ignores a Last-Event-ID that is not an event id (a fresh start, no replay)', async () => {
    const ada = await member();
    const id = await newThread(ada.id);
    await publish({ threadId: id, community: community.slug, change: 'edit', replyId: null });
    const s = await stream(ada, `?thread=${id}`, { 'last-event-id': 'x; DROP TABLE live_events' });
    expect(s.status).toBe(200);
    await started(s);
    expect(s.events).toEqual([]);
  });

  it('keeps events about 15 minutes: the prune job deletes older ones', async () => {
    const ada = await member();
    await publish({ threadId: 1, community: community.slug, change: 'edit', replyId: null });
    await t.dataSource.query(`UPDATE live_events SET created_at = now() - interval '16 minutes' WHERE thread_id = 1`);
    await publish({ threadId: 1, community: community.slug, change: 'like', replyId: null });
    expect(await t.app.get(LiveService).prune()).toBeGreaterThanOrEqual(1);
    const left = await t.dataSource.query(`SELECT event->>'change' AS change FROM live_events WHERE thread_id = 1`);
    expect(left).toEqual([{ change: 'like' }]);
    void ada;
  });
});

describe('GET /api/stream: caps and shutdown', () => {
  it("closes a member's oldest stream when they open one more than the cap", async () => {
    const ada = await member();
    const a = await stream(ada);
    await started(a);
    const b = await stream(ada);
    await started(b);
    const c = await stream(ada);
    await started(c);
    expect(await a.waitForEnd(2_000)).toBe(true);
    expect(b.ended).toBe(false);
    expect(c.ended).toBe(false);
    expect(t.app.get(LiveStreams).countOf(ada.id)).toBe(2);
  });

  it('answers 503 with Retry-After when the process has its maximum of streams', async () => {
    const members = await Promise.all([member(), member(), member(), member(), member()]);
    for (const m of members.slice(0, 4)) await started(await stream(m));
    expect(t.app.get(LiveStreams).size).toBe(4);
    const full = await stream(members[4]);
    expect(full.status).toBe(503);
    expect(full.res.headers['retry-after']).toBe('1');
    expect(JSON.parse(await full.body())).toEqual({ statusCode: 503, error: 'Service Unavailable', message: STREAM_MESSAGES.full });
    // A stream that closes makes room.
    open[0].close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const room = await stream(members[4]);
    expect(room.status).toBe(200);
  });

  it('app.close() ends every open stream and does not hang on them', async () => {
    const d = await freshDatabase();
    const other = await startTestApp(d.url, { auth: relaxedAuthLimits(1_000) });
    try {
      await other.app.listen(0, '127.0.0.1');
      const url = `http://127.0.0.1:${(other.app.getHttpServer().address() as AddressInfo).port}`;
      const res = await request(other.app.getHttpServer()).post('/api/register').send(registration()).expect(201);
      const clients = await Promise.all([1, 2, 3].map(() => SseClient.open(`${url}/api/stream`, { cookie: sidCookie(res) })));
      await Promise.all(clients.map(started));
      const at = Date.now();
      await other.close();
      const took = Date.now() - at;
      expect(await Promise.all(clients.map((c) => c.waitForEnd(1_000)))).toEqual([true, true, true]);
      expect(took).toBeLessThan(3_000);
    } finally {
      await d.drop();
    }
  });
});
