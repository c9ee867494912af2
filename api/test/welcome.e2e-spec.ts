import { type Account, WELCOME_MESSAGES, type WelcomeState } from '@cci/contracts';
import { ENSURE_WELCOME_THREADS_SQL } from '../src/communities/communities.queries';
import { postReply } from './discussions-helpers';
import { memberAppForThisBlock, signUp } from './me-helpers';

describe('the first-day welcome: PATCH /api/me/welcome and the welcome threads (e2e)', () => {
  const t = memberAppForThisBlock();
  const welcome = async (cookie: string) => ((await t.http().get('/api/me').set('Cookie', cookie).expect(200)).body as Account).welcome;
  const patch = (cookie: string | null, body: unknown) => {
    const req = t.http().patch('/api/me/welcome');
    return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
  };

  it('every community has exactly one pinned "Introduce yourself" thread, and making them again adds none', async () => {
    const rows = async () =>
      (await t.dataSource.query(
        `SELECT c.slug, count(t.id)::int AS n, bool_and(t.pinned) AS pinned, min(t.title) AS title
           FROM communities c LEFT JOIN threads t ON t.community_id = c.id AND t.welcome GROUP BY c.slug ORDER BY c.slug`,
      )) as { slug: string; n: number; pinned: boolean; title: string }[];
    const before = await rows();
    expect(before.length).toBeGreaterThan(3);
    // The forum seed's own welcome threads: one a community, pinned.
    for (const r of before)
      expect(r).toMatchObject({ n: 1, pinned: true, title: expect.stringMatching(/^Welcome to .+: introduce yourself here$/) });
    await Promise.all([t.dataSource.query(ENSURE_WELCOME_THREADS_SQL, [null]), t.dataSource.query(ENSURE_WELCOME_THREADS_SQL, [null])]);
    expect(await rows()).toEqual(before);
    // A new community gets its own.
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO communities (slug, name, description, image, icon, color, member_count)
       VALUES ('welcome-test', 'Welcome Test', 'x', '', 'x', '#000', 0) RETURNING id`,
    );
    await t.dataSource.query(ENSURE_WELCOME_THREADS_SQL, [id]);
    await t.dataSource.query(ENSURE_WELCOME_THREADS_SQL, [id]);
    expect((await rows()).find((r) => r.slug === 'welcome-test')).toMatchObject({ n: 1, pinned: true, title: 'Introduce yourself' });
  });

  it('a new member starts at step 0, not done; the step only moves forward; done ends it; the state is theirs alone', async () => {
    const ada = await signUp(t);
    const bo = await signUp(t);
    const start = await welcome(ada.cookie);
    expect(start).toMatchObject({ step: 0, done: false, introduced: false, thread: { community: 'entrepreneurs' } });
    expect(((await patch(ada.cookie, { step: 3 }).expect(200)).body as WelcomeState).step).toBe(3);
    // Back to an earlier step (or skipping around) never loses the furthest one: coming back resumes there.
    expect(((await patch(ada.cookie, { step: 1 }).expect(200)).body as WelcomeState).step).toBe(3);
    expect(await welcome(ada.cookie)).toMatchObject({ step: 3, done: false });
    expect(await welcome(bo.cookie)).toMatchObject({ step: 0, done: false });
    expect((await patch(ada.cookie, { done: true }).expect(200)).body).toMatchObject({ step: 3, done: true });
    expect(await welcome(ada.cookie)).toMatchObject({ step: 3, done: true });
    // Done stays done.
    expect((await patch(ada.cookie, { step: 4 }).expect(200)).body).toMatchObject({ step: 4, done: true });
  });

  it('bad input is 400 with what is wrong; a visitor is 401', async () => {
    const cy = await signUp(t);
    await patch(null, { step: 2 }).expect(401);
    for (const body of [{ step: 0 }, { step: 5 }, { step: 1.5 }, { step: '2' }]) {
      expect((await patch(cy.cookie, body).expect(400)).body.errors.step).toBe(WELCOME_MESSAGES.step);
    }
    expect((await patch(cy.cookie, { done: false }).expect(400)).body.errors.done).toBe(WELCOME_MESSAGES.done);
    expect((await patch(cy.cookie, {}).expect(400)).body.errors._root).toBe(WELCOME_MESSAGES.nothing);
    expect(await welcome(cy.cookie)).toMatchObject({ step: 0, done: false });
  });

  it('a reply in the welcome thread counts as the introduction; a deleted one no longer does', async () => {
    const di = await signUp(t);
    await t.dataSource.query("UPDATE users SET email_verified_at = now(), created_at = now() - interval '2 days' WHERE id = $1", [
      di.user.id,
    ]);
    const { thread } = await welcome(di.cookie);
    const reply = await postReply(t, { id: di.user.id, cookie: di.cookie, name: 'Ada L.' }, thread!.id, {
      body: 'Hello, I am Ada and I am learning prompt evaluation.',
    });
    expect((await welcome(di.cookie)).introduced).toBe(true);
    await t.http().delete(`/api/replies/${reply.id}`).set('Cookie', di.cookie).expect(204);
    expect((await welcome(di.cookie)).introduced).toBe(false);
  });
});
