import { CONVERSATION_LIMITS } from '@cci/contracts';

// The statements of direct messages and blocking. A conversation stores its pair ordered (low_member_id <
// high_member_id); each side's columns are chosen with CASE on the reader's id.

/** The other member of a conversation, as seen by member $1. */
const OTHER = `CASE WHEN c.low_member_id = $1 THEN c.high_member_id ELSE c.low_member_id END`;
/** The last message member $1 read in conversation c. */
const READ_ID = `CASE WHEN c.low_member_id = $1 THEN c.low_read_id ELSE c.high_read_id END`;
/** Whether member $1 is one of conversation c's two. */
const MINE = `(c.low_member_id = $1 OR c.high_member_id = $1)`;

/**
 * What member $1 needs to know of member $2 before writing to them: whether they are verified, whether the two share
 * a community both are approved members of, and whether either blocked the other. No row: no such member.
 */
export const PAIR_FACTS_SQL = `
  SELECT u.email_verified_at IS NOT NULL AS verified,
         EXISTS (SELECT 1 FROM user_communities a JOIN user_communities b ON b.community_id = a.community_id
                  WHERE a.user_id = $1 AND b.user_id = u.id AND a.status = 'approved' AND b.status = 'approved') AS shared,
         EXISTS (SELECT 1 FROM member_blocks k
                  WHERE (k.blocker_id = $1 AND k.blocked_id = u.id) OR (k.blocker_id = u.id AND k.blocked_id = $1)) AS blocked
    FROM users u WHERE u.id = $2`;
export interface PairFactsRow {
  verified: boolean;
  shared: boolean;
  blocked: boolean;
}

/**
 * Member $1's writes to direct messages wait for each other (a transaction-scoped advisory lock): the daily cap is
 * counted on a settled set, on any replica.
 */
export const LOCK_WRITER_SQL = `SELECT pg_advisory_xact_lock(hashtext('direct-messages'), $1::int)`;

/**
 * Member $1's cap: whether the account is younger than $2 days, and how many conversations they started and messages
 * they wrote in the last 24 hours, with the seconds until the oldest of each leaves the window.
 */
export const CAP_SQL = `
  SELECT u.created_at > now() - make_interval(days => $2::int) AS "newAccount",
         (SELECT count(*)::int FROM conversations c WHERE c.started_by = u.id AND c.created_at > now() - interval '1 day') AS conversations,
         (SELECT extract(epoch FROM min(c.created_at) + interval '1 day' - now())::float8 FROM conversations c
           WHERE c.started_by = u.id AND c.created_at > now() - interval '1 day') AS "conversationsRetry",
         (SELECT count(*)::int FROM direct_messages x WHERE x.author_id = u.id AND x.created_at > now() - interval '1 day') AS messages,
         (SELECT extract(epoch FROM min(x.created_at) + interval '1 day' - now())::float8 FROM direct_messages x
           WHERE x.author_id = u.id AND x.created_at > now() - interval '1 day') AS "messagesRetry"
    FROM users u WHERE u.id = $1`;
export interface CapRow {
  newAccount: boolean;
  conversations: number;
  conversationsRetry: number | null;
  messages: number;
  messagesRetry: number | null;
}

/** The conversation of the ordered pair ($1 < $2), if there is one. */
export const FIND_PAIR_SQL = `SELECT id FROM conversations WHERE low_member_id = $1 AND high_member_id = $2`;

/**
 * Starts the conversation of the ordered pair ($1 < $2) by member $3, or finds the one a parallel request made: the
 * unique pair settles it (a conflict waits for the other transaction, then answers its row).
 */
export const START_SQL = `
  INSERT INTO conversations (low_member_id, high_member_id, started_by) VALUES ($1, $2, $3)
  ON CONFLICT ON CONSTRAINT conversations_pair_key DO UPDATE SET low_member_id = EXCLUDED.low_member_id
  RETURNING id`;
export interface IdRow {
  id: number;
}

/**
 * Member $1's conversations (or only conversation $2), the newest activity first: the other member, the last message,
 * the unread count and whether $1 blocked the other. A conversation without messages shows only to who started it.
 */
export const CONVERSATIONS_SQL = `
  SELECT c.id, c.created_at AS "createdAt",
         o.id AS "otherId", o.first_name AS "otherFirstName", o.last_name AS "otherLastName", o.avatar AS "otherAvatar",
         m.author_id AS "lastAuthorId", left(m.body, 1000) AS "lastBody", m.hidden AS "lastHidden", m.created_at AS "lastAt",
         (SELECT count(*)::int FROM direct_messages x
           WHERE x.conversation_id = c.id AND x.id > ${READ_ID} AND x.author_id IS DISTINCT FROM $1 AND NOT x.hidden) AS unread,
         EXISTS (SELECT 1 FROM member_blocks k WHERE k.blocker_id = $1 AND k.blocked_id = o.id) AS blocked
    FROM conversations c
    LEFT JOIN users o ON o.id = ${OTHER}
    LEFT JOIN direct_messages m ON m.id = c.last_message_id
   WHERE ${MINE} AND ($2::int IS NULL OR c.id = $2::int) AND (c.last_message_id IS NOT NULL OR c.started_by = $1 OR $2::int IS NOT NULL)
   ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC
   LIMIT 200`;
