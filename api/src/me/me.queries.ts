import type { Account, AccountExport, DemoRequestRecord, EventRequestRecord, WaitlistRecord, WelcomeState } from '@cci/contracts';

/** The member's own account (contracts' Account) but the address a change of e-mail waits for. */
/**
 * The member's (`u`) welcome (contracts' WelcomeState): its step and end, whether they replied in a welcome thread
 * (replies_author_idx), and the welcome thread of their primary approved community (threads_welcome_key).
 */
const WELCOME_COLUMNS = `
  u.welcome_step AS "welcomeStep", u.welcome_done_at IS NOT NULL AS "welcomeDone",
  EXISTS (SELECT 1 FROM replies r JOIN threads t ON t.id = r.thread_id AND t.welcome
           WHERE r.author_id = u.id AND r.deleted_at IS NULL) AS introduced,
  (SELECT json_build_object('id', t.id, 'community', c.slug, 'communityName', c.name)
     FROM user_communities uc JOIN communities c ON c.id = uc.community_id
     JOIN threads t ON t.community_id = c.id AND t.welcome AND t.deleted_at IS NULL
    WHERE uc.user_id = u.id AND uc.status = 'approved'
    ORDER BY uc.is_primary DESC, c.id LIMIT 1) AS "welcomeThread"`;

export const ACCOUNT_SQL = `
  SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.bio, u.expertise, u.goals, u.time_zone AS "timeZone", u.theme,
         u.notify_replies AS replies, u.notify_mentions AS mentions, u.notify_digest AS digest, u.notify_events AS events,
         u.notify_follows AS follows, u.notify_messages AS messages, u.notify_announcements AS announcements,
         u.email_verified_at IS NOT NULL AS "emailVerified", u.created_at AS "createdAt", u.avatar,
         ${WELCOME_COLUMNS}
    FROM users u WHERE u.id = $1`;

export interface WelcomeRow {
  welcomeStep: number;
  welcomeDone: boolean;
  introduced: boolean;
  welcomeThread: WelcomeState['thread'];
}

/** The member $1's welcome, after moving its step forward to $2 (null: unchanged) and ending it when $3. */
export const UPDATE_WELCOME_SQL = `
  UPDATE users u SET welcome_step = GREATEST(u.welcome_step, coalesce($2::smallint, 0)),
         welcome_done_at = CASE WHEN $3::boolean THEN coalesce(u.welcome_done_at, now()) ELSE u.welcome_done_at END
   WHERE u.id = $1
  RETURNING ${WELCOME_COLUMNS}`;

export interface AccountRow extends Omit<Account, 'notifications' | 'createdAt' | 'pendingEmail' | 'welcome'>, WelcomeRow {
  replies: boolean;
  mentions: boolean;
  digest: boolean;
  events: boolean;
  follows: boolean;
  messages: boolean;
  announcements: boolean;
  createdAt: Date;
}

/** Sets the member $1's columns (their values $2...; the names come from the code, never from the request). */
export const updateAccountSql = (columns: string[]) =>
  `UPDATE users SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`;

/** A timestamp as the export writes it (ISO, milliseconds). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The member's threads and replies for the export (deleted and hidden ones too), oldest first. */
export const EXPORT_POSTS_SQL = `
  SELECT 'thread' AS kind, t.id, t.id AS "threadId", c.slug AS community, t.title, t.body, ${iso('t.created_at')} AS "createdAt",
         ${iso('t.edited_at')} AS "editedAt", ${iso('t.deleted_at')} AS "deletedAt", t.hidden
    FROM threads t JOIN communities c ON c.id = t.community_id WHERE t.author_id = $1
  UNION ALL
  SELECT 'reply', r.id, r.thread_id, c.slug, t.title, r.body, ${iso('r.created_at')}, ${iso('r.edited_at')}, ${iso('r.deleted_at')}, r.hidden
    FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id WHERE r.author_id = $1
   ORDER BY "createdAt", kind, id`;
export type ExportPostRow = AccountExport['posts'][number];

/**
 * The request rows whose e-mail column is the member's ($1) address (compared lower-cased: the forms store it so), and
 * only once that address is verified: anyone can register an address without owning it, and the forms were sent by
 * whoever owns it. One statement each, so a change of address in between cannot show the rows of an address not (or no
 * longer) proved. Each list in id order, its rows the records the admin area shows (ExportRequestRows).
 */
const byVerifiedEmail = (table: string, column: string, columns: string) => `
  SELECT ${columns} FROM ${table} r
   WHERE lower(r.${column}) = (SELECT lower(u.email) FROM users u WHERE u.id = $1 AND u.email_verified_at IS NOT NULL)
   ORDER BY r.id`;
