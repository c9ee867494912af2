import type { AddressInfo } from 'node:net';
import {
  type AccountExport,
  CONVERSATION_MESSAGES,
  type ConversationSummary,
  type DirectMessage,
  EXPORT_SCHEMA_VERSION,
  type MessagePage,
  type ModerationItem,
  NEW_ACCOUNT_MESSAGE_CAP,
  RULE_MESSAGES,
  type StreamEvent,
} from '@cci/contracts';
import { ConversationsService } from '../src/conversations/conversations.service';
import { MailService } from '../src/mail/mail.service';
import { type Member, members } from './discussions-helpers';
import { SseClient } from './live-helpers';
import { memberAppForThisBlock } from './me-helpers';

/**
 * Direct messages (issue 30 §3): one conversation per pair (also under parallel requests), only between verified members
 * who share a community, blocking both ways, a new account's daily cap under parallel requests, reports into the one
 * moderation queue, the stream, the export, account deletion and the unread-message e-mail.
 */
describe('direct messages and blocking (e2e)', () => {
  const t = memberAppForThisBlock();
  const http = () => t.http();

  const start = (who: Member, memberId: unknown) => http().post('/api/conversations').set('Cookie', who.cookie).send({ memberId });
  const send = (who: Member, id: number, body: unknown) =>
    http().post(`/api/conversations/${id}/messages`).set('Cookie', who.cookie).send({ body });
  const page = async (who: Member, id: number, cursor?: string) =>
    (
      await http()
        .get(`/api/conversations/${id}/messages${cursor ? `?cursor=${cursor}` : ''}`)
        .set('Cookie', who.cookie)
        .expect(200)
    ).body as MessagePage;
  const list = async (who: Member) =>
    (await http().get('/api/conversations').set('Cookie', who.cookie).expect(200)).body as ConversationSummary[];
  const unread = async (who: Member) =>
    ((await http().get('/api/me/unread-messages').set('Cookie', who.cookie).expect(200)).body as { unread: number }).unread;
  async function pair(): Promise<[Member, Member, number]> {
    const [a, b] = await members(t, 2, { firstName: 'Pat' });
    const { body } = await start(a, b.id).expect(201);
    return [a, b, (body as ConversationSummary).id];
  }
  /** The member's account is older than the cap's window. */
  const seasoned = (who: Member) => t.dataSource.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [who.id]);

  it('starts a conversation, answers the same one again (either way), writes Markdown and counts unread', async () => {
    const [a, b] = await members(t, 2, { firstName: 'Ann' });
    const first = (await start(a, b.id).expect(201)).body as ConversationSummary;
    expect(first).toEqual(
      expect.objectContaining({ other: expect.objectContaining({ id: b.id, displayName: 'Ann L.' }), last: null, unread: 0 }),
    );
    expect(((await start(b, a.id).expect(201)).body as ConversationSummary).id).toBe(first.id);
    // An empty conversation shows only to who opened it.
    expect((await list(a)).map((c) => c.id)).toEqual([first.id]);
    expect(await list(b)).toEqual([]);

    const sent = (await send(a, first.id, 'Hello **Bea**, <script>x</script>').expect(201)).body as DirectMessage;
    expect(sent.html).toContain('<strong>Bea</strong>');
    expect(sent.html).not.toContain('<script>');
    expect(await unread(b)).toBe(1);
    expect(await unread(a)).toBe(0);
    const [bView] = await list(b);
    expect(bView).toEqual(
      expect.objectContaining({
        id: first.id,
        unread: 1,
        last: expect.objectContaining({ authorId: a.id, excerpt: 'Hello Bea, <script>x</script>' }),
      }),
    );
    await http().put(`/api/conversations/${first.id}/read`).set('Cookie', b.cookie).expect(200, { unread: 0 });
    expect(await unread(b)).toBe(0);
  });

  it('refuses bad input, yourself, strangers, the unverified, and someone else’s conversation', async () => {
    const [a, b, id] = await pair();
    const [outsider] = await members(t, 1, { communities: ['creatives'] });
    const [unverified] = await members(t, 1, { verified: false });
    const [nosy] = await members(t, 1);
    await http().post('/api/conversations').send({ memberId: b.id }).expect(401);
    await start(a, 'x').expect(400);
    await start(a, -1).expect(400);
    await start(a, a.id).expect(400, { statusCode: 400, message: CONVERSATION_MESSAGES.self, error: 'Bad Request' });
    expect((await start(a, 99_999_999).expect(404)).body.message).toBe(CONVERSATION_MESSAGES.memberNotFound);
    expect((await start(a, outsider.id).expect(403)).body.message).toBe(CONVERSATION_MESSAGES.noSharedCommunity);
    expect((await start(a, unverified.id).expect(403)).body.message).toBe(CONVERSATION_MESSAGES.unverified);
    expect((await start(unverified, a.id).expect(403)).body.message).toBe(RULE_MESSAGES.unverified('directMessage'));
    expect((await send(a, id, '   ').expect(400)).body.errors.body).toBe(CONVERSATION_MESSAGES.body);
    await send(a, id, 'x'.repeat(5001)).expect(400);
    // Someone else's conversation is not found, for reading, writing and marking read.
    await http().get(`/api/conversations/${id}/messages`).set('Cookie', nosy.cookie).expect(404);
    await send(nosy, id, 'Hi').expect(404);
    await http().put(`/api/conversations/${id}/read`).set('Cookie', nosy.cookie).expect(404);
    await http().get('/api/conversations/abc/messages').set('Cookie', a.cookie).expect(400);
    await http().get(`/api/conversations/${id}/messages?cursor=nope`).set('Cookie', a.cookie).expect(400);
  });

  it('pages earlier messages through the cursor, oldest first on each page', async () => {
    const [a, b, id] = await pair();
    await seasoned(a);
    for (let i = 1; i <= 33; i++) await send(a, id, `Message ${i}`).expect(201);
    const newest = await page(b, id);
    expect(newest.items).toHaveLength(30);
    expect(newest.items[0].html).toContain('Message 4');
    expect(newest.items.at(-1)!.html).toContain('Message 33');
    const earlier = await page(b, id, newest.nextCursor!);
    expect(earlier.items.map((m) => m.html)).toEqual(
      ['<p>Message 1</p>\n', '<p>Message 2</p>\n', '<p>Message 3</p>\n'].map((h) => expect.stringContaining(h.trim())),
    );
    expect(earlier.nextCursor).toBeNull();
  });

  it('makes one conversation under parallel POSTs from both sides', async () => {
    const [a, b] = await members(t, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? start(a, b.id) : start(b, a.id))));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => (r.body as ConversationSummary).id)).size).toBe(1);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM conversations WHERE low_member_id = $1 AND high_member_id = $2`,
      [Math.min(a.id, b.id), Math.max(a.id, b.id)],
    );
    expect(n).toBe(1);
  });

  it('blocking stops messages and new conversations both ways; unblocking lets them through; settings list it', async () => {
    const [a, b, id] = await pair();
    const [c] = await members(t, 1, { firstName: 'Cy' });
    await http().put(`/api/members/${a.id}/block`).set('Cookie', a.cookie).expect(400);
    await http().put('/api/members/99999999/block').set('Cookie', b.cookie).expect(404);
    await http().put(`/api/members/${a.id}/block`).set('Cookie', b.cookie).expect(204);
    await http().put(`/api/members/${a.id}/block`).set('Cookie', b.cookie).expect(204); // idempotent
    await http().put(`/api/members/${c.id}/block`).set('Cookie', b.cookie).expect(204);
    expect((await send(a, id, 'Are you there?').expect(403)).body.message).toBe(CONVERSATION_MESSAGES.blocked);
    expect((await send(b, id, 'Go away').expect(403)).body.message).toBe(CONVERSATION_MESSAGES.blocked);
    expect((await start(c, b.id).expect(403)).body.message).toBe(CONVERSATION_MESSAGES.blocked);
    expect((await start(b, c.id).expect(403)).body.message).toBe(CONVERSATION_MESSAGES.blocked);
    const blocks = (await http().get('/api/me/blocks').set('Cookie', b.cookie).expect(200)).body;
    expect(blocks.map((x: { member: { id: number } }) => x.member.id)).toEqual([c.id, a.id]);
    // The pair's existing conversation still opens (to read it, and to unblock), saying who blocked whom.
    expect((await start(b, a.id).expect(201)).body).toEqual(expect.objectContaining({ id, blocked: true }));
    expect((await start(a, b.id).expect(201)).body).toEqual(expect.objectContaining({ id, blocked: false }));
    expect(await http().get('/api/me/blocks').set('Cookie', a.cookie).expect(200)).toHaveProperty('body', []);

    await http().delete(`/api/members/${a.id}/block`).set('Cookie', b.cookie).expect(204);
    await send(a, id, 'Are you there now?').expect(201);
    await http().put(`/api/members/${a.id}/block`).send().expect(401);
  });

  it("caps a new account's messages under parallel requests (429 with Retry-After), and not an older one's", async () => {
    const [a, b, id] = await pair();
    const cap = NEW_ACCOUNT_MESSAGE_CAP.messages;
    await send(a, id, 'First').expect(201);
    const answers = await Promise.all(Array.from({ length: cap + 4 }, (_, i) => send(a, id, `Quick ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(cap - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.body.message).toMatch(/^New accounts can send 50 messages a day\. Please try again in \d+ hours?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600 * 23);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM direct_messages WHERE author_id = $1`, [a.id]);
    expect(n).toBe(cap);
    await send(b, id, 'The other side has its own count').expect(201);
    await seasoned(a);
    await send(a, id, 'Older accounts have no cap').expect(201);
  });

  it("caps a new account's new conversations under parallel requests; an existing one still opens", async () => {
    const [a] = await members(t, 1);
    const others = await members(t, NEW_ACCOUNT_MESSAGE_CAP.conversations + 3);
    const answers = await Promise.all(others.map((o) => start(a, o.id)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(NEW_ACCOUNT_MESSAGE_CAP.conversations);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.message).toMatch(/^New accounts can start 5 conversations a day\./);
    expect(refused[0].headers['retry-after']).toBeDefined();
    const opened = others[answers.findIndex((r) => r.status === 201)];
    await start(a, opened.id).expect(201);
  });

  it('tells both members live, each with their own unread count, replayable after Last-Event-ID', async () => {
    await t.app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const [a, b, id] = await pair();
    const [stranger] = await members(t, 1);
    const streams = await Promise.all([a, b, stranger].map((m) => SseClient.open(`${base}/api/stream`, { cookie: m.cookie })));
    try {
      const started = (s: SseClient) => s.waitFor((x) => x.id !== undefined && x.event === undefined);
      await Promise.all(streams.map(started));
      await send(a, id, 'Live hello').expect(201);
      const isMessage = (x: { event?: string }) => x.event === 'message';
      const bEvent = await streams[1].waitFor(isMessage);
      expect(JSON.parse(bEvent.data!) as StreamEvent).toEqual({ type: 'message', conversationId: id, unread: 1 });
      expect(JSON.parse((await streams[0].waitFor(isMessage)).data!)).toEqual({ type: 'message', conversationId: id, unread: 0 });
      await send(a, id, 'Second while away').expect(201);
      const replay = await SseClient.open(`${base}/api/stream`, { cookie: b.cookie, 'last-event-id': bEvent.id! });
      try {
        const missed = await replay.waitFor((x) => isMessage(x) && JSON.parse(x.data!).unread === 2);
        expect(JSON.parse(missed.data!)).toEqual({ type: 'message', conversationId: id, unread: 2 });
      } finally {
        replay.close();
      }
      expect(streams[2].events.filter(isMessage)).toEqual([]);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('reports a message into the moderation queue with its context; a moderator hides it', async () => {
    const [a, b, id] = await pair();
    await send(b, id, 'Hi, nice to meet you').expect(201);
    const spam = (await send(a, id, 'Buy my course at example.com').expect(201)).body as DirectMessage;
    const [nosy] = await members(t, 1);
    const report = (who: Member, messageId: number) =>
      http().post(`/api/messages/${messageId}/report`).set('Cookie', who.cookie).send({ reason: 'spam', note: 'Selling' });
    await report(nosy, spam.id).expect(404);
    await report(a, spam.id).expect(403);
    await http().post(`/api/messages/${spam.id}/report`).set('Cookie', b.cookie).send({ reason: 'nope' }).expect(400);
    await report(b, spam.id).expect(204);
    expect((await report(b, spam.id).expect(409)).body.message).toBe(CONVERSATION_MESSAGES.alreadyReported);

    const [admin] = await members(t, 1);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const queue = (await http().get('/api/admin/moderation/reports').set('Cookie', admin.cookie).expect(200)).body as ModerationItem[];
    const item = queue.find((q) => q.post.kind === 'message' && q.post.id === spam.id)!;
    expect(item).toEqual(
      expect.objectContaining({
        post: expect.objectContaining({ kind: 'message', id: spam.id, threadId: id }),
        author: expect.objectContaining({ id: a.id }),
        body: 'Buy my course at example.com',
        hidden: false,
        context: expect.objectContaining({ author: expect.objectContaining({ id: b.id }), excerpt: 'Hi, nice to meet you' }),
        reports: [expect.objectContaining({ reason: 'spam', note: 'Selling', reporter: expect.objectContaining({ id: b.id }) })],
      }),
    );
    await http().post(`/api/admin/moderation/posts/message/${spam.id}`).set('Cookie', admin.cookie).send({ action: 'lock' }).expect(400);
    await http()
      .post(`/api/admin/moderation/posts/message/${spam.id}`)
      .set('Cookie', admin.cookie)
      .send({ action: 'hide', reason: 'Spam' })
      .expect(200);
    const after = await page(b, id);
    expect(after.items.at(-1)).toEqual(expect.objectContaining({ id: spam.id, hidden: true, html: '' }));
    const queueAfter = (await http().get('/api/admin/moderation/reports').set('Cookie', admin.cookie).expect(200)).body as ModerationItem[];
    expect(queueAfter.some((q) => q.post.kind === 'message' && q.post.id === spam.id)).toBe(false);
  });

  it('puts conversations, blocks and reports in the export; a deleted member leaves the conversation to the other', async () => {
    const [a, b, id] = await pair();
    await send(a, id, 'For the record').expect(201);
    await send(b, id, 'Noted').expect(201);
    await http().put(`/api/members/${a.id}/block`).set('Cookie', b.cookie).expect(204);
    const data = (await http().get('/api/me/export').set('Cookie', b.cookie).expect(200)).body as AccountExport;
    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
    expect(EXPORT_SCHEMA_VERSION).toBe(6);
    expect(data.messages.conversations).toEqual([
      expect.objectContaining({
        id,
        otherMemberId: a.id,
        messages: [
          expect.objectContaining({ mine: false, body: 'For the record', hidden: false }),
          expect.objectContaining({ mine: true, body: 'Noted' }),
        ],
      }),
    ]);
    expect(data.messages.blocked).toEqual([expect.objectContaining({ memberId: a.id })]);

    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [a.id]);
    const [kept] = await list(b);
    expect(kept).toEqual(expect.objectContaining({ id, other: null }));
    const messages = await page(b, id);
    expect(messages.items.map((m) => m.author?.id ?? null)).toEqual([null, b.id]);
    expect((await send(b, id, 'Hello?').expect(409)).body.message).toBe(CONVERSATION_MESSAGES.otherGone);
  });

  it('e-mails a consenting member once about unread messages, whatever the number of runs; never one without consent', async () => {
    const [a, b, id] = await pair();
    const [c] = await members(t, 1);
    const other = (await start(a, c.id).expect(201)).body as ConversationSummary;
    await t.dataSource.query(`UPDATE users SET notify_messages = true WHERE id = $1`, [b.id]);
    await send(a, id, 'One').expect(201);
    await send(a, id, 'Two').expect(201);
    await send(a, other.id, 'To someone who did not consent').expect(201);
    const sent = jest.spyOn(t.app.get(MailService), 'send');
    try {
      const service = t.app.get(ConversationsService);
      // Not yet: the messages are younger than the delay.
      expect(await service.sendUnreadEmails()).toBe(0);
      await t.dataSource.query(`UPDATE direct_messages SET created_at = created_at - interval '1 hour' WHERE author_id = $1`, [a.id]);
      await t.dataSource.query(`UPDATE conversations SET last_message_at = last_message_at - interval '1 hour' WHERE id = ANY($1)`, [
        [id, other.id],
      ]);
      const runs = await Promise.all([service.sendUnreadEmails(), service.sendUnreadEmails(), service.sendUnreadEmails()]);
      expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
      expect(sent).toHaveBeenCalledTimes(1);
      const mail = sent.mock.calls[0][0];
      expect(mail.subject).toBe('You have an unread message');
      expect(String(mail.text)).toContain(`/messages/${id}`);
      expect(String(mail.text)).toContain('Pat L.');
      // A later message in the same unread conversation sends no second e-mail; reading it makes the next one due.
      await send(a, id, 'Three').expect(201);
      await t.dataSource.query(`UPDATE direct_messages SET created_at = created_at - interval '1 hour' WHERE author_id = $1`, [a.id]);
      await t.dataSource.query(`UPDATE conversations SET last_message_at = now() - interval '1 hour' WHERE id = $1`, [id]);
      expect(await service.sendUnreadEmails()).toBe(0);
      await http().put(`/api/conversations/${id}/read`).set('Cookie', b.cookie).expect(200);
      expect(await service.sendUnreadEmails()).toBe(0);
    } finally {
      sent.mockRestore();
    }
  });
});
