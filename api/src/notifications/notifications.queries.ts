import { DISCUSSION_PAGE_SIZE } from '@cci/contracts';

// The statements of notifications: the notices the forum's writes and other modules insert, the bell's reads, watches
// and mutes (notifications.service.ts), and the batched e-mails and weekly digest (notification-mailer.ts). The bench
// (bench/discussions.mjs) EXPLAINs the hot ones.

/**
 * The e-mail consent that covers a post notification of kind `kind` for member `u`: mentions by their own, new threads
 * of followed members by theirs, replies and accepted answers by the replies consent.
 */
const consentOf = (kind: string, u: string) =>
  `CASE ${kind} WHEN 'mention' THEN ${u}.notify_mentions WHEN 'followed' THEN ${u}.notify_follows ELSE ${u}.notify_replies END`;

// ---- In-app notifications, watches and mutes ------------------------------------------------------------------------

/**
 * A new post's fan-out, queued in the writer's transaction (migration PostNotices): its kind, thread, reply, actor and
 * the members it newly mentions. Made after commit by NotificationsService.drain.
 */
export const QUEUE_POST_NOTICE_SQL = `
  INSERT INTO post_notices (kind, thread_id, reply_id, actor_id, mentions) VALUES ($1, $2, $3, $4, $5::int[])`;

/**
 * Claims up to $1 queued fan-outs, oldest first, for the rest of the transaction (another replica skips them) and
 * deletes them: the transaction that makes their notifications is the one that removes them.
 */
export const CLAIM_POST_NOTICES_SQL = `
  DELETE FROM post_notices WHERE id IN (SELECT id FROM post_notices ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING id, kind, thread_id AS "threadId", reply_id AS "replyId", actor_id AS "actorId", mentions`;

/**
 * What a notice's sentence names, for one or many notices at once: the actor's ($2[i]) public name and the title of
 * thread $1[i], as row i (1-based); no row when either is gone.
 */
export const NOTICE_CONTEXTS_SQL = `
  SELECT x.i::int AS i, u.first_name AS "firstName", u.last_name AS "lastName", t.title
    FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS x(thread_id, actor_id, i)
    JOIN threads t ON t.id = x.thread_id
    JOIN users u ON u.id = x.actor_id`;

/**
 * One notification per member a post concerns: the members it mentions ($4, kind mention); for a reply ($6), the
 * thread's watchers (kind reply; the thread's author watches unless they chose a level); for a new thread ($9), the
 * actor's followers (kind followed, text $8). A member mentioned and watching or following gets the mention only. Never the
 * actor ($2), nor members who muted the thread or the actor. E-mail is due when the member's consent for that kind is
 * on and their address is verified. Answers the members notified.
 */
export const INSERT_POST_NOTIFICATIONS_SQL = `
  WITH candidates AS (
    SELECT m.user_id, 'mention' AS kind FROM unnest($4::int[]) AS m(user_id)
    UNION ALL
    SELECT w.user_id, 'reply' FROM thread_watches w WHERE $6 AND w.thread_id = $1 AND w.level = 'watching'
    UNION ALL
    SELECT t.author_id, 'reply' FROM threads t
     WHERE $6 AND t.id = $1 AND t.author_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = t.id AND w.user_id = t.author_id)
    UNION ALL
    SELECT f.follower_id, 'followed' FROM member_follows f WHERE $9 AND f.followee_id = $2
  ), picked AS (
    SELECT DISTINCT ON (user_id) user_id, kind FROM candidates ORDER BY user_id, kind = 'mention' DESC
  )
  INSERT INTO notifications (user_id, kind, actor_id, thread_id, reply_id, text, email_due)
  SELECT p.user_id, p.kind, $2, $1, $3, CASE p.kind WHEN 'mention' THEN $5 WHEN 'followed' THEN $8 ELSE $7 END,
         u.email_verified_at IS NOT NULL AND ${consentOf('p.kind', 'u')}
    FROM picked p JOIN users u ON u.id = p.user_id
   WHERE p.user_id <> $2
     AND NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = $1 AND w.user_id = p.user_id AND w.level = 'muted')
     AND NOT EXISTS (SELECT 1 FROM member_mutes m WHERE m.user_id = p.user_id AND m.muted_user_id = $2)
  RETURNING user_id AS "userId"`;

