import { DISCUSSION_LIMITS, DISCUSSION_PAGE_SIZE, type ThreadSort } from '@cci/contracts';

// The statements of the discussion reads and the reply write, as the API sends them: the bench (bench/) EXPLAINs them
// on its seed and api/test/discussions-*.e2e-spec.ts checks their plans use the migration's indexes.
//
// Lists are keyset-paginated: each page asks for the rows after the last one it showed, by a row comparison in the
// order of the list's partial index (threads_latest_idx, threads_top_idx, threads_unanswered_idx, replies_thread_idx),
// so a page costs the same at any depth. A first page compares with a key greater than any row (FIRST_KEYS), so one
// text serves every page. One row more than a page is read, to know whether there is a next one.

/** Rows read per page: one more than shown tells whether a next page exists. */
export const PAGE_READ = DISCUSSION_PAGE_SIZE + 1;

/** A timestamp as a cursor key: ISO with microseconds (a JS Date would drop them and skip rows of the same millisecond). */
export const KEY_AT = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A thread's (t) curated tags, in the order its author gave them (migration ThreadTags: thread_tags' primary key, one
 * probe per thread); a suggestion shows once staff approve it.
 */
export const THREAD_TAGS_COLUMN = `ARRAY(SELECT g.name FROM thread_tags x JOIN tags g ON g.id = x.tag_id
   WHERE x.thread_id = t.id AND g.approved ORDER BY x.position) AS tags`;

/** The columns of a thread in a list (ThreadSummary), its author, and its sort key. */
const SUMMARY_COLUMNS = `
  t.id, t.title, t.kind, left(t.body, 1000) AS "bodyStart", t.pinned, t.locked, t.hidden, t.deleted_at IS NOT NULL AS deleted,
  t.accepted_reply_id AS "acceptedReplyId", t.reply_count AS "replyCount", t.like_count AS "likeCount",
  t.created_at AS "createdAt", t.edited_at AS "editedAt", t.last_activity_at AS "lastActivityAt",
  u.id AS "authorId", u.first_name AS "authorFirstName", u.last_name AS "authorLastName", u.avatar AS "authorAvatar", ${THREAD_TAGS_COLUMN}`;

/** What every community list shows: threads nobody hid or deleted (the predicate of the partial indexes). */
const VISIBLE = `t.community_id = $1 AND NOT t.hidden AND t.deleted_at IS NULL`;

/**
 * GET /api/communities/:slug/threads, one text per sort: $1 the community's id, then the cursor's key.
 * latest: pinned first, then the latest activity (threads_latest_idx); top: likes + replies (threads_top_idx);
 * unanswered: no accepted answer and no reply yet, or a question, newest first (threads_unanswered_idx).
 */
export const THREAD_LIST_SQL: Record<ThreadSort, string> = {
  latest: `
    SELECT ${SUMMARY_COLUMNS}, t.pinned AS "k1", ${KEY_AT('t.last_activity_at')} AS "k2", t.id AS "k3"
      FROM threads t LEFT JOIN users u ON u.id = t.author_id
     WHERE ${VISIBLE} AND (t.pinned, t.last_activity_at, t.id) < ($2::boolean, $3::timestamptz, $4::int)
     ORDER BY t.pinned DESC, t.last_activity_at DESC, t.id DESC
     LIMIT ${PAGE_READ}`,
  top: `
    SELECT ${SUMMARY_COLUMNS}, t.like_count + t.reply_count AS "k1", t.id AS "k2"
      FROM threads t LEFT JOIN users u ON u.id = t.author_id
     WHERE ${VISIBLE} AND (t.like_count + t.reply_count, t.id) < ($2::int, $3::int)
     ORDER BY t.like_count + t.reply_count DESC, t.id DESC
     LIMIT ${PAGE_READ}`,
  unanswered: `
    SELECT ${SUMMARY_COLUMNS}, ${KEY_AT('t.created_at')} AS "k1", t.id AS "k2"
      FROM threads t LEFT JOIN users u ON u.id = t.author_id
     WHERE ${VISIBLE} AND t.accepted_reply_id IS NULL AND (t.reply_count = 0 OR t.kind = 'question')
       AND (t.created_at, t.id) < ($2::timestamptz, $3::int)
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT ${PAGE_READ}`,
};

