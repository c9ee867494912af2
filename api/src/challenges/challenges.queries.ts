import type { EntryKind, EntryStatus, ParticipantStatus } from '@cci/contracts';

/** A challenge's summary columns (`ch`), its community (`c`), and the reader $2's participation (`p`, `s`). */
const SUMMARY_COLUMNS = `
  ch.id, c.slug AS "communitySlug", c.name AS "communityName", ch.title, ch.points, ch.winner_bonus AS "winnerBonus",
  ch.starts_at AS "startsAt", ch.ends_at AS "endsAt", ch.entry_kind AS "entryKind", ch.participant_count AS "participantCount",
  ch.submission_count AS "submissionCount", p.status AS "myStatus", s.status AS "myEntryStatus"`;
const SUMMARY_FROM = `
  FROM challenges ch
  JOIN communities c ON c.id = ch.community_id
  LEFT JOIN challenge_participants p ON p.challenge_id = ch.id AND p.user_id = $2
  LEFT JOIN challenge_submissions s ON s.challenge_id = ch.id AND s.user_id = $2`;
export interface ChallengeSummaryRow {
  id: number;
  communitySlug: string;
  communityName: string;
  title: string;
  points: number;
  winnerBonus: number;
  startsAt: Date;
  endsAt: Date;
  entryKind: EntryKind;
  participantCount: number;
  submissionCount: number;
  myStatus: ParticipantStatus | null;
  myEntryStatus: EntryStatus | null;
}

/**
 * The community $1's real challenges (the spec's example rows have no window), with the reader $2's participation:
 * running first, then upcoming, then ended.
 */
export const COMMUNITY_CHALLENGES_SQL = `
  SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM}
   WHERE ch.community_id = $1 AND ch.starts_at IS NOT NULL AND ch.is_active AND ch.published AND ch.deleted_at IS NULL
   ORDER BY CASE WHEN ch.ends_at <= now() THEN 2 WHEN ch.starts_at > now() THEN 1 ELSE 0 END,
            CASE WHEN ch.ends_at <= now() THEN NULL ELSE ch.ends_at END, ch.ends_at DESC, ch.id DESC
   LIMIT 100`;

/**
 * The Engage hub's open challenges: running now in the communities $1 (null: every community), with the reader $2's
 * participation, the one ending soonest first; $3 at most.
 */
export const OPEN_CHALLENGES_SQL = `
  SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM}
   WHERE ($1::int[] IS NULL OR ch.community_id = ANY($1::int[]))
     AND ch.starts_at <= now() AND ch.ends_at > now() AND ch.is_active AND ch.published AND ch.deleted_at IS NULL
   ORDER BY ch.ends_at, ch.id
   LIMIT $3`;

/** The real challenge $1 with the reader $2's participation. */
export const CHALLENGE_SQL = `
  SELECT ${SUMMARY_COLUMNS}, ch.description AS brief, ch.brief_html AS "briefHtml", ch.entries_public AS "entriesPublic",
         ch.community_id AS "communityId"
  ${SUMMARY_FROM}
   WHERE ch.id = $1 AND ch.starts_at IS NOT NULL AND ch.published AND ch.deleted_at IS NULL`;
export interface ChallengeRow extends ChallengeSummaryRow {
  brief: string;
  briefHtml: string;
  entriesPublic: boolean;
}

