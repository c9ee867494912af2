import { Client } from 'pg';
import { encodeCursor } from '../src/common/cursor';
import { NotificationsService } from '../src/notifications/notifications.service';
import { member, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

/**
 * Statements per request (issue 28): on this machine a round trip to PostgreSQL costs about 125 µs of socket writes
 * whatever the statement, and the profiles showed the count of statements is most of a request's cost. Counted here,
 * as a budget: every statement any pg client of this process sends while one request is served (the app's pool, the
 * session store's), and the statements that open and close transactions.
 */

const t = memberAppForThisBlock();

/**
 * The SQL texts sent while `act` runs. Posts' fan-outs (drained after commit, woken by the bus) are made before it
 * and held until it ends: they are no request's statements.
 */
async function statementsOf(act: () => Promise<unknown>): Promise<string[]> {
  const notifications = t.app.get(NotificationsService);
  const drain = notifications.drain.bind(notifications);
  const held = jest.spyOn(notifications, 'drain').mockResolvedValue();
  const sent: string[] = [];
  const query = Client.prototype.query;
  try {
    await drain(); // what earlier posts queued, and any drain the bus woke before
    const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      // The bus's listening connection pings on its own schedule; it is no request's.
      if (!/^\s*SELECT 1\s*$/i.test(text)) sent.push(text.replace(/\s+/g, ' ').trim().slice(0, 60));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    try {
      await act();
    } finally {
      spy.mockRestore();
    }
  } finally {
    held.mockRestore();
    await notifications.drain();
  }
  return sent;
}

describe('statements per request', () => {
  it('GET /api/auth/user signed in: one statement reads the session and its member (the issue allows two)', async () => {
    const ada = await member(t);
    await t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200);
    const sent = await statementsOf(() => t.http().get('/api/auth/user').set('Cookie', ada.cookie).expect(200));
    expect(sent).toHaveLength(1);
  });

  it("a signed-in member's thread page, first or later: the session with its member, then one statement", async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const thread = await postThread(t, ada);
    const reply = await postReply(t, bo, thread.id);
    await t.http().get(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(200);
    const sent = await statementsOf(() => t.http().get(`/api/threads/${thread.id}`).set('Cookie', bo.cookie).expect(200));
    expect(sent).toHaveLength(2);
    // A later page (after the first reply), as the thread's "more" link asks for it.
    const cursor = encodeCursor([reply.id]);
    const later = await statementsOf(() =>
      t
        .http()
        .get(`/api/threads/${thread.id}?cursor=${encodeURIComponent(cursor)}`)
        .set('Cookie', bo.cookie)
        .expect(200),
    );
    expect(later).toHaveLength(2);
  });

  it("posting a reply: ten statements, the transaction's included, however many watch the thread (its fan-out is after commit)", async () => {
    const [ada, bo, cy] = [await member(t), await member(t), await member(t)];
    const thread = await postThread(t, ada);
    // Cy has posted before (the First Post badge is theirs): a member's usual reply.
    const other = await postThread(t, cy);
    await postReply(t, cy, other.id);
    await t.dataSource.query(`UPDATE users SET created_at = created_at - interval '1 hour' WHERE id = $1`, [cy.id]);
    await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '1 hour' WHERE author_id = $1`, [cy.id]);
    await t.dataSource.query(`UPDATE replies SET created_at = now() - interval '1 hour' WHERE author_id = $1`, [cy.id]);
    await postReply(t, bo, thread.id);
    const sent = await statementsOf(() =>
      t.http().post(`/api/threads/${thread.id}/replies`).set('Cookie', cy.cookie).send({ body: 'A counted reply' }).expect(201),
    );
    // The session with its member; START TRANSACTION, poster with thread, bump with history, reply with watch, badge,
    // queued notice, live event with its NOTIFY, COMMIT; the reply as answered.
    expect(sent).toHaveLength(10);
    expect(sent.filter((s) => /notifications/i.test(s) && /INSERT/i.test(s))).toEqual([]);
  });
});
