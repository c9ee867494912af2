import { type AccountExport, AccountExportSchema, EXPORT_SCHEMA_VERSION } from '@cci/contracts';
import * as v from 'valibot';
import { AccountService } from '../src/me/account.service';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { members, postReply, postThread } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe("a member's engagement in the export, and gone with the account (e2e)", () => {
  const t = memberAppForThisBlock({ ADMIN_PASSWORD });

  it('the export carries points, RSVPs, badges, challenges, mentoring, spotlights and follows; deletion removes them all', async () => {
    const admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
    const [ada, bo] = await members(t, 2);
    const [{ id: eventId }] = await t.dataSource.query(
      `INSERT INTO events (title, description, date, location, starts_at) VALUES ('Export night', 'x', 'Soon', 'Online', now() + interval '3 days') RETURNING id`,
    );
    await t.http().put(`/api/events/${eventId}/rsvp`).set('Cookie', ada.cookie).send({ status: 'going' }).expect(200);
    const thread = await postThread(t, bo);
    const reply = await postReply(t, ada, thread.id);
    await t.http().put(`/api/posts/reply/${reply.id}/like`).set('Cookie', bo.cookie).expect(200);
    const profile = (
      await t
        .http()
        .put('/api/me/mentor-profile')
        .set('Cookie', ada.cookie)
        .send({ community: 'entrepreneurs', expertise: ['rag'], availability: 'high', maxMentees: 2 })
        .expect(200)
    ).body.profile as { id: number };
    await t
      .http()
      .post(`/api/mentors/${profile.id}/requests`)
      .set('Cookie', bo.cookie)
      .send({ goal: 'Help me build a retrieval pipeline.' })
      .expect(201);
    await t
      .http()
      .post('/api/spotlights')
      .set('Cookie', ada.cookie)
      .send({
        community: 'entrepreneurs',
        title: 'My story',
        story: 'A long enough story about the assistant I built for my small shop this year.',
      })
      .expect(201);
    const ch = (
      await t
        .http()
        .post('/api/challenges')
        .set('Cookie', admin)
        .send({
          community: 'entrepreneurs',
          title: 'Export sprint',
          brief: 'A brief long enough.',
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        })
        .expect(201)
    ).body as { id: number };
    await t
      .http()
      .post(`/api/challenges/${ch.id}/entries`)
      .set('Cookie', ada.cookie)
      .send({ text: 'My entry for the export sprint.' })
      .expect(201);
    await t.http().put(`/api/members/${bo.id}/follow`).set('Cookie', ada.cookie).expect(204);

    const data: AccountExport = v.parse(
      AccountExportSchema,
      (await t.http().get('/api/me/export').set('Cookie', ada.cookie).expect(200)).body,
    );
    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
    expect(data.points).toEqual([expect.objectContaining({ amount: 1, reason: 'reply_liked', community: 'entrepreneurs' })]);
    expect(data.rsvps).toEqual([expect.objectContaining({ eventId, title: 'Export night', status: 'going', remindedAt: null })]);
    expect(data.engagement.badges.map((b) => b.badge)).toContain('first_post');
    expect(data.engagement.challengeParticipations).toEqual([expect.objectContaining({ challengeId: ch.id, status: 'active' })]);
    expect(data.engagement.challengeEntries).toEqual([
      expect.objectContaining({ challengeId: ch.id, text: 'My entry for the export sprint.' }),
    ]);
    expect(data.engagement.mentorProfile).toMatchObject({ expertise: ['rag'], maxMentees: 2 });
    expect(data.engagement.mentorships).toEqual([expect.objectContaining({ role: 'mentor', status: 'pending' })]);
    expect(data.engagement.spotlights).toEqual([expect.objectContaining({ title: 'My story', approved: false })]);
    expect(data.engagement.following).toEqual([expect.objectContaining({ memberId: bo.id })]);

    await t.app.get(AccountService).delete(ada.id);
    for (const [table, column] of [
      ['points_ledger', 'user_id'],
      ['event_rsvps', 'user_id'],
      ['member_badges', 'user_id'],
      ['challenge_participants', 'user_id'],
      ['challenge_submissions', 'user_id'],
      ['member_follows', 'follower_id'],
      ['member_points', 'user_id'],
    ]) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [ada.id]);
      expect([table, n]).toEqual([table, 0]);
    }
    // Bo's request stays Bo's (declined by the deletion), so the profile it names is kept, saying
    // nothing of Ada any more and off every list.
    const profiles = await t.dataSource.query('SELECT user_id, expertise, is_active FROM mentor_profiles WHERE id = $1', [profile.id]);
    expect(profiles).toEqual([{ user_id: null, expertise: [], is_active: false }]);
    const requests = await t.dataSource.query('SELECT mentee_id AS "menteeId", status FROM mentoring_requests WHERE mentor_id = $1', [
      profile.id,
    ]);
    expect(requests).toEqual([{ menteeId: bo.id, status: 'declined' }]);
    const [{ n: stories }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM member_spotlights WHERE title = 'My story'`);
    expect(stories).toBe(0);
    // Counters others see follow: the event's going count, the challenge's participants and entries.
    const [{ going }] = await t.dataSource.query('SELECT going_count AS going FROM events WHERE id = $1', [eventId]);
    const [counts] = await t.dataSource.query('SELECT participant_count AS p, submission_count AS s FROM challenges WHERE id = $1', [
      ch.id,
    ]);
    expect([going, counts]).toEqual([0, { p: 0, s: 0 }]);
  });
});