export interface ConversationRow {
  id: number;
  createdAt: Date;
  otherId: number | null;
  otherFirstName: string | null;
  otherLastName: string | null;
  otherAvatar: string | null;
  lastAuthorId: number | null;
  lastBody: string | null;
  lastHidden: boolean | null;
  lastAt: Date | null;
  unread: number;
  blocked: boolean;
}

/** Conversation $2 if member $1 is one of its two: its other member (null once deleted). */
export const MEMBER_CONVERSATION_SQL = `SELECT c.id, ${OTHER} AS "otherId" FROM conversations c WHERE c.id = $2 AND ${MINE}`;
export interface MemberConversationRow {
  id: number;
  otherId: number | null;
}

/** Member $1's unread messages over all their conversations (hidden ones do not count). */
export const UNREAD_SQL = `
  SELECT count(*)::int AS unread
    FROM conversations c JOIN direct_messages x ON x.conversation_id = c.id
   WHERE ${MINE} AND x.id > ${READ_ID} AND x.author_id IS DISTINCT FROM $1 AND NOT x.hidden`;
export interface UnreadRow {
  unread: number;
}

/** A page of conversation $1's messages before message $2 (null: the newest), newest first, one more than a page. */
export const MESSAGES_SQL = `
  SELECT x.id, x.author_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", u.avatar,
         CASE WHEN x.hidden THEN '' ELSE x.body_html END AS html, x.hidden, x.created_at AS "createdAt"
    FROM direct_messages x LEFT JOIN users u ON u.id = x.author_id
   WHERE x.conversation_id = $1 AND ($2::int IS NULL OR x.id < $2::int)
   ORDER BY x.id DESC
   LIMIT ${CONVERSATION_LIMITS.page + 1}`;
export interface MessageRow {
  id: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  html: string;
  hidden: boolean;
  createdAt: Date;
}

/** Member $1 has read conversation $2 up to its last message. */
export const MARK_READ_SQL = `
  UPDATE conversations c
     SET low_read_id = CASE WHEN c.low_member_id = $1 THEN greatest(c.low_read_id, coalesce(c.last_message_id, 0)) ELSE c.low_read_id END,
         high_read_id = CASE WHEN c.high_member_id = $1 THEN greatest(c.high_read_id, coalesce(c.last_message_id, 0)) ELSE c.high_read_id END
   WHERE c.id = $2 AND ${MINE}`;

/**
 * Member $1 writes $3 (its HTML $4) in conversation $2: the conversation's last message moves to it, and so does the
 * writer's read mark (what they wrote is not unread to them).
 */
export const INSERT_MESSAGE_SQL = `
  WITH x AS (INSERT INTO direct_messages (conversation_id, author_id, body, body_html) VALUES ($2, $1, $3, $4)
             RETURNING id, created_at)
  UPDATE conversations c
     SET last_message_id = x.id, last_message_at = x.created_at,
         low_read_id = CASE WHEN c.low_member_id = $1 THEN x.id ELSE c.low_read_id END,
         high_read_id = CASE WHEN c.high_member_id = $1 THEN x.id ELSE c.high_read_id END
    FROM x WHERE c.id = $2
  RETURNING x.id, x.created_at AS "createdAt"`;
export interface NewMessageRow {
  id: number;
  createdAt: Date;
}

/** Message $2, if it is in one of member $1's conversations: its author and conversation. */
export const MEMBER_MESSAGE_SQL = `
  SELECT x.id, x.author_id AS "authorId", x.conversation_id AS "conversationId"
    FROM direct_messages x JOIN conversations c ON c.id = x.conversation_id
   WHERE x.id = $2 AND ${MINE}`;
export interface MemberMessageRow {
  id: number;
  authorId: number | null;
  conversationId: number;
}

/** Member $1 reports message $2 with a reason ($3) and note ($4); nothing when their report on it is still open. */
export const REPORT_MESSAGE_SQL = `
  INSERT INTO reports (reporter_id, message_id, reason, note) VALUES ($1, $2, $3, $4)
  ON CONFLICT DO NOTHING
  RETURNING id`;

/** Whether member $1 exists. */
export const MEMBER_EXISTS_SQL = `SELECT 1 FROM users WHERE id = $1`;

