import { DISCUSSION_PAGE_SIZE, type MentorCard, type MentorshipStatus } from '@cci/contracts';

/** A mentor's card (`mp`), its member's name (`u`) and community (`c`) read by join. */
const CARD_COLUMNS = `
  mp.id, mp.user_id AS "memberId", u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, c.name AS "communityName",
  c.slug AS "communitySlug", mp.availability, mp.experience, mp.rating::float AS rating, mp.total_reviews AS "totalReviews",
  mp.bio, mp.expertise, mp.current_mentees AS "currentMentees", mp.max_mentees AS "maxMentees", mp.linkedin_url AS "linkedinUrl",
  u.time_zone AS "timeZone", mp.is_active AS active`;
const CARD_FROM = `FROM mentor_profiles mp JOIN users u ON u.id = mp.user_id JOIN communities c ON c.id = mp.community_id`;
/** A card's row: the card's own fields as stored, the name still in two parts. */
export interface CardRow extends Omit<MentorCard, 'name' | 'initials' | 'communityId' | 'availability'> {
  firstName: string;
  lastName: string;
  communityName: string;
  availability: string;
  active: boolean;
}

/**
 * A profile others may see and ask: active, not an example mentor's, of a verified, unsuspended member who is still an
 * approved member of the profile's community. Lists, suggestions and new requests all ask this.
 */
const LISTED = `mp.is_active AND NOT mp.example AND u.email_verified_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until <= now())
  AND EXISTS (SELECT 1 FROM user_communities uc WHERE uc.user_id = u.id AND uc.community_id = mp.community_id AND uc.status = 'approved')`;

/** The member $1's own mentor profile, listed or not. */
export const MY_PROFILE_SQL = `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE mp.user_id = $1`;

/** The listed mentors of the community $1, best rated first. */
export const COMMUNITY_MENTORS_SQL = `
  SELECT ${CARD_COLUMNS} ${CARD_FROM}
   WHERE mp.community_id = $1 AND ${LISTED} ORDER BY mp.rating DESC, mp.total_reviews DESC, mp.id LIMIT 200`;

/** Every listed mentor but the member $1 (to rank for them). */
export const LISTED_MENTORS_SQL = `SELECT ${CARD_COLUMNS} ${CARD_FROM} WHERE ${LISTED} AND mp.user_id <> $1 LIMIT 2000`;
/**
 * Listed mentors but the member $1 in the communities $2, for the Engage hub to rank: the 200 with free places and the
 * best rating first, taken from the communities' profiles (mentor_profiles_community_id_idx) before any member is read.
 */
export const LISTED_MENTORS_IN_SQL = `
  SELECT ${CARD_COLUMNS}
    FROM (SELECT * FROM mentor_profiles p
           WHERE p.community_id = ANY($2::int[]) AND p.is_active AND NOT p.example AND p.user_id <> $1
           ORDER BY p.current_mentees < p.max_mentees DESC, p.rating DESC, p.id
           LIMIT 200) mp
    JOIN users u ON u.id = mp.user_id JOIN communities c ON c.id = mp.community_id
   WHERE ${LISTED}`;

/** The community of the slug $1. */
export const COMMUNITY_SQL = `SELECT c.id, c.name FROM communities c WHERE c.slug = $1`;
export interface CommunityRow {
  id: number;
  name: string;
}

/** The member $1's name. */
export const MEMBER_NAME_SQL = `SELECT first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1`;
export interface NameRow {
  firstName: string;
  lastName: string;
}

/** The member $1's profile, locked, with its mentees now. */
export const LOCK_MY_PROFILE_SQL = `SELECT current_mentees AS n FROM mentor_profiles WHERE user_id = $1 FOR UPDATE`;
export interface CountRow {
  n: number;
}

/**
 * Opts the member $1 in as a mentor, or updates their profile: $2 bio, $3 expertise, $4 experience, $5 availability,
 * $6 community id, $7 maximum mentees, $8 LinkedIn address. The member's and the community's names are read by join,
 * not copied into the profile.
 */
