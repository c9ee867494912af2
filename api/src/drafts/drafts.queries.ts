import { DRAFT_LIMITS } from '@cci/contracts';

const COLUMNS = `key, title, body, updated_at AS "updatedAt"`;

/**
 * The save's transaction commits without waiting for its WAL to reach the disk (synchronous_commit off, for this
 * transaction only): a database crash may lose the last fraction of a second of autosaves, which the composer still
 * holds and sends again on the next change. Posts and everything else keep the default.
 */
const NO_FLUSH_WAIT = `set_config('synchronous_commit', 'off', true)`;

/** The member's ($1) draft of key $2. */
export const DRAFT_SQL = `SELECT ${COLUMNS} FROM drafts WHERE user_id = $1 AND key = $2`;

/**
 * Saves over the member's ($1) draft of key $2 (title $3, body $4): the composer's every save but its first, one
 * statement. Answers nothing when there is no such draft yet (INSERT_DRAFT_SQL then).
 */
export const UPDATE_DRAFT_SQL = `
  UPDATE drafts SET title = $3, body = $4, updated_at = now()
   WHERE user_id = $1 AND key = $2 AND ${NO_FLUSH_WAIT} IS NOT NULL
  RETURNING ${COLUMNS}`;

/**
 * The member's drafts' lock ($1): a new key counts the member's drafts, so two new keys saved at once are counted one
 * after the other (held to the end of the transaction; no other writer takes it).
 */
export const LOCK_MEMBER_DRAFTS_SQL = `SELECT pg_advisory_xact_lock(hashtext('drafts'), $1::int), ${NO_FLUSH_WAIT}`;

/**
 * A new draft (or one saved meanwhile by another request: the upsert), under LOCK_MEMBER_DRAFTS_SQL: written while the
 * member keeps fewer than DRAFT_LIMITS.perMember drafts, or when the key is already theirs. Answers nothing when it is
 * refused.
 */
export const INSERT_DRAFT_SQL = `
  INSERT INTO drafts (user_id, key, title, body)
  SELECT $1::int, $2::text, $3::text, $4::text
   WHERE EXISTS (SELECT 1 FROM drafts WHERE user_id = $1 AND key = $2)
      OR (SELECT count(*) FROM drafts WHERE user_id = $1) < ${DRAFT_LIMITS.perMember}
  ON CONFLICT (user_id, key) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, updated_at = now()
  RETURNING ${COLUMNS}`;

/**
 * Whether a new draft's key names something the member ($1) can post to: community slug $2 (a thread's draft), or
 * thread $3 (a reply's), not deleted, and not hidden unless it is theirs.
 */
export const DRAFT_TARGET_SQL = `
  SELECT 1 FROM communities c WHERE $2::text IS NOT NULL AND c.slug = $2
  UNION ALL
  SELECT 1 FROM threads t WHERE $3::int IS NOT NULL AND t.id = $3 AND t.deleted_at IS NULL AND (NOT t.hidden OR t.author_id = $1)`;

/** Discards the member's ($1) draft of key $2 (idempotent). */
export const DELETE_DRAFT_SQL = `DELETE FROM drafts WHERE user_id = $1 AND key = $2`;

export interface DraftRow {
  key: string;
  title: string | null;
  body: string;
  updatedAt: Date;
}