export const EXPORT_REQUESTS_SQL: Record<keyof ExportRequestRows, string> = {
  eventRequests: byVerifiedEmail(
    'event_requests',
    'contact_email',
    `r.id, r.event_type AS "eventType", r.title, r.description, r.preferred_location AS "preferredLocation",
     r.contact_email AS "contactEmail", r.additional_info AS "additionalInfo", ${iso('r.created_at')} AS "createdAt"`,
  ),
  demoRequests: byVerifiedEmail(
    'demo_requests',
    'email',
    `r.id, r.name, r.email, r.company, r.role, r.community_interest AS "communityInterest", r.preferred_time AS "preferredTime",
     r.specific_interests AS "specificInterests", r.additional_notes AS "additionalNotes", r.confirmation_id AS "confirmationId",
     ${iso('r.created_at')} AS "createdAt"`,
  ),
  waitlist: byVerifiedEmail(
    'waitlist_entries',
    'email',
    `r.id, r.email, r.community, r.use_case AS "useCase", ${iso('r.created_at')} AS "createdAt", ${iso('r.updated_at')} AS "updatedAt"`,
  ),
};
export interface ExportRequestRows {
  eventRequests: EventRequestRecord;
  demoRequests: DemoRequestRecord;
  waitlist: WaitlistRecord;
}

/** Likes, reports, watches, mutes, bookmarks, drafts, uploads and notifications of the member ($1), in the order of DiscussionRecordsSchema. */
export const EXPORT_DISCUSSION_SQL: Record<keyof AccountExport['discussions'], string> = {
  likes: `SELECT 'thread' AS kind, thread_id AS id, ${iso('created_at')} AS "createdAt" FROM thread_likes WHERE user_id = $1
   UNION ALL SELECT 'reply', reply_id, ${iso('created_at')} FROM reply_likes WHERE user_id = $1 ORDER BY "createdAt", kind, id`,
  reports: `SELECT CASE WHEN reply_id IS NULL THEN 'thread' ELSE 'reply' END AS kind, coalesce(reply_id, thread_id) AS id, reason, note,
          ${iso('created_at')} AS "createdAt" FROM reports WHERE reporter_id = $1 ORDER BY created_at, id`,
  watches: `SELECT thread_id AS "threadId", level FROM thread_watches WHERE user_id = $1 ORDER BY thread_id`,
  mutedMembers: `SELECT muted_user_id AS "memberId", ${iso('created_at')} AS "createdAt" FROM member_mutes WHERE user_id = $1 ORDER BY created_at`,
  bookmarks: `SELECT thread_id AS "threadId", ${iso('created_at')} AS "createdAt" FROM thread_bookmarks WHERE user_id = $1 ORDER BY created_at, thread_id`,
  drafts: `SELECT key, title, body, ${iso('updated_at')} AS "updatedAt" FROM drafts WHERE user_id = $1 ORDER BY updated_at, key`,
  uploads: `SELECT src, width, height, ${iso('created_at')} AS "createdAt" FROM member_uploads WHERE user_id = $1 AND src IS NOT NULL ORDER BY id`,
  notifications: `SELECT kind, text, ${iso('created_at')} AS "createdAt", ${iso('read_at')} AS "readAt" FROM notifications WHERE user_id = $1 ORDER BY id`,
};

/** Points, RSVPs, badges and follows of the member ($1), oldest first, one statement per list of the export. */
export const EXPORT_ENGAGEMENT_SQL = {
  points: `SELECT l.amount, l.reason, c.slug AS community, l.source_key AS source, ${iso('l.created_at')} AS "createdAt"
             FROM points_ledger l JOIN communities c ON c.id = l.community_id WHERE l.user_id = $1 ORDER BY l.id`,
  rsvps: `SELECT r.event_id AS "eventId", e.title, r.status, ${iso('r.updated_at')} AS "respondedAt",
                  CASE WHEN r.reminded_at IS NULL THEN NULL ELSE ${iso('r.reminded_at')} END AS "remindedAt"
             FROM event_rsvps r JOIN events e ON e.id = r.event_id WHERE r.user_id = $1 ORDER BY r.created_at`,
  badges: `SELECT badge, ${iso('awarded_at')} AS "awardedAt" FROM member_badges WHERE user_id = $1 ORDER BY awarded_at`,
  following: `SELECT followee_id AS "memberId", ${iso('created_at')} AS "createdAt" FROM member_follows WHERE follower_id = $1 ORDER BY created_at`,
  followers: `SELECT follower_id AS "memberId", ${iso('created_at')} AS "createdAt" FROM member_follows WHERE followee_id = $1 ORDER BY created_at`,
};

