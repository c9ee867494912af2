import { type Leaderboard, type MemberPointsSummary, type MyPoints, type NotificationList, POINTS } from '@cci/contracts';
import { PointsService } from '../src/points/points.service';
import { type Member, member, members, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('points, levels, badges and leaderboards (e2e)', () => {
  const t = memberAppForThisBlock();
  const mine = async (m: Member) => (await t.http().get('/api/me/points').set('Cookie', m.cookie).expect(200)).body as MyPoints;
  const like = (m: Member, kind: string, id: number) => t.http().put(`/api/posts/${kind}/${id}/like`).set('Cookie', m.cookie);
  const board = async (period: string, m?: Member) => {
    const req = t.http().get(`/api/communities/entrepreneurs/leaderboard?period=${period}`);
    if (m) req.set('Cookie', m.cookie);
    return (await req.expect(200)).body as Leaderboard;
  };

  it('a brand-new member is Level 1 with 0 XP, no badges', async () => {
    const m = await member(t, { age: 'new' });
    expect(await mine(m)).toEqual({ total: 0, communities: [], badges: [], recent: [] });
    await t.http().get('/api/me/points').expect(401);
  });

  it('a liked reply pays its author once per liker (unlike and like again: nothing more); a liked thread pays nothing', async () => {
    const [author, asker, fan] = await members(t, 3);
    const thread = await postThread(t, asker);
    const reply = await postReply(t, author, thread.id);
    await like(fan, 'reply', reply.id).expect(200);
    await t.http().delete(`/api/posts/reply/${reply.id}/like`).set('Cookie', fan.cookie).expect(200);
    await like(fan, 'reply', reply.id).expect(200);
    await like(author, 'thread', thread.id).expect(200);
    const points = await mine(author);
    expect(points.total).toBe(POINTS.replyLiked);
    expect(points.communities).toEqual([
      expect.objectContaining({ community: { slug: 'entrepreneurs', name: 'Entrepreneurs' }, total: 1, week: 1, rank: expect.any(Number) }),
    ]);
    expect(points.communities[0].progress).toEqual({ level: 1, xp: 1, levelStart: 0, nextLevelAt: 50, percent: 2 });
    expect(points.recent).toEqual([expect.objectContaining({ amount: 1, reason: 'reply_liked' })]);
    expect((await mine(asker)).total).toBe(0);
  });

  it('parallel likes stop at the daily cap; the ledger and the aggregates agree', async () => {
    const [author, asker] = await members(t, 2);
    const fans = await members(t, POINTS.replyLikedDailyCap + 8);
    const thread = await postThread(t, asker);
    const reply = await postReply(t, author, thread.id);
    const answers = await Promise.all(fans.map((f) => like(f, 'reply', reply.id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await mine(author)).total).toBe(POINTS.replyLikedDailyCap);
    const [{ ledger }] = await t.dataSource.query(`SELECT sum(amount)::int AS ledger FROM points_ledger WHERE user_id = $1`, [author.id]);
    const [{ agg }] = await t.dataSource.query(`SELECT sum(total)::int AS agg FROM member_points WHERE user_id = $1`, [author.id]);
    expect([ledger, agg]).toEqual([POINTS.replyLikedDailyCap, POINTS.replyLikedDailyCap]);
    // Helpful: 10 likes received (the cap does not limit the badge).
    expect((await mine(author)).badges.map((b) => b.badge)).toEqual(expect.arrayContaining(['first_post', 'helpful']));
  });

  it('an accepted answer pays +15 once and gives the Solution badge; badges are awarded once under a race', async () => {
    const [asker, helper] = await members(t, 2);
    const question = await postThread(t, asker, { kind: 'question' });
    const [r1, r2] = [await postReply(t, helper, question.id), await postReply(t, helper, question.id)];
    await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: r1.id }).expect(200);
    await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: null }).expect(200);
    await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: r1.id }).expect(200);
    let points = await mine(helper);
    expect(points.total).toBe(POINTS.answerAccepted);
    await t.http().post(`/api/threads/${question.id}/accept`).set('Cookie', asker.cookie).send({ replyId: r2.id }).expect(200);
    points = await mine(helper);
    expect(points.total).toBe(2 * POINTS.answerAccepted);
    expect(points.badges.filter((b) => b.badge === 'solution')).toHaveLength(1);
    const notes = (await t.http().get('/api/notifications').set('Cookie', helper.cookie).expect(200)).body as NotificationList;
    expect(notes.items.filter((n) => n.kind === 'badge').map((n) => n.text)).toEqual(
      expect.arrayContaining([expect.stringContaining('Solution'), expect.stringContaining('First Post')]),
    );
    // Twenty parallel awards of one badge: one row, one true.
    const service = t.app.get(PointsService);
    const someone = await member(t);
    const won = await Promise.all(
      Array.from({ length: 20 }, () => t.dataSource.transaction((m) => service.awardBadge(m, someone.id, 'mentor', null))),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('leaderboards: all time and this week, ordered, with my row; public member summary; no route writes points', async () => {
    const [a, b, me] = await members(t, 3);
    const community = (await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'entrepreneurs'`))[0].id as number;
    const service = t.app.get(PointsService);
    const grant = (userId: number, amount: number, key: string) =>
      t.dataSource.transaction((m) =>
        service.award(m, { userId, communityId: community, amount, reason: 'challenge_completed', sourceKey: key }),
      );
    await grant(a.id, 500, 'lb-a');
    await grant(b.id, 700, 'lb-b');
    await grant(me.id, 40, 'lb-me');
    // Last week's points count all time only.
    await t.dataSource.query(
      `INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key, created_at)
       VALUES ($1, $2, 1000, 'challenge_won', 'lb-old', now() - interval '8 days')`,
      [a.id, community],
    );
    const all = await board('all', me);
    expect(all.rows.slice(0, 2).map((r) => [r.member.id, r.points])).toEqual([
      [a.id, 1500],
      [b.id, 700],
    ]);
    expect(all.rows[0]).toMatchObject({ rank: 1, level: 6, member: { displayName: 'Ada L.', initials: 'AL' } });
    expect(all.me).toMatchObject({ member: { id: me.id }, points: 40 });
    const week = await board('week', me);
    expect(week.weekStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(week.rows.slice(0, 2).map((r) => [r.member.id, r.points])).toEqual([
      [b.id, 700],
      [a.id, 500],
    ]);
    expect((await board('all')).me).toBeNull();
    await t.http().get('/api/communities/entrepreneurs/leaderboard?period=month').expect(400);
    await t.http().get('/api/communities/nowhere/leaderboard').expect(404);
    const summary = (await t.http().get(`/api/members/${a.id}/points`).expect(200)).body as MemberPointsSummary;
    expect(summary.total).toBe(1500);
    expect(summary.communities[0].progress.level).toBe(6);
    await t.http().get('/api/members/99999999/points').expect(404);
    for (const [method, path] of [
      ['post', '/api/me/points'],
      ['put', '/api/me/points'],
      ['patch', '/api/me/points'],
      ['post', `/api/members/${me.id}/points`],
      ['post', '/api/communities/entrepreneurs/leaderboard'],
      ['post', '/api/points'],
    ] as const) {
      const res = await t.http()[method](path).set('Cookie', me.cookie).send({ amount: 1000, reason: 'challenge_won' });
      expect([404, 405]).toContain(res.status);
    }
    expect((await mine(me)).total).toBe(40);
    // The ledger is append-only.
    await expect(t.dataSource.query(`UPDATE points_ledger SET amount = 9999 WHERE user_id = $1`, [me.id])).rejects.toThrow(/append-only/);
  });

  it("a rank below a board's top comes from its whole order; a write by another client shows after the bus's notice", async () => {
    const me = await member(t);
    const community = (await t.dataSource.query(`SELECT id FROM communities WHERE slug = 'entrepreneurs'`))[0].id as number;
    // 55 members above everyone, written by SQL as psql or another replica would: this process hears of it by the bus.
    await t.dataSource.query(
      `WITH u AS (INSERT INTO users (email, first_name, last_name, email_verified_at)
                  SELECT 'rank-' || g || '-' || $2 || '@example.com', 'Rank', 'Er', now() FROM generate_series(1, 55) g RETURNING id)
       INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key)
       SELECT id, $1, 9000, 'challenge_won', 'rank-top:' || id FROM u`,
      [community, me.id],
    );
    await t.dataSource.transaction((m) =>
      t.app
        .get(PointsService)
        .award(m, { userId: me.id, communityId: community, amount: 3, reason: 'challenge_completed', sourceKey: 'rank-me' }),
    );
    const [{ rank }] = await t.dataSource.query(
      `SELECT count(*)::int + 1 AS rank FROM member_points WHERE community_id = $1 AND (total > 3 OR (total = 3 AND user_id < $2))`,
      [community, me.id],
    );
    expect(rank).toBeGreaterThan(55);
    const until = async (period: string, ok: (b: Leaderboard) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const b = await board(period, me);
        if (ok(b)) return b;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the ${period} board never showed the write`);
    };
    // My own points count at once; the others' reach a rank below the top within RANKING_MIN_AGE_MS (5 s).
    expect((await board('all', me)).me).toMatchObject({ points: 3, member: { id: me.id } });
    const all = await until('all', (b) => b.me?.rank === rank);
    expect(all.rows).toHaveLength(50);
    expect(all.me).toMatchObject({ rank, points: 3, member: { id: me.id } });
    expect((await mine(me)).communities).toEqual([expect.objectContaining({ total: 3, rank })]);
    // Another client puts me on top: the cached top drops on every replica when the bus delivers the notice.
    await t.dataSource.query(
      `INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key) VALUES ($1, $2, 20000, 'challenge_won', 'rank-me-top')`,
      [me.id, community],
    );
    const top = await until('all', (b) => b.rows[0]?.member.id === me.id);
    expect(top.me).toMatchObject({ rank: 1, points: 20003 });
    expect((await until('week', (b) => b.rows[0]?.member.id === me.id)).me).toMatchObject({ rank: 1, points: 20003 });
  });
});
