import type { AddressInfo } from 'node:net';
import type { MentorshipSummary, MyMentorProfile, NotificationList, StreamEvent } from '@cci/contracts';
import { STREAM_MESSAGES } from '../src/live/live.controller';
import { type Member, members } from './discussions-helpers';
import { SseClient, type SseBlock } from './live-helpers';
import { memberAppForThisBlock } from './me-helpers';
import { postNotified } from './notifications-helpers';

/**
 * Following has an effect (a followed member's new thread in the follower's bell, e-mailed with their consent), and the
 * stream's member and event channels: a mentorship's new message or state for the pair's two members, an event's RSVP
 * state for the pages that show it.
 */
describe('follows notify, and mentorships and events are live (e2e)', () => {
  const t = memberAppForThisBlock();
  let base: string;
  const open: SseClient[] = [];
  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  async function stream(who: Member, query = ''): Promise<SseClient> {
    const client = await SseClient.open(`${base}/api/stream${query}`, { cookie: who.cookie });
    open.push(client);
    return client;
  }
  /** The stream's start: the `id:` block that ends the replay. */
  const started = (s: SseClient) => s.waitFor((b) => b.id !== undefined && b.event === undefined);
  const dataOf = (b: SseBlock) => JSON.parse(b.data!) as StreamEvent;
  const follow = (who: Member, whom: Member) => t.http().put(`/api/members/${whom.id}/follow`).set('Cookie', who.cookie).expect(204);
  const startThread = (who: Member, title: string, body = 'A body long enough to post.') =>
    t.http().post('/api/communities/entrepreneurs/threads').set('Cookie', who.cookie).send({ title, body }).expect(201);
  /** The member's posts so far were made a minute ago: past the interval between posts. */
  const postedAMinuteAgo = async (who: Member) => {
    await t.dataSource.query(`UPDATE threads SET created_at = created_at - interval '1 minute' WHERE author_id = $1`, [who.id]);
    await t.dataSource.query(`UPDATE replies SET created_at = created_at - interval '1 minute' WHERE author_id = $1`, [who.id]);
  };
  const bell = async (who: Member) =>
    ((await t.http().get('/api/notifications').set('Cookie', who.cookie).expect(200)).body as NotificationList).items;
  const emailDue = async (who: Member) =>
    (
      (await t.dataSource.query(`SELECT email_due AS due FROM notifications WHERE user_id = $1 AND kind = 'followed'`, [who.id])) as {
        due: boolean;
      }[]
    ).map((r) => r.due);

  describe('a followed member starts a thread', () => {
    it("tells each follower in the bell, once, e-mail due only with their consent; never the author's mute or an unfollow", async () => {
      const [author, eager, quiet, muting, stranger] = await members(t, 5, { firstName: 'Flo' });
      for (const who of [eager, quiet, muting]) await follow(who, author);
      await t
        .http()
        .patch('/api/me')
        .set('Cookie', eager.cookie)
        .send({ notifications: { follows: true } })
        .expect(200);
      expect(
        ((await t.http().get('/api/me').set('Cookie', eager.cookie).expect(200)).body as { notifications: Record<string, boolean> })
          .notifications.follows,
      ).toBe(true);
      await t.http().put(`/api/me/mutes/${author.id}`).set('Cookie', muting.cookie).expect(204);

      const thread = (await startThread(author, 'Evaluating agents by hand')).body as { id: number };
      await postNotified(t.app);
      for (const who of [eager, quiet]) {
        const items = await bell(who);
        expect(items).toEqual([
          expect.objectContaining({ kind: 'followed', text: 'Flo L. started ‘Evaluating agents by hand’', threadId: thread.id }),
        ]);
      }
      expect(await emailDue(eager)).toEqual([true]);
      expect(await emailDue(quiet)).toEqual([false]);
      expect(await bell(muting)).toEqual([]);
      expect(await bell(stranger)).toEqual([]);
      expect((await bell(author)).map((n) => n.kind)).not.toContain('followed');

      // A reply is no new thread; an unfollowed author's next thread tells no one. (Each post a minute after the last:
      // the posting interval.)
      await postedAMinuteAgo(author);
      await t.http().post(`/api/threads/${thread.id}/replies`).set('Cookie', author.cookie).send({ body: 'Adding a note' }).expect(201);
      await t.http().delete(`/api/members/${author.id}/follow`).set('Cookie', quiet.cookie).expect(204);
      await postedAMinuteAgo(author);
      await startThread(author, 'A second thread of mine', 'Another body, long enough to post.');
      await postNotified(t.app);
      expect((await bell(quiet)).map((n) => n.text)).toEqual(['Flo L. started ‘Evaluating agents by hand’']);
      expect((await bell(eager)).map((n) => n.text)).toEqual([
        'Flo L. started ‘A second thread of mine’',
        'Flo L. started ‘Evaluating agents by hand’',
      ]);
    });

    it('a follower the thread mentions hears of the mention only', async () => {
      const [author] = await members(t, 1, { firstName: 'Mo' });
      const [fan] = await members(t, 1, { firstName: 'Fay', lastName: 'Zed' });
      await follow(fan, author);
      await startThread(author, 'Who tried the new eval kit?', `[@Fay Z.](/members/${fan.id}) you did, right?`);
      await postNotified(t.app);
      expect((await bell(fan)).map((n) => n.kind)).toEqual(['mention']);
    });

    it("the Feed's people-you-follow read answers their lines (a list, not a page), and 401 to visitors", async () => {
      const [author, fan] = await members(t, 2, { firstName: 'Lu' });
      await follow(fan, author);
      await startThread(author, 'Prompt caching notes');
      const lines = (await t.http().get('/api/communities/entrepreneurs/activity/following').set('Cookie', fan.cookie).expect(200))
        .body as { kind: string; threadTitle: string }[];
      expect(lines).toEqual([expect.objectContaining({ kind: 'thread', threadTitle: 'Prompt caching notes' })]);
      await t.http().get('/api/communities/entrepreneurs/activity/following').expect(401);
    });
  });

  describe('GET /api/stream?event=', () => {
    it('is 400 for an event that is not an id, or too many', async () => {
      const [ada] = await members(t, 1);
      for (const query of [
        '?event=abc',
        '?event=0',
        '?event=99999999999',
        `?${Array.from({ length: 21 }, (_, i) => `event=${i + 1}`).join('&')}`,
      ]) {
        const s = await stream(ada, query);
        expect(s.status).toBe(400);
        expect(JSON.parse(await s.body())).toMatchObject({ message: STREAM_MESSAGES.event });
      }
    });

    it("an RSVP tells the streams showing the event, not others; the promoted member's page reads their place", async () => {
      const [first, waiting, watcher] = await members(t, 3);
      const start = new Date(Date.now() + 72 * 3_600_000);
      const [{ id }] = (await t.dataSource.query(
        `INSERT INTO events (title, description, date, location, community_id, starts_at, ends_at, capacity)
         VALUES ('Live RSVP', 'A test event', 'Soon', 'Online', (SELECT id FROM communities WHERE slug = 'entrepreneurs'), $1, $2, 1)
         RETURNING id`,
        [start, new Date(start.getTime() + 3_600_000)],
      )) as { id: number }[];
      const rsvp = (m: Member, status: string) => t.http().put(`/api/events/${id}/rsvp`).set('Cookie', m.cookie).send({ status });
      await rsvp(first, 'going').expect(200);
      expect((await rsvp(waiting, 'going').expect(200)).body.myRsvp).toMatchObject({ status: 'waitlisted' });

      const page = await stream(watcher, `?event=${id}`);
      const elsewhere = await stream(watcher, `?event=${id + 1000}`);
      const mine = await stream(waiting, `?event=${id}`);
      await Promise.all([started(page), started(elsewhere), started(mine)]);
      await t.http().delete(`/api/events/${id}/rsvp`).set('Cookie', first.cookie).expect(200);
      for (const s of [page, mine]) expect(dataOf(await s.waitFor((b) => b.event === 'event'))).toEqual({ type: 'event', eventId: id });
      // The page reads again, with the promotion.
      expect((await t.http().get(`/api/events/${id}`).set('Cookie', waiting.cookie).expect(200)).body.myRsvp).toMatchObject({
        status: 'going',
      });
      await mine.waitFor((b) => b.event === 'notification');
      expect(elsewhere.blocks.filter((b) => b.event === 'event')).toEqual([]);

      // A reconnect with Last-Event-ID is sent the event it missed.
      const seen = page.blocks.find((b) => b.event === 'event')!;
      const before = String(Number(seen.id) - 1);
      const again = await SseClient.open(`${base}/api/stream?event=${id}`, { cookie: watcher.cookie, 'last-event-id': before });
      open.push(again);
      expect(dataOf(await again.waitFor((b) => b.event === 'event'))).toEqual({ type: 'event', eventId: id });
    });
  });

  describe('mentorship events', () => {
    it("a message and a completion reach both members' streams, nobody else's", async () => {
      const [mentor, mentee, stranger] = await members(t, 3);
      const profile = (
        (
          await t
            .http()
            .put('/api/me/mentor-profile')
            .set('Cookie', mentor.cookie)
            .send({ community: 'entrepreneurs', expertise: ['evaluation'], availability: 'high', maxMentees: 2 })
            .expect(200)
        ).body as { profile: MyMentorProfile }
      ).profile;
      const asked = (
        await t
          .http()
          .post(`/api/mentors/${profile.id}/requests`)
          .set('Cookie', mentee.cookie)
          .send({ goal: 'I want to learn to evaluate LLM answers for my shop.' })
          .expect(201)
      ).body as MentorshipSummary;
      const menteeStream = await stream(mentee);
      const mentorStream = await stream(mentor);
      const strangerStream = await stream(stranger);
      await Promise.all([started(menteeStream), started(mentorStream), started(strangerStream)]);

      await t.http().post(`/api/mentorships/${asked.id}/accept`).set('Cookie', mentor.cookie).expect(200);
      const isMentorship = (b: SseBlock) => b.event === 'mentorship';
      expect(dataOf(await menteeStream.waitFor(isMentorship))).toEqual({ type: 'mentorship', mentorshipId: asked.id });
      await t
        .http()
        .post(`/api/mentorships/${asked.id}/messages`)
        .set('Cookie', mentee.cookie)
        .send({ body: 'Hello **mentor**' })
        .expect(201);
      // Accept, then the message: two events on each side.
      for (const s of [menteeStream, mentorStream]) await s.waitFor(() => s.blocks.filter(isMentorship).length >= 2);
      await t.http().post(`/api/mentorships/${asked.id}/complete`).set('Cookie', mentee.cookie).expect(200);
      await mentorStream.waitFor(() => mentorStream.blocks.filter(isMentorship).length >= 3);
      expect(mentorStream.blocks.filter(isMentorship)).toHaveLength(3);
      // The stranger heard nothing of it (their stream started before all of it).
      expect(strangerStream.blocks.filter(isMentorship)).toEqual([]);
    });
  });
});