/**
 * The accepted reply's author hears of it (kind accepted: e-mailed with their reply consent), unless it is the actor,
 * they muted the thread or the actor, or the reply has no author any more.
 */
export const INSERT_ACCEPTED_SQL = `
  INSERT INTO notifications (user_id, kind, actor_id, thread_id, reply_id, text, email_due)
  SELECT r.author_id, 'accepted', $2, $1, r.id, $4, u.email_verified_at IS NOT NULL AND u.notify_replies
    FROM replies r JOIN users u ON u.id = r.author_id
   WHERE r.id = $3 AND r.thread_id = $1 AND r.author_id <> $2
     AND NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = $1 AND w.user_id = r.author_id AND w.level = 'muted')
     AND NOT EXISTS (SELECT 1 FROM member_mutes m WHERE m.user_id = r.author_id AND m.muted_user_id = $2)
  RETURNING user_id AS "userId"`;

/** Moderation outcomes are in-app only: no consent covers them, and the member sees them on their next visit. */
export const INSERT_MODERATION_SQL = `
  INSERT INTO notifications (user_id, kind, thread_id, reply_id, text) VALUES ($1, $2, $3, $4, $5)`;

/** A notification of the engagement features (events, challenges, mentoring, spotlights): in-app only, leading to its own page. */
export const INSERT_MEMBER_NOTIFICATION_SQL = `
  INSERT INTO notifications (user_id, kind, actor_id, text, link) VALUES ($1, $2, $3, $4, $5)`;

/** One page of a member's notifications, newest first ($2: the last id shown, or null). */
export const NOTIFICATION_PAGE_SQL = `
  SELECT n.id::int AS id, n.kind, n.actor_id AS "actorId", a.first_name AS "actorFirstName", a.last_name AS "actorLastName", a.avatar AS "actorAvatar",
         n.thread_id AS "threadId", n.reply_id AS "replyId", t.title AS "threadTitle", c.slug AS community,
         n.text, n.link, n.read_at IS NOT NULL AS read, n.created_at AS "createdAt"
    FROM notifications n
    LEFT JOIN users a ON a.id = n.actor_id
    LEFT JOIN threads t ON t.id = n.thread_id
    LEFT JOIN communities c ON c.id = t.community_id
   WHERE n.user_id = $1 AND ($2::bigint IS NULL OR n.id < $2)
   ORDER BY n.id DESC
   LIMIT ${DISCUSSION_PAGE_SIZE + 1}`;

export const UNREAD_COUNT_SQL = `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`;

/** Marks the member's own unread notifications read: all, or those of $2. */
export const MARK_READ_SQL = `
  UPDATE notifications SET read_at = now()
   WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`;

/** A thread member $2 can open: not deleted, and not hidden unless theirs (a hidden thread is not found). */
export const THREAD_EXISTS_SQL = `SELECT 1 FROM threads WHERE id = $1 AND deleted_at IS NULL AND (NOT hidden OR author_id = $2)`;
export const SET_WATCH_SQL = `
  INSERT INTO thread_watches (thread_id, user_id, level) VALUES ($1, $2, $3)
  ON CONFLICT (thread_id, user_id) DO UPDATE SET level = EXCLUDED.level`;

export const MUTE_SQL = `
  INSERT INTO member_mutes (user_id, muted_user_id) SELECT $1, id FROM users WHERE id = $2
  ON CONFLICT DO NOTHING RETURNING 1`;
