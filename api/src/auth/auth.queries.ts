import type { PublicUser } from '@cci/contracts';

/** The sessions table (created by a migration, never by the store). */
export const SESSIONS_TABLE = 'sessions';

/**
 * sessions.last_seen_at (the data export, "where am I signed in", Community Stats' "online now") is bumped when a
 * request comes with a session last seen longer ago than this: one UPDATE per session per minute at most, not one per
 * request. It must stay well under ONLINE_WINDOW_MS (5 minutes): a member busy on the site is then never more than a
 * minute stale, and counts as online.
 */
export const LAST_SEEN_EVERY = '1 minute';

/** A visit ends after this long without a request: the next request starts a new one ("new since your last visit"). */
const VISIT_GAP_MS = 60 * 60 * 1000;

/** The member a session names, as the API shows it (contracts' PublicUser): never the password hash. */
const MEMBER_COLUMNS =
  'u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.role, u.created_at, u.email_verified_at, u.time_zone, ' +
  '(SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = u.id AND uc.is_primary) AS primary_community';
export interface MemberRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
  role: PublicUser['role'];
  created_at: Date;
  email_verified_at: Date | null;
  time_zone: string | null;
  primary_community: string | null;
}

/**
 * A suspended member is no one's signed-in member: every suspension deletes their sessions (migration
 * RuleBook's trigger), and a session that outlived it (made by a sign-in racing the suspension) signs in no one.
 */
const NOT_SUSPENDED = `NOT coalesce(u.suspended_until > now(), false)`;

/** The member with this id (a prepared statement). */
export const MEMBER_BY_ID = {
  name: 'cci_session_member',
  text: `SELECT ${MEMBER_COLUMNS} FROM users u WHERE u.id = $1 AND ${NOT_SUSPENDED}`,
};

/**
 * connect-pg-simple's session read (`sid = $1 AND expire >= to_timestamp($2)`: a missing or expired
 * row is no session), joined with the member the session names (session.passport.user, as a positive
 * int4; any other value is not looked up here). The member is null when that row is gone or suspended.
 */
const USER_ID = `s.sess->'passport'->>'user'`;
const MEMBER_ID = `CASE WHEN ${USER_ID} ~ '^[1-9][0-9]{0,8}$' THEN (${USER_ID})::int END`;
export const SESSION_WITH_MEMBER = {
  name: 'cci_session_with_member',
  text:
    `SELECT s.sess, ${MEMBER_ID} AS member_id, s.last_seen_at < now() - interval '${LAST_SEEN_EVERY}' AS seen_long_ago, ${MEMBER_COLUMNS} ` +
    `FROM "${SESSIONS_TABLE}" s LEFT JOIN users u ON u.id = ${MEMBER_ID} AND ${NOT_SUSPENDED} WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
};
export type SessionWithMemberRow = { sess: unknown; member_id: number | null; seen_long_ago: boolean } & ({ id: null } | MemberRow);

/** Every session of a member but one (`$2`, or none when null): through sessions_user_id_idx. */
export const END_SESSIONS_SQL = `DELETE FROM "${SESSIONS_TABLE}" WHERE user_id = $1 AND sid IS DISTINCT FROM $2`;

/**
 * Bumps last_seen_at, at most once per LAST_SEEN_EVERY for a session (the condition holds in the statement too), and
 * the member's visit (migration UnreadTracking): a bump more than VISIT_GAP_MS after their last one starts a new
 * visit, and the last one becomes their previous visit ("new since your last visit").
 */
export const SEEN_NOW = {
  name: 'cci_session_seen',
  text: `
    WITH s AS (
      UPDATE "${SESSIONS_TABLE}" SET last_seen_at = now() WHERE sid = $1 AND last_seen_at < now() - interval '${LAST_SEEN_EVERY}'
      RETURNING user_id)
    INSERT INTO member_visits (user_id) SELECT user_id FROM s WHERE user_id IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET
      previous_visit_at = CASE WHEN member_visits.last_visit_at < now() - make_interval(secs => ${VISIT_GAP_MS / 1000})
                               THEN member_visits.last_visit_at ELSE member_visits.previous_visit_at END,
      last_visit_at = now()`,
};

/** The member's sessions (the data export): $1 their id. */
export const SESSIONS_OF_SQL = `SELECT sid, created_at AS "createdAt", last_seen_at AS "lastSeenAt", expire::timestamptz AS "expiresAt"
         FROM "${SESSIONS_TABLE}" WHERE user_id = $1 AND expire >= now() ORDER BY created_at`;
export interface SessionRow {
  sid: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The member's ($1) signed-in devices, the latest seen first: never the sid, only whether it is $2 (this request's). */
export const DEVICES_OF_SQL = `
  SELECT public_id::int AS id, user_agent AS "userAgent", place, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
         sid = $2 AS current
    FROM "${SESSIONS_TABLE}" WHERE user_id = $1 AND expire >= now() ORDER BY last_seen_at DESC, public_id DESC`;
export interface DeviceRow {
  id: number;
  userAgent: string | null;
  place: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** "Sign out this one": the member's ($1) session of public id $2 ends; answers its sid (none: not theirs, or gone). */
export const END_DEVICE_SQL = `DELETE FROM "${SESSIONS_TABLE}" WHERE user_id = $1 AND public_id = $2 RETURNING sid`;

/** The end of the member $1's suspension, when they are suspended now. */
export const SUSPENSION_SQL = `SELECT suspended_until AS until FROM users WHERE id = $1 AND suspended_until > now()`;
export interface SuspensionRow {
  until: Date;
}
