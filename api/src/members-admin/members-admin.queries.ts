import { type AdminMemberDetail, type AdminMemberRow, MEMBERS_PAGE_SIZE } from '@cci/contracts';

/** A member's row in the directory (AdminMemberRow, joinedAt a Date), over alias `u`. */
const ROW_COLUMNS = `
  u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.role, u.email_verified_at IS NOT NULL AS verified,
  CASE WHEN u.suspended_until > now() THEN
    CASE WHEN u.suspended_until = 'infinity' THEN 'infinity' ELSE to_char(u.suspended_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END
  END AS "suspendedUntil",
  u.created_at AS "joinedAt",
  coalesce((SELECT array_agg(c.slug ORDER BY uc.is_primary DESC, c.name) FROM user_communities uc JOIN communities c ON c.id = uc.community_id
             WHERE uc.user_id = u.id AND uc.status = 'approved'), '{}') AS communities`;

/** Filters $1..$6: text (name or e-mail), community slug, status, role, joined from, joined to (inclusive). */
const FILTERS = `
  ($1::text IS NULL OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
  AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM user_communities uc JOIN communities c ON c.id = uc.community_id
                                    WHERE uc.user_id = u.id AND c.slug = $2))
  AND ($3::text IS NULL
       OR ($3 = 'suspended' AND u.suspended_until > now())
       OR ($3 = 'unverified' AND u.email_verified_at IS NULL)
       OR ($3 = 'active' AND u.email_verified_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until <= now())))
  AND ($4::text IS NULL OR u.role = $4)
  AND ($5::date IS NULL OR u.created_at >= $5::date)
  AND ($6::date IS NULL OR u.created_at < $6::date + 1)`;

/** A page of the member directory, newest first ($1..$6 the filters, $7 the offset; bench: hot-queries.ts). */
export const MEMBERS_PAGE_SQL = `SELECT ${ROW_COLUMNS} FROM users u WHERE ${FILTERS} ORDER BY u.created_at DESC, u.id DESC LIMIT ${MEMBERS_PAGE_SIZE} OFFSET $7`;

export type MemberRow = AdminMemberRow & { joinedAt: Date | string };

/** How many members the directory's filters ($1..$6) match. */
export const MEMBERS_TOTAL_SQL = `SELECT count(*)::int AS total FROM users u WHERE ${FILTERS}`;
export interface TotalRow {
  total: number;
}

/** A member's page for staff: $1 their id. */
export const MEMBER_DETAIL_SQL = `SELECT ${ROW_COLUMNS}, u.suspension_reason AS "suspensionReason",
                (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id) AS "lastSeenAt"
           FROM users u WHERE u.id = $1`;
export type MemberDetailRow = AdminMemberDetail & { joinedAt: Date; lastSeenAt: Date | null };

/** A member's memberships, the primary first: $1 their id. */
export const MEMBER_MEMBERSHIPS_SQL = `SELECT uc.id, json_build_object('slug', c.slug, 'name', c.name) AS community, uc.status, uc.is_primary AS primary
           FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1 ORDER BY uc.is_primary DESC, c.name`;
export type MembershipRow = AdminMemberDetail['memberships'][number];

/** A member's 10 latest threads and replies, hidden ones included: $1 their id. */
export const MEMBER_RECENT_POSTS_SQL = `(SELECT 'thread' AS kind, t.id, t.id AS "threadId", c.slug AS community, t.title, t.created_at AS "createdAt", t.hidden
            FROM threads t JOIN communities c ON c.id = t.community_id
           WHERE t.author_id = $1 AND t.deleted_at IS NULL ORDER BY t.created_at DESC LIMIT 10)
         UNION ALL
         (SELECT 'reply', r.id, r.thread_id, c.slug, t.title, r.created_at, r.hidden
            FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id
           WHERE r.author_id = $1 AND r.deleted_at IS NULL ORDER BY r.created_at DESC LIMIT 10)
         ORDER BY "createdAt" DESC LIMIT 10`;
export type RecentPostRow = AdminMemberDetail['posts'][number] & { createdAt: Date };

/** The reports a member made and received, and their points: $1 their id. */
export const MEMBER_COUNTS_SQL = `SELECT (SELECT count(*)::int FROM reports WHERE reporter_id = $1) AS made,
                (SELECT count(*)::int FROM reports rp
                   LEFT JOIN threads t ON t.id = rp.thread_id LEFT JOIN replies r ON r.id = rp.reply_id
                  WHERE t.author_id = $1 OR r.author_id = $1) AS received,
                (SELECT coalesce(sum(total), 0)::int FROM member_points WHERE user_id = $1) AS points`;
export interface MemberCountsRow {
  made: number;
  received: number;
  points: number;
}

/** A member locked for a change: $1 their id. */
export const LOCK_MEMBER_SQL = `SELECT id, email, first_name AS "firstName", last_name AS "lastName", role, suspended_until AS "suspendedUntil",
              suspended_until > now() AS suspended
         FROM users WHERE id = $1 FOR UPDATE`;
export interface LockedMemberRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  suspendedUntil: Date | null;
  suspended: boolean;
}

/** Suspends the member $1 for $2 days (NULL: indefinitely) for the reason $3; answers the end. */
export const SUSPEND_SQL = `WITH s AS (UPDATE users SET suspension_reason = $3,
                      suspended_until = CASE WHEN $2::int IS NULL THEN 'infinity'::timestamptz ELSE now() + make_interval(days => $2::int) END
                     WHERE id = $1 RETURNING suspended_until AS until)
         SELECT * FROM s`;
export interface SuspendedRow {
  until: Date;
}

/** Lifts the suspension of the member $1. */
export const UNSUSPEND_SQL = `UPDATE users SET suspended_until = NULL, suspension_reason = NULL WHERE id = $1`;

/** Locks the admins (so that two revocations at once cannot leave none). */
export const LOCK_ADMINS_SQL = `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`;

/** How many admins there are. */
export const ADMIN_COUNT_SQL = `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`;
export interface CountRow {
  n: number;
}

/** Sets the role $2 of the member $1. */
export const SET_ROLE_SQL = `UPDATE users SET role = $2 WHERE id = $1`;