export const SAVE_PROFILE_SQL = `
  INSERT INTO mentor_profiles (user_id, bio, expertise, experience, availability, community_id, max_mentees, linkedin_url, is_active)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true)
  ON CONFLICT (user_id) WHERE user_id IS NOT NULL DO UPDATE
     SET bio = EXCLUDED.bio, expertise = EXCLUDED.expertise, experience = EXCLUDED.experience,
         availability = EXCLUDED.availability, community_id = EXCLUDED.community_id, community_name = '',
         max_mentees = EXCLUDED.max_mentees, linkedin_url = EXCLUDED.linkedin_url, is_active = true, updated_at = now()`;

/** The member $1 steps back: their profile leaves the lists. */
export const OPT_OUT_SQL = `UPDATE mentor_profiles SET is_active = false, updated_at = now() WHERE user_id = $1`;

/** What a mentor is matched on, of the member $1. */
export const MATCH_FACTS_SQL = `SELECT goals, expertise, time_zone AS "timeZone" FROM users WHERE id = $1`;
export interface MatchFactsRow {
  goals: string[];
  expertise: string[];
  timeZone: string | null;
}

/** The slugs of the communities the member $1 is an approved member of. */
export const MEMBER_COMMUNITIES_SQL = `
  SELECT c.slug FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1 AND uc.status = 'approved'`;
export interface SlugRow {
  slug: string;
}

/** A mentorship as either side reads it: the request `q`, the mentor's profile `mp`, both members, the review. */
const SUMMARY = `
  SELECT q.id, q.status, q.description AS goal, q.created_at AS "createdAt", q.responded_at AS "respondedAt",
         q.completed_at AS "completedAt", q.expires_at AS "expiresAt", q.mentee_id AS "menteeId",
         me.first_name AS "menteeFirst", me.last_name AS "menteeLast", me.avatar AS "menteeAvatar", mp.id AS "profileId", mp.user_id AS "mentorId",
         mu.first_name AS "mentorFirst", mu.last_name AS "mentorLast", mu.avatar AS "mentorAvatar", c.slug AS "communitySlug", c.name AS "communityName",
         r.rating
    FROM mentoring_requests q
    LEFT JOIN users me ON me.id = q.mentee_id
    JOIN mentor_profiles mp ON mp.id = q.mentor_id
    LEFT JOIN users mu ON mu.id = mp.user_id
    LEFT JOIN communities c ON c.id = mp.community_id
    LEFT JOIN mentoring_reviews r ON r.request_id = q.id`;
export interface SummaryRow {
  id: number;
  status: MentorshipStatus;
  goal: string;
  createdAt: Date;
  respondedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date;
  /** Null (and the names) once the member deleted their account. */
  menteeId: number | null;
  menteeFirst: string | null;
  menteeLast: string | null;
  menteeAvatar: string | null;
  profileId: number;
  mentorId: number | null;
  mentorFirst: string | null;
  mentorLast: string | null;
  mentorAvatar: string | null;
  communitySlug: string | null;
  communityName: string | null;
  rating: number | null;
}

/** The mentorship $1. */
export const MENTORSHIP_SQL = `${SUMMARY} WHERE q.id = $1`;

/** The member $1's mentorships, as mentee and as mentor: open ones first, then the latest changed. */
export const MY_MENTORSHIPS_SQL = `
  ${SUMMARY} WHERE q.mentee_id = $1 OR mp.user_id = $1
   ORDER BY array_position(ARRAY['pending', 'accepted', 'completed', 'declined', 'expired', 'withdrawn'], q.status), q.updated_at DESC
   LIMIT 100`;

/** The listed mentor profile $1, locked (its places change under this lock). */
export const LOCK_LISTED_MENTOR_SQL = `
  SELECT mp.id, mp.user_id AS "userId", mp.current_mentees AS current, mp.max_mentees AS max
    FROM mentor_profiles mp JOIN users u ON u.id = mp.user_id
   WHERE mp.id = $1 AND ${LISTED} FOR UPDATE OF mp`;
