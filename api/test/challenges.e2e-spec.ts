import { CHALLENGE_MESSAGES, type ChallengeSummary, type ChallengeView, type MyPoints } from '@cci/contracts';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { type Member, member, members, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('challenges: join, one entry, review, points (e2e)', () => {
  const t = memberAppForThisBlock({ ADMIN_PASSWORD });
  let admin: string;
  beforeAll(async () => {
    admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });
  const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const create = async (body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/challenges')
        .set('Cookie', admin)
        .send({
          community: 'entrepreneurs',
          title: 'Prompt sprint',
          brief: 'Write a **prompt** that plans a week of meals.',
          startsAt: hours(-1),
          endsAt: hours(48),
          ...body,
        })
        .expect(201)
    ).body as ChallengeView;
  const enter = (m: Member, id: number, body: object) => t.http().post(`/api/challenges/${id}/entries`).set('Cookie', m.cookie).send(body);
  const points = async (m: Member) => ((await t.http().get('/api/me/points').set('Cookie', m.cookie).expect(200)).body as MyPoints).total;

  it('from creation to points: join, enter, completed pays the points once; a winner gets the bonus and the Challenger badge', async () => {
    const ch = await create();
    expect(ch).toMatchObject({ points: 10, winnerBonus: 25, phase: 'active', entryKind: 'text', participantCount: 0, entries: [] });
    expect(ch.briefHtml).toContain('<strong>prompt</strong>');
    const [ada, bo] = await members(t, 2);
    const joined = (await t.http().post(`/api/challenges/${ch.id}/join`).set('Cookie', ada.cookie).expect(200)).body as ChallengeView;
    expect(joined.me).toEqual({ status: 'active', entryStatus: null });
    await t.http().post(`/api/challenges/${ch.id}/join`).set('Cookie', ada.cookie).expect(200);
    const entered = (await enter(ada, ch.id, { text: 'My entry: a weekly meal planner prompt.' }).expect(201)).body as ChallengeView;
    expect(entered.myEntry).toMatchObject({ status: 'pending', html: expect.stringContaining('weekly meal planner') });
    expect(entered.participantCount).toBe(1);
    // Entries stay hidden from members until the end.
    expect(
      ((await t.http().get(`/api/challenges/${ch.id}`).set('Cookie', bo.cookie).expect(200)).body as ChallengeView).entries,
    ).toBeNull();
    await enter(bo, ch.id, { text: 'Another weekly meal planner prompt.' }).expect(201);
    const entries = (await t.http().get(`/api/challenges/${ch.id}/entries`).set('Cookie', admin).expect(200)).body as {
      id: number;
      author: { id: number };
    }[];
    const adaEntry = entries.find((e) => e.author.id === ada.id)!;
    const boEntry = entries.find((e) => e.author.id === bo.id)!;
    const review = (id: number, status: string) =>
      t.http().post(`/api/challenges/${ch.id}/entries/${id}/review`).set('Cookie', admin).send({ status, feedback: 'Nice' });
    await review(adaEntry.id, 'completed').expect(200);
    await review(adaEntry.id, 'completed').expect(200);
    expect(await points(ada)).toBe(10);
    await review(boEntry.id, 'winner').expect(200);
    await review(boEntry.id, 'winner').expect(200);
    expect(await points(bo)).toBe(35);
    const mine = (await t.http().get('/api/me/points').set('Cookie', bo.cookie).expect(200)).body as MyPoints;
    expect(mine.badges.map((b) => b.badge)).toContain('challenger');
    const list = (await t.http().get('/api/communities/entrepreneurs/challenges').set('Cookie', ada.cookie).expect(200))
      .body as ChallengeSummary[];
    expect(list.find((c) => c.id === ch.id)?.me).toEqual({ status: 'completed', entryStatus: 'completed' });
    // Rejecting later takes nothing back (the ledger is append-only) and pays nothing.
    await review(adaEntry.id, 'rejected').expect(200);
    expect(await points(ada)).toBe(10);
  });

  it('bad input: after the end 409, a duplicate 409, the wrong kind 400, a visitor 401, a member reviewing 403/401, unknown 404', async () => {
    const open = await create({ entryKind: 'link' });
    const m = await member(t);
    await enter(m, open.id, { text: 'Not a link but some text' }).expect(400);
    await enter(m, open.id, { url: 'javascript:alert(1)' }).expect(400);
    await enter(m, open.id, { url: 'https://example.com/my-entry' }).expect(201);
    expect((await enter(m, open.id, { url: 'https://example.com/again' }).expect(409)).body.message).toBe(
      CHALLENGE_MESSAGES.duplicateEntry,
    );
    const over = await create({ startsAt: hours(-48), endsAt: hours(-1) });
    expect((await enter(m, over.id, { text: 'Too late for this one.' }).expect(409)).body.message).toBe(CHALLENGE_MESSAGES.ended);
    await t.http().post(`/api/challenges/${over.id}/join`).set('Cookie', m.cookie).expect(409);
    await t.http().post(`/api/challenges/${open.id}/entries`).send({ url: 'https://example.com' }).expect(401);
    await t.http().post('/api/challenges').set('Cookie', m.cookie).send({}).expect(403);
    await t.http().post(`/api/challenges/${open.id}/entries/1/review`).set('Cookie', m.cookie).send({ status: 'winner' }).expect(403);
    await t
      .http()
      .post('/api/challenges')
      .set('Cookie', admin)
      .send({ community: 'entrepreneurs', title: 'x', brief: 'short', startsAt: 'soon', endsAt: hours(1) })
      .expect(400);
    await t
      .http()
      .post('/api/challenges')
      .set('Cookie', admin)
      .send({ community: 'nowhere', title: 'Valid', brief: 'A valid brief here.', startsAt: hours(1), endsAt: hours(2) })
      .expect(404);
    const backwards = await t
      .http()
      .post('/api/challenges')
      .set('Cookie', admin)
      .send({ community: 'entrepreneurs', title: 'Valid', brief: 'A valid brief here.', startsAt: hours(2), endsAt: hours(1) })
      .expect(400);
    expect(backwards.body.errors.endsAt).toBe(CHALLENGE_MESSAGES.endsAt);
    await t.http().get('/api/challenges/999999').expect(404);
    // Not a member of the community: 403.
    const outsider = await member(t, { communities: ['creatives'] });
    await t.http().post(`/api/challenges/${open.id}/join`).set('Cookie', outsider.cookie).expect(403);
    // A thread entry must be the member's own thread in the community.
    const threads = await create({ entryKind: 'thread' });
    const other = await member(t);
    const theirs = await postThread(t, other);
    await enter(m, threads.id, { threadId: theirs.id }).expect(400);
    const own = await postThread(t, m);
    await enter(m, threads.id, { threadId: own.id }).expect(201);
  });

  it('one entry per member holds under 10 parallel sends', async () => {
    const ch = await create();
    const m = await member(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => enter(m, ch.id, { text: `Parallel entry number ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const [{ n }] = await t.dataSource.query('SELECT submission_count AS n FROM challenges WHERE id = $1', [ch.id]);
    expect(n).toBe(1);
  });
});