/**
 * GET /api/communities/:slug/threads?sort=new, a signed-in member's ($2) New list: threads of community $1 with replies
 * since they last read them (thread_reads' primary key, by member), and threads started by others since their previous
 * visit that they have not opened (threads_created_idx), by latest activity; keyset after ($3, $4).
 */
export const THREAD_LIST_NEW_SQL = `
  SELECT ${SUMMARY_COLUMNS}, ${KEY_AT('t.last_activity_at')} AS "k1", t.id AS "k2"
    FROM threads t LEFT JOIN users u ON u.id = t.author_id
   WHERE ${VISIBLE} AND (t.last_activity_at, t.id) < ($3::timestamptz, $4::int)
     AND t.id IN (
       SELECT r.thread_id FROM thread_reads r JOIN threads tr ON tr.id = r.thread_id
        WHERE r.user_id = $2 AND tr.community_id = $1 AND r.seen < tr.reply_count
       UNION ALL
       SELECT tn.id FROM threads tn
        WHERE tn.community_id = $1 AND tn.created_at > (SELECT v.previous_visit_at FROM member_visits v WHERE v.user_id = $2)
          AND tn.author_id IS DISTINCT FROM $2
          AND NOT EXISTS (SELECT 1 FROM thread_reads r WHERE r.user_id = $2 AND r.thread_id = tn.id))
   ORDER BY t.last_activity_at DESC, t.id DESC
   LIMIT ${PAGE_READ}`;

/**
 * The Engage hub's active discussions: the $2 threads last active in the communities $1 (null: every community), each
 * community's newest taken from threads_active_idx (one short range per community), merged newest first.
 */
export const ACTIVE_THREADS_SQL = `
  SELECT ${SUMMARY_COLUMNS}, c.slug AS "communitySlug", c.name AS "communityName"
    FROM communities c
    CROSS JOIN LATERAL (
      SELECT a.id FROM threads a
       WHERE a.community_id = c.id AND NOT a.hidden AND a.deleted_at IS NULL
       ORDER BY a.last_activity_at DESC
       LIMIT $2) recent
    JOIN threads t ON t.id = recent.id
    LEFT JOIN users u ON u.id = t.author_id
   WHERE $1::int[] IS NULL OR c.id = ANY($1::int[])
   ORDER BY t.last_activity_at DESC, t.id DESC
   LIMIT $2`;

/**
 * A list's statement (THREAD_LIST_SQL's or THREAD_LIST_NEW_SQL) filtered by tag: only threads carrying tag id $`param`
 * (the statement's last parameter). For a common tag the plan walks the list's own index in order and probes
 * thread_tags' primary key for each thread; for a rare one it reads the tag's threads from thread_tags_tag_idx and sorts
 * them (bench/README.md, issue 29, shows both).
 */
const taggedList = (sql: string, param: number) =>
  sql.replace(
    `WHERE ${VISIBLE}`,
    `WHERE ${VISIBLE} AND EXISTS (SELECT 1 FROM thread_tags x WHERE x.thread_id = t.id AND x.tag_id = $${param})`,
  );
/** GET /api/communities/:slug/threads?tag=: THREAD_LIST_SQL's lists of one tag's threads; the tag's id follows the cursor. */
export const TAGGED_THREAD_LIST_SQL: Record<ThreadSort, string> = {
  latest: taggedList(THREAD_LIST_SQL.latest, 5),
  top: taggedList(THREAD_LIST_SQL.top, 4),
  unanswered: taggedList(THREAD_LIST_SQL.unanswered, 4),
};
/** ?sort=new&tag=: THREAD_LIST_NEW_SQL of one tag ($5). */
export const TAGGED_THREAD_LIST_NEW_SQL = taggedList(THREAD_LIST_NEW_SQL, 5);
/** A list's tag filter: the id of community $1's curated tag named $2 (none: the list is empty). */
export const FILTER_TAG_SQL = 'SELECT id FROM tags WHERE community_id = $1 AND name = $2 AND approved';

