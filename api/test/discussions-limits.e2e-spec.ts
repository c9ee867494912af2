import { DISCUSSION_MESSAGES } from '@cci/contracts';
import { NEW_MEMBER_LINKS } from '../src/discussions/posting-rules';
import { member, type Member, postReply, postThread, rewind, uniqueBody } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

// Posting limits: counted in the database under the poster's row lock. Tests move posts back in time
// (rewind) instead of waiting.

const LIST = '/api/communities/entrepreneurs/threads';

describe('discussions: posting limits (e2e)', () => {
  const t = memberAppForThisBlock();
  const newThread = (m: Member, body = uniqueBody()) =>
    t.http().post(LIST).set('Cookie', m.cookie).send({ title: 'Limits of new members', body });
  const newReply = (m: Member, threadId: number, body = uniqueBody('A reply')) =>
    t.http().post(`/api/threads/${threadId}/replies`).set('Cookie', m.cookie).send({ body });
  const accountEnd = async (m: Member) =>
    ((await t.dataSource.query(`SELECT created_at + interval '1 day' AS at FROM users WHERE id = $1`, [m.id]))[0].at as Date).getTime();
  const hhmm = (ms: number) => `${new Date(ms).toISOString().slice(11, 16)} UTC`;
  const count = async (table: 'threads' | 'replies', m: Member) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE author_id = $1`, [m.id]))[0].n as number;

  it('a new member starts 3 discussions in their first day: the 4th is a 429 saying when the limit lifts', async () => {
    const ada = await member(t, { age: 'new' });
    for (let i = 0; i < 3; i += 1) await postThread(t, ada);
    await rewind(t, ada);
    const res = await newThread(ada).expect(429);
    const lifts = await accountEnd(ada);
    expect(res.body.message).toBe(`New members can start 3 discussions in their first day. You can start another at ${hhmm(lifts)}.`);
    const retry = Number(res.headers['retry-after']);
    expect(Math.abs(retry - (lifts - Date.now()) / 1000)).toBeLessThan(30);
    // replies are counted apart
    const thread = await postThread(t, await member(t));
    await newReply(ada, thread.id).expect(201);
    // a day later they are no longer new
    await t.dataSource.query(`UPDATE users SET created_at = now() - interval '25 hours' WHERE id = $1`, [ada.id]);
    await rewind(t, ada);
    await newThread(ada).expect(201);
    expect(await count('threads', ada)).toBe(4);
  });

  it('a new member posts 10 replies in their first day', async () => {
    const ada = await member(t, { age: 'new' });
    const thread = await postThread(t, await member(t));
    for (let i = 0; i < 10; i += 1) await postReply(t, ada, thread.id);
    await rewind(t, ada);
    const res = await newReply(ada, thread.id).expect(429);
    expect(res.body.message).toBe(
      `New members can post 10 replies in their first day. You can reply again at ${hhmm(await accountEnd(ada))}.`,
    );
    expect(await count('replies', ada)).toBe(10);
  });

  it('a new member waits 30 seconds between posts; everyone else 5 seconds (threads and replies alike)', async () => {
    const fresh = await member(t, { age: 'new' });
    const thread = await postThread(t, fresh);
    const res = await newReply(fresh, thread.id).expect(429);
    expect(res.body.message).toMatch(/^New members wait 30 seconds between posts\. You can post again in (2\d|30) seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(20);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
    await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '31 seconds' WHERE author_id = $1`, [fresh.id]);
    await newReply(fresh, thread.id).expect(201);

    const old = await member(t);
    await postThread(t, old);
    const again = await newThread(old).expect(429);
    expect(again.body.message).toMatch(/^Please wait 5 seconds between posts\. You can post again in [1-5] seconds?\.$/);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(5);
    await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '6 seconds' WHERE author_id = $1`, [old.id]);
    await newThread(old).expect(201);
  });

  it('a new member includes at most 2 links to other sites in a post (edits too); links to members do not count', async () => {
    const fresh = await member(t, { age: 'new' });
    const three = 'See https://a.example, [b](https://b.example) and <https://c.example>';
    const res = await newThread(fresh, three).expect(403);
    expect(res.body.message).toBe(NEW_MEMBER_LINKS);
    expect(res.body.message).toBe('New members can include at most 2 links in a post');
    const two = await postThread(t, fresh, { body: `[@Ada L.](/members/1) [a](https://a.example) https://b.example` });
    const edit = await t.http().patch(`/api/threads/${two.id}`).set('Cookie', fresh.cookie).send({ body: three }).expect(403);
    expect(edit.body.message).toBe(NEW_MEMBER_LINKS);
    expect(await count('threads', fresh)).toBe(1);
    const old = await member(t);
    await postThread(t, old, { body: three });
  });

  it('the same text twice within a day → 409 (also as a reply); after deleting it, or a day later, it may be posted again', async () => {
    const ada = await member(t);
    const body = uniqueBody('Has anyone tried structured outputs');
    const first = await postThread(t, ada, { body });
    await rewind(t, ada);
    expect((await newThread(ada, body).expect(409)).body.message).toBe(DISCUSSION_MESSAGES.duplicate);
    await rewind(t, ada);
    expect((await newReply(ada, first.id, body).expect(409)).body.message).toBe(DISCUSSION_MESSAGES.duplicate);
    // someone else may say the same
    await postReply(t, await member(t), first.id, { body });
    await t.dataSource.query(`UPDATE threads SET created_at = now() - interval '25 hours' WHERE id = $1`, [first.id]);
    await postReply(t, ada, first.id, { body });
    await t
      .http()
      .delete(`/api/replies/${(await t.dataSource.query('SELECT max(id) AS id FROM replies WHERE author_id = $1', [ada.id]))[0].id}`)
      .set('Cookie', ada.cookie)
      .expect(204);
    await postReply(t, ada, first.id, { body });
  });

  it('parallel posts by a new member cannot pass the daily limit (the posting transaction locks the member)', async () => {
    const ada = await member(t, { age: 'new' });
    await postThread(t, ada);
    await postThread(t, ada);
    await rewind(t, ada);
    const results = await Promise.all(Array.from({ length: 8 }, () => newThread(ada)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
    for (const r of results.filter((x) => x.status === 429)) expect(r.body.message).toMatch(/^New members can start 3 discussions/);
    expect(await count('threads', ada)).toBe(3);

    const thread = await postThread(t, await member(t));
    await rewind(t, ada);
    await t.dataSource.query(
      `INSERT INTO replies (thread_id, author_id, body, body_html, created_at)
       SELECT $1, $2, 'Earlier reply ' || g, '<p>x</p>', now() - interval '1 hour' FROM generate_series(1, 9) g`,
      [thread.id, ada.id],
    );
    const replies = await Promise.all(Array.from({ length: 8 }, () => newReply(ada, thread.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429, 429, 429, 429]);
    expect(await count('replies', ada)).toBe(10);
  });

  it('parallel posts by anyone: one passes, the others wait the 5 seconds', async () => {
    const ada = await member(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => newThread(ada)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    expect(await count('threads', ada)).toBe(1);
  });
});
