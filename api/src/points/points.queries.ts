import { LEADERBOARD_SIZE, type LeaderboardPeriod } from '@cci/contracts';

// The statements of points: the ledger's writes and the badges (points.service.ts), and the reads of the aggregates the
// ledger's trigger keeps (points.reader.ts: member_points, all time; member_points_weekly, per ISO week).

// ---- Writes: the ledger and badges -----------------------------------------------------------------------------------

/** One member's ($1) liked-reply points are counted one transaction at a time (the daily cap). */
export const LOCK_REPLY_LIKED_SQL = `SELECT pg_advisory_xact_lock(hashtext('points:reply_liked'), $1)`;

/** The points a member ($1) got for liked replies today (UTC). */
export const REPLY_LIKED_TODAY_SQL = `
  SELECT count(*)::int AS n FROM points_ledger
   WHERE user_id = $1 AND reason = 'reply_liked' AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/** One ledger row; nothing when its source already paid (unique reason + source_key). */
export const INSERT_LEDGER_SQL = `
  INSERT INTO points_ledger (user_id, community_id, amount, reason, source_key)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (reason, source_key) DO NOTHING
  RETURNING id`;

/** A badge, once per member (primary key member + badge). */
export const INSERT_BADGE_SQL = `
  INSERT INTO member_badges (user_id, badge, community_id) VALUES ($1, $2, $3)
  ON CONFLICT (user_id, badge) DO NOTHING RETURNING badge`;

export const HAS_HELPFUL_BADGE_SQL = `SELECT 1 FROM member_badges WHERE user_id = $1 AND badge = 'helpful'`;

/** Likes a member's threads and replies received, together: one per post and person (a mailbox's aliases are one). */
export const LIKES_RECEIVED_SQL = `
  SELECT (SELECT count(DISTINCT (l.thread_id, u.mailbox)) FROM thread_likes l JOIN threads t ON t.id = l.thread_id
            JOIN users u ON u.id = l.user_id WHERE t.author_id = $1)
       + (SELECT count(DISTINCT (l.reply_id, u.mailbox)) FROM reply_likes l JOIN replies r ON r.id = l.reply_id
            JOIN users u ON u.id = l.user_id WHERE r.author_id = $1) AS n`;

// ---- Reads: standings and boards -------------------------------------------------------------------------------------

/** A member's communities with points (total, this ISO week $2), badges and, with $3, the latest 20 ledger rows. */
export const STANDING_SQL = `
  SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS "exists",
    (SELECT coalesce(json_agg(x ORDER BY x.total DESC, x.id), '[]') FROM (
       SELECT c.id, c.slug, c.name, mp.total, coalesce(w.total, 0) AS week
         FROM member_points mp
         JOIN communities c ON c.id = mp.community_id
         LEFT JOIN member_points_weekly w ON w.week_start = $2::date AND w.community_id = mp.community_id AND w.user_id = mp.user_id
        WHERE mp.user_id = $1) x) AS communities,
    (SELECT coalesce(json_agg(b ORDER BY b."awardedAt", b.badge), '[]') FROM (
       SELECT badge, awarded_at AS "awardedAt" FROM member_badges WHERE user_id = $1) b) AS badges,
    (SELECT coalesce(json_agg(r ORDER BY r."createdAt" DESC, r.id DESC), '[]') FROM (
       SELECT l.id, l.amount, l.reason, c.slug, c.name, l.created_at AS "createdAt"
         FROM points_ledger l JOIN communities c ON c.id = l.community_id
        WHERE $3::boolean AND l.user_id = $1
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT 20) r) AS recent`;

/** The top of a board (each member's name and photo): all time from member_points, week $2 from member_points_weekly (the level is the all-time one). */
export const BOARD_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT mp.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, mp.total AS points, mp.total AS xp
      FROM member_points mp JOIN users u ON u.id = mp.user_id
     WHERE mp.community_id = $1 AND mp.total > 0 AND $2::date IS NOT NULL
     ORDER BY mp.total DESC, mp.user_id
     LIMIT ${LEADERBOARD_SIZE}`,
  week: `
    SELECT w.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, w.total AS points,
           coalesce(mp.total, 0) AS xp
      FROM member_points_weekly w
      JOIN users u ON u.id = w.user_id
      LEFT JOIN member_points mp ON mp.community_id = w.community_id AND mp.user_id = w.user_id
     WHERE w.community_id = $1 AND w.week_start = $2::date AND w.total > 0
     ORDER BY w.total DESC, w.user_id
     LIMIT ${LEADERBOARD_SIZE}`,
};

/** A board's whole order (index member_points_community_total_idx / member_points_weekly_board_idx, index only). */
export const RANKING_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT coalesce(array_agg(user_id ORDER BY total DESC, user_id), '{}') AS ids,
           coalesce(array_agg(total ORDER BY total DESC, user_id), '{}') AS totals
      FROM member_points WHERE community_id = $1 AND total > 0 AND $2::date IS NOT NULL`,
  week: `
    SELECT coalesce(array_agg(user_id ORDER BY total DESC, user_id), '{}') AS ids,
           coalesce(array_agg(total ORDER BY total DESC, user_id), '{}') AS totals
      FROM member_points_weekly WHERE community_id = $1 AND week_start = $2::date AND total > 0`,
};

/** The member's own live points on a board ($1 community, $2 week, $3 member): the points, and the all-time xp. */
export const OWN_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT total AS points, total AS xp, (SELECT avatar FROM users WHERE id = $3) AS avatar
      FROM member_points WHERE community_id = $1 AND user_id = $3 AND total > 0 AND $2::date IS NOT NULL`,
  week: `
    SELECT w.total AS points, coalesce(mp.total, 0) AS xp, (SELECT avatar FROM users WHERE id = $3) AS avatar
      FROM member_points_weekly w
      LEFT JOIN member_points mp ON mp.community_id = w.community_id AND mp.user_id = w.user_id
     WHERE w.community_id = $1 AND w.week_start = $2::date AND w.user_id = $3 AND w.total > 0`,
};