/**
 * What a signed-in member ($1) has read of a list page's threads ($2), in its order: replies read and the last one
 * (null: never opened), and their previous visit (the same on every row).
 */
export const LIST_READS_SQL = `
  SELECT x.id, r.seen, r.last_read_reply_id AS "lastReadReplyId",
         (SELECT v.previous_visit_at FROM member_visits v WHERE v.user_id = $1) AS "previousVisitAt"
    FROM unnest($2::int[]) WITH ORDINALITY AS x(id, i)
    LEFT JOIN thread_reads r ON r.user_id = $1 AND r.thread_id = x.id
   ORDER BY x.i`;

/**
 * PUT /api/threads/:id/read: member $1 has read thread $2 up to reply $3 (null: its opening post). Kept only forward
 * (a page read again, or an older tab, never moves it back). `seen` is the reply's position in the thread's order
 * (replies_thread_idx, index only). No row: $3 is no reply of the thread.
 */
export const READ_THREAD_SQL = `
  INSERT INTO thread_reads AS r (user_id, thread_id, seen, last_read_reply_id)
  SELECT $1, $2, CASE WHEN $3::int IS NULL THEN 0 ELSE (SELECT count(*) FROM replies p WHERE p.thread_id = $2 AND p.id <= $3) END, $3
   WHERE $3::int IS NULL OR EXISTS (SELECT 1 FROM replies p WHERE p.id = $3 AND p.thread_id = $2)
  ON CONFLICT (user_id, thread_id) DO UPDATE
    SET seen = greatest(r.seen, EXCLUDED.seen),
        last_read_reply_id = CASE WHEN EXCLUDED.seen > r.seen THEN EXCLUDED.last_read_reply_id ELSE r.last_read_reply_id END,
        read_at = now()
  RETURNING 1`;

const MAX_INT4 = 2_147_483_647;
/** The key of a first page: after every row. */
export const FIRST_KEYS: Record<ThreadSort, unknown[]> = {
  latest: [true, 'infinity', MAX_INT4],
  top: [MAX_INT4, MAX_INT4],
  unanswered: ['infinity', MAX_INT4],
};

/**
 * GET /api/threads/:id: the thread with its community and author, and what the reader ($2, null for a visitor) needs:
 * whether they like it, their watch level, their membership of its community and whether they are suspended (canReply).
 */
export const THREAD_SQL = `
  SELECT ${SUMMARY_COLUMNS}, t.body, t.body_html AS "bodyHtml", t.hidden_reason AS "hiddenReason",
         c.slug AS "communitySlug", c.name AS "communityName",
         EXISTS (SELECT 1 FROM thread_likes l WHERE l.thread_id = t.id AND l.user_id = $2) AS "likedByMe",
         (SELECT w.level FROM thread_watches w WHERE w.thread_id = t.id AND w.user_id = $2) AS "watch",
         (SELECT m.status FROM user_communities m WHERE m.user_id = $2 AND m.community_id = t.community_id) AS "readerMembership",
         (SELECT r.suspended_until FROM users r WHERE r.id = $2 AND r.suspended_until > now()) AS "readerSuspendedUntil"
    FROM threads t JOIN communities c ON c.id = t.community_id LEFT JOIN users u ON u.id = t.author_id
   WHERE t.id = $1`;

/**
 * One page of a thread's replies, oldest first ($1 the thread, $2 the reader or null, $3 the last reply id shown or 0),
 * through replies_thread_idx; each with its author, the reply it quotes and whether the reader likes it.
 */
