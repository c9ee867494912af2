import type { PostKind } from '@cci/contracts';

// The statements of reports and moderation, as the API sends them: the bench (bench/) EXPLAINs the queue, and
// api/test/moderation.e2e-spec.ts checks the queue reads reports_open_idx.

/** A post's reports, per kind: a report names exactly one of thread_id and reply_id (reports_post_check). */
const REPORTS_OF: Record<PostKind, string> = {
  thread: 'thread_id = $1 AND reply_id IS NULL',
  reply: 'reply_id = $1 AND thread_id IS NULL',
};

/**
 * The reported or moderated post ($1), locked for the rest of the transaction: the reports and decisions on one post
 * are taken one at a time, so "3 distinct members" is counted on a settled set (on any replica). With its thread's
 * title, community and lock, and whether it is the thread's accepted answer.
 */
export const LOCK_POST_SQL: Record<PostKind, string> = {
  thread: `
    SELECT t.id, t.id AS "threadId", t.author_id AS "authorId", t.title AS "threadTitle", c.slug AS community, c.id AS "communityId",
           t.hidden, t.hidden_reason AS "hiddenReason", t.deleted_at IS NOT NULL AS deleted, false AS "threadDeleted", t.hidden AS "threadHidden",
           t.locked, false AS accepted
      FROM threads t JOIN communities c ON c.id = t.community_id
     WHERE t.id = $1
       FOR UPDATE OF t`,
  reply: `
    SELECT r.id, r.thread_id AS "threadId", r.author_id AS "authorId", t.title AS "threadTitle", c.slug AS community, c.id AS "communityId",
           r.hidden, r.hidden_reason AS "hiddenReason", r.deleted_at IS NOT NULL AS deleted,
           t.deleted_at IS NOT NULL AS "threadDeleted", t.hidden AS "threadHidden", t.locked, t.accepted_reply_id IS NOT DISTINCT FROM r.id AS accepted
      FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id
     WHERE r.id = $1
       FOR UPDATE OF r`,
};

/** A member's ($1) report; nothing when they already have an open one on the post (the partial unique indexes). */
export const INSERT_REPORT_SQL = `
  INSERT INTO reports (reporter_id, thread_id, reply_id, reason, note) VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT DO NOTHING
  RETURNING id`;

/**
 * How many people have an open report on the post ($1) that may hide it: reporters counted by mailbox (a
 * mailbox's "+tag" aliases are one person), and only those who never had a report on this post resolved by a moderator
 * (a post a moderator restored can be hidden again only by new reporters).
 */
const openReporters = (kind: PostKind) => `
  SELECT count(DISTINCT u.mailbox)::int AS n
    FROM reports o JOIN users u ON u.id = o.reporter_id
   WHERE ${REPORTS_OF[kind].replaceAll('thread_id', 'o.thread_id').replaceAll('reply_id', 'o.reply_id')} AND o.resolved_at IS NULL
     AND NOT EXISTS (
           SELECT 1 FROM reports p JOIN users pu ON pu.id = p.reporter_id
            WHERE ${REPORTS_OF[kind].replaceAll('thread_id', 'p.thread_id').replaceAll('reply_id', 'p.reply_id')}
              AND p.resolved_at IS NOT NULL AND pu.mailbox = u.mailbox)`;
export const OPEN_REPORTERS_SQL: Record<PostKind, string> = { thread: openReporters('thread'), reply: openReporters('reply') };

/** Hides a post ($1) with a reason ($2). */
export const HIDE_POST_SQL: Record<PostKind, string> = {
  thread: `UPDATE threads SET hidden = true, hidden_reason = $2 WHERE id = $1`,
  reply: `UPDATE replies SET hidden = true, hidden_reason = $2 WHERE id = $1`,
};

/** Shows a post ($1) again. */
export const UNHIDE_POST_SQL: Record<PostKind, string> = {
  thread: `UPDATE threads SET hidden = false, hidden_reason = NULL WHERE id = $1`,
  reply: `UPDATE replies SET hidden = false, hidden_reason = NULL WHERE id = $1`,
};

/** Soft-deletes a post ($1): it keeps its place ("This post was deleted"). */
export const DELETE_POST_SQL: Record<PostKind, string> = {
  thread: `UPDATE threads SET deleted_at = coalesce(deleted_at, now()) WHERE id = $1`,
  reply: `UPDATE replies SET deleted_at = coalesce(deleted_at, now()) WHERE id = $1`,
};