/** The community name of the row `alias`: its community's, or the one it was in once that community is deleted. */
const COMMUNITY_NAME = (alias: string) =>
  `coalesce((SELECT c.name FROM communities c WHERE c.id = ${alias}.community_id), ${alias}.community_name)`;

/**
 * The member's ($1) challenge participations and entries, mentor profile, mentorships, messages, reviews and
 * spotlights, in that order: records the export passes on as read (RecordRow).
 */
export const EXPORT_RECORDS_SQL = [
  `SELECT p.challenge_id AS "challengeId", ch.title, p.status, ${iso('p.joined_at')} AS "joinedAt"
             FROM challenge_participants p JOIN challenges ch ON ch.id = p.challenge_id WHERE p.user_id = $1 ORDER BY p.joined_at`,
  `SELECT s.challenge_id AS "challengeId", s.submission AS text, s.submission_url AS url, s.thread_id AS "threadId", s.status,
                  s.feedback, ${iso('s.submitted_at')} AS "submittedAt"
             FROM challenge_submissions s WHERE s.user_id = $1 ORDER BY s.submitted_at`,
  `SELECT mp.bio, mp.expertise, mp.experience, mp.availability, ${COMMUNITY_NAME('mp')} AS community, mp.max_mentees AS "maxMentees",
                  mp.linkedin_url AS "linkedinUrl", mp.is_active AS active, ${iso('mp.created_at')} AS "createdAt"
             FROM mentor_profiles mp WHERE mp.user_id = $1`,
  `SELECT q.id, CASE WHEN q.mentee_id = $1 THEN 'mentee' ELSE 'mentor' END AS role, q.description AS goal, q.status,
                  ${iso('q.created_at')} AS "createdAt"
             FROM mentoring_requests q JOIN mentor_profiles mp ON mp.id = q.mentor_id
            WHERE q.mentee_id = $1 OR mp.user_id = $1 ORDER BY q.created_at`,
  `SELECT request_id AS "mentorshipId", body, ${iso('created_at')} AS "createdAt" FROM mentorship_messages WHERE author_id = $1 ORDER BY id`,
  `SELECT request_id AS "mentorshipId", rating, review AS note, ${iso('created_at')} AS "createdAt" FROM mentoring_reviews WHERE reviewer_id = $1 ORDER BY id`,
  `SELECT s.title, s.story, s.ai_tools_used AS "aiToolsUsed", s.results, ${COMMUNITY_NAME('s')} AS community, s.is_published AS approved,
                  s.is_featured AS featured, ${iso('s.created_at')} AS "createdAt"
             FROM member_spotlights s WHERE s.user_id = $1 ORDER BY s.created_at`,
];
export type PointRow = AccountExport['points'][number];
export type RsvpRow = AccountExport['rsvps'][number];
export interface BadgeRow {
  badge: string;
  awardedAt: string;
}
/** A record the export passes on as read (its columns named as the export's schema names them). */
export type RecordRow = Record<string, unknown>;
export interface FollowRow {
  memberId: number;
  createdAt: string;
}

/** Locks the admins (as a change of role does), in id order. */
export const LOCK_ADMINS_SQL = `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`;
export interface IdRow {
  id: number;
}

/** The challenges the member $1 takes part in. */
export const MEMBER_CHALLENGES_SQL = 'SELECT challenge_id AS id FROM challenge_participants WHERE user_id = $1';

/** The member $1's challenge entries go. */
export const DELETE_ENTRIES_SQL = 'DELETE FROM challenge_submissions WHERE user_id = $1';

/** The member $1's challenge participations go. */
export const DELETE_PARTICIPATIONS_SQL = 'DELETE FROM challenge_participants WHERE user_id = $1';

/** Recounts the challenges $1 (ids) from their participants and entries. */
export const RECOUNT_CHALLENGES_SQL = `UPDATE challenges ch SET
            participant_count = (SELECT count(*) FROM challenge_participants p WHERE p.challenge_id = ch.id),
            submission_count = (SELECT count(*) FROM challenge_submissions s WHERE s.challenge_id = ch.id),
            completion_count = (SELECT count(*) FROM challenge_participants p WHERE p.challenge_id = ch.id AND p.status <> 'active')
          WHERE ch.id = ANY($1::int[])`;

/** The member $1's spotlights go. */
export const DELETE_SPOTLIGHTS_SQL = 'DELETE FROM member_spotlights WHERE user_id = $1';

/** The member $1 goes. */
export const DELETE_USER_SQL = 'DELETE FROM users WHERE id = $1';
