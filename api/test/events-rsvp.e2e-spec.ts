import { EVENT_MESSAGES, type EventAttendeeRecord, type EventList, type EventView, type NotificationList } from '@cci/contracts';
import { type SmtpSink, startSmtpSink } from '../../tools/mail/smtp-sink.cjs';
import { EVENT_REMINDER_JOB } from '../src/events/event-rsvps.service';
import { JobsService } from '../src/notifications/jobs.service';
import { ADMIN_PASSWORD } from './admin-helpers';
import { sidCookie } from './auth-helpers';
import { type Member, member, members } from './discussions-helpers';
import { memberAppForThisBlock } from './me-helpers';

describe('events with RSVPs, capacity and a waitlist (e2e)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });
  const t = memberAppForThisBlock({
    ADMIN_PASSWORD,
    get SMTP_URL() {
      return sink.url;
    },
  } as unknown as Record<string, string>);
  let admin: string;
  beforeAll(async () => {
    admin = sidCookie(await t.http().post('/api/admin/session').send({ password: ADMIN_PASSWORD }).expect(204));
  });

  let seq = 0;
  /** A new event starting `inHours` from now (negative: already over), with a capacity. */
  async function newEvent(options: { inHours?: number; capacity?: number | null; onlineUrl?: string | null } = {}): Promise<number> {
    const start = new Date(Date.now() + (options.inHours ?? 72) * 3_600_000);
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO events (title, description, date, location, community_id, starts_at, ends_at, capacity, online_url)
       VALUES ($1, 'A test event', 'Soon', 'Online', (SELECT id FROM communities WHERE slug = 'entrepreneurs'), $2, $3, $4, $5)
       RETURNING id`,
      [`Test event ${++seq}`, start, new Date(start.getTime() + 3_600_000), options.capacity ?? null, options.onlineUrl ?? null],
    )) as { id: number }[];
    return id;
  }
  const rsvp = (m: Member, id: number, status: string) => t.http().put(`/api/events/${id}/rsvp`).set('Cookie', m.cookie).send({ status });
  const view = async (id: number, m?: Member) => {
    const req = t.http().get(`/api/events/${id}`);
    if (m) req.set('Cookie', m.cookie);
    return (await req.expect(200)).body as EventView;
  };
  const counts = async (id: number) => {
    const [row] = await t.dataSource.query(
      `SELECT e.going_count AS going, e.waitlist_count AS waitlisted, e.interested_count AS interested,
              (SELECT count(*)::int FROM event_rsvps WHERE event_id = e.id AND status = 'going') AS "goingRows",
              (SELECT count(*)::int FROM event_rsvps WHERE event_id = e.id AND status = 'waitlisted') AS "waitRows"
         FROM events e WHERE e.id = $1`,
      [id],
    );
    return row as { going: number; waitlisted: number; interested: number; goingRows: number; waitRows: number };
  };

  it('50 parallel "going" for 10 places: exactly 10 going and 40 waitlisted, counters equal to the rows', async () => {
    const id = await newEvent({ capacity: 10 });
    const crowd = await members(t, 50);
    const answers = await Promise.all(crowd.map((m) => rsvp(m, id, 'going')));
    expect(answers.map((a) => a.status)).toEqual(crowd.map(() => 200));
    const states = answers.map((a) => (a.body as EventView).myRsvp?.status);
    expect(states.filter((s) => s === 'going')).toHaveLength(10);
    expect(states.filter((s) => s === 'waitlisted')).toHaveLength(40);
    expect(await counts(id)).toEqual({ going: 10, waitlisted: 40, interested: 0, goingRows: 10, waitRows: 40 });
    const page = await view(id);
    expect(page.counts).toEqual({ going: 10, interested: 0, waitlisted: 40 });
    expect(page.attendees).toHaveLength(10);
  });

  it('a withdrawal promotes the first on the waitlist, who is told; positions move up', async () => {
    const id = await newEvent({ capacity: 2 });
    const [a, b, c, d] = await members(t, 4);
    for (const m of [a, b, c, d]) await rsvp(m, id, 'going').expect(200);
    expect((await view(id, c)).myRsvp).toEqual({ status: 'waitlisted', waitlistPosition: 1 });
    expect((await view(id, d)).myRsvp).toEqual({ status: 'waitlisted', waitlistPosition: 2 });
    // Going twice keeps the place (no new waitlist place, no second row).
    expect((await rsvp(a, id, 'going').expect(200)).body.myRsvp).toEqual({ status: 'going', waitlistPosition: null });
    const after = (await t.http().delete(`/api/events/${id}/rsvp`).set('Cookie', a.cookie).expect(200)).body as EventView;
    expect(after.myRsvp).toBeNull();
    expect(after.counts).toEqual({ going: 2, interested: 0, waitlisted: 1 });
    expect((await view(id, c)).myRsvp).toEqual({ status: 'going', waitlistPosition: null });
    expect((await view(id, d)).myRsvp).toEqual({ status: 'waitlisted', waitlistPosition: 1 });
    const notes = (await t.http().get('/api/notifications').set('Cookie', c.cookie).expect(200)).body as NotificationList;
    expect(notes.items[0]).toMatchObject({ kind: 'event', link: `/events/${id}` });
    // Going → interested also frees the place.
    await rsvp(b, id, 'interested').expect(200);
    expect((await view(id, d)).myRsvp?.status).toBe('going');
    expect(await counts(id)).toMatchObject({ going: 2, waitlisted: 0, interested: 1 });
  });

  it('bad input: a past event 409, unknown 404, bad status 400, a visitor 401, an unverified member 403', async () => {
    const past = await newEvent({ inHours: -5 });
    const m = await member(t);
    expect((await rsvp(m, past, 'going').expect(409)).body.message).toBe(EVENT_MESSAGES.past);
    await rsvp(m, 999_999, 'going').expect(404);
    expect((await rsvp(m, past, 'maybe').expect(400)).body.errors.status).toBe(EVENT_MESSAGES.rsvpStatus);
    const id = await newEvent();
    await t.http().put(`/api/events/${id}/rsvp`).send({ status: 'going' }).expect(401);
    const unverified = await member(t, { verified: false });
    await rsvp(unverified, id, 'going').expect(403);
    await t.http().get('/api/events/abc').expect(400);
  });

  it('the online link shows only to members going; the page lists, filters and pages events', async () => {
    const id = await newEvent({ onlineUrl: 'https://zoom.us/j/1' });
    const m = await member(t);
    expect(await view(id)).toMatchObject({ hasOnlineLink: true, onlineUrl: null, myRsvp: null });
    await rsvp(m, id, 'interested').expect(200);
    expect((await view(id, m)).onlineUrl).toBeNull();
    await rsvp(m, id, 'going').expect(200);
    expect((await view(id, m)).onlineUrl).toBe('https://zoom.us/j/1');

    const list = (await t.http().get('/api/events/browse?community=entrepreneurs').set('Cookie', m.cookie).expect(200)).body as EventList;
    const starts = list.items.map((e) => e.startsAt ?? '9999');
    expect([...starts].sort()).toEqual(starts);
    expect(list.items.every((e) => !e.past && (e.community === null || e.community.slug === 'entrepreneurs'))).toBe(true);
    expect(list.items.find((e) => e.id === id)?.myRsvp?.status).toBe('going');
    const past = (await t.http().get('/api/events/browse?period=past').expect(200)).body as EventList;
    expect(past.items.every((e) => e.past)).toBe(true);
    await t.http().get('/api/events/browse?period=soon').expect(400);
    await t.http().get('/api/events/browse?community=nowhere').expect(404);
    await t.http().get('/api/events/browse?cursor=nonsense').expect(400);
    // Pages: 25 more events, then walk the cursor.
    for (let i = 0; i < 25; i++) await newEvent({ inHours: 100 + i });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: EventList } = await t
        .http()
        .get('/api/events/browse')
        .query(cursor ? { cursor } : {})
        .expect(200);
      seen.push(...res.body.items.map((e) => e.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(25);
  });

  it('calendar files: one event (RFC 5545), a community feed; 404 and 409 answered', async () => {
    const id = await newEvent({ onlineUrl: 'https://zoom.us/j/2' });
    const res = await t.http().get(`/api/events/${id}/ics`).expect(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const text = res.text;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toMatch(new RegExp(`UID:event-${id}@`));
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(text).not.toContain('zoom.us/j/2'); // not going: no link
    const feed = await t.http().get('/api/communities/entrepreneurs/events.ics').expect(200);
    expect(feed.text).toContain(`UID:event-${id}@`);
    expect(feed.text).toContain('AI Pitch Night');
    await t.http().get('/api/communities/nowhere/events.ics').expect(404);
    await t.http().get('/api/events/999999/ics').expect(404);
    const [{ id: undated }] = await t.dataSource.query(
      `INSERT INTO events (title, description, date, location) VALUES ('TBA', 'x', 'TBA', 'x') RETURNING id`,
    );
    await t.http().get(`/api/events/${undated}/ics`).expect(409);
  });

  it('admins: capacity and link (a larger capacity lets waiting members in; below going 409), the attendee list as JSON and CSV', async () => {
    const id = await newEvent({ capacity: 1 });
    const [a, b] = await members(t, 2, { firstName: '=cmd' });
    await rsvp(a, id, 'going').expect(200);
    await rsvp(b, id, 'going').expect(200);
    await t.http().patch(`/api/events/${id}`).set('Cookie', a.cookie).send({ capacity: 5 }).expect(403);
    await t.http().patch(`/api/events/${id}`).set('Cookie', admin).send({ capacity: 0 }).expect(400);
    await t.http().patch(`/api/events/${id}`).set('Cookie', admin).send({ onlineUrl: 'javascript:alert(1)' }).expect(400);
    const more = (
      await t.http().patch(`/api/events/${id}`).set('Cookie', admin).send({ capacity: 2, onlineUrl: 'https://meet.example/x' }).expect(200)
    ).body as EventView;
    expect(more.counts).toEqual({ going: 2, interested: 0, waitlisted: 0 });
    expect(more.onlineUrl).toBe('https://meet.example/x');
    const res = await t.http().patch(`/api/events/${id}`).set('Cookie', admin).send({ capacity: 1 }).expect(409);
    expect(res.body.message).toBe(EVENT_MESSAGES.capacityBelowGoing);
    const list = (await t.http().get(`/api/events/${id}/attendees`).set('Cookie', admin).expect(200)).body as EventAttendeeRecord[];
    expect(list.map((r) => [r.memberId, r.status])).toEqual([
      [a.id, 'going'],
      [b.id, 'going'],
    ]);
    const csv = await t.http().get(`/api/events/${id}/attendees?format=csv`).set('Cookie', admin).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('Member id,Name,E-mail,Status,Waitlist position,Responded at');
    expect(csv.text).toContain(`${a.id},'=cmd Lovelace,`);
    await t.http().get(`/api/events/${id}/attendees`).set('Cookie', a.cookie).expect(403);
    await t.http().get(`/api/events/${id}/attendees?format=xml`).set('Cookie', admin).expect(400);
  });

  it('reminders: once, 24 h before, to members going who opted in, even when two runs race', async () => {
    const soon = await newEvent({ inHours: 20, onlineUrl: 'https://zoom.us/j/3' });
    const later = await newEvent({ inHours: 60 });
    const [yes, no] = await members(t, 2);
    await t.dataSource.query('UPDATE users SET notify_events = true, time_zone = $2 WHERE id = $1', [yes.id, 'Europe/London']);
    for (const m of [yes, no]) {
      await rsvp(m, soon, 'going').expect(200);
      await rsvp(m, later, 'going').expect(200);
    }
    const [{ email }] = await t.dataSource.query('SELECT email FROM users WHERE id = $1', [yes.id]);
    const [{ email: other }] = await t.dataSource.query('SELECT email FROM users WHERE id = $1', [no.id]);
    const jobs = t.app.get(JobsService);
    const runs = await Promise.all([jobs.run(EVENT_REMINDER_JOB), jobs.run(EVENT_REMINDER_JOB)]);
    expect((runs as number[]).reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    const mail = await sink.waitFor(email, { match: (m) => m.subject.startsWith('Reminder:') });
    expect(mail.text).toContain('Join online: https://zoom.us/j/3');
    expect(mail.text).toContain(`/events/${soon}`);
    await jobs.run(EVENT_REMINDER_JOB);
    expect(sink.messages(email).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(1);
    expect(sink.messages(other)).toHaveLength(0);
  });
});
