import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import request from 'supertest';
import { type Gateway, startGateway } from '../../docker/test/render-gateway';
import { fmt, pct } from './cluster-support';
import { member, postReply, postThread, type Member } from './discussions-helpers';
import { LIVE_STREAM_OPTIONS } from '../src/live/live-streams';
import { SseClient } from './live-helpers';
import type { MemberTestApp } from './me-helpers';
import { freePort } from './server-process';
import { eventually, freshDatabase, relaxedAuthLimits, startTestApp, type TestApp, type TestDatabase } from './support';

/**
 * Live updates across replicas: two API instances on one database, each listening on a port of its own,
 * and the compose gateway's own nginx config (docker/gateway/nginx.conf on Debian's nginx) in front of both. A reply
 * POSTed on replica A reaches an SSE subscriber on replica B, and a subscriber through the gateway, in under 1 s; the
 * time is measured and printed.
 */

const ROUNDS = 5;

@Global()
@Module({ providers: [{ provide: LIVE_STREAM_OPTIONS, useValue: { heartbeatMs: 500 } }], exports: [LIVE_STREAM_OPTIONS] })
class QuickHeartbeat {}

let db: TestDatabase;
let tmp: string;
const replicas: (TestApp & { base: string })[] = [];
let gateway: Gateway;
const open: SseClient[] = [];

const asMemberApp = (t: TestApp): MemberTestApp => ({ ...t, logs: [], http: () => request(t.app.getHttpServer()) });

beforeAll(async () => {
  db = await freshDatabase();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-live-cluster-'));
  for (let i = 0; i < 2; i++) {
    const t = await startTestApp(db.url, { auth: relaxedAuthLimits(10_000), imports: [QuickHeartbeat] });
    await t.app.listen(0, '127.0.0.1');
    replicas.push({ ...t, base: `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}` });
  }
  gateway = await startGateway({
    port: await freePort(),
    replicas: replicas.map((r) => r.base.replace('http://', '')),
    dir: path.join(tmp, 'nginx'),
    staticUpstream: `127.0.0.1:${await freePort()}`,
  });
}, 120_000);

afterAll(async () => {
  for (const s of open) s.close();
  await gateway?.stop();
  for (const r of replicas) await r.close();
  await db?.drop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

async function subscribe(base: string, who: Member, threadId: number): Promise<SseClient> {
  const s = await SseClient.open(`${base}/api/stream?thread=${threadId}`, { cookie: who.cookie });
  open.push(s);
  expect(s.status).toBe(200);
  // The stream's first block (retry: and its start id) must arrive at once: through nginx too (no buffering).
  await s.waitFor((b) => b.id !== undefined && b.event === undefined, 1_000);
  return s;
}

/** Replies POSTed on replica A, each timed until `stream` shows its event; answers the times in ms. */
async function timeReplies(a: MemberTestApp, author: Member, threadId: number, stream: SseClient): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const from = stream.blocks.length;
    const sent = Date.now();
    const reply = await postReply(a, author, threadId, { body: `Round ${i} of the live test ${Date.now()}` });
    const event = await stream.waitFor((b) => b.event === 'thread' && JSON.parse(b.data!).replyId === reply.id, 2_000, from);
    times.push(event.at - sent);
    expect(JSON.parse(event.data!)).toEqual({ type: 'thread', threadId, change: 'reply', replyId: reply.id });
  }
  return times;
}

const summary = (times: number[]) => `median ${fmt(pct(times, 50))} ms, max ${fmt(Math.max(...times))} ms (${times.map(fmt).join(', ')})`;

it('a reply POSTed on replica A reaches an SSE subscriber on replica B, and the thread author’s bell, in under 1 s', async () => {
  const a = asMemberApp(replicas[0]);
  const author = await member(a, { firstName: 'Ada', lastName: 'Lovelace' });
  const replier = await member(a, { firstName: 'Bob', lastName: 'Babbage' });
  // The author has posted before (a first post's badge would add its own notification to the bell).
  await a.dataSource.query(`INSERT INTO member_badges (user_id, badge) VALUES ($1, 'first_post')`, [author.id]);
  const thread = await postThread(a, author, { title: 'Live across replicas' });
  const onB = await subscribe(replicas[1].base, author, thread.id);
  const times = await timeReplies(a, replier, thread.id, onB);
  // The author's unread count comes along on B (each reply notifies them after its commit: they watch their thread).
  const bell = await onB.waitFor((e) => e.event === 'notification' && JSON.parse(e.data!).unread === ROUNDS, 1_000);
  expect(JSON.parse(bell.data!).unread).toBe(ROUNDS);
  process.stdout.write(`[live] reply POSTed on replica A -> SSE event on replica B: ${summary(times)}\n`);
  expect(Math.max(...times)).toBeLessThan(1_000);
});

it('the same through the nginx gateway: every event passes at once (no buffering), heartbeats included', async () => {
  const a = asMemberApp(replicas[0]);
  const author = await member(a, { firstName: 'Cat', lastName: 'Conway' });
  const replier = await member(a, { firstName: 'Dan', lastName: 'Dijkstra' });
  const thread = await postThread(a, author, { title: 'Live through the gateway' });
  const viaGateway = await subscribe(gateway.base, author, thread.id);
  expect(viaGateway.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(viaGateway.res.headers['content-encoding']).toBeUndefined();
  expect(viaGateway.res.headers['x-request-id']).toBeTruthy();
  const times = await timeReplies(a, replier, thread.id, viaGateway);
  process.stdout.write(`[live] reply POSTed on replica A -> SSE event through the nginx gateway: ${summary(times)}\n`);
  expect(Math.max(...times)).toBeLessThan(1_000);
  // A heartbeat (a lone comment line) reaches the client too: nginx holds nothing back.
  const from = viaGateway.blocks.length;
  await viaGateway.waitFor((b) => b.comment === 'heartbeat', 1_500, from);
  // The gateway's access log names the stream's upstream: one of the two replicas.
  const upstreams = replicas.map((r) => r.base.replace('http://', ''));
  viaGateway.close();
  // nginx logs the request once the closed stream ends on its side.
  let line: string | undefined;
  await eventually(async () => {
    line = gateway
      .accessLog()
      .split('\n')
      .find((l) => l.includes(`GET /api/stream?thread=${thread.id}`));
    expect(line).toBeDefined();
  }, 5_000);
  expect(upstreams.some((u) => line?.includes(`upstream=${u}`))).toBe(true);
});