export const REPLY_PAGE_SQL = `
  SELECT r.id, r.thread_id AS "threadId", r.body, r.body_html AS "bodyHtml", r.hidden, r.hidden_reason AS "hiddenReason",
         r.deleted_at IS NOT NULL AS deleted, r.like_count AS "likeCount", r.created_at AS "createdAt", r.edited_at AS "editedAt",
         u.id AS "authorId", u.first_name AS "authorFirstName", u.last_name AS "authorLastName", u.avatar AS "authorAvatar",
         q.id AS "quotedId", left(q.body, 1000) AS "quotedBodyStart", (q.deleted_at IS NOT NULL OR q.hidden) AS "quotedGone",
         qu.id AS "quotedAuthorId", qu.first_name AS "quotedAuthorFirstName", qu.last_name AS "quotedAuthorLastName", qu.avatar AS "quotedAuthorAvatar",
         EXISTS (SELECT 1 FROM reply_likes l WHERE l.reply_id = r.id AND l.user_id = $2) AS "likedByMe"
    FROM replies r
    LEFT JOIN users u ON u.id = r.author_id
    LEFT JOIN replies q ON q.id = r.quoted_reply_id
    LEFT JOIN users qu ON qu.id = q.author_id
   WHERE r.thread_id = $1 AND r.id > $3
   ORDER BY r.id
   LIMIT ${PAGE_READ}`;

/**
 * A signed-in reader's thread page in one round trip: THREAD_SQL's row ($1 the thread, $2 the reader) as JSON and
 * REPLY_PAGE_SQL's page after reply $3 as a JSON array, oldest first. No row: no such thread.
 */
export const THREAD_PAGE_SQL = `
  SELECT to_json(th) AS thread, (SELECT coalesce(json_agg(p ORDER BY p.id), '[]') FROM (${REPLY_PAGE_SQL}) p) AS replies
    FROM (${THREAD_SQL}) th`;

/** One reply by id, as REPLY_PAGE_SQL reads it ($1 the reply, $2 the reader). */
export const REPLY_SQL = REPLY_PAGE_SQL.replace('WHERE r.thread_id = $1 AND r.id > $3', 'WHERE r.id = $1').replace(
  `LIMIT ${PAGE_READ}`,
  'LIMIT 1',
);

// ---- Writes -------------------------------------------------------------------------------------------------------

/**
 * The poster, locked for the rest of the posting transaction: every post of one member is decided one at a time, so
 * the counts the limits read (threads today, the last post) cannot be raced by a parallel request on any replica.
 * With their membership of the community ($2) and whether their account is younger than a day. FOR NO KEY UPDATE, not
 * FOR UPDATE: it still serialises the member's posts (and a suspension's FOR UPDATE), but not the foreign-key checks
 * of rows that name them (a notification, a like, a watch: FOR KEY SHARE), which other members' writes make all the
 * time; with FOR UPDATE a poster waited for every notification batch that told them of something (about 20 ms a post).
 */
const POSTER_COLUMNS = (community: string) => `
  u.created_at AS "createdAt", u.email_verified_at IS NOT NULL AS verified,
  CASE WHEN u.suspended_until > now() THEN u.suspended_until END AS "suspendedUntil", u.role = 'admin' AS admin,
  u.created_at > now() - make_interval(secs => $3::int / 1000.0) AS "isNew",
  (SELECT m.status FROM user_communities m WHERE m.user_id = u.id AND m.community_id = ${community}) AS membership`;
export const LOCK_POSTER_SQL = `SELECT ${POSTER_COLUMNS('$2')} FROM users u WHERE u.id = $1 FOR NO KEY UPDATE OF u`;

/**
 * What the posting limits read, for the locked poster $1 (threads_author_idx, replies_author_idx): their last post, the
 * threads and replies they made in their account's first day ($4 ms: before its end; only new members are limited by
 * them), and
 * whether they posted body $2 in the duplicate window ($3 ms), deleted posts aside.
 */