/** A deleted reply ($2) is no longer its thread's ($1) accepted answer. */
export const UNACCEPT_SQL = `UPDATE threads SET accepted_reply_id = NULL WHERE id = $1 AND accepted_reply_id = $2`;

export const LOCK_THREAD_SQL = `UPDATE threads SET locked = true WHERE id = $1`;

/** Suspends a member ($1) for $2 days with a reason ($3); answers until when. */
export const SUSPEND_SQL = `
  UPDATE users SET suspended_until = now() + make_interval(days => $2::int), suspension_reason = $3
   WHERE id = $1
  RETURNING suspended_until AS "suspendedUntil"`;

/** Resolves the post's ($1) open reports with the action taken ($2); answers their reporters. */
export const RESOLVE_REPORTS_SQL: Record<PostKind, string> = {
  thread: `UPDATE reports SET resolved_at = now(), resolution = $2 WHERE ${REPORTS_OF.thread} AND resolved_at IS NULL RETURNING reporter_id AS "reporterId"`,
  reply: `UPDATE reports SET resolved_at = now(), resolution = $2 WHERE ${REPORTS_OF.reply} AND resolved_at IS NULL RETURNING reporter_id AS "reporterId"`,
};

export const INSERT_MODERATION_ACTION_SQL = `
  INSERT INTO moderation_actions (thread_id, reply_id, target_user_id, action, reason, actor) VALUES ($1, $2, $3, $4, $5, $6)`;

/** The queue shows at most this many posts at a time (the oldest first: those are the ones waiting longest). */
export const MODERATION_QUEUE_LIMIT = 100;

const AUTHOR = (alias: string, prefix: string) =>
  `${alias}.id AS "${prefix}Id", ${alias}.first_name AS "${prefix}FirstName", ${alias}.last_name AS "${prefix}LastName", ${alias}.avatar AS "${prefix}Avatar"`;

/**
 * GET /api/admin/moderation/reports: the posts with open reports, grouped, the longest waiting first (reports_open_idx
 * holds only open reports, in time order), each with its thread, author, whole text (moderators see hidden posts), the
 * post before it in the thread for context (a reply's previous reply, else the opening post) and its open reports
 * with their reporters, oldest first.
 */
export const MODERATION_QUEUE_SQL = `
  WITH posts AS (
    SELECT o.thread_id, o.reply_id, min(o.created_at) AS first_at
      FROM reports o
     WHERE o.resolved_at IS NULL AND o.message_id IS NULL
     GROUP BY o.thread_id, o.reply_id
     ORDER BY first_at, o.thread_id, o.reply_id
     LIMIT ${MODERATION_QUEUE_LIMIT}
  )
  SELECT CASE WHEN p.reply_id IS NULL THEN 'thread' ELSE 'reply' END AS kind, coalesce(p.reply_id, p.thread_id) AS id,
         t.id AS "threadId", t.title AS "threadTitle", c.slug AS community, p.first_at AS "firstReportedAt",
         coalesce(r.body, t.body) AS body, coalesce(r.body_html, t.body_html) AS "bodyHtml",
         CASE WHEN r.id IS NULL THEN t.hidden ELSE r.hidden END AS hidden,
         CASE WHEN r.id IS NULL THEN t.deleted_at ELSE r.deleted_at END IS NOT NULL AS deleted,
         t.locked, ${AUTHOR('u', 'author')},
         CASE WHEN r.id IS NOT NULL THEN coalesce(prev.body_start, left(t.body, 1000)) END AS "contextBodyStart",
         CASE WHEN r.id IS NOT NULL THEN coalesce(prev.deleted, t.deleted_at IS NOT NULL) END AS "contextDeleted",
         ${AUTHOR('cu', 'context')},
         (SELECT json_agg(json_build_object(
                   'reason', o.reason, 'note', o.note, 'createdAt', o.created_at,
                   'reporterId', ru.id, 'reporterFirstName', ru.first_name, 'reporterLastName', ru.last_name, 'reporterAvatar', ru.avatar)
                 ORDER BY o.created_at, o.id)
            FROM reports o LEFT JOIN users ru ON ru.id = o.reporter_id
           WHERE o.resolved_at IS NULL
             AND ((o.thread_id = p.thread_id AND o.reply_id IS NULL) OR (o.reply_id = p.reply_id AND o.thread_id IS NULL))) AS reports
    FROM posts p
    LEFT JOIN replies r ON r.id = p.reply_id
    JOIN threads t ON t.id = coalesce(r.thread_id, p.thread_id)
    JOIN communities c ON c.id = t.community_id
    LEFT JOIN users u ON u.id = CASE WHEN r.id IS NULL THEN t.author_id ELSE r.author_id END
    LEFT JOIN LATERAL (
      SELECT left(pr.body, 1000) AS body_start, pr.author_id, pr.deleted_at IS NOT NULL AS deleted
        FROM replies pr WHERE pr.thread_id = r.thread_id AND pr.id < r.id
       ORDER BY pr.id DESC LIMIT 1
    ) prev ON r.id IS NOT NULL
    LEFT JOIN users cu ON r.id IS NOT NULL AND cu.id = CASE WHEN prev.body_start IS NULL THEN t.author_id ELSE prev.author_id END
   ORDER BY p.first_at, t.id, p.reply_id NULLS FIRST`;

