import { type ActivityItem, DISCUSSION_PAGE_SIZE, ONLINE_WINDOW_MS } from '@cci/contracts';
import { THREAD_TAGS_COLUMN } from '../discussions/discussions.queries';

// The statements of a community's Feed, trending threads, stats and @ autocomplete, as the API sends them: the bench
// (bench/) EXPLAINs them on its seed and api/test/activity.e2e-spec.ts checks their plans use the indexes of migration
// FeedAndMentions.

/** Rows read per Feed page: one more than shown tells whether a next page exists. */
export const FEED_READ = DISCUSSION_PAGE_SIZE + 1;

/**
 * The Feed's lines in one total order: newest first, then by kind (this rank), then by the line's key id. A cursor is
 * the last shown line's [at, rank, key id].
 */
export const FEED_RANK = { thread: 3, reply: 2, accepted: 1, member: 0 } as const;

/** A timestamp as a cursor holds it: ISO 8601 in UTC to the microsecond (a JS Date keeps only milliseconds). */
const AT_TEXT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One kind's lines after the cursor ($2 at, $3 rank, $4 key id), newest first: `at <= $2` bounds the index range and
 * the row comparison places equal times in the Feed's order.
 */
const after = (at: string, rank: number, id: string) =>
  `${at} <= $2::timestamptz AND (${at}, ${rank}, ${id}) < ($2::timestamptz, $3::int, $4::int)`;

/**
 * GET /api/communities/:slug/activity: $1 the community's id, then the cursor's key. Four keyset scans of at most 21
 * rows, each on its own index (threads_feed_idx, replies_feed_idx, threads_accepted_idx, user_communities_joined_idx),
 * merged: a page costs the same at any depth and whatever the community's size. Visible posts only: a reply of a
 * hidden or deleted thread, or an accepted answer hidden since, is not shown. Threads, replies and accepted answers
 * carry their thread's like and reply counts.
 */
export const ACTIVITY_SQL = `
  SELECT a.kind, a.rank, a.key_id AS "keyId", a.at, ${AT_TEXT('a.at')} AS "atKey", a.thread_id AS "threadId",
         a.thread_title AS "threadTitle", a.body_start AS "bodyStart", a.like_count AS "likeCount",
         a.reply_count AS "replyCount", u.id AS "actorId", u.first_name AS "actorFirstName", u.last_name AS "actorLastName", u.avatar AS "actorAvatar"
    FROM (
      (SELECT 'thread' AS kind, ${FEED_RANK.thread} AS rank, t.id AS key_id, t.created_at AS at, t.author_id AS actor_id,
              t.id AS thread_id, t.title AS thread_title, left(t.body, 1000) AS body_start, t.like_count, t.reply_count
         FROM threads t
        WHERE t.community_id = $1 AND NOT t.hidden AND t.deleted_at IS NULL AND ${after('t.created_at', FEED_RANK.thread, 't.id')}
        ORDER BY t.created_at DESC, t.id DESC
        LIMIT ${FEED_READ})
      UNION ALL
      (SELECT 'reply', ${FEED_RANK.reply}, r.id, r.created_at, r.author_id, t.id, t.title, left(r.body, 1000), t.like_count, t.reply_count
         FROM replies r JOIN threads t ON t.id = r.thread_id
        WHERE r.community_id = $1 AND NOT r.hidden AND r.deleted_at IS NULL AND NOT t.hidden AND t.deleted_at IS NULL
          AND ${after('r.created_at', FEED_RANK.reply, 'r.id')}
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${FEED_READ})
      UNION ALL
      (SELECT 'accepted', ${FEED_RANK.accepted}, t.id, t.accepted_at, r.author_id, t.id, t.title, left(r.body, 1000), t.like_count, t.reply_count
         FROM threads t JOIN replies r ON r.id = t.accepted_reply_id
        WHERE t.community_id = $1 AND t.accepted_at IS NOT NULL AND NOT t.hidden AND t.deleted_at IS NULL
          AND NOT r.hidden AND r.deleted_at IS NULL AND ${after('t.accepted_at', FEED_RANK.accepted, 't.id')}
        ORDER BY t.accepted_at DESC, t.id DESC
        LIMIT ${FEED_READ})
      UNION ALL
      (SELECT 'member', ${FEED_RANK.member}, m.id, m.joined_at, m.user_id, NULL::int, NULL::text, '', 0, 0
         FROM user_communities m
        WHERE m.community_id = $1 AND m.status = 'approved' AND ${after('m.joined_at', FEED_RANK.member, 'm.id')}
        ORDER BY m.joined_at DESC, m.id DESC
        LIMIT ${FEED_READ})
    ) a
    LEFT JOIN users u ON u.id = a.actor_id
   ORDER BY a.at DESC, a.rank DESC, a.key_id DESC
   LIMIT ${FEED_READ}`;

