import type { DemoRequestRecord, EventRequestRecord, RequestKind, WaitlistRecord } from '@cci/contracts';

// The SQL of the three public forms' tables: the forms' inserts, the admin area's lists and the staff inbox.

/** An event request's columns as its record names them. */
const EVENT_REQUEST_COLUMNS = `id, event_type AS "eventType", title, description, preferred_location AS "preferredLocation",
  contact_email AS "contactEmail", additional_info AS "additionalInfo", created_at AS "createdAt"`;
export interface EventRequestRow extends Omit<EventRequestRecord, 'createdAt'> {
  createdAt: Date;
}

/** A demo request's columns as its record names them. */
const DEMO_REQUEST_COLUMNS = `id, name, email, company, role, community_interest AS "communityInterest", preferred_time AS "preferredTime",
  specific_interests AS "specificInterests", additional_notes AS "additionalNotes", confirmation_id AS "confirmationId", created_at AS "createdAt"`;
export interface DemoRequestRow extends Omit<DemoRequestRecord, 'createdAt'> {
  createdAt: Date;
}

/** A waitlist entry's columns as its record names them. */
const WAITLIST_COLUMNS = `id, email, community, use_case AS "useCase", created_at AS "createdAt", updated_at AS "updatedAt"`;
export interface WaitlistRow extends Omit<WaitlistRecord, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}

/** How staff handled a request (every list has these columns). */
const HANDLED_COLUMNS = `handled_at AS "handledAt", handled_by AS "handledBy", handled_note AS "handledNote"`;
export interface HandledColumns {
  handledAt: Date | null;
  handledBy: string | null;
  handledNote: string;
}

/** A request of any list with its handling, as the inbox reads it. */
export type InboxRow = (EventRequestRow | DemoRequestRow | WaitlistRow) & HandledColumns;

/** $1 true: handled ones; false: open ones; null: all. */
const HANDLED_FILTER = `($1::boolean IS NULL OR (handled_at IS NOT NULL) = $1)`;

/** The statements of one list of requests (its table, and its record's columns). */
const statements = (table: string, columns: string) => ({
  /** Every request, newest first (ties by id, newest first), at most $1 (null: all); without the handling. */
  list: `SELECT ${columns} FROM ${table} ORDER BY created_at DESC, id DESC LIMIT $1`,
  /** One page of the inbox, newest first (ties by id): HANDLED_FILTER, at most $2 rows (null: all) after the first $3. */
  page: `SELECT ${columns}, ${HANDLED_COLUMNS} FROM ${table} WHERE ${HANDLED_FILTER} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
  /** How many requests HANDLED_FILTER keeps (total), and how many are open. */
  counts: `SELECT (SELECT count(*) FROM ${table} WHERE ${HANDLED_FILTER})::int AS total,
                  (SELECT count(*) FROM ${table} WHERE handled_at IS NULL)::int AS open`,
  /** The request $1. */
  one: `SELECT ${columns} FROM ${table} WHERE id = $1`,
  /** Lock the request $1 for its handling. */
  lock: `SELECT id, handled_at AS "handledAt" FROM ${table} WHERE id = $1 FOR UPDATE`,
  /** Mark the request $1 handled by $2 with the note $3; answers it as stored. */
  handle: `UPDATE ${table} SET handled_at = now(), handled_by = $2, handled_note = $3 WHERE id = $1 RETURNING ${columns}, ${HANDLED_COLUMNS}`,
  /** Open the request $1 again; answers it as stored. */
  reopen: `UPDATE ${table} SET handled_at = NULL, handled_by = NULL, handled_note = '' WHERE id = $1 RETURNING ${columns}, ${HANDLED_COLUMNS}`,
});

/** The statements of each list of requests (its table). */
export const REQUEST_SQL: Record<RequestKind, ReturnType<typeof statements>> = {
  'event-requests': statements('event_requests', EVENT_REQUEST_COLUMNS),
  'demo-requests': statements('demo_requests', DEMO_REQUEST_COLUMNS),
  waitlist: statements('waitlist_entries', WAITLIST_COLUMNS),
};
export interface HandledRow {
  handledAt: Date | null;
}
export interface InboxCountsRow {
  total: number;
  open: number;
}

/** An event request from the form ($1 type, $2 title, $3 description, $4 location, $5 contact e-mail, $6 additional info). */
export const INSERT_EVENT_REQUEST_SQL = `INSERT INTO event_requests (event_type, title, description, preferred_location, contact_email, additional_info)
  VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`;

/**
 * A demo request from the form ($1 name, $2 e-mail, $3 company, $4 role, $5 community, $6 time, $7 interests, $8 notes) with
 * the confirmation id $9 (unique: demo_requests_confirmation_id_key).
 */
export const INSERT_DEMO_REQUEST_SQL = `INSERT INTO demo_requests
  (name, email, company, role, community_interest, preferred_time, specific_interests, additional_notes, confirmation_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`;
export interface IdRow {
  id: number;
}

/** A waitlist sign-up ($1 e-mail, $2 community, $3 use case), unless the address is on the list already. */
export const WAITLIST_INSERT_SQL = `INSERT INTO waitlist_entries (email, community, use_case) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING
         RETURNING id, email`;

/** The waitlist entry of the address $1. */
export const WAITLIST_BY_EMAIL_SQL = 'SELECT id, email FROM waitlist_entries WHERE email = $1';