const HISTORY_ME = `me AS (SELECT created_at + make_interval(secs => $4::int / 1000.0) AS until FROM users WHERE id = $1)`;
const HISTORY_COLUMNS = `
  greatest((SELECT max(created_at) FROM threads WHERE author_id = $1), (SELECT max(created_at) FROM replies WHERE author_id = $1))
    AS "lastPostAt",
  (SELECT count(*)::int FROM threads t, me WHERE t.author_id = $1 AND t.created_at < me.until) AS threads,
  (SELECT count(*)::int FROM replies r, me WHERE r.author_id = $1 AND r.created_at < me.until) AS replies,
  (SELECT until FROM me) AS "firstDayEnds",
  EXISTS (SELECT 1 FROM threads t WHERE t.author_id = $1 AND t.created_at > now() - make_interval(secs => $3::int / 1000.0)
             AND t.deleted_at IS NULL AND t.body = $2)
    OR EXISTS (SELECT 1 FROM replies r WHERE r.author_id = $1 AND r.created_at > now() - make_interval(secs => $3::int / 1000.0)
             AND r.deleted_at IS NULL AND r.body = $2) AS duplicate,
  now() AS now`;
export const POSTING_HISTORY_SQL = `WITH ${HISTORY_ME} SELECT ${HISTORY_COLUMNS}`;

/**
 * POST /api/threads/:id/replies, the poster locked (REPLY_POSTER_SQL): thread $5 bumped (reply count, last activity:
 * only while it is open and shown; the thread is then locked for the rest of the transaction), whether quoted reply $6
 * (or null) is one of its replies, and the poster's history as POSTING_HISTORY_SQL reads it ($1..$4), in one round
 * trip. The history is read after the poster's lock was granted (the statement before), so it holds every post of
 * theirs that committed first.
 */
export const REPLY_BUMP_SQL = `
  WITH bumped AS (
    UPDATE threads SET reply_count = reply_count + 1, last_activity_at = now()
     WHERE id = $5 AND NOT locked AND NOT hidden AND deleted_at IS NULL
    RETURNING id),
  ${HISTORY_ME}
  SELECT ${HISTORY_COLUMNS},
         EXISTS (SELECT 1 FROM bumped) AS bumped,
         ($6::int IS NULL OR EXISTS (SELECT 1 FROM replies WHERE id = $6::int AND thread_id = $5)) AS "quoteFound"`;

/**
 * The new reply (replies_thread_idx keeps the thread's page order), and its author watching the thread unless they
 * already chose a level for it (Discourse's default): $1 thread, $2 author, $3 body, $4 HTML, $5 quoted reply. The
 * author's draft of the reply (key `reply:<thread id>`) goes with it, in this statement: posting stays one round trip.
 */
export const INSERT_REPLY_SQL = `
  WITH reply AS (
    INSERT INTO replies (thread_id, author_id, body, body_html, quoted_reply_id) VALUES ($1, $2, $3, $4, $5) RETURNING id),
  watch AS (INSERT INTO thread_watches (thread_id, user_id, level) VALUES ($1, $2, 'watching') ON CONFLICT DO NOTHING),
  draft AS (DELETE FROM drafts WHERE user_id = $2 AND key = 'reply:' || $1::int)
  SELECT id FROM reply`;

/**
 * POST /api/communities/:slug/threads: the thread, its author watching it and their draft of it (key `thread:` + the
 * community's slug, $7) gone, as INSERT_REPLY_SQL.
 */
export const INSERT_THREAD_SQL = `
  WITH thread AS (
    INSERT INTO threads (community_id, author_id, title, body, body_html, kind) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id),
  watch AS (INSERT INTO thread_watches (thread_id, user_id, level) SELECT id, $2, 'watching' FROM thread),
  draft AS (DELETE FROM drafts WHERE user_id = $2 AND key = 'thread:' || $7::text)
  SELECT id FROM thread`;

