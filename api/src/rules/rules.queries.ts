import type { ActorFacts } from '@cci/contracts';

/** The actor's state as the rule book reads it: their account, and their membership of community `$2` (null: none). */
export const ACTOR_FACTS_SQL = `
  SELECT u.email_verified_at IS NOT NULL AS verified,
         CASE WHEN u.suspended_until > now() THEN u.suspended_until END AS "suspendedUntil",
         u.role = 'admin' AS admin,
         (SELECT m.status FROM user_communities m WHERE m.user_id = u.id AND m.community_id = $2) AS membership
    FROM users u WHERE u.id = $1`;
export type ActorFactsRow = Omit<ActorFacts, 'signedIn'>;

/** Whether the accounts $1 and $2 share a mailbox. */
export const SAME_MAILBOX_SQL = `SELECT x.mailbox = y.mailbox AS same FROM users x, users y WHERE x.id = $1 AND y.id = $2`;
export interface SameMailboxRow {
  same: boolean;
}

/** The mailbox of the account $1. */
export const MAILBOX_SQL = `SELECT mailbox FROM users WHERE id = $1`;
export interface MailboxRow {
  mailbox: string;
}
