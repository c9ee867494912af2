import {
  matchMentor,
  matchReason,
  MENTORING_MESSAGES,
  type MentorCard,
  type MentorshipMessages,
  type MentorshipSummary,
  type MyMentorProfile,
  type MyPoints,
  type SuggestedMentor,
} from '@cci/contracts';
import { JobsService } from '../src/notifications/jobs.service';
import { MENTORING_EXPIRY_JOB } from '../src/mentoring/mentoring.service';
import { type Member, member, members } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('mentoring with matching (e2e)', () => {
  const t = memberAppForThisBlock();
  const optIn = async (m: Member, body: Record<string, unknown> = {}) =>
    (
      (
        await t
          .http()
          .put('/api/me/mentor-profile')
          .set('Cookie', m.cookie)
          .send({ community: 'entrepreneurs', expertise: ['prompt engineering'], availability: 'high', maxMentees: 2, ...body })
          .expect(200)
      ).body as { profile: MyMentorProfile }
    ).profile;
  const ask = (m: Member, profileId: number, goal = 'I want to learn to evaluate LLM answers for my shop.') =>
    t.http().post(`/api/mentors/${profileId}/requests`).set('Cookie', m.cookie).send({ goal });
  const act = (m: Member, id: number, what: string, body: object = {}) =>
    t.http().post(`/api/mentorships/${id}/${what}`).set('Cookie', m.cookie).send(body);

  it('request → accept → private thread → complete → rating; +20 and the Mentor badge to the mentor', async () => {
    const [mentor, mentee, stranger] = await members(t, 3);
    const profile = await optIn(mentor, {
      bio: 'I run an AI studio',
      experience: '10 years in ML',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
    });
    expect(profile).toMatchObject({ active: true, currentMentees: 0, maxMentees: 2, communityId: 'Entrepreneurs', availability: 'high' });
    const list = (await t.http().get('/api/communities/entrepreneurs/mentors').expect(200)).body as MentorCard[];
    expect(list.map((c) => c.id)).toContain(profile.id);
    const asked = (await ask(mentee, profile.id).expect(201)).body as MentorshipSummary;
    expect(asked).toMatchObject({ status: 'pending', role: 'mentee', goal: expect.stringContaining('evaluate') });
    await t.http().get(`/api/mentorships/${asked.id}`).set('Cookie', stranger.cookie).expect(404);
    await act(mentee, asked.id, 'accept').expect(403);
    const accepted = (await act(mentor, asked.id, 'accept').expect(200)).body as MentorshipSummary;
    expect(accepted).toMatchObject({ status: 'accepted', role: 'mentor' });
    await t
      .http()
      .post(`/api/mentorships/${asked.id}/messages`)
      .set('Cookie', mentee.cookie)
      .send({ body: 'Hello **mentor**' })
      .expect(201);
    await t.http().post(`/api/mentorships/${asked.id}/messages`).set('Cookie', stranger.cookie).send({ body: 'Let me in' }).expect(404);
    const thread = (await t.http().get(`/api/mentorships/${asked.id}/messages`).set('Cookie', mentor.cookie).expect(200))
      .body as MentorshipMessages;
    expect(thread.items.map((x) => x.html)).toEqual([expect.stringContaining('<strong>mentor</strong>')]);
    await t.http().get(`/api/mentorships/${asked.id}/messages`).set('Cookie', stranger.cookie).expect(404);
    expect(
      ((await t.http().get('/api/me/mentor-profile').set('Cookie', mentor.cookie).expect(200)).body.profile as MyMentorProfile)
        .currentMentees,
    ).toBe(1);
    await act(mentee, asked.id, 'review', { rating: 5 }).expect(409);
    await act(mentee, asked.id, 'complete').expect(200);
    await act(mentor, asked.id, 'complete').expect(409);
    expect((await act(mentor, asked.id, 'review', { rating: 5 }).expect(403)).body.message).toBe(MENTORING_MESSAGES.onlyMentee);
    await act(mentee, asked.id, 'review', { rating: 6 }).expect(400);
    const rated = (await act(mentee, asked.id, 'review', { rating: 4, note: 'Very helpful' }).expect(200)).body as MentorshipSummary;
    expect(rated.rating).toBe(4);
    await act(mentee, asked.id, 'review', { rating: 5 }).expect(409);
    const after = (
      (await t.http().get('/api/me/mentor-profile').set('Cookie', mentor.cookie).expect(200)).body as { profile: MyMentorProfile }
    ).profile;
    expect(after).toMatchObject({ currentMentees: 0, rating: 4, totalReviews: 1 });
    const points = (await t.http().get('/api/me/points').set('Cookie', mentor.cookie).expect(200)).body as MyPoints;
    expect(points.total).toBe(20);
    expect(points.badges.map((b) => b.badge)).toContain('mentor');
  });

  it('bad input: self 400, a second open request 409, a full mentor 409, a short goal 400; the last place is taken once', async () => {
    const [mentor, a, b] = await members(t, 3);
    const profile = await optIn(mentor, { maxMentees: 1 });
    expect((await ask(mentor, profile.id).expect(400)).body.message).toBe(MENTORING_MESSAGES.self);
    await ask(a, profile.id, 'too short').expect(400);
    const qa = (await ask(a, profile.id).expect(201)).body as MentorshipSummary;
    expect((await ask(a, profile.id).expect(409)).body.message).toBe(MENTORING_MESSAGES.openRequest);
    const qb = (await ask(b, profile.id).expect(201)).body as MentorshipSummary;
    const answers = await Promise.all([act(mentor, qa.id, 'accept'), act(mentor, qb.id, 'accept')]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const [{ n }] = await t.dataSource.query('SELECT current_mentees AS n FROM mentor_profiles WHERE id = $1', [profile.id]);
    expect(n).toBe(1);
    const c = await member(t);
    expect((await ask(c, profile.id).expect(409)).body.message).toBe(MENTORING_MESSAGES.full);
    await t
      .http()
      .post('/api/mentors/999999/requests')
      .set('Cookie', c.cookie)
      .send({ goal: 'A goal that is long enough to pass.' })
      .expect(404);
    await t
      .http()
      .put('/api/me/mentor-profile')
      .set('Cookie', c.cookie)
      .send({ community: 'creatives', expertise: ['x'], availability: 'high', maxMentees: 1 })
      .expect(403); // not a member of it: the rule book
    await t
      .http()
      .put('/api/me/mentor-profile')
      .set('Cookie', c.cookie)
      .send({ community: 'no-such-community', expertise: ['x'], availability: 'high', maxMentees: 1 })
      .expect(400);
    await t
      .http()
      .put('/api/me/mentor-profile')
      .set('Cookie', c.cookie)
      .send({ community: 'entrepreneurs', expertise: ['x'], availability: 'high', maxMentees: 1, linkedinUrl: 'https://evil.example' })
      .expect(400);
  });

  it('requests with no answer expire after 14 days (the job), and the mentee is told', async () => {
    const [mentor, mentee] = await members(t, 2);
    const profile = await optIn(mentor);
    const q = (await ask(mentee, profile.id).expect(201)).body as MentorshipSummary;
    await t.dataSource.query(`UPDATE mentoring_requests SET expires_at = now() - interval '1 minute' WHERE id = $1`, [q.id]);
    const jobs = t.app.get(JobsService);
    const runs = (await Promise.all([jobs.run(MENTORING_EXPIRY_JOB), jobs.run(MENTORING_EXPIRY_JOB)])) as number[];
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect(
      ((await t.http().get(`/api/mentorships/${q.id}`).set('Cookie', mentee.cookie).expect(200)).body as MentorshipSummary).status,
    ).toBe('expired');
    await act(mentor, q.id, 'accept').expect(409);
    // A new request may follow an expired one.
    await ask(mentee, profile.id).expect(201);
  });

  it('matching: shared tags, community and time zones order the suggestions, and the card explains why', async () => {
    const seeker = await member(t, { communities: ['educators'] });
    await t.dataSource.query(`UPDATE users SET goals = $2, expertise = $3, time_zone = 'Europe/London' WHERE id = $1`, [
      seeker.id,
      ['prompt engineering', 'LLM evaluation'],
      ['teaching'],
    ]);
    await t.dataSource.query(`UPDATE mentor_profiles SET is_active = false`);
    const [far, near, none] = await members(t, 3, { communities: ['educators', 'entrepreneurs'] });
    await t.dataSource.query(`UPDATE users SET time_zone = 'Asia/Tokyo' WHERE id = $1`, [far.id]);
    await t.dataSource.query(`UPDATE users SET time_zone = 'Europe/Paris' WHERE id = $1`, [near.id]);
    await optIn(far, { community: 'educators', expertise: ['Prompt Engineering', 'LLM evaluation', 'rag'] });
    const nearProfile = await optIn(near, { community: 'educators', expertise: ['prompt engineering', 'LLM evaluation'] });
    await optIn(none, { community: 'entrepreneurs', expertise: ['accounting'] });
    const suggest = async () =>
      (await t.http().get('/api/communities/educators/mentors/suggested').set('Cookie', seeker.cookie).expect(200))
        .body as SuggestedMentor[];
    let ranked = await suggest();
    expect(ranked.map((s) => s.memberId)).toEqual([near.id, far.id, none.id]);
    expect(ranked[0].reason).toMatch(/^Shares: prompt engineering, LLM evaluation · (1|0) h apart|same time zone/);
    expect(ranked[1].reason).toMatch(/^Shares: Prompt Engineering, LLM evaluation · \d+(\.5)? h apart$/);
    expect(ranked[2].reason).toMatch(/^No shared tags yet/);
    // Change the member's goals: the accountant comes first.
    await t.dataSource.query(`UPDATE users SET goals = '{accounting}', expertise = '{}' WHERE id = $1`, [seeker.id]);
    ranked = await suggest();
    expect(ranked[0].memberId).toBe(none.id);
    expect(ranked[0].shared).toEqual(['accounting']);
    // A full mentor goes last whatever its score.
    await t.dataSource.query(`UPDATE users SET goals = $2 WHERE id = $1`, [seeker.id, ['prompt engineering', 'LLM evaluation']]);
    await t.dataSource.query(`UPDATE mentor_profiles SET max_mentees = 1, current_mentees = 1 WHERE id = $1`, [nearProfile.id]);
    ranked = await suggest();
    expect(ranked.at(-1)?.memberId).toBe(near.id);
    await t.http().get('/api/communities/educators/mentors/suggested').expect(401);
  });

  it('the score and its explanation (contracts, pure)', () => {
    const base = { memberCommunities: ['educators'], memberOffsetMinutes: 0 };
    const mentor = { expertise: ['RAG', 'agents'], communitySlug: 'educators', offsetMinutes: 60, currentMentees: 0, maxMentees: 2 };
    expect(matchMentor({ ...base, wants: ['rag'], mentor })).toEqual({ score: 10 + 5 - 0.5 + 2, shared: ['RAG'], hoursApart: 1 });
    expect(matchReason(['RAG'], 1)).toBe('Shares: RAG · 1 h apart');
    expect(matchReason([], null)).toBe('No shared tags yet');
    expect(matchReason(['a', 'b'], 0)).toBe('Shares: a, b · same time zone');
  });
});