/**
 * The mentions of a post that notify: of the mentioned members ($4), the approved members of community $3
 * other than the author ($5) whom this post (thread $1, or its reply $2) never mentioned before. Each is recorded once
 * per post (post_mentions' unique keys: a parallel writer's same row waits for it, then is skipped); answers the
 * members recorded now, in the order the post mentions them.
 */
export const RECORD_MENTIONS_SQL = `
  INSERT INTO post_mentions (thread_id, reply_id, user_id)
  SELECT CASE WHEN $2::int IS NULL THEN $1::int END, $2::int, m.user_id
    FROM unnest($4::int[]) WITH ORDINALITY AS x(id, i)
    JOIN user_communities m ON m.user_id = x.id AND m.community_id = $3 AND m.status = 'approved'
   WHERE m.user_id <> $5
   ORDER BY x.i
  ON CONFLICT DO NOTHING
  RETURNING user_id AS id`;

/**
 * A like and its count in one statement: the count moves only when the like row was inserted (PUT) or deleted (DELETE),
 * so concurrent and repeated requests cannot lose or double it. When nothing changed, the count is the statement's
 * snapshot's: a parallel like it waited for is not in it (LIKE_COUNT_SQL reads it again).
 */
const likeSql = (post: 'thread' | 'reply', liked: boolean) => {
  const [table, likes, key] = post === 'thread' ? ['threads', 'thread_likes', 'thread_id'] : ['replies', 'reply_likes', 'reply_id'];
  const change = liked
    ? `INSERT INTO ${likes} (${key}, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ${key}`
    : `DELETE FROM ${likes} WHERE ${key} = $1 AND user_id = $2 RETURNING ${key}`;
  return `
    WITH changed AS (${change}),
         counted AS (UPDATE ${table} SET like_count = like_count ${liked ? '+' : '-'} 1 WHERE id IN (SELECT ${key} FROM changed) RETURNING like_count)
    SELECT coalesce((SELECT like_count FROM counted), (SELECT like_count FROM ${table} WHERE id = $1)) AS "likeCount",
           EXISTS (SELECT 1 FROM counted) AS changed`;
};
export const LIKE_COUNT_SQL = {
  thread: 'SELECT like_count AS "likeCount" FROM threads WHERE id = $1',
  reply: 'SELECT like_count AS "likeCount" FROM replies WHERE id = $1',
};
export const LIKE_SQL = {
  thread: { like: likeSql('thread', true), unlike: likeSql('thread', false) },
  reply: { like: likeSql('reply', true), unlike: likeSql('reply', false) },
};

/** REPLY_SQL with its thread's accepted answer ($1 the reply, $2 the reader): one round trip for the reply a write answers. */
export const REPLY_WITH_ACCEPTED_SQL = `
  SELECT x.*, t.accepted_reply_id AS "threadAcceptedReplyId" FROM (${REPLY_SQL}) x JOIN threads t ON t.id = x."threadId"`;

const THREAD_FACTS_COLUMNS = `
  t.id, t.author_id AS "authorId", t.community_id AS "communityId", c.slug AS community, t.kind, t.body, t.locked, t.hidden,
  t.deleted_at IS NOT NULL AS deleted, t.accepted_reply_id AS "acceptedReplyId",
  (extract(epoch FROM now() - t.edited_at) * 1000)::float8 AS "sinceEditMs"`;
/** A thread's row as the writes read it ($1), with its community's slug and the milliseconds since its last edit. */
export const THREAD_FACTS_SQL = `
  SELECT ${THREAD_FACTS_COLUMNS} FROM threads t JOIN communities c ON c.id = t.community_id WHERE t.id = $1`;
/**
 * THREAD_FACTS_SQL of thread $1 and LOCK_POSTER_SQL of member $2 in its community ($3 as there) in one round trip: the
 * poster is locked, the thread is not (REPLY_BUMP_SQL locks it). No row: no such thread.
 */