/** Member $1 blocks member $2 (idempotent). */
export const BLOCK_SQL = `INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;
/** Member $1 unblocks member $2 (idempotent). */
export const UNBLOCK_SQL = `DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`;

/** The members $1 blocked, the latest first. */
export const BLOCKS_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, k.created_at AS "createdAt"
    FROM member_blocks k JOIN users u ON u.id = k.blocked_id
   WHERE k.blocker_id = $1
   ORDER BY k.created_at DESC, u.id DESC`;
export interface BlockRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  createdAt: Date;
}

/** A timestamp as the export writes it (ISO, milliseconds). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The export: member $1's conversations, each with every message in it, oldest first. */
export const EXPORT_CONVERSATIONS_SQL = `
  SELECT c.id, ${OTHER} AS "otherMemberId", ${iso('c.created_at')} AS "createdAt",
         coalesce((SELECT json_agg(json_build_object('id', x.id, 'mine', x.author_id IS NOT DISTINCT FROM $1, 'body', x.body,
                                                     'hidden', x.hidden, 'createdAt', ${iso('x.created_at')}) ORDER BY x.id)
                     FROM direct_messages x WHERE x.conversation_id = c.id), '[]'::json) AS messages
    FROM conversations c WHERE ${MINE}
   ORDER BY c.id`;
/** The export: whom member $1 blocked. */
export const EXPORT_BLOCKS_SQL = `
  SELECT blocked_id AS "memberId", ${iso('created_at')} AS "createdAt" FROM member_blocks WHERE blocker_id = $1 ORDER BY created_at`;
/** The export: the messages member $1 reported. */
export const EXPORT_REPORTS_SQL = `
  SELECT message_id AS "messageId", reason, note, ${iso('created_at')} AS "createdAt"
    FROM reports WHERE reporter_id = $1 AND message_id IS NOT NULL ORDER BY created_at`;

/**
 * The unread-message e-mail: each side of a conversation with a message from the other member that is older than $1
 * seconds and still unread, whose member consented and is verified, and was not e-mailed since they last read it.
 * At most 500 sides, the longest waiting first.
 */
export const DUE_UNREAD_SQL = `
  WITH sides AS (
    SELECT c.id, 'low' AS side, c.low_member_id AS member_id, c.high_member_id AS other_id, c.low_read_id AS read_id,
           c.low_emailed_id AS emailed_id
      FROM conversations c WHERE c.last_message_at <= now() - make_interval(secs => $1::int)
    UNION ALL
    SELECT c.id, 'high', c.high_member_id, c.low_member_id, c.high_read_id, c.high_emailed_id
      FROM conversations c WHERE c.last_message_at <= now() - make_interval(secs => $1::int)
  )
  SELECT s.id, s.side, s.member_id AS "memberId", n.newest
    FROM sides s
    JOIN users u ON u.id = s.member_id
    CROSS JOIN LATERAL (
      SELECT max(x.id) AS newest FROM direct_messages x
       WHERE x.conversation_id = s.id AND x.id > s.read_id AND x.author_id IS DISTINCT FROM s.member_id AND NOT x.hidden
         AND x.created_at <= now() - make_interval(secs => $1::int)
    ) n
   WHERE u.notify_messages AND u.email_verified_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until < now())
     AND n.newest IS NOT NULL AND s.emailed_id <= s.read_id
   ORDER BY n.newest
   LIMIT 500`;
export interface DueUnreadRow {
  id: number;
  side: 'low' | 'high';
  memberId: number;
  newest: number;
}

/**
 * Claims one side ($2: low or high) of conversation $1 for the e-mail about message $3: only while it was not e-mailed
 * since its member last read it, so of two replicas one claims it (the row lock makes the second wait, then find it
 * claimed). Answers the other member's name (null once deleted).
 */
export const CLAIM_UNREAD_SQL = `
  UPDATE conversations c
     SET low_emailed_id = CASE WHEN $2 = 'low' THEN $3::int ELSE c.low_emailed_id END,
         high_emailed_id = CASE WHEN $2 = 'high' THEN $3::int ELSE c.high_emailed_id END
   WHERE c.id = $1
     AND CASE WHEN $2 = 'low' THEN c.low_emailed_id <= c.low_read_id ELSE c.high_emailed_id <= c.high_read_id END
  RETURNING CASE WHEN $2 = 'low' THEN c.high_member_id ELSE c.low_member_id END AS "otherId"`;
export interface ClaimRow {
  otherId: number | null;
}

/** The address and names of member $1. */
export const MEMBER_NAMES_SQL = `SELECT email, first_name AS "firstName", last_name AS "lastName", avatar FROM users WHERE id = $1`;
export interface MemberNamesRow {
  email: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}
