import { KEY_AT } from '../discussions/discussions.queries';

/** Whether a member exists: $1 their id. */
export const MEMBER_EXISTS_SQL = `SELECT 1 FROM users WHERE id = $1`;

/**
 * A member's visible posts, newest first ($1 the member's id, then the cursor's key: created_at, kind rank, id): their
 * threads and replies, each a keyset scan of its author index (threads_author_idx, replies_author_idx) of at most 21
 * rows, merged. Hidden and deleted posts, and replies in hidden or deleted threads, are left out.
 */
export const MEMBER_POSTS_SQL = `
  SELECT * FROM (
    (SELECT 'thread' AS kind, 1 AS rank, t.id AS "threadId", NULL::int AS "replyId", t.title AS "threadTitle",
            c.slug AS "communitySlug", c.name AS "communityName", left(t.body, 1000) AS "bodyStart", t.like_count AS "likeCount",
            t.created_at AS "createdAt", ${KEY_AT('t.created_at')} AS key_at, t.id AS key_id
       FROM threads t JOIN communities c ON c.id = t.community_id
      WHERE t.author_id = $1 AND NOT t.hidden AND t.deleted_at IS NULL AND (t.created_at, 1, t.id) < ($2::timestamptz, $3::int, $4::int)
      ORDER BY t.created_at DESC, t.id DESC
      LIMIT 21)
    UNION ALL
    (SELECT 'reply', 0, r.thread_id, r.id, t.title, c.slug, c.name, left(r.body, 1000), r.like_count, r.created_at, ${KEY_AT('r.created_at')}, r.id
       FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id
      WHERE r.author_id = $1 AND NOT r.hidden AND r.deleted_at IS NULL AND NOT t.hidden AND t.deleted_at IS NULL
        AND (r.created_at, 0, r.id) < ($2::timestamptz, $3::int, $4::int)
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT 21)
  ) posts
  ORDER BY "createdAt" DESC, rank DESC, key_id DESC
  LIMIT 21`;
export interface MemberPostRow {
  kind: 'thread' | 'reply';
  rank: number;
  threadId: number;
  replyId: number | null;
  threadTitle: string;
  communitySlug: string;
  communityName: string;
  bodyStart: string;
  likeCount: number;
  createdAt: Date;
  key_at: string;
  key_id: number;
}

/** The key before every post: the first page. */
export const MEMBER_POSTS_FIRST_KEY = ['infinity', 2, 0] as const;
