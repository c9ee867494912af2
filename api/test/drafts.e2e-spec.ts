import { AccountExportSchema, DRAFT_LIMITS, DRAFT_MESSAGES, type DraftView } from '@cci/contracts';
import * as v from 'valibot';
import { hashPassword } from '../src/users/password';
import { type Member, member, postThread, rewind } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('drafts: GET/PUT/DELETE /api/me/drafts/:key (e2e)', () => {
  const t = memberAppForThisBlock();
  const url = (key: string) => `/api/me/drafts/${encodeURIComponent(key)}`;
  const put = (m: Member, key: string, body: unknown) =>
    t
      .http()
      .put(url(key))
      .set('Cookie', m.cookie)
      .send(body as object);
  const get = (m: Member, key: string) => t.http().get(url(key)).set('Cookie', m.cookie);
  const del = (m: Member, key: string) => t.http().delete(url(key)).set('Cookie', m.cookie);
  /** Real threads for the reply drafts' keys: T[n] is the id of the thread the tests call n. */
  const T: Record<number, number> = {};
  beforeAll(async () => {
    const names = [1, 3, 5, 6, 7, 12, 900, 901, ...Array.from({ length: 49 }, (_, i) => 100 + i)];
    const rows: { id: number; n: number }[] = await t.dataSource.query(
      `INSERT INTO threads (community_id, author_id, title, body, body_html)
       SELECT c.id, NULL, 'Draft target ' || n, 'A body of text', '<p>A body of text</p>'
         FROM communities c, unnest($1::int[]) AS n WHERE c.slug = 'entrepreneurs'
       RETURNING id, substring(title from 14)::int AS n`,
      [names],
    );
    for (const r of rows) T[r.n] = r.id;
  });
  const stored = async (m: Member) =>
    (await t.dataSource.query('SELECT key FROM drafts WHERE user_id = $1 ORDER BY key', [m.id])).map((r: { key: string }) => r.key);

  it('saves, reads, saves over and discards a draft, answering it with its updatedAt; no-store', async () => {
    const ada = await member(t);
    await get(ada, 'thread:entrepreneurs').expect(404, { statusCode: 404, message: DRAFT_MESSAGES.notFound, error: 'Not Found' });
    const first = (await put(ada, 'thread:entrepreneurs', { title: 'Which model', body: 'I am comparing' }).expect(200)).body as DraftView;
    expect(first).toEqual({ key: 'thread:entrepreneurs', title: 'Which model', body: 'I am comparing', updatedAt: expect.any(String) });
    const read = await get(ada, 'thread:entrepreneurs').expect(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.body).toEqual(first);
    // Text is kept exactly as typed (spaces and new lines too); the title may be left out (a thread's draft: '').
    const over = (await put(ada, 'thread:entrepreneurs', { body: '  I am comparing two models\n\n' }).expect(200)).body as DraftView;
    expect(over).toMatchObject({ title: '', body: '  I am comparing two models\n\n' });
    expect(Date.parse(over.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    // A reply's draft is its body only.
    expect((await put(ada, `reply:${T[12]}`, { body: 'Thanks, that helped' }).expect(200)).body).toMatchObject({
      key: `reply:${T[12]}`,
      title: null,
    });
    expect(await stored(ada)).toEqual([`reply:${T[12]}`, 'thread:entrepreneurs']);
    await del(ada, 'thread:entrepreneurs').expect(204);
    await del(ada, 'thread:entrepreneurs').expect(204);
    await get(ada, 'thread:entrepreneurs').expect(404);
    expect(await stored(ada)).toEqual([`reply:${T[12]}`]);
  });

  it('refuses any other key shape with 400, on every method, and bodies that are not a draft (unknown fields dropped)', async () => {
    const ada = await member(t);
    for (const key of [
      'thread:',
      'thread:Entrepreneurs',
      'reply:0',
      'reply:abc',
      'reply:2147483648',
      'post:1',
      'reply:1:2',
      'x'.repeat(80),
    ]) {
      expect((await put(ada, key, { body: 'x' }).expect(400)).body.message).toBe(DRAFT_MESSAGES.key);
      expect((await get(ada, key).expect(400)).body.message).toBe(DRAFT_MESSAGES.key);
      expect((await del(ada, key).expect(400)).body.message).toBe(DRAFT_MESSAGES.key);
    }
    // The largest thread id is a key (no 400), of no thread (404).
    await put(ada, 'reply:2147483647', { body: 'the largest thread id' }).expect(404, {
      statusCode: 404,
      message: DRAFT_MESSAGES.target,
      error: 'Not Found',
    });
    expect((await put(ada, `reply:${T[5]}`, {}).expect(400)).body.errors).toEqual({ body: DRAFT_MESSAGES.body });
    expect((await put(ada, `reply:${T[5]}`, { body: 12 }).expect(400)).body.errors).toEqual({ body: DRAFT_MESSAGES.body });
    expect((await put(ada, 'thread:creatives', { title: ['x'], body: 'x' }).expect(400)).body.errors).toEqual({
      title: DRAFT_MESSAGES.title,
    });
    expect((await put(ada, `reply:${T[5]}`, { title: 'A reply has none', body: 'x' }).expect(400)).body.errors).toEqual({
      title: DRAFT_MESSAGES.replyTitle,
    });
    await t
      .http()
      .put(url(`reply:${T[5]}`))
      .set('Cookie', ada.cookie)
      .set('Content-Type', 'application/json')
      .send('[1]')
      .expect(400);
    const dropped = await put(ada, `reply:${T[5]}`, {
      body: 'kept',
      userId: 1,
      updatedAt: '2000-01-01T00:00:00Z',
      key: `reply:${T[6]}`,
    }).expect(200);
    expect(dropped.body).toMatchObject({ key: `reply:${T[5]}`, body: 'kept' });
    expect(Date.parse(dropped.body.updatedAt)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(await stored(ada)).toEqual([`reply:${T[5]}`]);
  });

  it('a new draft names something the member can post to: a community, or a thread not deleted and not hidden from them (404)', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    const gone = { statusCode: 404, message: DRAFT_MESSAGES.target, error: 'Not Found' };
    await put(ada, 'thread:no-such-community', { title: 'x', body: 'x' }).expect(404, gone);
    await t.dataSource.query('UPDATE threads SET deleted_at = now() WHERE id = $1', [T[900]]);
    await t.dataSource.query('UPDATE threads SET hidden = true, author_id = $2 WHERE id = $1', [T[901], bo.id]);
    await put(ada, `reply:${T[900]}`, { body: 'x' }).expect(404, gone);
    await put(ada, `reply:${T[901]}`, { body: 'x' }).expect(404, gone);
    // Its author still writes in their hidden thread.
    await put(bo, `reply:${T[901]}`, { body: 'Why was it hidden?' }).expect(200);
    expect(await stored(ada)).toEqual([]);
    await t.dataSource.query('UPDATE threads SET deleted_at = NULL, hidden = false, author_id = NULL WHERE id = ANY($1)', [
      [T[900], T[901]],
    ]);
    await del(bo, `reply:${T[901]}`).expect(204);
  });

  it('visitors get 401 and no draft is anyone else’s to read, overwrite or delete: the key is always the member’s own', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    await t
      .http()
      .get(url(`reply:${T[7]}`))
      .expect(401);
    await t
      .http()
      .put(url(`reply:${T[7]}`))
      .send({ body: 'x' })
      .expect(401);
    await t
      .http()
      .delete(url(`reply:${T[7]}`))
      .expect(401);
    await put(ada, `reply:${T[7]}`, { body: 'Ada is writing this' }).expect(200);
    await get(bo, `reply:${T[7]}`).expect(404);
    await put(bo, `reply:${T[7]}`, { body: 'Bo writes their own' }).expect(200);
    await del(bo, `reply:${T[7]}`).expect(204);
    expect((await get(ada, `reply:${T[7]}`).expect(200)).body.body).toBe('Ada is writing this');
  });

  it('caps the title and body at the forum’s post limits (400 naming the field) and the drafts at 50 a member (409, none dropped)', async () => {
    const ada = await member(t);
    await put(ada, 'thread:educators', { title: 't'.repeat(DRAFT_LIMITS.title), body: 'b'.repeat(DRAFT_LIMITS.body) }).expect(200);
    expect((await put(ada, 'thread:educators', { title: 't'.repeat(DRAFT_LIMITS.title + 1), body: 'b' }).expect(400)).body.errors).toEqual({
      title: DRAFT_MESSAGES.title,
    });
    expect((await put(ada, `reply:${T[1]}`, { body: 'b'.repeat(DRAFT_LIMITS.body + 1) }).expect(400)).body.errors).toEqual({
      body: DRAFT_MESSAGES.body,
    });
    // 49 more, saved in parallel bursts (two new keys at once are counted one after the other).
    for (let i = 0; i < 7; i++)
      await Promise.all(
        Array.from({ length: 7 }, (_, j) => put(ada, `reply:${T[100 + i * 7 + j]}`, { body: `draft ${i * 7 + j}` }).expect(200)),
      );
    expect(await stored(ada)).toHaveLength(DRAFT_LIMITS.perMember);
    // Past the cap, several new keys at once: all refused; an old draft is still saved over, and none is dropped.
    const refused = await Promise.all([put(ada, `reply:${T[900]}`, { body: 'x' }), put(ada, `reply:${T[901]}`, { body: 'x' })]);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual([
      [409, DRAFT_MESSAGES.tooMany],
      [409, DRAFT_MESSAGES.tooMany],
    ]);
    await put(ada, `reply:${T[100]}`, { body: 'still saved over' }).expect(200);
    expect(await stored(ada)).toHaveLength(DRAFT_LIMITS.perMember);
    await del(ada, `reply:${T[100]}`).expect(204);
    await put(ada, `reply:${T[900]}`, { body: 'room again' }).expect(200);
  });

  it('saves as fast as the composer sends them: no posting limit counts them, and posting still works after', async () => {
    const ada = await member(t, { age: 'new' });
    for (let i = 0; i < 30; i++) await put(ada, 'thread:entrepreneurs', { title: 'Typing', body: `Typing ${'.'.repeat(i)}` }).expect(200);
    await t
      .http()
      .post('/api/communities/entrepreneurs/threads')
      .set('Cookie', ada.cookie)
      .send({ title: 'Typing done', body: 'A body long enough to post' })
      .expect(201);
  });

  it('posting a thread deletes its author’s draft of that community’s composer, and posting a reply the thread’s, only those', async () => {
    const [ada, bo] = [await member(t), await member(t)];
    await put(ada, 'thread:entrepreneurs', { title: 'Draft', body: 'A thread in the making' }).expect(200);
    await put(ada, 'thread:creatives', { title: 'Other', body: 'Another community' }).expect(200);
    await put(bo, 'thread:entrepreneurs', { title: 'Bo', body: "Bo's own draft" }).expect(200);
    const thread = await postThread(t, ada);
    expect(await stored(ada)).toEqual(['thread:creatives']);
    expect(await stored(bo)).toEqual(['thread:entrepreneurs']);

    const other = await postThread(t, bo, { title: 'Another thread' });
    await put(ada, `reply:${thread.id}`, { body: 'A reply in the making' }).expect(200);
    await put(ada, `reply:${other.id}`, { body: 'A reply elsewhere' }).expect(200);
    await put(bo, `reply:${thread.id}`, { body: "Bo's reply" }).expect(200);
    await rewind(t, ada);
    await t.http().post(`/api/threads/${thread.id}/replies`).set('Cookie', ada.cookie).send({ body: 'A reply in the making' }).expect(201);
    expect(await stored(ada)).toEqual([`reply:${other.id}`, 'thread:creatives']);
    expect(await stored(bo)).toEqual([`reply:${thread.id}`]);
    // A refused post keeps the draft.
    await t.dataSource.query('UPDATE threads SET locked = true WHERE id = $1', [other.id]);
    await t.http().post(`/api/threads/${other.id}/replies`).set('Cookie', ada.cookie).send({ body: 'Too late' }).expect(403);
    expect(await stored(ada)).toEqual([`reply:${other.id}`, 'thread:creatives']);
  });

  it('the data export lists the member’s drafts; deleting the account deletes them', async () => {
    const ada = await member(t);
    await put(ada, `reply:${T[3]}`, { body: 'Mine' }).expect(200);
    await put(ada, 'thread:parents', { title: 'A title', body: 'A body' }).expect(200);
    const data = v.parse(AccountExportSchema, (await t.http().get('/api/me/export').set('Cookie', ada.cookie).expect(200)).body);
    expect(data.discussions.drafts).toEqual([
      { key: `reply:${T[3]}`, title: null, body: 'Mine', updatedAt: expect.any(String) },
      { key: 'thread:parents', title: 'A title', body: 'A body', updatedAt: expect.any(String) },
    ]);
    await t.dataSource.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      ada.id,
      await hashPassword('a long enough password 24'),
    ]);
    await t.http().delete('/api/me').set('Cookie', ada.cookie).send({ password: 'a long enough password 24' }).expect(204);
    expect(await stored(ada)).toEqual([]);
  });
});
