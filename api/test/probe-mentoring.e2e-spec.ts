import { randomBytes } from 'node:crypto';
import {
  MENTORING_LIMITS,
  MENTORING_MESSAGES,
  mentorshipStatusLabel,
  otherPartyOf,
  type MentorCard,
  type MentorshipMessages,
  type MentorshipSummary,
  type MyMentorProfile,
  type MyPoints,
  type SuggestedMentor,
} from '@cci/contracts';
import { AccountService } from '../src/me/account.service';
import { type Member, member, members } from './discussions-helpers';
import { memberAppForThisBlock, type MemberTestApp } from './me-helpers';

// The mentoring findings: 3 (mentoring could be farmed: points, the badge and a public rating from one
// throwaway account, unlimited request → withdraw notifications, unverified and suspended mentors listed) and 13 (a
// mentor's or mentee's account deletion took the whole mentorship, the other side's messages included).

const GOAL = 'I want to learn to evaluate LLM answers for my shop.';

function helpers(t: MemberTestApp) {
  const optIn = async (m: Member, body: Record<string, unknown> = {}) =>
    (
      (
        await t
          .http()
          .put('/api/me/mentor-profile')
          .set('Cookie', m.cookie)
          .send({ community: 'entrepreneurs', expertise: ['prompt engineering'], availability: 'high', maxMentees: 3, ...body })
          .expect(200)
      ).body as { profile: MyMentorProfile }
    ).profile;
  const ask = (m: Member, profileId: number) =>
    t.http().post(`/api/mentors/${profileId}/requests`).set('Cookie', m.cookie).send({ goal: GOAL });
  const act = (m: Member, id: number, what: string, body: object = {}) =>
    t.http().post(`/api/mentorships/${id}/${what}`).set('Cookie', m.cookie).send(body);
  const write = (m: Member, id: number, body = 'Hello there') =>
    t.http().post(`/api/mentorships/${id}/messages`).set('Cookie', m.cookie).send({ body });
  const profileOf = async (m: Member) =>
    ((await t.http().get('/api/me/mentor-profile').set('Cookie', m.cookie).expect(200)).body as { profile: MyMentorProfile }).profile;
  const pointsOf = async (m: Member) => (await t.http().get('/api/me/points').set('Cookie', m.cookie).expect(200)).body as MyPoints;
  const listed = async () =>
    ((await t.http().get('/api/communities/entrepreneurs/mentors').expect(200)).body as MentorCard[]).map((c) => c.id);
  const suggestedTo = async (m: Member) =>
    (
      (await t.http().get('/api/communities/entrepreneurs/mentors/suggested').set('Cookie', m.cookie).expect(200)).body as SuggestedMentor[]
    ).map((c) => c.id);
  /** request → accept → complete → review, as the repro did; answers the mentorship's id. */
  const round = async (mentor: Member, mentee: Member, profileId: number, rating = 5) => {
    const q = (await ask(mentee, profileId).expect(201)).body as MentorshipSummary;
    await act(mentor, q.id, 'accept').expect(200);
    await act(mentee, q.id, 'complete').expect(200);
    await act(mentee, q.id, 'review', { rating }).expect(200);
    return q.id;
  };
  /** Members whose addresses are "+tag" aliases of one mailbox (one person). */
  const aliases = async (count: number) => {
    const list = await members(t, count);
    const local = `farm-${randomBytes(4).toString('hex')}`;
    for (const [i, m] of list.entries())
      await t.dataSource.query('UPDATE users SET email = $2 WHERE id = $1', [
        m.id,
        i === 0 ? `${local}@example.com` : `${local}+${i}@example.com`,
      ]);
    return list;
  };
  const mentoringNotices = async (m: Member) =>
    (
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND kind = 'mentoring'`, [m.id])) as {
        n: number;
      }[]
    )[0].n;
  return { optIn, ask, act, write, profileOf, pointsOf, listed, suggestedTo, round, aliases, mentoringNotices };
}

describe('finding 3: mentoring can no longer be farmed (earned points stay earned)', () => {
  const t = memberAppForThisBlock();

  it('the repro: one mentee farming request → accept → complete → 5-star review pays the mentor once and rates once', async () => {
    const h = helpers(t);
    const [mentor, mentee] = await members(t, 2);
    const profile = await h.optIn(mentor);
    for (let i = 0; i < 3; i++) await h.round(mentor, mentee, profile.id, 5);
    // The "+tag" aliases of one mailbox are the same person: they add nothing either.
    const alias = await member(t);
    await t.dataSource.query(`UPDATE users SET email = (SELECT replace(email, '@', '+again@') FROM users WHERE id = $2) WHERE id = $1`, [
      alias.id,
      mentee.id,
    ]);
    await h.round(mentor, alias, profile.id, 5);
    const points = await h.pointsOf(mentor);
    expect(points.total).toBe(20);
    expect(points.badges.map((b) => b.badge)).toEqual(['mentor']);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM points_ledger WHERE user_id = $1`, [mentor.id]);
    expect(n).toBe(1);
    expect(await h.profileOf(mentor)).toMatchObject({ rating: 5, totalReviews: 1 });
    // The person a review names is the digest of their mailbox, as migration MentoringPairs computed it for older reviews.
    const keys = (await t.dataSource.query(
      `SELECT DISTINCT r.mentee_key = left(translate(encode(sha256(convert_to(u.mailbox, 'UTF8')), 'base64'), '+/=', '-_'), 22) AS same
         FROM mentoring_reviews r JOIN users u ON u.id = r.reviewer_id WHERE r.mentor_id = $1`,
      [profile.id],
    )) as { same: boolean }[];
    expect(keys).toEqual([{ same: true }]);
    // The pair's latest review is the one that counts; a second real mentee adds a second.
    await t.dataSource.query(`UPDATE mentoring_reviews SET created_at = created_at - interval '1 hour' WHERE reviewer_id = $1`, [alias.id]);
    await h.round(mentor, mentee, profile.id, 2);
    expect(await h.profileOf(mentor)).toMatchObject({ rating: 2, totalReviews: 1 });
    const other = await member(t);
    await h.round(mentor, other, profile.id, 4);
    expect(await h.profileOf(mentor)).toMatchObject({ rating: 3, totalReviews: 2 });
    expect((await h.pointsOf(mentor)).total).toBe(40);
  });

  it('only verified, unsuspended, approved members of the community earn a mentor points or count in the rating', async () => {
    const h = helpers(t);
    const mentor = await member(t);
    const profile = await h.optIn(mentor);
    // A verified member of another community only: the mentorship works, but pays nothing and its review does not count.
    const outsider = await member(t, { communities: ['creatives'] });
    await h.round(mentor, outsider, profile.id, 5);
    expect((await h.pointsOf(mentor)).total).toBe(0);
    expect((await h.pointsOf(mentor)).badges).toEqual([]);
    expect(await h.profileOf(mentor)).toMatchObject({ rating: 0, totalReviews: 0 });
    // A member suspended before the mentor completes: nothing either.
    const suspended = await member(t);
    const q = (await h.ask(suspended, profile.id).expect(201)).body as MentorshipSummary;
    await h.act(mentor, q.id, 'accept').expect(200);
    await t.dataSource.query(`UPDATE users SET suspended_until = now() + interval '7 days' WHERE id = $1`, [suspended.id]);
    await h.act(mentor, q.id, 'complete').expect(200);
    expect((await h.pointsOf(mentor)).total).toBe(0);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM member_badges WHERE user_id = $1`, [mentor.id]);
    expect(n).toBe(0);
  });

  it('unverified accounts cannot publish a profile or ask, answer, review, write (403 before the body); their profiles are not listed', async () => {
    const h = helpers(t);
    const [unverified] = await members(t, 1, { verified: false });
    const res = await t
      .http()
      .put('/api/me/mentor-profile')
      .set('Cookie', unverified.cookie)
      .send({ community: 'entrepreneurs', expertise: ['x'], availability: 'high', maxMentees: 1 })
      .expect(403);
    expect(res.body.message).toMatch(/^Confirm your e-mail address to mentor/);
    // Stepping back is always allowed (the rule book's editProfile row): there is nothing to step back from here.
    await t.http().delete('/api/me/mentor-profile').set('Cookie', unverified.cookie).expect(204);
    const mentor = await member(t);
    const profile = await h.optIn(mentor);
    expect((await h.ask(unverified, profile.id).expect(403)).body.message).toMatch(/^Confirm your e-mail address to ask for mentoring/);
    // Not even an invalid body is read first.
    await t.http().post(`/api/mentors/${profile.id}/requests`).set('Cookie', unverified.cookie).send({ goal: 1 }).expect(403);
    for (const what of ['accept', 'decline', 'withdraw', 'complete']) await h.act(unverified, 1, what).expect(403);
    await h.act(unverified, 1, 'review', { rating: 5 }).expect(403);
    await h.write(unverified, 1).expect(403);
    // A profile an unverified account published before the rule (or whose address was changed since): off every list.
    const [{ id: hidden }] = await t.dataSource.query(
      `INSERT INTO mentor_profiles (user_id, community_id, expertise, availability, max_mentees)
       SELECT $1, id, '{prompt engineering}', 'high', 3 FROM communities WHERE slug = 'entrepreneurs' RETURNING id`,
      [unverified.id],
    );
    const seeker = await member(t);
    expect(await h.listed()).toContain(profile.id);
    expect(await h.listed()).not.toContain(hidden);
    expect(await h.suggestedTo(seeker)).not.toContain(hidden);
    expect((await h.ask(seeker, hidden).expect(404)).body.message).toBe(MENTORING_MESSAGES.mentorNotFound);
  });

  it('a suspended member is not listed nor suggested as a mentor, and cannot be asked (404)', async () => {
    const h = helpers(t);
    const [mentor, seeker] = await members(t, 2);
    const profile = await h.optIn(mentor);
    expect(await h.listed()).toContain(profile.id);
    expect(await h.suggestedTo(seeker)).toContain(profile.id);
    await t.dataSource.query(`UPDATE users SET suspended_until = now() + interval '7 days' WHERE id = $1`, [mentor.id]);
    expect(await h.listed()).not.toContain(profile.id);
    expect(await h.suggestedTo(seeker)).not.toContain(profile.id);
    expect((await h.ask(seeker, profile.id).expect(404)).body.message).toBe(MENTORING_MESSAGES.mentorNotFound);
    // The engagement page's list is the example content only: no member's profile.
    const examples = (await t.http().get('/api/mentor-profiles').expect(200)).body as { id: number }[];
    expect(examples.map((x) => x.id)).not.toContain(profile.id);
    // Once the suspension ends, the mentor is back.
    await t.dataSource.query(`UPDATE users SET suspended_until = now() - interval '1 minute' WHERE id = $1`, [mentor.id]);
    expect(await h.listed()).toContain(profile.id);
  });

  it('request → withdraw loops: the same mentor again only a day later (429, Retry-After), so the mentor hears once', async () => {
    const h = helpers(t);
    const [mentor, mentee] = await members(t, 2);
    const profile = await h.optIn(mentor);
    const q = (await h.ask(mentee, profile.id).expect(201)).body as MentorshipSummary;
    await h.act(mentee, q.id, 'withdraw').expect(200);
    const again = await h.ask(mentee, profile.id).expect(429);
    expect(again.body.message).toMatch(new RegExp(`^${MENTORING_MESSAGES.askAgain} Please try again in (24 hours|23 hours)\\.$`));
    const retry = Number(again.headers['retry-after']);
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);
    for (let i = 0; i < 5; i++) await h.ask(mentee, profile.id).expect(429);
    expect(await h.mentoringNotices(mentor)).toBe(1);
    // A declined request too; a day later the mentee may ask again.
    const [other] = await members(t, 1);
    const r = (await h.ask(other, profile.id).expect(201)).body as MentorshipSummary;
    await h.act(mentor, r.id, 'decline').expect(200);
    await h.ask(other, profile.id).expect(429);
    await t.dataSource.query(
      `UPDATE mentoring_requests SET updated_at = now() - interval '25 hours', created_at = now() - interval '25 hours' WHERE mentee_id = $1`,
      [other.id],
    );
    await h.ask(other, profile.id).expect(201);
  });

  it(`at most ${MENTORING_LIMITS.requestsPerDay} new requests a day per person (aliases share them), settled by the database under parallel requests`, async () => {
    const h = helpers(t);
    const mentors = await members(t, 7);
    const profiles = [];
    for (const m of mentors) profiles.push(await h.optIn(m));
    const [mentee, alias] = await h.aliases(2);
    const answers = await Promise.all(profiles.slice(0, 6).map((p) => h.ask(mentee, p.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(new RegExp(`^${MENTORING_MESSAGES.tooManyRequests} Please try again in `));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // The "+tag" alias is the same person.
    await h.ask(alias, profiles[6].id).expect(429);
    // Withdrawing gives no request back.
    const [open] = (await t.dataSource.query(`SELECT id FROM mentoring_requests WHERE mentee_id = $1 LIMIT 1`, [mentee.id])) as {
      id: number;
    }[];
    await h.act(mentee, open.id, 'withdraw').expect(200);
    await h.ask(mentee, profiles[6].id).expect(429);
    // A day later the oldest leaves the window.
    await t.dataSource.query(`UPDATE mentoring_requests SET created_at = now() - interval '25 hours' WHERE id = $1`, [open.id]);
    await h.ask(mentee, profiles[6].id).expect(201);
  });
});

describe('finding 13: a mentorship outlives either side’s account', () => {
  const t = memberAppForThisBlock();
  const remove = (m: Member) => t.app.get(AccountService).delete(m.id);

  it('the mentor deletes their account: the mentee keeps the mentorship and every message, the mentor shown as "Deleted member"', async () => {
    const h = helpers(t);
    const [mentor, mentee] = await members(t, 2);
    const profile = await h.optIn(mentor, { bio: 'I run an AI studio', linkedinUrl: 'https://www.linkedin.com/in/ada' });
    const q = (await h.ask(mentee, profile.id).expect(201)).body as MentorshipSummary;
    await h.act(mentor, q.id, 'accept').expect(200);
    await h.write(mentee, q.id, 'My question').expect(201);
    await h.write(mentor, q.id, 'My answer').expect(201);
    // A second mentee still waiting for an answer.
    const waiting = await member(t);
    const w = (await h.ask(waiting, profile.id).expect(201)).body as MentorshipSummary;
    await remove(mentor);

    const view = (await t.http().get(`/api/mentorships/${q.id}`).set('Cookie', mentee.cookie).expect(200)).body as MentorshipSummary;
    expect(view).toMatchObject({ id: q.id, role: 'mentee', status: 'accepted', mentor: null, mentee: { id: mentee.id } });
    expect(view.community).toMatchObject({ slug: 'entrepreneurs' });
    const thread = (await t.http().get(`/api/mentorships/${q.id}/messages`).set('Cookie', mentee.cookie).expect(200))
      .body as MentorshipMessages;
    expect(thread.items.map((x) => [x.author?.id ?? null, x.html])).toEqual([
      [mentee.id, expect.stringContaining('My question')],
      [null, expect.stringContaining('My answer')],
    ]);
    const mine = (await t.http().get('/api/me/mentorships').set('Cookie', mentee.cookie).expect(200)).body as MentorshipSummary[];
    expect(mine.map((x) => x.id)).toContain(q.id);
    // Nothing more can be done in it.
    expect((await h.write(mentee, q.id).expect(409)).body.message).toBe(MENTORING_MESSAGES.otherGone);
    expect((await h.act(mentee, q.id, 'complete').expect(409)).body.message).toBe(MENTORING_MESSAGES.otherGone);
    // The waiting request was declined by the deletion, and stays readable.
    const wv = (await t.http().get(`/api/mentorships/${w.id}`).set('Cookie', waiting.cookie).expect(200)).body as MentorshipSummary;
    expect(wv).toMatchObject({ status: 'declined', mentor: null });
    await h.act(waiting, w.id, 'withdraw').expect(409);
    // The profile is kept for the mentorship only: off every list, and it says nothing of its member any more.
    expect(await h.listed()).not.toContain(profile.id);
    const examples = (await t.http().get('/api/mentor-profiles').expect(200)).body as { id: number }[];
    expect(examples.map((x) => x.id)).not.toContain(profile.id);
    const [row] = await t.dataSource.query(
      `SELECT user_id, is_active, bio, linkedin_url, current_mentees FROM mentor_profiles WHERE id = $1`,
      [profile.id],
    );
    expect(row).toEqual({ user_id: null, is_active: false, bio: '', linkedin_url: null, current_mentees: 0 });
    await h.ask(mentee, profile.id).expect(404);
  });

  it('the mentee deletes their account: the mentor keeps the mentorship, their rating and the thread; the place is freed', async () => {
    const h = helpers(t);
    const [mentor, mentee, rated] = await members(t, 3);
    const profile = await h.optIn(mentor, { maxMentees: 2 });
    // A completed, rated mentorship and an active one.
    const done = await h.round(mentor, rated, profile.id, 4);
    const q = (await h.ask(mentee, profile.id).expect(201)).body as MentorshipSummary;
    await h.act(mentor, q.id, 'accept').expect(200);
    await h.write(mentee, q.id, 'Thanks for taking me on').expect(201);
    expect((await h.profileOf(mentor)).currentMentees).toBe(1);
    await remove(mentee);
    await remove(rated);

    const view = (await t.http().get(`/api/mentorships/${q.id}`).set('Cookie', mentor.cookie).expect(200)).body as MentorshipSummary;
    expect(view).toMatchObject({ role: 'mentor', mentee: null, mentor: { id: mentor.id, profileId: profile.id } });
    const thread = (await t.http().get(`/api/mentorships/${q.id}/messages`).set('Cookie', mentor.cookie).expect(200))
      .body as MentorshipMessages;
    expect(thread.items).toEqual([expect.objectContaining({ author: null, html: expect.stringContaining('Thanks for taking me on') })]);
    expect((await h.write(mentor, q.id).expect(409)).body.message).toBe(MENTORING_MESSAGES.otherGone);
    expect((await h.act(mentor, q.id, 'complete').expect(409)).body.message).toBe(MENTORING_MESSAGES.otherGone);
    // The completed one keeps its rating, and the mentor's rating stays.
    const doneView = (await t.http().get(`/api/mentorships/${done}`).set('Cookie', mentor.cookie).expect(200)).body as MentorshipSummary;
    expect(doneView).toMatchObject({ status: 'completed', mentee: null, rating: 4 });
    expect(await h.profileOf(mentor)).toMatchObject({ currentMentees: 0, rating: 4, totalReviews: 1 });
    // The bell's links still lead somewhere.
    const links = (await t.dataSource.query(`SELECT DISTINCT link FROM notifications WHERE user_id = $1 AND kind = 'mentoring'`, [
      mentor.id,
    ])) as {
      link: string;
    }[];
    for (const { link } of links) {
      const id = Number(link.split('/').at(-1));
      await t.http().get(`/api/mentorships/${id}`).set('Cookie', mentor.cookie).expect(200);
    }
    expect(links.length).toBeGreaterThanOrEqual(2);
  });

  it('the page names the one who left "Deleted member" and shows an open mentorship as ended (contracts, pure)', () => {
    const ada = { id: 1, displayName: 'Ada L.', initials: 'AL', avatar: null };
    const gone = { role: 'mentee' as const, mentee: ada, mentor: null };
    expect(otherPartyOf(gone)).toBeNull();
    expect(mentorshipStatusLabel({ ...gone, status: 'accepted' })).toBe('Ended');
    expect(mentorshipStatusLabel({ ...gone, status: 'pending' })).toBe('Ended');
    expect(mentorshipStatusLabel({ ...gone, status: 'completed' })).toBe('Completed');
    const both = { role: 'mentor' as const, mentee: ada, mentor: { ...ada, id: 2, profileId: 3 } };
    expect(otherPartyOf(both)).toBe(ada);
    expect(mentorshipStatusLabel({ ...both, status: 'accepted' })).toBe('Active');
  });
});