export const UNMUTE_SQL = `DELETE FROM member_mutes WHERE user_id = $1 AND muted_user_id = $2`;
export const MEMBER_EXISTS_SQL = `SELECT 1 FROM users WHERE id = $1`;
export const MUTED_MEMBERS_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar
    FROM member_mutes m JOIN users u ON u.id = m.muted_user_id
   WHERE m.user_id = $1
   ORDER BY m.created_at DESC, u.id`;

// ---- E-mail: batched per thread, and the weekly digest ---------------------------------------------------------------

/** Groups handled per run (the next run, a minute later, takes the rest). */
export const EMAIL_GROUPS_PER_RUN = 500;
/** Threads a digest lists. */
export const DIGEST_THREADS = 10;
/** A member gets at most one digest in this long (a week, less a day for the job's own drift). */
export const DIGEST_INTERVAL_DAYS = 6;

/** (member, thread) pairs with e-mail due, oldest first. */
export const DUE_GROUPS_SQL = `
  SELECT user_id AS "userId", thread_id AS "threadId" FROM notifications
   WHERE email_due AND thread_id IS NOT NULL
   GROUP BY user_id, thread_id
   ORDER BY min(id)
   LIMIT ${EMAIL_GROUPS_PER_RUN}`;

/** One (member, thread) pair at a time, whichever replica runs the job: concurrent runs skip a pair being sent. */
export const LOCK_GROUP_SQL = `SELECT pg_try_advisory_xact_lock(hashtext('notification-mail'), hashtext($1 || ':' || $2)) AS locked`;

/** When this member last got an e-mail about this thread. */
export const LAST_EMAILED_SQL = `
  SELECT max(emailed_at) AS at FROM notifications WHERE user_id = $1 AND thread_id = $2 AND emailed_at IS NOT NULL`;

/** The pair's due notifications, with what the e-mail says; the consents as they are now. */
export const DUE_NOTIFICATIONS_SQL = `
  SELECT n.id::text AS id, n.kind, n.text, n.reply_id AS "replyId",
         u.email, u.first_name AS "firstName", ${consentOf('n.kind', 'u')} AS consented,
         u.email_verified_at IS NOT NULL AS verified, t.title, c.slug AS community
    FROM notifications n
    JOIN users u ON u.id = n.user_id
    JOIN threads t ON t.id = n.thread_id
    JOIN communities c ON c.id = t.community_id
   WHERE n.user_id = $1 AND n.thread_id = $2 AND n.email_due
   ORDER BY n.id
   FOR UPDATE OF n`;

export const MARK_EMAILED_SQL = `UPDATE notifications SET email_due = false, emailed_at = now() WHERE id = ANY($1::bigint[])`;
export const DROP_DUE_SQL = `UPDATE notifications SET email_due = false WHERE id = ANY($1::bigint[])`;

/** Members due a digest: the consent on, a verified address, none sent in the last DIGEST_INTERVAL_DAYS. */
export const DIGEST_MEMBERS_SQL = `
  SELECT id FROM users
   WHERE notify_digest AND email_verified_at IS NOT NULL
     AND (digest_sent_at IS NULL OR digest_sent_at < now() - make_interval(days => ${DIGEST_INTERVAL_DAYS}))
     AND id > $1
   ORDER BY id
   LIMIT 500`;

/** The same, for one member, locked for this transaction (a second runner skips them). */
export const DIGEST_MEMBER_SQL = `
  SELECT id, email, first_name AS "firstName" FROM users
   WHERE id = $1 AND notify_digest AND email_verified_at IS NOT NULL
     AND (digest_sent_at IS NULL OR digest_sent_at < now() - make_interval(days => ${DIGEST_INTERVAL_DAYS}))
   FOR UPDATE SKIP LOCKED`;

/** The top threads (replies + likes) started in the last 7 days in the member's approved communities, visible to all. */
export const DIGEST_THREADS_SQL = `
  SELECT t.id, t.title, c.slug, c.name AS community, t.reply_count AS replies, t.like_count AS likes
    FROM threads t JOIN communities c ON c.id = t.community_id
   WHERE t.community_id IN (SELECT community_id FROM user_communities WHERE user_id = $1 AND status = 'approved')
     AND t.created_at > now() - interval '7 days' AND NOT t.hidden AND t.deleted_at IS NULL
   ORDER BY t.reply_count + t.like_count DESC, t.id DESC
   LIMIT ${DIGEST_THREADS}`;

export const MARK_DIGEST_SENT_SQL = `UPDATE users SET digest_sent_at = now() WHERE id = $1`;
