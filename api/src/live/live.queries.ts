import type { StreamEvent } from '@cci/contracts';

/** A replay sends at most this many events (a client away for long reloads what it shows anyway). */
export const REPLAY_LIMIT = 500;

/** A live_events row as the statements return it. */
export interface LiveEventRow {
  id: string;
  user_id: number | null;
  thread_id: number | null;
  community: string | null;
  event_id: number | null;
  event: StreamEvent;
}

const RETURNING = 'RETURNING id, user_id, thread_id, community, event_id, event';

/**
 * Records a thread's ($1), a community's ($2) or an event's ($3) live event ($4) and sends it on the bus channel $5
 * when the transaction commits, in one round trip: the bus message of LiveService (topic live, the one recorded event).
 */
export const PUBLISH_LIVE_EVENT_SQL = `
  WITH e AS (INSERT INTO live_events (thread_id, community, event_id, event) VALUES ($1, $2, $3, $4::jsonb) ${RETURNING})
  SELECT pg_notify($5, json_build_object('topic', 'live', 'events', json_build_array(json_build_object(
           'id', e.id::text, 'userId', e.user_id, 'threadId', e.thread_id, 'community', e.community, 'eventId', e.event_id,
           'event', e.event)))::text)
    FROM e`;

/** Records, per member ($1), a notification event holding their unread count as of this transaction. */
export const INSERT_NOTIFICATION_EVENTS_SQL = `
  INSERT INTO live_events (user_id, event)
  SELECT u.id, jsonb_build_object('type', 'notification', 'unread',
           (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL))
    FROM unnest($1::int[]) AS u(id)
  ${RETURNING}`;

/** Records, per member ($1), the same event ($2), for their streams only. */
export const INSERT_MEMBER_EVENTS_SQL = `
  INSERT INTO live_events (user_id, event) SELECT u.id, $2::jsonb FROM unnest($1::int[]) AS u(id)
  ${RETURNING}`;

/**
 * What a stream missed after event $1: the member's ($2) own events, the events of the threads ($3), communities ($4)
 * and events ($5) it shows. Oldest first, read by primary key (the table holds about 15 minutes).
 */
export const REPLAY_SQL = `
  SELECT id, user_id, thread_id, community, event_id, event FROM live_events
   WHERE id > $1 AND (user_id = $2 OR thread_id = ANY($3::int[]) OR community = ANY($4::text[]) OR event_id = ANY($5::int[]))
   ORDER BY id
   LIMIT ${REPLAY_LIMIT}`;

/** The newest event's id ('0' when none). */
export const LAST_LIVE_EVENT_SQL = `SELECT coalesce(max(id), 0)::text AS id FROM live_events`;

/** Deletes the events older than $1 seconds. */
export const PRUNE_LIVE_EVENTS_SQL = `DELETE FROM live_events WHERE created_at < now() - make_interval(secs => $1)`;
export interface IdRow {
  id: string;
}