export interface ListedMentorRow {
  id: number;
  userId: number;
  current: number;
  max: number;
}

/** The member $1 asks the mentor profile $2 with the goal $3: the row, or none when an open request exists. */
export const INSERT_REQUEST_SQL = `
  INSERT INTO mentoring_requests (mentee_id, mentor_id, description) VALUES ($1, $2, $3)
  ON CONFLICT (mentee_id, mentor_id) WHERE status IN ('pending', 'accepted') DO NOTHING RETURNING id`;
export interface IdRow {
  id: number;
}

/** Every account of the member $1's mailbox (their "+tag" aliases), locked in id order. */
export const LOCK_MAILBOX_ACCOUNTS_SQL = `SELECT id FROM users WHERE mailbox = (SELECT mailbox FROM users WHERE id = $1) ORDER BY id FOR UPDATE`;

/**
 * The seconds until the daily request limit lifts for the accounts $1, when the $2-th (0-based) newest request of the
 * last day exists: the limit is reached, and lifts when that request is a day old.
 */
export const DAILY_LIMIT_SQL = `
  SELECT extract(epoch FROM created_at + interval '1 day' - now())::float8 AS wait FROM mentoring_requests
   WHERE mentee_id = ANY($1::int[]) AND created_at > now() - interval '1 day'
   ORDER BY created_at DESC OFFSET $2 LIMIT 1`;
export interface WaitRow {
  wait: number;
}

/** The seconds until the accounts $1 may ask the mentor profile $2 again, $3 hours after a declined or withdrawn request. */
export const ASK_AGAIN_SQL = `
  SELECT extract(epoch FROM max(updated_at) + $3::int * interval '1 hour' - now())::float8 AS wait FROM mentoring_requests
   WHERE mentee_id = ANY($1::int[]) AND mentor_id = $2 AND status IN ('declined', 'withdrawn')
     AND updated_at > now() - $3::int * interval '1 hour'
  HAVING count(*) > 0`;

/** The request $1 locked with its mentor's profile row. */
export const LOCK_REQUEST_SQL = `
  SELECT q.id, q.status, q.mentee_id AS "menteeId", mp.user_id AS "mentorId", mp.id AS "profileId", mp.community_id AS "communityId",
         q.expires_at <= now() AS expired
    FROM mentoring_requests q JOIN mentor_profiles mp ON mp.id = q.mentor_id
   WHERE q.id = $1 FOR UPDATE OF q, mp`;
export interface LockedRequestRow {
  id: number;
  status: MentorshipStatus;
  menteeId: number | null;
  mentorId: number | null;
  profileId: number;
  communityId: number | null;
  expired: boolean;
}

/** Takes a place with the mentor profile $1 while one is free: the row when it did. */
export const TAKE_PLACE_SQL = `
  WITH t AS (UPDATE mentor_profiles SET current_mentees = current_mentees + 1, total_sessions = total_sessions + 1
               WHERE id = $1 AND current_mentees < max_mentees RETURNING id) SELECT * FROM t`;

/** The mentor answers the request $1: $2 accepted or declined. */
export const ANSWER_SQL = `UPDATE mentoring_requests SET status = $2, responded_at = now(), updated_at = now() WHERE id = $1`;

/** The mentee withdraws the request $1. */
export const WITHDRAW_SQL = `UPDATE mentoring_requests SET status = 'withdrawn', updated_at = now() WHERE id = $1`;

/** The member $2 completes the mentorship $1. */
export const COMPLETE_SQL = `
  UPDATE mentoring_requests SET status = 'completed', completed_at = now(), completed_by_id = $2, updated_at = now() WHERE id = $1`;

/** Frees a place with the mentor profile $1. */
export const FREE_PLACE_SQL = `UPDATE mentor_profiles SET current_mentees = current_mentees - 1 WHERE id = $1 AND current_mentees > 0`;

/**
 * The mentee's review of the mentorship $1: $2 the reviewer, $3 the mentor profile, $4 rating, $5 note, $6 the
 * reviewer's person, $7 whether it counts. The row, or none when the mentorship is already rated.
 */