/**
 * The reported direct messages of the queue: each with its conversation, author, text (also when hidden), the message
 * before it for context, and its open reports, the longest waiting first (reports_open_idx).
 */
export const MESSAGE_QUEUE_SQL = `
  WITH reported AS (
    SELECT o.message_id, min(o.created_at) AS first_at
      FROM reports o
     WHERE o.resolved_at IS NULL AND o.message_id IS NOT NULL
     GROUP BY o.message_id
     ORDER BY first_at, o.message_id
     LIMIT ${MODERATION_QUEUE_LIMIT}
  )
  SELECT 'message' AS kind, x.id, x.conversation_id AS "threadId", 'Direct message' AS "threadTitle", '' AS community,
         p.first_at AS "firstReportedAt", x.body, x.body_html AS "bodyHtml", x.hidden, false AS deleted, false AS locked,
         ${AUTHOR('u', 'author')},
         prev.body_start AS "contextBodyStart", false AS "contextDeleted", ${AUTHOR('cu', 'context')},
         (SELECT json_agg(json_build_object(
                   'reason', o.reason, 'note', o.note, 'createdAt', o.created_at,
                   'reporterId', ru.id, 'reporterFirstName', ru.first_name, 'reporterLastName', ru.last_name)
                 ORDER BY o.created_at, o.id)
            FROM reports o LEFT JOIN users ru ON ru.id = o.reporter_id
           WHERE o.resolved_at IS NULL AND o.message_id = p.message_id) AS reports
    FROM reported p
    JOIN direct_messages x ON x.id = p.message_id
    LEFT JOIN users u ON u.id = x.author_id
    LEFT JOIN LATERAL (
      SELECT left(px.body, 1000) AS body_start, px.author_id
        FROM direct_messages px WHERE px.conversation_id = x.conversation_id AND px.id < x.id
       ORDER BY px.id DESC LIMIT 1
    ) prev ON true
    LEFT JOIN users cu ON cu.id = prev.author_id
   ORDER BY p.first_at, x.id`;

/** The reported message ($1), locked for the decision: its author and whether it is hidden. */
export const LOCK_MESSAGE_SQL = `SELECT id, author_id AS "authorId", hidden FROM direct_messages WHERE id = $1 FOR UPDATE`;
/** Hides ($2 true) or shows again ($2 false) message $1. */
export const HIDE_MESSAGE_SQL = `UPDATE direct_messages SET hidden = $2 WHERE id = $1`;
/** Resolves the message's ($1) open reports with the action taken ($2); answers their reporters. */
export const RESOLVE_MESSAGE_REPORTS_SQL = `
  UPDATE reports SET resolved_at = now(), resolution = $2 WHERE message_id = $1 AND resolved_at IS NULL RETURNING reporter_id AS "reporterId"`;
/** Records a decision ($3, reason $4, by $5) on message $1 by member $2. */
export const INSERT_MESSAGE_MODERATION_SQL = `
  INSERT INTO moderation_actions (message_id, target_user_id, action, reason, actor) VALUES ($1, $2, $3, $4, $5)`;
