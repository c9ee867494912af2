import { MEMBER_UPLOADS_PER_DAY } from '@cci/contracts';

/**
 * The member's uploads' lock ($1): two uploads at once are counted one after the other (held to the end of the
 * transaction; no other writer takes it).
 */
export const LOCK_MEMBER_UPLOADS_SQL = `SELECT pg_advisory_xact_lock(hashtext('member_uploads'), $1::int)`;

/**
 * A place in the member's ($1) quota, under LOCK_MEMBER_UPLOADS_SQL: a new row while they uploaded fewer than
 * MEMBER_UPLOADS_PER_DAY images in the last 24 hours. Answers nothing when the quota is full.
 */
export const RESERVE_UPLOAD_SQL = `
  INSERT INTO member_uploads (user_id)
  SELECT $1::int
   WHERE (SELECT count(*) FROM member_uploads WHERE user_id = $1 AND created_at > now() - interval '1 day') < ${MEMBER_UPLOADS_PER_DAY}
  RETURNING id`;

/** The stored image ($2 path, $3 × $4 pixels) of the upload $1. */
export const FINISH_UPLOAD_SQL = `UPDATE member_uploads SET src = $2, width = $3, height = $4 WHERE id = $1`;

/** Frees the place of an upload ($1) whose image was refused (not an image, too large): it does not count. */
export const RELEASE_UPLOAD_SQL = `DELETE FROM member_uploads WHERE id = $1`;

export interface UploadSlotRow {
  id: string;
}

/** Seconds until the member's ($1) full quota has a place again: when the oldest of their day's uploads is a day old. */
export const QUOTA_RETRY_SQL = `
  SELECT ceil(extract(epoch FROM min(created_at) + interval '1 day' - now()))::int AS seconds
    FROM (SELECT created_at FROM member_uploads WHERE user_id = $1 AND created_at > now() - interval '1 day'
           ORDER BY created_at DESC LIMIT ${MEMBER_UPLOADS_PER_DAY}) day`;

export interface QuotaRetryRow {
  seconds: number | null;
}