export const REPLY_POSTER_SQL = `
  SELECT ${THREAD_FACTS_COLUMNS}, ${POSTER_COLUMNS('t.community_id')}
    FROM threads t JOIN communities c ON c.id = t.community_id, users u
   WHERE t.id = $1 AND u.id = $2
     FOR NO KEY UPDATE OF u`;
/** THREAD_FACTS_SQL with the thread locked for the rest of the transaction. */
export const THREAD_FACTS_LOCKED_SQL = `${THREAD_FACTS_SQL} FOR NO KEY UPDATE OF t`;

/** A reply's row as the writes read it ($1), with its thread's community, visibility and author. */
export const REPLY_FACTS_SQL = `
  SELECT r.id, r.thread_id AS "threadId", r.author_id AS "authorId", t.community_id AS "communityId", c.slug AS community, r.body,
         r.hidden OR t.hidden AS hidden, r.deleted_at IS NOT NULL AS deleted, t.hidden AS "threadHidden",
         t.deleted_at IS NOT NULL AS "threadDeleted",
         t.author_id AS "threadAuthorId", (extract(epoch FROM now() - r.edited_at) * 1000)::float8 AS "sinceEditMs"
    FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id WHERE r.id = $1`;
/** REPLY_FACTS_SQL with the reply locked for the rest of the transaction. */
export const REPLY_FACTS_LOCKED_SQL = `${REPLY_FACTS_SQL} FOR NO KEY UPDATE OF r`;

/** Whether reply $1 is a visible reply of thread $2 (an accepted answer must be). */
export const VISIBLE_REPLY_IN_THREAD_SQL = 'SELECT 1 FROM replies WHERE id = $1 AND thread_id = $2 AND deleted_at IS NULL AND NOT hidden';

/**
 * PATCH /api/threads/:id: title, body and kind ($2..$5, null keeps a field); a thread that is no question has no
 * accepted answer. An edit that changes the title or the body keeps a revision by its editor ($6) of what changed
 * (migration PostRevisions): `before` reads the row as the statement's snapshot saw it, before the UPDATE.
 */
export const UPDATE_THREAD_SQL = `
  WITH before AS (SELECT title, body FROM threads WHERE id = $1),
  after AS (
    UPDATE threads SET title = coalesce($2, title), body = coalesce($3, body), body_html = coalesce($4, body_html), kind = $5,
           accepted_reply_id = CASE WHEN $5 = 'question' THEN accepted_reply_id END, edited_at = now()
     WHERE id = $1
    RETURNING title, body)
  INSERT INTO post_revisions (thread_id, editor_id, title_before, title_after, body_before, body_after)
  SELECT $1, $6, CASE WHEN b.title <> a.title THEN b.title END, CASE WHEN b.title <> a.title THEN a.title END,
         CASE WHEN b.body <> a.body THEN b.body END, CASE WHEN b.body <> a.body THEN a.body END
    FROM before b, after a
   WHERE b.title <> a.title OR b.body <> a.body`;

// ---- A thread's tags (migration ThreadTags) ------------------------------------------------------------------------

/**
 * What posting with tags $2 (names) in community $1 needs to know: whether its members may suggest tags, and which of
 * the names are no tag of it yet, in the order given; and whether the poster ($3) is staff.
 */
export const THREAD_TAG_CHECK_SQL = `
  SELECT coalesce((SELECT s.allow_suggestions FROM tag_settings s WHERE s.community_id = $1), false) AS "allowSuggestions",
         ARRAY(SELECT x.name FROM unnest($2::text[]) WITH ORDINALITY AS x(name, i)
                WHERE NOT EXISTS (SELECT 1 FROM tags g WHERE g.community_id = $1 AND g.name = x.name) ORDER BY x.i) AS unknown,
         EXISTS (SELECT 1 FROM users u WHERE u.id = $3 AND u.role = 'admin') AS staff`;
/**
 * Member $3's new names $2 become tags of community $1: curated when $4 (staff), else suggestions (a name added
 * meanwhile by another stays as they made it).
 */
