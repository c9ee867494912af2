import { ENGAGE_LIMITS, type EngageHub } from '@cci/contracts';
import { ACTIVE_THREADS_SQL } from '../src/discussions/discussions.queries';
import { NEXT_EVENTS_SQL } from '../src/events/events.queries';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { type Member, member, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { eventually } from './support';

describe('the Engage hub: GET /api/engage (e2e)', () => {
  const t = memberAppForThisBlock({ ADMIN_PASSWORD });
  let admin: string;
  beforeAll(async () => {
    admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });
  const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const hub = async (m?: Member) => {
    const req = t.http().get('/api/engage');
    if (m) req.set('Cookie', m.cookie);
    return (await req.expect(200)).body as EngageHub;
  };
  const event = async (title: string, slug: string | null, inHours: number) => {
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO events (title, description, date, location, community_id, starts_at, ends_at, capacity)
       VALUES ($1, 'An event of the hub test', 'Soon', 'Online', (SELECT id FROM communities WHERE slug = $2), $3, $4, 20)
       RETURNING id`,
      [title, slug, hours(inHours), hours(inHours + 1)],
    )) as { id: number }[];
    return id;
  };
  const challenge = async (title: string, community: string, startsIn: number, endsIn: number) =>
    (
      await t
        .http()
        .post('/api/challenges')
        .set('Cookie', admin)
        .send({ community, title, brief: 'Build a **prompt** for the hub.', startsAt: hours(startsIn), endsAt: hours(endsIn) })
        .expect(201)
    ).body as { id: number };
  const mentorIn = async (m: Member, community: string, expertise: string[]) =>
    t
      .http()
      .put('/api/me/mentor-profile')
      .set('Cookie', m.cookie)
      .send({ community, expertise, availability: 'high', maxMentees: 2 })
      .expect(200);

  it("a member sees their communities' discussions, events, challenges and ranked mentors, and nothing of another community", async () => {
    const ada = await member(t, { communities: ['students', 'educators'], firstName: 'Ada' });
    const bo = await member(t, { communities: ['students'], firstName: 'Bo' });
    const cy = await member(t, { communities: ['parents'], firstName: 'Cy' });
    await t.dataSource.query(`UPDATE users SET goals = ARRAY['study planning'] WHERE id = $1`, [ada.id]);

    const ours = await postThread(t, bo, { title: 'Flashcards made by an LLM: worth it?' }, 'students');
    const theirs = await postThread(t, cy, { title: 'Bedtime stories with AI' }, 'parents');
    const ourEvent = await event('Study group with AI', 'students', 30);
    const theirEvent = await event('Parents evening online', 'parents', 20);
    const everyone = await event('Site-wide town hall', null, 40);
    await event('Already over', 'students', -5);
    const running = await challenge('Exam revision prompt', 'students', -1, 48);
    await challenge('Not open yet', 'students', 24, 72);
    const elsewhere = await challenge('Parents prompt', 'parents', -1, 24);
    await mentorIn(bo, 'students', ['study planning']);
    await mentorIn(cy, 'parents', ['study planning']);
    await t.http().put(`/api/events/${ourEvent}/rsvp`).set('Cookie', ada.cookie).send({ status: 'going' }).expect(200);

    const mine = await hub(ada);
    expect(mine.communities?.map((c) => c.slug).sort()).toEqual(['educators', 'students']);
    const slugs = ['students', 'educators'];
    expect(mine.discussions.length).toBeGreaterThan(0);
    expect(mine.discussions.length).toBeLessThanOrEqual(ENGAGE_LIMITS.discussions);
    for (const d of mine.discussions) expect(slugs).toContain(d.community.slug);
    expect(mine.discussions[0]).toMatchObject({ id: ours.id, title: ours.title, replyCount: 0, community: { slug: 'students' } });
    const activity = mine.discussions.map((d) => Date.parse(d.lastActivityAt));
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
    expect(mine.discussions.map((d) => d.id)).not.toContain(theirs.id);

    const eventIds = mine.events.map((e) => e.id);
    expect(eventIds).toEqual(expect.arrayContaining([ourEvent, everyone]));
    expect(eventIds).not.toContain(theirEvent);
    for (const e of mine.events) {
      expect(e.past).toBe(false);
      if (e.community) expect(slugs).toContain(e.community.slug);
    }
    expect(mine.events.find((e) => e.id === ourEvent)).toMatchObject({ myRsvp: { status: 'going' }, capacity: 20, counts: { going: 1 } });
    const starts = mine.events.map((e) => Date.parse(e.startsAt!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    expect(mine.challenges.map((c) => c.id)).toEqual([running.id]);
    expect(mine.challenges[0]).toMatchObject({ phase: 'active', community: { slug: 'students' }, me: null });
    expect(mine.challenges.map((c) => c.id)).not.toContain(elsewhere.id);

    expect(mine.mentors?.map((m) => m.memberId)).toEqual([bo.id]);
    expect(mine.mentors?.[0]).toMatchObject({ communitySlug: 'students', shared: ['study planning'] });
    expect(mine.mentors?.[0].reason).toContain('Shares: study planning');

    // Bo is the only listed mentor of students: never suggested to himself.
    expect((await hub(bo)).mentors).toEqual([]);
  });

  it('a visitor sees the public lists of every community and no mentors; a write shows once the bus tells', async () => {
    const cy = await member(t, { communities: ['parents'] });
    const before = await hub();
    expect(before.communities).toBeNull();
    expect(before.mentors).toBeNull();
    expect(before.events.every((e) => e.myRsvp === null && !e.past)).toBe(true);
    expect(before.challenges.every((c) => c.me === null && c.phase === 'active')).toBe(true);

    const thread = await postThread(t, cy, { title: 'A visitor can read this one' }, 'parents');
    // The visitor's hub is kept as JSON: the write drops it on every replica once the bus tells them (a few ms).
    await eventually(
      async () => expect((await hub()).discussions[0]).toMatchObject({ id: thread.id, community: { slug: 'parents' } }),
      5_000,
    );
    expect(await hub()).toEqual(await hub());

    // Hidden and deleted threads are no one's active discussions.
    await t.dataSource.query('UPDATE threads SET hidden = true WHERE id = $1', [thread.id]);
    await eventually(async () => expect((await hub()).discussions.map((d) => d.id)).not.toContain(thread.id), 5_000);
  });

  it('a member with no community gets empty lists (the page points them to the communities); a pending membership is none', async () => {
    const nobody = await member(t, { communities: [], pending: ['creatives'] });
    expect(await hub(nobody)).toEqual({ communities: [], discussions: [], events: [], challenges: [], mentors: [] });
  });

  it('hostile input: query junk, a forged or unknown cookie, a method it does not serve', async () => {
    const visitor = await hub();
    const junk = await t.http().get('/api/engage').query({ limit: '100000', community: "' OR 1=1 --", cursor: 'x' }).expect(200);
    expect(junk.body).toEqual(visitor);
    const forged = await t.http().get('/api/engage').set('Cookie', 'sid=s%3Anot-a-session.forged').expect(200);
    expect((forged.body as EngageHub).mentors).toBeNull();
    await t.http().post('/api/engage').send({}).expect(404);
  });

  it('its statements are bounded and use the indexes (no whole-table scan of threads or events)', async () => {
    const plans = await t.dataSource.transaction(async (m) => {
      await m.query('SET LOCAL enable_seqscan = off');
      const explain = async (sql: string, params: unknown[]) =>
        ((await m.query(`EXPLAIN ${sql}`, params)) as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
      return {
        threads: await explain(ACTIVE_THREADS_SQL, [[1, 2], ENGAGE_LIMITS.discussions]),
        events: await explain(NEXT_EVENTS_SQL, [[1, 2], ENGAGE_LIMITS.events]),
      };
    });
    // Each community's newest threads from the partial index; events by their start from an index of theirs.
    expect(plans.threads).toMatch(/threads_active_idx/);
    expect(plans.events).toMatch(/Index Scan (using|on) events_(community_)?starts_at_idx/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/Seq Scan on (threads|events)/);
  });

  it('is in the OpenAPI document with one tag', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const op = doc.paths['/api/engage']?.get;
    expect(op?.tags).toEqual(['engagement']);
    expect(op?.summary).toMatch(/Engage hub/);
  });
});