/** The first twelve to join the challenge $1. */
export const PARTICIPANTS_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar
    FROM challenge_participants p JOIN users u ON u.id = p.user_id
   WHERE p.challenge_id = $1 ORDER BY p.joined_at, p.user_id LIMIT 12`;
export interface ParticipantRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** The entries of the challenge $1 (only the member $2's when $2 is not null), winners first. */
export const ENTRIES_SQL = `
  SELECT s.id, s.user_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, s.submission_html AS html,
         s.submission_url AS url, t.id AS "threadId", t.title AS "threadTitle", tc.slug AS "threadCommunity",
         s.status, s.feedback, s.submitted_at AS "submittedAt"
    FROM challenge_submissions s
    LEFT JOIN users u ON u.id = s.user_id
    LEFT JOIN threads t ON t.id = s.thread_id AND t.deleted_at IS NULL AND NOT t.hidden
    LEFT JOIN communities tc ON tc.id = t.community_id
   WHERE s.challenge_id = $1 AND ($2::int IS NULL OR s.user_id = $2)
   ORDER BY array_position(ARRAY['winner', 'completed', 'pending', 'rejected'], s.status), s.submitted_at, s.id`;
export interface EntryRow {
  id: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  html: string;
  url: string | null;
  threadId: number | null;
  threadTitle: string | null;
  threadCommunity: string | null;
  status: EntryStatus;
  feedback: string;
  submittedAt: Date;
}

/** The member $2's entry to the challenge $1. */
export const MEMBER_ENTRY_SQL = `${ENTRIES_SQL} LIMIT 1`;

/**
 * A new challenge: $1 title, $2 brief, $3 its HTML, $4 points, $5 winner bonus, $6 community id (its name is read by
 * join), $7 the admin, $8 starts at, $9 ends at, $10 entry kind, $11 entries public. Its status and calendar days follow
 * the window.
 */
export const INSERT_CHALLENGE_SQL = `
  INSERT INTO challenges (title, description, brief_html, difficulty, points, winner_bonus, community_id,
                          created_by_id, status, start_date, end_date, starts_at, ends_at, entry_kind, entries_public)
  VALUES ($1, $2, $3, 'beginner', $4, $5, $6, $7, CASE WHEN $8::timestamptz > now() THEN 'upcoming' ELSE 'active' END,
          ($8::timestamptz AT TIME ZONE 'UTC')::date, ($9::timestamptz AT TIME ZONE 'UTC')::date, $8, $9, $10, $11)
  RETURNING id`;
export interface IdRow {
  id: number;
}

/** The real challenge $1, locked for a join or an entry. */
export const LOCK_CHALLENGE_SQL = `
  SELECT id, community_id AS "communityId", entry_kind AS "entryKind", starts_at > now() AS upcoming, ends_at <= now() AS ended
    FROM challenges WHERE id = $1 AND starts_at IS NOT NULL AND published AND deleted_at IS NULL FOR UPDATE`;
export interface LockedChallengeRow {
  id: number;
  communityId: number;
  entryKind: EntryKind;
  upcoming: boolean;
  ended: boolean;
}

/** The member $2 joins the challenge $1 (nothing when they already have): the row when they join now. */
export const JOIN_SQL = `INSERT INTO challenge_participants (challenge_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id`;

/** One more participant of the challenge $1. */
export const COUNT_PARTICIPANT_SQL = `UPDATE challenges SET participant_count = participant_count + 1 WHERE id = $1`;

/** Whether the thread $1 is the member $2's, in the community $3, and shown. */
export const OWN_THREAD_SQL = `
  SELECT 1 FROM threads WHERE id = $1 AND author_id = $2 AND community_id = $3 AND deleted_at IS NULL AND NOT hidden`;

/**
 * The member $2's entry to the challenge $1 ($3 text, $4 its HTML, $5 link, $6 thread): the row when it is their
 * first, none when they already sent one.
 */
export const INSERT_ENTRY_SQL = `
  INSERT INTO challenge_submissions (challenge_id, user_id, submission, submission_html, submission_url, thread_id)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (challenge_id, user_id) DO NOTHING RETURNING id`;

/** One more entry to the challenge $1. */
export const COUNT_ENTRY_SQL = `UPDATE challenges SET submission_count = submission_count + 1 WHERE id = $1`;

/** Whether the challenge $1 exists. */
export const CHALLENGE_EXISTS_SQL = `SELECT 1 FROM challenges WHERE id = $1`;

/** The entry $1 of the challenge $2, locked for a review, with what the review pays and where it is. */
export const LOCK_ENTRY_SQL = `
  SELECT s.user_id AS "userId", ch.points, ch.winner_bonus AS "winnerBonus", ch.community_id AS "communityId", ch.title,
         c.slug AS community
    FROM challenge_submissions s JOIN challenges ch ON ch.id = s.challenge_id JOIN communities c ON c.id = ch.community_id
   WHERE s.id = $1 AND s.challenge_id = $2 FOR UPDATE OF s`;
export interface LockedEntryRow {
  userId: number;
  points: number;
  winnerBonus: number;
  communityId: number;
  title: string;
  community: string;
}

/** The review of the entry $1: $2 its status, $3 the feedback. */
export const REVIEW_ENTRY_SQL = `UPDATE challenge_submissions SET status = $2, feedback = $3, reviewed_at = now() WHERE id = $1`;

/** The member $2's participation in the challenge $1 takes the status $3 (active again: not completed). */
export const SET_PARTICIPANT_STATUS_SQL = `
  UPDATE challenge_participants SET status = $3, completed_at = CASE WHEN $3 = 'active' THEN NULL ELSE coalesce(completed_at, now()) END
   WHERE challenge_id = $1 AND user_id = $2`;

/** Recounts the challenge $1's completions. */
export const RECOUNT_COMPLETIONS_SQL = `
  UPDATE challenges SET completion_count = (SELECT count(*) FROM challenge_participants WHERE challenge_id = $1 AND status <> 'active')
   WHERE id = $1`;
