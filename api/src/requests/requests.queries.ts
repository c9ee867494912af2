import type { RequestKind } from '@cci/contracts';

/** Lock the request $1 for its handling; mark it handled by $2 with the note $3; open it again. */
const handling = (table: string) => ({
  lock: `SELECT id, handled_at AS "handledAt" FROM ${table} WHERE id = $1 FOR UPDATE`,
  handle: `UPDATE ${table} SET handled_at = now(), handled_by = $2, handled_note = $3 WHERE id = $1`,
  reopen: `UPDATE ${table} SET handled_at = NULL, handled_by = NULL, handled_note = '' WHERE id = $1`,
});

/** The handling statements of each list of requests (its table). */
export const REQUEST_SQL: Record<RequestKind, ReturnType<typeof handling>> = {
  'event-requests': handling('event_requests'),
  'demo-requests': handling('demo_requests'),
  waitlist: handling('waitlist_entries'),
};
export interface HandledRow {
  handledAt: Date | null;
}

/** A waitlist sign-up ($1 e-mail, $2 community, $3 use case), unless the address is on the list already. */
export const WAITLIST_INSERT_SQL = `INSERT INTO waitlist_entries (email, community, use_case) VALUES ($1, $2, $3)
         ON CONFLICT (email) DO NOTHING
         RETURNING id, email`;

/** The waitlist entry of the address $1. */
export const WAITLIST_BY_EMAIL_SQL = 'SELECT id, email FROM waitlist_entries WHERE email = $1';
