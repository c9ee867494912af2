import { DISCUSSION_PAGE_SIZE } from '@cci/contracts';
import { KEY_AT } from '../discussions/discussions.queries';

/**
 * A thread the member may bookmark: $1 the thread, $2 the member. A deleted thread, or a hidden one to anyone but
 * its author, is not found, as it is not when they open it.
 */
export const BOOKMARKABLE_SQL = `
  SELECT 1 FROM threads WHERE id = $1 AND deleted_at IS NULL AND (NOT hidden OR author_id = $2)`;

/** Bookmarks a thread (idempotent: the primary key keeps one per member and thread): $1 the member, $2 the thread. */
export const ADD_SQL = `INSERT INTO thread_bookmarks (user_id, thread_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

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
