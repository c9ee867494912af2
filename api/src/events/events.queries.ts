import { EVENT_ATTENDEES_SHOWN, EVENT_PAGE_SIZE } from '@cci/contracts';

// The SQL of events: the public lists and the admins' create, and events with RSVPs. Counters live on the events row and change only with the row locked, in
// the transaction that changes the RSVPs; the page reads them with one row, and its attendees by index.

/** Shown to members: published and not archived. */
const LIVE = `e.published AND e.deleted_at IS NULL`;

/** "Ended": past its end, or its start when it has no end. An event with no start is never past. */
const PAST = `coalesce(e.ends_at, e.starts_at) < now()`;
const MICROS = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const EVENT_COLUMNS = `
  e.id, e.title, e.description, e.image, e.featured, e.date, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.time_zone AS "timeZone", e.location,
  e.capacity, e.online_url AS "onlineUrl", e.going_count AS going, e.interested_count AS interested,
  e.waitlist_count AS waitlisted, c.slug AS "communitySlug", c.name AS "communityName"`;

export const EVENT_SQL = `SELECT ${EVENT_COLUMNS} FROM events e LEFT JOIN communities c ON c.id = e.community_id WHERE e.id = $1 AND ${LIVE}`;

/** The first going members, longest-standing first (index event_rsvps_event_status_idx). */
export const ATTENDEES_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar
    FROM event_rsvps r JOIN users u ON u.id = r.user_id
   WHERE r.event_id = $1 AND r.status = 'going'
   ORDER BY r.updated_at, r.user_id
   LIMIT ${EVENT_ATTENDEES_SHOWN}`;

/** Members' RSVPs to events $2 (ids), with the waitlist position of those waiting. */
export const MY_RSVPS_SQL = `
  SELECT r.event_id AS "eventId", r.status,
         CASE WHEN r.status = 'waitlisted' THEN (
           SELECT count(*)::int FROM event_rsvps w
            WHERE w.event_id = r.event_id AND w.status = 'waitlisted' AND (w.waitlisted_at, w.user_id) <= (r.waitlisted_at, r.user_id)
         ) END AS position
    FROM event_rsvps r
   WHERE r.user_id = $1 AND r.event_id = ANY($2::int[])`;

/**
 * One page of a list. Upcoming: not ended, soonest first, events with no start last; past: latest first. The key is
 * (no start, start, id); $1 the community id or null (its events and those of every community), $2..$4 the cursor.
 */
export const browseSql = (period: 'upcoming' | 'past') => {
  const key = `(e.starts_at IS NULL, coalesce(e.starts_at, 'epoch'), e.id)`;
  const upcoming = period === 'upcoming';
  return `
  SELECT ${EVENT_COLUMNS}, e.starts_at IS NULL AS "keyNoStart", ${MICROS(`coalesce(e.starts_at, 'epoch')`)} AS "keyAt"
    FROM events e LEFT JOIN communities c ON c.id = e.community_id
   WHERE ($1::int IS NULL OR e.community_id = $1 OR e.community_id IS NULL)
     AND ${LIVE}
     AND ${upcoming ? `NOT coalesce(${PAST}, false)` : PAST}
     AND ($2::boolean IS NULL OR ${key} ${upcoming ? '>' : '<'} ($2::boolean, $3::timestamptz, $4::int))
   ORDER BY ${upcoming ? `e.starts_at IS NULL, coalesce(e.starts_at, 'epoch'), e.id` : `e.starts_at IS NULL DESC, coalesce(e.starts_at, 'epoch') DESC, e.id DESC`}
   LIMIT ${EVENT_PAGE_SIZE + 1}`;
};

/**
 * The Engage hub's next events: the $2 soonest not started yet, of the communities $1 and every community's (null $1:
 * all of them), by events_starts_at_idx from now on.
 */
export const NEXT_EVENTS_SQL = `
  SELECT ${EVENT_COLUMNS} FROM events e LEFT JOIN communities c ON c.id = e.community_id
   WHERE e.starts_at > now() AND ${LIVE}
     AND ($1::int[] IS NULL OR e.community_id = ANY($1::int[]) OR e.community_id IS NULL)
   ORDER BY e.starts_at, e.id
   LIMIT $2`;

/** The event locked for an RSVP change: every change of its RSVPs waits here, so counts and places stay exact. */
export const LOCK_EVENT_SQL = `
  SELECT e.id, e.capacity, e.going_count AS going, coalesce(${PAST}, false) AS past, ${LIVE} AS live FROM events e WHERE e.id = $1 FOR UPDATE`;

export const CURRENT_RSVP_SQL = `SELECT status FROM event_rsvps WHERE event_id = $1 AND user_id = $2`;

export const UPSERT_RSVP_SQL = `
  INSERT INTO event_rsvps (event_id, user_id, status, waitlisted_at)
  VALUES ($1, $2, $3, CASE WHEN $3 = 'waitlisted' THEN clock_timestamp() END)
  ON CONFLICT (event_id, user_id) DO UPDATE
     SET status = EXCLUDED.status, updated_at = now(),
         waitlisted_at = CASE WHEN EXCLUDED.status = 'waitlisted' THEN coalesce(event_rsvps.waitlisted_at, EXCLUDED.waitlisted_at) END`;

// TypeORM answers a bare UPDATE/DELETE … RETURNING as [rows, count]: the writes below are CTEs, read by a SELECT.
export const DELETE_RSVP_SQL = `WITH d AS (DELETE FROM event_rsvps WHERE event_id = $1 AND user_id = $2 RETURNING status) SELECT * FROM d`;

/** The first $2 waiting members go in, in the order they joined the waitlist. */
export const PROMOTE_SQL = `
  WITH p AS (UPDATE event_rsvps SET status = 'going', waitlisted_at = NULL, updated_at = now()
   WHERE event_id = $1 AND user_id IN (
     SELECT user_id FROM event_rsvps WHERE event_id = $1 AND status = 'waitlisted' ORDER BY waitlisted_at, user_id LIMIT $2)
  RETURNING user_id AS "userId") SELECT * FROM p`;

/** The counters, recounted from the rows while the event is locked. */
export const RECOUNT_SQL = `
  WITH r AS (UPDATE events e SET going_count = s.going, interested_count = s.interested, waitlist_count = s.waitlisted
    FROM (SELECT count(*) FILTER (WHERE status = 'going')::int AS going,
                 count(*) FILTER (WHERE status = 'interested')::int AS interested,
                 count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted
            FROM event_rsvps WHERE event_id = $1) s
   WHERE e.id = $1
  RETURNING e.going_count AS going, e.capacity) SELECT * FROM r`;

/** Every RSVP of an event for its admins: going, the waitlist in order, interested, not going. */
export const ATTENDEE_RECORDS_SQL = `
  SELECT u.id AS "memberId", u.first_name AS "firstName", u.last_name AS "lastName", u.email, r.status,
         CASE WHEN r.status = 'waitlisted' THEN row_number() OVER (PARTITION BY r.status ORDER BY r.waitlisted_at, r.user_id) END::int AS position,
         r.updated_at AS "respondedAt"
    FROM event_rsvps r JOIN users u ON u.id = r.user_id
   WHERE r.event_id = $1
   ORDER BY array_position(ARRAY['going', 'waitlisted', 'interested', 'not_going'], r.status), r.waitlisted_at, r.updated_at, r.user_id`;

/** A community's calendar: its events and every community's, upcoming and of the last 90 days, with a start. */
export const CALENDAR_SQL = `
  SELECT ${EVENT_COLUMNS} FROM events e LEFT JOIN communities c ON c.id = e.community_id
   WHERE (e.community_id = $1 OR e.community_id IS NULL) AND e.starts_at IS NOT NULL AND ${LIVE}
     AND coalesce(e.ends_at, e.starts_at) > now() - interval '90 days'
   ORDER BY e.starts_at, e.id
   LIMIT 500`;

/**
 * Reminders due: members going, with the consent and a verified address, to an event starting within the lead time,
 * not yet reminded. Claimed (reminded_at set) in the same statement, skipping rows another run holds: sent once.
 */
export const CLAIM_REMINDERS_SQL = `
  WITH due AS (
    SELECT r.event_id, r.user_id FROM event_rsvps r
      JOIN events e ON e.id = r.event_id
      JOIN users u ON u.id = r.user_id
     WHERE r.status = 'going' AND r.reminded_at IS NULL AND u.notify_events AND u.email_verified_at IS NOT NULL AND ${LIVE}
       AND e.starts_at > now() AND e.starts_at <= now() + make_interval(secs => $1::int / 1000)
     ORDER BY e.starts_at
     LIMIT 500
     FOR UPDATE OF r SKIP LOCKED
  )
  , claimed AS (UPDATE event_rsvps r SET reminded_at = now() FROM due, events e, users u
   WHERE r.event_id = due.event_id AND r.user_id = due.user_id AND e.id = r.event_id AND u.id = r.user_id
  RETURNING e.id AS "eventId", e.title, e.starts_at AS "startsAt", e.location, e.online_url AS "onlineUrl",
            u.email, u.first_name AS "firstName", u.time_zone AS "timeZone")
  SELECT * FROM claimed`;

/** The public list, every community's (published, not archived), ordered by id: the contract's CommunityEvent fields. */
const PUBLIC_EVENT_COLUMNS = `id, title, description, date, location, community_id AS "communityId", featured, image`;
export const PUBLIC_EVENTS_SQL = `SELECT ${PUBLIC_EVENT_COLUMNS} FROM events WHERE published AND deleted_at IS NULL ORDER BY id`;

/**
 * POST /api/events (admins): the new event as stored ($7: its community, whose foreign key decides it exists), with its
 * start, end and venue zone when the form gave them ($8-$10).
 */
export const INSERT_EVENT_SQL = `
  INSERT INTO events (title, description, date, location, image, featured, community_id, starts_at, ends_at, time_zone)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
  RETURNING ${PUBLIC_EVENT_COLUMNS}`;

export const EVENT_EXISTS_SQL = `SELECT 1 FROM events WHERE id = $1`;

export const EVENT_TITLE_SQL = `SELECT title FROM events WHERE id = $1`;

/** The events a member ($1) answered, in id order (the order their RSVPs are removed in). */
export const RSVP_EVENTS_OF_MEMBER_SQL = `SELECT event_id AS id FROM event_rsvps WHERE user_id = $1 ORDER BY event_id`;