/**
 * The latest threads and replies of the members the reader follows in the community, last 7 days, newest
 * first, at most 3: the Feed shows them first ("From people you follow"). $1 community, $2 the reader.
 */
export const FOLLOWED_ACTIVITY_SQL = `
  SELECT a.kind, a.rank, a.key_id AS "keyId", a.at, a.at::text AS "atKey", a.thread_id AS "threadId",
         a.thread_title AS "threadTitle", a.body_start AS "bodyStart", a.like_count AS "likeCount",
         a.reply_count AS "replyCount", u.id AS "actorId", u.first_name AS "actorFirstName", u.last_name AS "actorLastName", u.avatar AS "actorAvatar"
    FROM member_follows f
    CROSS JOIN LATERAL (
      (SELECT 'thread' AS kind, ${FEED_RANK.thread} AS rank, t.id AS key_id, t.created_at AS at, t.author_id AS actor_id,
              t.id AS thread_id, t.title AS thread_title, left(t.body, 1000) AS body_start, t.like_count, t.reply_count
         FROM threads t
        WHERE t.author_id = f.followee_id AND t.community_id = $1 AND NOT t.hidden AND t.deleted_at IS NULL
          AND t.created_at > now() - interval '7 days'
        ORDER BY t.created_at DESC LIMIT 3)
      UNION ALL
      (SELECT 'reply', ${FEED_RANK.reply}, r.id, r.created_at, r.author_id, t.id, t.title, left(r.body, 1000), t.like_count, t.reply_count
         FROM replies r JOIN threads t ON t.id = r.thread_id
        WHERE r.author_id = f.followee_id AND r.community_id = $1 AND NOT r.hidden AND r.deleted_at IS NULL
          AND NOT t.hidden AND t.deleted_at IS NULL AND r.created_at > now() - interval '7 days'
        ORDER BY r.created_at DESC LIMIT 3)
    ) a
    JOIN users u ON u.id = a.actor_id
   WHERE f.follower_id = $2
   ORDER BY a.at DESC, a.rank DESC, a.key_id DESC
   LIMIT 3`;

/** The key of a Feed's first page: after every line. */
export const FEED_FIRST_KEY = ['infinity', 9, 2_147_483_647] as const;

/** Trending: at most this many threads. */
export const TRENDING_LIMIT = 4;

/**
 * GET /api/communities/:slug/trending ($1 the community's id): the visible threads active in the last 7 days
 * (threads_active_idx range), the most replied and liked first, picked by id before any wide row or author is read.
 * Replies and likes are the threads' counters, not counts of the week's rows: the week bounds which threads compete.
 */
