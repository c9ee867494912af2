import type { MailRecipient } from './account-mailer';

/** Spends one live token by its hash and purpose (account_tokens_token_hash_key); bench: hot-queries.ts. */
export const SPEND_TOKEN_SQL = `
  UPDATE account_tokens SET used_at = now()
   WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
   RETURNING user_id AS "userId", new_email AS "newEmail", token_hash AS "tokenHash"`;
export interface SpentTokenRow {
  userId: number;
  newEmail: string | null;
  tokenHash: Buffer;
}

/** Deletes the member $1's tokens that expired more than $2 (an interval) ago. */
export const DELETE_OLD_TOKENS_SQL = `DELETE FROM account_tokens WHERE user_id = $1 AND expires_at < now() - $2::interval`;

/** Spends the member $1's unused tokens of the purpose $2. */
export const SPEND_PURPOSE_SQL = `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`;

/** A new token: member $1, purpose $2, hash $3, the address it confirms $4, its lifetime $5 in milliseconds. */
export const INSERT_TOKEN_SQL = `INSERT INTO account_tokens (user_id, purpose, token_hash, new_email, expires_at)
         VALUES ($1, $2, $3, $4, now() + $5::float8 * interval '1 millisecond')`;

/** Spends the member $1's unused tokens of the purposes $2. */
export const SPEND_PURPOSES_SQL = `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL`;

/** The address of the member $1's newest unexpired, unused change of e-mail. */
export const PENDING_EMAIL_SQL = `SELECT new_email AS "newEmail" FROM account_tokens
        WHERE user_id = $1 AND purpose = 'change-email' AND used_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC, id DESC LIMIT 1`;
export interface PendingEmailRow {
  newEmail: string | null;
}

/** The member $1's password hash (null: none set). */
export const PASSWORD_HASH_SQL = 'SELECT password_hash AS "hash" FROM users WHERE id = $1';
export interface PasswordHashRow {
  hash: string | null;
}

/** The member with the address $1, as an e-mail addresses them. */
export const MEMBER_BY_EMAIL_SQL = 'SELECT id, email, first_name AS "firstName" FROM users WHERE email = $1';
export type MemberByEmailRow = MailRecipient;

/** Sets the member $1's password hash $2 (a reset link also verifies the address it was sent to). */
export const RESET_PASSWORD_SQL = `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1`;

/** Marks the member $1's address verified (once). */
export const VERIFY_EMAIL_SQL = `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now() WHERE id = $1`;

/** The member $1's address and first name, locked for the change of address. */
export const LOCK_OLD_EMAIL_SQL = 'SELECT email, first_name AS "firstName" FROM users WHERE id = $1 FOR UPDATE';
export interface OldEmailRow {
  email: string;
  firstName: string;
}

/** Moves the member $1 to the address $2, verified. */
export const CHANGE_EMAIL_SQL = `UPDATE users SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1`;

/** Sets the member $1's password hash $2. */
export const SET_PASSWORD_SQL = 'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1';