export const INSERT_REVIEW_SQL = `
  INSERT INTO mentoring_reviews (request_id, reviewer_id, mentor_id, rating, review, mentee_key, counts) VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (request_id) DO NOTHING RETURNING id`;

/**
 * The mentor profile $1's rating and review count: the latest counting review of each person (a mailbox's aliases are
 * one), so a pair counts once however many mentorships it completes.
 */
export const RATING_SQL = `
  WITH latest AS (
    SELECT DISTINCT ON (r.mentee_key) r.rating FROM mentoring_reviews r
     WHERE r.mentor_id = $1 AND r.counts ORDER BY r.mentee_key, r.created_at DESC, r.id DESC)
  UPDATE mentor_profiles SET rating = coalesce((SELECT round(avg(rating)::numeric, 2) FROM latest), 0),
                             total_reviews = (SELECT count(*) FROM latest)
   WHERE id = $1`;

/** A page of the mentorship $1's thread after the message $2, oldest first (one more than a page: is there a next). */
export const MESSAGES_SQL = `
  SELECT x.id, x.author_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, x.body_html AS html,
         x.created_at AS "createdAt"
    FROM mentorship_messages x LEFT JOIN users u ON u.id = x.author_id
   WHERE x.request_id = $1 AND x.id > $2 ORDER BY x.id LIMIT ${DISCUSSION_PAGE_SIZE + 1}`;
export interface MessageRow {
  id: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  html: string;
  createdAt: Date;
}

/** The member $2 writes $3 (its HTML $4) in the mentorship $1's thread. */
export const INSERT_MESSAGE_SQL = `
  INSERT INTO mentorship_messages (request_id, author_id, body, body_html) VALUES ($1, $2, $3, $4) RETURNING id, created_at AS "createdAt"`;
export interface NewMessageRow {
  id: number;
  createdAt: Date;
}

/** Expires up to 500 pending requests past their date (SKIP LOCKED: safe to run twice at once): the rows expired. */
export const EXPIRE_SQL = `
  WITH due AS (SELECT id FROM mentoring_requests WHERE status = 'pending' AND expires_at <= now() ORDER BY expires_at LIMIT 500 FOR UPDATE SKIP LOCKED),
       done AS (UPDATE mentoring_requests q SET status = 'expired', updated_at = now() FROM due WHERE q.id = due.id
                RETURNING q.id, q.mentee_id AS "menteeId")
  SELECT * FROM done`;
export interface ExpiredRow {
  id: number;
  menteeId: number | null;
}

/* An account's deletion (mentoring-accounts.ts): the member $1's part of mentoring. */

/** As a mentee: each accepted mentorship frees its place with the mentor. */
export const FREE_MENTEE_PLACES_SQL = `
  UPDATE mentor_profiles mp SET current_mentees = greatest(current_mentees - 1, 0)
    FROM mentoring_requests q WHERE q.mentor_id = mp.id AND q.mentee_id = $1 AND q.status = 'accepted'`;

/** As a mentee: waiting requests are withdrawn. */
export const WITHDRAW_MENTEE_REQUESTS_SQL = `
  UPDATE mentoring_requests SET status = 'withdrawn', updated_at = now() WHERE mentee_id = $1 AND status = 'pending'`;

/** As a mentor: waiting requests are declined. */
export const DECLINE_MENTOR_REQUESTS_SQL = `
  UPDATE mentoring_requests q SET status = 'declined', responded_at = now(), updated_at = now()
    FROM mentor_profiles mp WHERE mp.id = q.mentor_id AND mp.user_id = $1 AND q.status = 'pending'`;

/** As a mentor: the profile goes when no mentorship refers to it. */
export const DELETE_UNUSED_PROFILE_SQL = `
  DELETE FROM mentor_profiles mp WHERE mp.user_id = $1 AND NOT EXISTS (SELECT 1 FROM mentoring_requests q WHERE q.mentor_id = mp.id)`;
