import { DISCUSSION_PAGE_SIZE } from '@cci/contracts';
import { KEY_AT } from '../discussions/discussions.queries';

/**
 * Bookmarks a thread the member may open, in one statement ($1 the member, $2 the thread): answers the thread (one row)
 * or nothing when there is none to bookmark (deleted, or hidden from anyone but its author). Bookmarking twice is one
 * bookmark (the primary key; ON CONFLICT DO NOTHING).
 */
export const ADD_SQL = `
  WITH thread AS (SELECT id FROM threads WHERE id = $2 AND deleted_at IS NULL AND (NOT hidden OR author_id = $1)),
       added AS (INSERT INTO thread_bookmarks (user_id, thread_id) SELECT $1, id FROM thread ON CONFLICT DO NOTHING)
  SELECT id FROM thread`;

/** Removes a bookmark (idempotent): $1 the member, $2 the thread. */
export const REMOVE_SQL = `DELETE FROM thread_bookmarks WHERE user_id = $1 AND thread_id = $2`;

/** Whether $1 bookmarked the thread $2 (the primary key). */
export const IS_BOOKMARKED_SQL = `SELECT 1 FROM thread_bookmarks WHERE user_id = $1 AND thread_id = $2`;

/** The list's first page: a key after every row. */
export const BOOKMARKS_FIRST_KEY = ['infinity', 2_147_483_647] as const;

/**
 * The member's bookmarks, the latest first: $1 the member, then the cursor's key (bookmarked at, thread id). A keyset
 * scan of thread_bookmarks_list_idx, one page and one row more; threads since deleted or hidden (but the member's
 * own) are left out.
 */
export const BOOKMARKS_SQL = `
  SELECT t.id, t.title, t.reply_count AS "replyCount", t.last_activity_at AS "lastActivityAt",
         c.slug AS "communitySlug", c.name AS "communityName", b.created_at AS "bookmarkedAt",
         ${KEY_AT('b.created_at')} AS "keyAt"
    FROM thread_bookmarks b
    JOIN threads t ON t.id = b.thread_id
    JOIN communities c ON c.id = t.community_id
   WHERE b.user_id = $1 AND (b.created_at, b.thread_id) < ($2::timestamptz, $3::int)
     AND t.deleted_at IS NULL AND (NOT t.hidden OR t.author_id = $1)
   ORDER BY b.created_at DESC, b.thread_id DESC
   LIMIT ${DISCUSSION_PAGE_SIZE + 1}`;
export interface BookmarkRow {
  id: number;
  title: string;
  replyCount: number;
  lastActivityAt: Date;
  communitySlug: string;
  communityName: string;
  bookmarkedAt: Date;
  keyAt: string;
}
