import {
  type AdminTagList,
  type CommunityTags,
  type CursorPage,
  RULE_MESSAGES,
  TAG_LIMITS,
  TAG_MESSAGES,
  type ThreadPage,
  type ThreadSummary,
  type ThreadView,
} from '@cci/contracts';
import { randomBytes } from 'node:crypto';
import { TAGGED_THREAD_LIST_SQL } from '../src/discussions/discussions.queries';
import { type Member, members, plan, postThread, rewind, uniqueBody } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

describe('tags: GET /api/communities/:slug/tags, ?tag= on the lists, tags on threads, staff curation (e2e)', () => {
  const t = memberAppForThisBlock();
  const http = () => t.http();
  const admin = '/api/admin/communities/entrepreneurs/tags';
  /** A tag name of its own per test (the tests share the entrepreneurs community). */
  const fresh = (word: string) => `${word}-${randomBytes(3).toString('hex')}`;

  async function staff(): Promise<Member> {
    const [m] = await members(t, 1);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [m.id]);
    return m;
  }
  const createTag = (by: Member, name: string, status = 201) => http().post(admin).set('Cookie', by.cookie).send({ name }).expect(status);
  const allowSuggestions = (by: Member, allow: boolean) =>
    http().put(`${admin}/settings`).set('Cookie', by.cookie).send({ allowSuggestions: allow }).expect(200);
  const list = async (query: Record<string, string>, m?: Member, status = 200) => {
    const req = http().get('/api/communities/entrepreneurs/threads').query(query);
    if (m) void req.set('Cookie', m.cookie);
    return (await req.expect(status)).body as CursorPage<ThreadSummary>;
  };
  const post = async (m: Member, tags: unknown, status = 201) => {
    await rewind(t, m);
    return http()
      .post('/api/communities/entrepreneurs/threads')
      .set('Cookie', m.cookie)
      .send({ title: 'A tagged thread', body: uniqueBody(), tags })
      .expect(status);
  };
  const retag = (m: Member, threadId: number, tags: unknown, status = 200) =>
    http().patch(`/api/threads/${threadId}`).set('Cookie', m.cookie).send({ tags }).expect(status);
  const storedTags = async (threadId: number) =>
    (
      await t.dataSource.query(
        'SELECT g.name FROM thread_tags x JOIN tags g ON g.id = x.tag_id WHERE x.thread_id = $1 ORDER BY x.position',
        [threadId],
      )
    ).map((r: { name: string }) => r.name);

  afterEach(async () => {
    await t.dataSource.query('DELETE FROM tag_settings');
  });

  it('staff curate (create, list, rename, describe, delete, the setting), each in the audit log; members and visitors cannot', async () => {
    const [ada] = await members(t, 1);
    const boss = await staff();
    const name = fresh('evals');

    await http().post(admin).send({ name }).expect(401);
    expect((await http().post(admin).set('Cookie', ada.cookie).send({ name }).expect(403)).body.message).toBe(RULE_MESSAGES.notStaff);
    await http().get(admin).set('Cookie', ada.cookie).expect(403);
    await http().put(`${admin}/settings`).set('Cookie', ada.cookie).send({ allowSuggestions: true }).expect(403);
    await http().delete(`${admin}/${name}`).set('Cookie', ada.cookie).expect(403);

    const created = (
      await http()
        .post(admin)
        .set('Cookie', boss.cookie)
        .send({ name: `  ${name.toUpperCase()} ` })
        .expect(201)
    ).body;
    expect(created).toMatchObject({ name, description: null, approved: true, threadCount: 0, createdBy: { id: boss.id } });
    expect((await createTag(boss, name, 409)).body.message).toBe(TAG_MESSAGES.exists);

    const renamed = fresh('evaluation');
    const patched = await http()
      .patch(`${admin}/${name}`)
      .set('Cookie', boss.cookie)
      .send({ name: renamed, description: 'Measuring models' })
      .expect(200);
    expect(patched.body).toMatchObject({ name: renamed, description: 'Measuring models' });
    await http().patch(`${admin}/${name}`).set('Cookie', boss.cookie).send({ description: 'x' }).expect(404);
    // A rename onto another tag's name is a conflict.
    const other = fresh('other');
    await createTag(boss, other);
    expect((await http().patch(`${admin}/${other}`).set('Cookie', boss.cookie).send({ name: renamed }).expect(409)).body.message).toBe(
      TAG_MESSAGES.exists,
    );

    const publicList = (await http().get('/api/communities/entrepreneurs/tags').expect(200)).body as CommunityTags;
    expect(publicList.allowSuggestions).toBe(false);
    expect(publicList.tags).toEqual(expect.arrayContaining([{ name: renamed, description: 'Measuring models', threadCount: 0 }]));
    await http().get('/api/communities/no-such-community/tags').expect(404);

    await allowSuggestions(boss, true);
    expect(((await http().get('/api/communities/entrepreneurs/tags').expect(200)).body as CommunityTags).allowSuggestions).toBe(true);
    await http().delete(`${admin}/${other}`).set('Cookie', boss.cookie).expect(204);
    await http().delete(`${admin}/${other}`).set('Cookie', boss.cookie).expect(404);

    const audit: { action: string; entity_id: string }[] = await t.dataSource.query(
      `SELECT action, entity_id FROM audit_log WHERE entity = 'tag' AND actor_user_id = $1 ORDER BY id`,
      [boss.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['tag.create', 'tag.update', 'tag.create', 'tag.settings', 'tag.delete']);
    expect(audit[1].entity_id).toBe(`entrepreneurs/${renamed}`);
  });

  it('refuses bad tag input with 400 and a clear message, before anything is stored', async () => {
    const boss = await staff();
    const [ada] = await members(t, 1);
    for (const name of [
      '',
      'Has space',
      'under_score',
      '-dash',
      'dash-',
      'two--dashes',
      'x'.repeat(TAG_LIMITS.name + 1),
      'émoji',
      12,
      null,
    ]) {
      const res = await http().post(admin).set('Cookie', boss.cookie).send({ name }).expect(400);
      expect(res.body.errors.name).toBe(TAG_MESSAGES.name);
    }
    expect(
      (
        await http()
          .post(admin)
          .set('Cookie', boss.cookie)
          .send({ name: fresh('ok'), description: 'x'.repeat(301) })
          .expect(400)
      ).body.errors.description,
    ).toBe(TAG_MESSAGES.description);
    expect(
      (await http().patch(`${admin}/anything`).set('Cookie', boss.cookie).send({ approved: false }).expect(400)).body.errors.approved,
    ).toBe(TAG_MESSAGES.approved);
    expect((await http().patch(`${admin}/anything`).set('Cookie', boss.cookie).send({}).expect(400)).body.errors).toEqual({
      _root: TAG_MESSAGES.nothingToChange,
    });
    await http().patch(`${admin}/Not%20A%20Tag`).set('Cookie', boss.cookie).send({ description: 'x' }).expect(404);
    await http().put(`${admin}/settings`).set('Cookie', boss.cookie).send({ allowSuggestions: 'yes' }).expect(400);
    // A post's tags: a list of names, at most 5 distinct.
    expect((await post(ada, 'one-tag', 400)).body.errors.tags).toBe(TAG_MESSAGES.tags);
    expect((await post(ada, ['a', 'b', 'c', 'd', 'e', 'f'], 400)).body.errors.tags).toBe(TAG_MESSAGES.tooMany);
    expect((await post(ada, ['Bad Tag'], 400)).body.errors['tags.0']).toBe(TAG_MESSAGES.name);
    expect(await t.dataSource.query(`SELECT 1 FROM threads WHERE author_id = $1`, [ada.id])).toEqual([]);
  });

  it('a member posts with curated tags; an unknown one is 400 while suggestions are off, a suggestion when on; staff add new ones', async () => {
    const boss = await staff();
    const [ada] = await members(t, 1);
    const [rag, agents] = [fresh('rag'), fresh('agents')];
    await createTag(boss, rag);
    await createTag(boss, agents);

    // Repeated names count once, in the order given; case and spaces are forgiven.
    const thread = (await post(ada, [agents, ` ${rag.toUpperCase()}`, agents])).body as ThreadView;
    expect(thread.tags).toEqual([agents, rag]);
    const page = (await http().get(`/api/threads/${thread.id}`).expect(200)).body as ThreadPage;
    expect(page.thread.tags).toEqual([agents, rag]);

    const unknown = fresh('brand-new');
    const refused = await post(ada, [rag, unknown], 400);
    expect(refused.body.errors.tags).toBe(TAG_MESSAGES.unknown([unknown]));
    expect(await t.dataSource.query(`SELECT 1 FROM tags WHERE name = $1`, [unknown])).toEqual([]);

    // Staff may add a new name as they post: a curated tag at once.
    const staffTag = fresh('staff-made');
    expect(((await post(boss, [staffTag])).body as ThreadView).tags).toEqual([staffTag]);

    // Suggestions allowed: a member's new name is a suggestion, listed for staff, shown on threads once approved.
    await allowSuggestions(boss, true);
    const suggested = (await post(ada, [rag, unknown])).body as ThreadView;
    expect(suggested.tags).toEqual([rag]);
    const staffView = (await http().get(admin).set('Cookie', boss.cookie).expect(200)).body as AdminTagList;
    expect(staffView.tags.find((g) => g.name === unknown)).toMatchObject({ approved: false, createdBy: { id: ada.id } });
    expect(staffView.tags.findIndex((g) => g.name === unknown)).toBeLessThan(staffView.tags.findIndex((g) => g.name === rag));
    const publicNames = ((await http().get('/api/communities/entrepreneurs/tags').expect(200)).body as CommunityTags).tags.map(
      (g) => g.name,
    );
    expect(publicNames).toContain(rag);
    expect(publicNames).not.toContain(unknown);
    expect((await list({ tag: unknown })).items).toEqual([]);
    await http().patch(`${admin}/${unknown}`).set('Cookie', boss.cookie).send({ approved: true }).expect(200);
    expect(((await http().get(`/api/threads/${suggested.id}`).expect(200)).body as ThreadPage).thread.tags).toEqual([rag, unknown]);
    expect((await list({ tag: unknown })).items.map((i) => i.id)).toEqual([suggested.id]);
  });

  it('tags are changed by the author or staff only; a change of tags alone is no edit (no revision, no wait)', async () => {
    const boss = await staff();
    const [ada, bo] = await members(t, 2);
    const [a, b, c] = [fresh('a'), fresh('b'), fresh('c')];
    for (const name of [a, b, c]) await createTag(boss, name);
    const thread = await postThread(t, ada, { tags: [a] });
    expect(((await retag(ada, thread.id, [b, a])).body as ThreadView).tags).toEqual([b, a]);
    expect(((await retag(ada, thread.id, [c])).body as ThreadView).tags).toEqual([c]);
    expect((await retag(bo, thread.id, [a], 403)).body.message).toBe(TAG_MESSAGES.notAuthorOrStaff);
    expect(((await retag(boss, thread.id, [a, b])).body as ThreadView).tags).toEqual([a, b]);
    // Staff change the tags only: not another member's title.
    await http()
      .patch(`/api/threads/${thread.id}`)
      .set('Cookie', boss.cookie)
      .send({ title: 'Staff title', tags: [a] })
      .expect(403);
    expect(((await retag(ada, thread.id, [])).body as ThreadView).tags).toEqual([]);
    const [row] = await t.dataSource.query('SELECT edited_at FROM threads WHERE id = $1', [thread.id]);
    expect(row.edited_at).toBeNull();
    expect(await t.dataSource.query('SELECT 1 FROM post_revisions WHERE thread_id = $1', [thread.id])).toEqual([]);
    // A deleted tag leaves every thread.
    await retag(ada, thread.id, [a, b]);
    await http().delete(`${admin}/${a}`).set('Cookie', boss.cookie).expect(204);
    expect(await storedTags(thread.id)).toEqual([b]);
  });

  it('holds at most 5 tags a thread, however parallel the edits; the table itself refuses a sixth', async () => {
    const boss = await staff();
    const [ada] = await members(t, 1);
    const names = Array.from({ length: 10 }, (_, i) => fresh(`p${i}`));
    for (const name of names) await createTag(boss, name);
    const thread = await postThread(t, ada, { tags: names.slice(0, 5) });
    const sets = Array.from({ length: 8 }, (_, i) => [0, 1, 2, 3, 4].map((k) => names[(i + k) % names.length]));
    const answers = await Promise.all([
      ...sets.map((set, i) => retag(i % 2 ? ada : boss, thread.id, set)),
      ...sets.slice(0, 3).map((set) => retag(ada, thread.id, [...set, names[9], names[8]].slice(0, 6), 400)),
    ]);
    expect(answers.slice(sets.length).every((r) => r.body.errors.tags === TAG_MESSAGES.tooMany)).toBe(true);
    const stored = await storedTags(thread.id);
    expect(stored).toHaveLength(5);
    expect(sets.map((s) => s.join())).toContain(stored.join());
    // Past the API: a sixth row cannot be written.
    const [{ id: extra }] = await t.dataSource.query(`SELECT id FROM tags WHERE name = $1`, [names.find((n) => !stored.includes(n))]);
    await expect(
      t.dataSource.query('INSERT INTO thread_tags (thread_id, tag_id, position) VALUES ($1, $2, 6)', [thread.id, extra]),
    ).rejects.toThrow(/thread_tags_position_check|check constraint/);
    await expect(
      t.dataSource.query('INSERT INTO thread_tags (thread_id, tag_id, position) VALUES ($1, $2, 1)', [thread.id, extra]),
    ).rejects.toThrow(/thread_tags_position_key/);
  });

  it('?tag= filters every sort, pages by cursor, combines with new; unknown is empty, malformed 400; the cached page follows writes', async () => {
    const boss = await staff();
    const [ada, bo] = await members(t, 2);
    const tag = fresh('filter');
    await createTag(boss, tag);
    // 25 tagged threads and 3 untagged, made in the database (the posting limits are not what this tests).
    const make = async (count: number, tagged: boolean): Promise<number[]> => {
      const rows: { id: number }[] = await t.dataSource.query(
        `INSERT INTO threads (community_id, author_id, title, body, body_html, last_activity_at, reply_count)
         SELECT c.id, $1, 'Filter ' || g, 'Body ' || g, '<p>Body</p>', now() - g * interval '1 second', 0
           FROM communities c, generate_series(1, $2) g WHERE c.slug = 'entrepreneurs' RETURNING id`,
        [ada.id, count],
      );
      if (tagged)
        await t.dataSource.query(
          `INSERT INTO thread_tags (thread_id, tag_id, position) SELECT x, (SELECT id FROM tags WHERE name = $2), 1 FROM unnest($1::int[]) x`,
          [rows.map((r) => r.id), tag],
        );
      return rows.map((r) => r.id);
    };
    const tagged = await make(25, true);
    const untagged = await make(3, false);

    for (const sort of ['latest', 'top', 'unanswered']) {
      const first = await list({ tag, sort });
      expect(first.items).toHaveLength(20);
      expect(first.items.every((i) => i.tags.includes(tag))).toBe(true);
      expect(first.nextCursor).not.toBeNull();
      const second = await list({ tag, sort, cursor: first.nextCursor! });
      const ids = [...first.items, ...second.items].map((i) => i.id);
      expect(second.nextCursor).toBeNull();
      expect(new Set(ids)).toEqual(new Set(tagged));
    }
    // New (a member's): the tagged threads started since Bo's previous visit.
    await t.dataSource.query(
      `INSERT INTO member_visits (user_id, last_visit_at, previous_visit_at) VALUES ($1, now(), now() - interval '1 hour')`,
      [bo.id],
    );
    const fresher = await list({ tag, sort: 'new' }, bo);
    expect(fresher.items.every((i) => tagged.includes(i.id))).toBe(true);
    expect(fresher.items.length).toBeGreaterThan(0);
    await list({ tag, sort: 'new' }, undefined, 401);

    expect(await list({ tag: fresh('unknown') })).toEqual({ items: [], nextCursor: null });
    for (const bad of ['Bad', 'a b', '-a', 'x'.repeat(TAG_LIMITS.name + 1), 'a_b']) {
      const res = await http().get('/api/communities/entrepreneurs/threads').query({ tag: bad }).expect(400);
      expect(res.body.message).toBe(TAG_MESSAGES.filter);
    }
    expect((await http().get(`/api/communities/entrepreneurs/threads?tag=${tag}&tag=${tag}`).expect(400)).body.message).toBe(
      TAG_MESSAGES.filter,
    );
    await http().get('/api/communities/entrepreneurs/threads').query({ tag, cursor: 'garbage' }).expect(400);

    // The visitor's cached first page (and the tag list's counts) follow a retag at once.
    const before = await list({ tag });
    expect(before.items.map((i) => i.id)).not.toContain(untagged[0]);
    await retag(ada, untagged[0], [tag]);
    expect((await list({ tag })).items.map((i) => i.id)).toContain(untagged[0]);
    const counted = ((await http().get('/api/communities/entrepreneurs/tags').expect(200)).body as CommunityTags).tags.find(
      (g) => g.name === tag,
    );
    expect(counted?.threadCount).toBe(26);
    // A hidden thread leaves the counts (a write made outside the API: every replica hears it through the bus, a moment later).
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [untagged[0]]);
    await eventually(async () => {
      const { tags } = (await http().get('/api/communities/entrepreneurs/tags').expect(200)).body as CommunityTags;
      expect(tags.find((g) => g.name === tag)?.threadCount).toBe(25);
    }, 5_000);
    // The count is kept on the tag, by the database: shown again, deleted, restored, untagged, removed.
    const countOf = async () =>
      ((await t.dataSource.query('SELECT thread_count AS n FROM tags WHERE name = $1', [tag])) as { n: number }[])[0].n;
    await t.dataSource.query('UPDATE threads SET hidden = false WHERE id = $1', [untagged[0]]);
    expect(await countOf()).toBe(26);
    await t.dataSource.query('UPDATE threads SET deleted_at = now() WHERE id = $1', [untagged[0]]);
    expect(await countOf()).toBe(25);
    await t.dataSource.query('UPDATE threads SET reply_count = reply_count + 1, last_activity_at = now() WHERE id = $1', [untagged[0]]);
    expect(await countOf()).toBe(25);
    await t.dataSource.query('UPDATE threads SET deleted_at = NULL WHERE id = $1', [untagged[0]]);
    expect(await countOf()).toBe(26);
    await retag(ada, untagged[0], []);
    expect(await countOf()).toBe(25);
    await t.dataSource.query('DELETE FROM threads WHERE id = $1', [tagged[0]]);
    expect(await countOf()).toBe(24);
    const [{ n: counted24 }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM thread_tags x JOIN threads t ON t.id = x.thread_id JOIN tags g ON g.id = x.tag_id
        WHERE g.name = $1 AND NOT t.hidden AND t.deleted_at IS NULL`,
      [tag],
    )) as { n: number }[];
    expect(counted24).toBe(24);
  });

  it('the filtered list reads the tag through thread_tags (its primary key or its tag index), never a scan of it', async () => {
    const text = await plan(t, TAGGED_THREAD_LIST_SQL.latest, [1, true, 'infinity', 2_147_483_647, 1]);
    expect(text).toMatch(/thread_tags_pkey|thread_tags_tag_idx/);
    expect(text).not.toMatch(/Seq Scan on thread_tags/);
  });
});
