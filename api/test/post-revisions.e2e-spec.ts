import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES, type PostRevisions, type ThreadView } from '@cci/contracts';
import { postNotified } from './notifications-helpers';
import { type Member, member, members, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('edit history: GET /api/posts/:kind/:id/revisions (e2e)', () => {
  const t = memberAppForThisBlock();
  /** The wait between edits is over (tests edit quickly). */
  const spaceEdits = (table: 'threads' | 'replies', id: number) =>
    t.dataSource.query(`UPDATE ${table} SET edited_at = now() - interval '1 minute' WHERE id = $1`, [id]);
  const editThread = async (m: Member, id: number, body: Record<string, unknown>, status = 200) => {
    await spaceEdits('threads', id);
    return (await t.http().patch(`/api/threads/${id}`).set('Cookie', m.cookie).send(body).expect(status)).body as ThreadView;
  };
  const editReply = async (m: Member, id: number, body: string) => {
    await spaceEdits('replies', id);
    await t.http().patch(`/api/replies/${id}`).set('Cookie', m.cookie).send({ body }).expect(200);
  };
  const history = async (kind: string, id: number | string, cookie?: string, status = 200) => {
    const req = t.http().get(`/api/posts/${kind}/${id}/revisions`);
    if (cookie) void req.set('Cookie', cookie);
    return (await req.expect(status)).body as PostRevisions;
  };

  it("a thread's title and body edits, newest first, numbered from the first, with the editor and a word diff; everyone may read them", async () => {
    const ada = await member(t);
    const thread = await postThread(t, ada, { title: 'Prompt tips for beginners', body: 'Use short prompts and clear examples.' });
    expect(await history('thread', thread.id)).toEqual({ items: [], total: 0 });

    const retitled = await editThread(ada, thread.id, { title: 'Prompt tips for new members' });
    expect(retitled.title).toBe('Prompt tips for new members');
    await editThread(ada, thread.id, { body: 'Use short prompts and two clear examples.' });
    // a kind change alone keeps no revision: nothing a reader sees changed in the text
    await editThread(ada, thread.id, { kind: 'question' });

    const visitor = await history('thread', thread.id);
    expect(visitor.total).toBe(2);
    expect(visitor.items).toEqual([
      {
        number: 2,
        editor: { id: ada.id, displayName: 'Ada L.', initials: 'AL', avatar: null },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        title: null,
        body: [
          { change: 'same', text: 'Use short prompts and ' },
          { change: 'added', text: 'two ' },
          { change: 'same', text: 'clear examples.' },
        ],
      },
      {
        number: 1,
        editor: { id: ada.id, displayName: 'Ada L.', initials: 'AL', avatar: null },
        createdAt: expect.any(String),
        title: { before: 'Prompt tips for beginners', after: 'Prompt tips for new members' },
        body: null,
      },
    ]);
    // the same to a signed-in member who is not the author
    const bo = await member(t);
    expect(await history('thread', thread.id, bo.cookie)).toEqual(visitor);
  });

  it("a reply's edits; an edit to the same text keeps none; the diff's sides are the texts before and after", async () => {
    const [ada, bo] = await members(t, 2);
    const thread = await postThread(t, ada);
    const reply = await postReply(t, bo, thread.id, { body: 'Lower the temperature.' });
    await editReply(bo, reply.id, 'Lower the temperature for extraction.');
    await editReply(bo, reply.id, 'Lower the temperature for extraction.');
    await editReply(bo, reply.id, 'Raise the temperature for stories.');
    const { items, total } = await history('reply', reply.id);
    expect(total).toBe(2);
    expect(items[1].body).toEqual([
      { change: 'same', text: 'Lower the temperature' },
      { change: 'added', text: ' for extraction' },
      { change: 'same', text: '.' },
    ]);
    const side = (change: 'added' | 'removed') =>
      items[0]
        .body!.filter((p) => p.change !== change)
        .map((p) => p.text)
        .join('');
    expect(side('added')).toBe('Lower the temperature for extraction.');
    expect(side('removed')).toBe('Raise the temperature for stories.');
  });

  it("a hidden or deleted post, or a reply of a deleted thread: its history is its author's only (404 to others)", async () => {
    const [ada, bo] = await members(t, 2);
    const thread = await postThread(t, ada);
    const reply = await postReply(t, bo, thread.id);
    await editReply(bo, reply.id, 'A corrected reply');
    await editThread(ada, thread.id, { title: 'A corrected title' });

    await t.dataSource.query('UPDATE replies SET hidden = true WHERE id = $1', [reply.id]);
    expect((await history('reply', reply.id, ada.cookie, 404)) as unknown).toMatchObject({ message: DISCUSSION_MESSAGES.replyNotFound });
    await history('reply', reply.id, undefined, 404);
    expect((await history('reply', reply.id, bo.cookie)).total).toBe(1);
    await t.dataSource.query('UPDATE replies SET hidden = false WHERE id = $1', [reply.id]);

    await t.http().delete(`/api/threads/${thread.id}`).set('Cookie', ada.cookie).expect(204);
    expect((await history('thread', thread.id, bo.cookie, 404)) as unknown).toMatchObject({ message: DISCUSSION_MESSAGES.threadNotFound });
    await history('reply', reply.id, undefined, 404);
    expect((await history('thread', thread.id, ada.cookie)).total).toBe(1);
  });

  it('bad input: 400 for a kind or id that is not one, 404 for no such post', async () => {
    expect(((await history('post', 1, undefined, 400)) as unknown as { message: string }).message).toBe('kind must be thread or reply');
    await history('thread', 'abc', undefined, 400);
    await history('thread', 0, undefined, 400);
    await history('thread', 2_147_483_647, undefined, 404);
    await history('reply', 2_147_483_647, undefined, 404);
  });

  it(`shows the newest ${DISCUSSION_LIMITS.revisionsShown} edits and counts them all; an account's deletion keeps its edits without their editor`, async () => {
    const ada = await member(t);
    const thread = await postThread(t, ada, { body: 'Version 0 of the body' });
    const count = DISCUSSION_LIMITS.revisionsShown + 2;
    await t.dataSource.query(
      `INSERT INTO post_revisions (thread_id, editor_id, body_before, body_after)
       SELECT $1, $2, 'Version ' || (n - 1), 'Version ' || n FROM generate_series(1, $3) n`,
      [thread.id, ada.id, count],
    );
    const { items, total } = await history('thread', thread.id);
    expect(total).toBe(count);
    expect(items).toHaveLength(DISCUSSION_LIMITS.revisionsShown);
    expect(items[0].number).toBe(count);
    expect(items.at(-1)!.number).toBe(3);
    await t.dataSource.query('DELETE FROM users WHERE id = $1', [ada.id]);
    expect((await history('thread', thread.id)).items[0].editor).toBeNull();
  });

  it('an edit that adds a mention tells that member once, however often the edit is made again', async () => {
    const [ada, bo] = await members(t, 2);
    const thread = await postThread(t, ada);
    const mention = `[@Ada L.](/members/${bo.id})`;
    await editThread(ada, thread.id, { body: `Now asking ${mention} about prompts` });
    await editThread(ada, thread.id, { body: `Asking ${mention} again about prompts` });
    await postNotified(t.app);
    const told = await t.dataSource.query(`SELECT kind FROM notifications WHERE user_id = $1 AND thread_id = $2`, [bo.id, thread.id]);
    expect(told).toEqual([{ kind: 'mention' }]);
    expect((await history('thread', thread.id)).total).toBe(2);
  });
});