export const SUGGEST_TAGS_SQL = `
  INSERT INTO tags (community_id, name, created_by, approved) SELECT $1, x.name, $3, $4 FROM unnest($2::text[]) AS x(name)
  ON CONFLICT (community_id, name) DO NOTHING`;
/** A thread's ($1) tags are replaced (the thread's row is locked: tag edits of one thread are one at a time). */
export const CLEAR_THREAD_TAGS_SQL = 'DELETE FROM thread_tags WHERE thread_id = $1';
/** Thread $1 takes community $2's tags named $3, in that order (positions 1 to 5: the table refuses a sixth). */
export const ADD_THREAD_TAGS_SQL = `
  INSERT INTO thread_tags (thread_id, tag_id, position)
  SELECT $1, g.id, x.i FROM unnest($3::text[]) WITH ORDINALITY AS x(name, i) JOIN tags g ON g.community_id = $2 AND g.name = x.name`;

/** DELETE /api/threads/:id: the thread stays, marked deleted. */
export const DELETE_THREAD_SQL = 'UPDATE threads SET deleted_at = now() WHERE id = $1';

/** PATCH /api/replies/:id, keeping a revision by its editor ($4) when the body changed (as UPDATE_THREAD_SQL). */
export const UPDATE_REPLY_SQL = `
  WITH before AS (SELECT thread_id, body FROM replies WHERE id = $1),
  after AS (UPDATE replies SET body = $2, body_html = $3, edited_at = now() WHERE id = $1 RETURNING body)
  INSERT INTO post_revisions (thread_id, reply_id, editor_id, body_before, body_after)
  SELECT b.thread_id, $1, $4, b.body, a.body FROM before b, after a WHERE b.body <> a.body`;

const REVISION_COLUMNS = `
  r.created_at AS "createdAt", r.title_before AS "titleBefore", r.title_after AS "titleAfter",
  r.body_before AS "bodyBefore", r.body_after AS "bodyAfter",
  u.id AS "editorId", u.first_name AS "editorFirstName", u.last_name AS "editorLastName", u.avatar AS "editorAvatar",
  (count(*) OVER ())::int AS total, (row_number() OVER (ORDER BY r.id))::int AS number`;
/** GET /api/posts/thread/:id/revisions: thread $1's edits, newest first, and how many there are. */
export const THREAD_REVISIONS_SQL = `
  SELECT * FROM (
    SELECT ${REVISION_COLUMNS} FROM post_revisions r LEFT JOIN users u ON u.id = r.editor_id
     WHERE r.thread_id = $1 AND r.reply_id IS NULL) x
   ORDER BY number DESC LIMIT ${DISCUSSION_LIMITS.revisionsShown}`;
/** GET /api/posts/reply/:id/revisions: reply $1's edits, as THREAD_REVISIONS_SQL. */
export const REPLY_REVISIONS_SQL = `
  SELECT * FROM (
    SELECT ${REVISION_COLUMNS} FROM post_revisions r LEFT JOIN users u ON u.id = r.editor_id
     WHERE r.reply_id = $1) x
   ORDER BY number DESC LIMIT ${DISCUSSION_LIMITS.revisionsShown}`;

/** DELETE /api/replies/:id: the reply stays, marked deleted. */
export const DELETE_REPLY_SQL = 'UPDATE replies SET deleted_at = now() WHERE id = $1';

/** A deleted reply ($2) is no longer thread $1's accepted answer. */
export const UNACCEPT_REPLY_SQL = 'UPDATE threads SET accepted_reply_id = NULL WHERE id = $1 AND accepted_reply_id = $2';

/** POST /api/threads/:id/accept: the accepted answer ($2, null withdraws it). */
export const ACCEPT_REPLY_SQL = 'UPDATE threads SET accepted_reply_id = $2 WHERE id = $1';

/** A reply's author ($1). */
export const REPLY_AUTHOR_SQL = 'SELECT author_id AS "authorId" FROM replies WHERE id = $1';