export const TRENDING_SQL = `
  SELECT t.id, t.title, t.kind, left(t.body, 1000) AS "bodyStart", t.pinned, t.locked, t.hidden, t.deleted_at IS NOT NULL AS deleted,
         t.accepted_reply_id AS "acceptedReplyId", t.reply_count AS "replyCount", t.like_count AS "likeCount",
         t.created_at AS "createdAt", t.edited_at AS "editedAt", t.last_activity_at AS "lastActivityAt",
         u.id AS "authorId", u.first_name AS "authorFirstName", u.last_name AS "authorLastName", u.avatar AS "authorAvatar", ${THREAD_TAGS_COLUMN}
    FROM (SELECT id FROM threads
           WHERE community_id = $1 AND NOT hidden AND deleted_at IS NULL AND last_activity_at > now() - interval '7 days'
           ORDER BY reply_count + like_count DESC, last_activity_at DESC, id DESC
           LIMIT ${TRENDING_LIMIT}) top
    JOIN threads t ON t.id = top.id
    LEFT JOIN users u ON u.id = t.author_id
   ORDER BY t.reply_count + t.like_count DESC, t.last_activity_at DESC, t.id DESC`;

/**
 * GET /api/communities/:slug/stats ($1 the community's id). members: communities.member_count, the very figure the community
 * header shows (kept by the MemberCounts triggers). onlineNow: approved members of the community with an unexpired
 * session seen in the last 5 minutes (sessions_last_seen_idx, then each one's membership probed by its unique key:
 * a join read all of a big community's memberships).
 * discussionsToday: visible threads started since midnight UTC (threads_feed_idx). activeChallenges: challenges
 * whose window holds now.
 */
export const STATS_SQL = `
  SELECT c.member_count AS members,
         (SELECT count(DISTINCT s.user_id)::int
            FROM sessions s
           WHERE s.user_id IS NOT NULL AND s.last_seen_at > now() - make_interval(secs => ${ONLINE_WINDOW_MS / 1000})
             AND s.expire > now()
             AND EXISTS (SELECT 1 FROM user_communities m
                          WHERE m.user_id = s.user_id AND m.community_id = c.id AND m.status = 'approved')) AS "onlineNow",
         (SELECT count(*)::int FROM threads t
           WHERE t.community_id = c.id AND NOT t.hidden AND t.deleted_at IS NULL
             AND t.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS "discussionsToday",
         (SELECT count(*)::int FROM challenges ch
           WHERE ch.community_id = c.id AND ch.is_active AND ch.published AND ch.deleted_at IS NULL
             AND ch.starts_at <= now() AND ch.ends_at > now()) AS "activeChallenges"
    FROM communities c WHERE c.id = $1`;

/** The @ autocomplete offers at most this many members. */
export const MENTIONABLE_LIMIT = 8;

const namePrefix = (column: string) => `
      (SELECT u.id, u.first_name, u.last_name, u.avatar FROM users u
        WHERE lower(u.${column}) COLLATE "C" LIKE $2 AND EXISTS (
                SELECT 1 FROM user_communities m WHERE m.user_id = u.id AND m.community_id = $1 AND m.status = 'approved')
        ORDER BY lower(u.${column}) COLLATE "C", u.id
        LIMIT ${MENTIONABLE_LIMIT})`;

/**
 * GET /api/communities/:slug/members?q= ($1 the community's id, $2 the lower-cased prefix with LIKE's wildcards
 * escaped, then '%'): approved members whose first or last name starts with it, walking each name index in order
 * (users_first_name_prefix_idx, users_last_name_prefix_idx) and stopping at 8 members of the community each.
 */
export const MENTIONABLE_SQL = `
  SELECT id, first_name AS "firstName", last_name AS "lastName", avatar FROM (${namePrefix('first_name')}
      UNION${namePrefix('last_name')}
  ) x
   ORDER BY lower(first_name), lower(last_name), id
   LIMIT ${MENTIONABLE_LIMIT}`;

/** A line of the Feed (ACTIVITY_SQL, FOLLOWED_ACTIVITY_SQL). */
export interface FeedRow {
  kind: ActivityItem['kind'];
  rank: number;
  keyId: number;
  at: Date;
  atKey: string;
  threadId: number | null;
  threadTitle: string | null;
  bodyStart: string;
  likeCount: number;
  replyCount: number;
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorAvatar: string | null;
}

/** A member a post may mention (MENTIONABLE_SQL). */
export interface MentionRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
}
