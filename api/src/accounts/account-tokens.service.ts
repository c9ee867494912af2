import { TOKEN_BYTES, TOKEN_TTL_MS } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { db } from '../database/sql';
import type { AccountTokenPurpose } from './account-token.entity';
import {
  DELETE_OLD_TOKENS_SQL,
  INSERT_TOKEN_SQL,
  PENDING_EMAIL_SQL,
  type PendingEmailRow,
  SPEND_PURPOSE_SQL,
  SPEND_PURPOSES_SQL,
  SPEND_TOKEN_SQL,
  type SpentTokenRow,
} from './accounts.queries';

/** What a spent token gives back: whose it was, and the address a change-email token moves the account to. */
export interface SpentToken {
  userId: number;
  newEmail: string | null;
}

/** Spent and expired rows are deleted this long after they expired (when the member asks for a new link). */
export const TOKEN_CLEANUP_AFTER = '7 days';

/** The SHA-256 of a token: all the database ever holds of it. */
export const tokenHash = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/**
 * One-time links (table account_tokens): a reset of the password, a verification of the address, a change of it.
 *
 * - A token is TOKEN_BYTES (32) random bytes as base64url (43 characters, 256 bits: none can be guessed from
 *   another); only its SHA-256 is stored, so a copy of the table opens no account.
 * - It lasts TOKEN_TTL_MS[purpose], and is spent by ONE statement that checks and marks it (used_at), so two
 *   requests with one token cannot both succeed: the row lock decides which.
 * - A new token of a purpose spends the member's older unused ones of that purpose: only the newest link works.
 */
@Injectable()
export class AccountTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A new token for the member (and, for change-email, the address it confirms). Spends the member's unused tokens of
   * the same purpose and deletes the member's rows that expired more than TOKEN_CLEANUP_AFTER ago, in one transaction.
   */
  async issue(userId: number, purpose: AccountTokenPurpose, newEmail: string | null = null): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await this.dataSource.transaction(async (m) => {
      await db.exec(m, DELETE_OLD_TOKENS_SQL, [userId, TOKEN_CLEANUP_AFTER]);
      await db.exec(m, SPEND_PURPOSE_SQL, [userId, purpose]);
      await db.exec(m, INSERT_TOKEN_SQL, [userId, purpose, tokenHash(token), newEmail, TOKEN_TTL_MS[purpose]]);
    });
    return token;
  }

  /**
   * Spends a token of this purpose: its member (and new address), or null when it is unknown, expired, already spent
   * or of another purpose. One UPDATE … RETURNING: of two requests with the same token exactly one gets the row.
   * Within a transaction when `manager` is given (the caller's changes and the spending commit or roll back together).
   */
  async consume(token: string, purpose: AccountTokenPurpose, manager?: EntityManager): Promise<SpentToken | null> {
    const hash = tokenHash(token);
    const row = await db.one<SpentTokenRow>(manager ?? this.dataSource, SPEND_TOKEN_SQL, [hash, purpose]);
    // The index found the row by equality already; compare what came back in constant time all the same.
    if (!row || row.tokenHash.length !== hash.length || !timingSafeEqual(row.tokenHash, hash)) return null;
    return { userId: row.userId, newEmail: row.newEmail };
  }

  /** Spends every unused token of the member of these purposes (an address that changed: its old links go). */
  async spendAll(userId: number, purposes: AccountTokenPurpose[], manager?: EntityManager): Promise<void> {
    await db.exec(manager ?? this.dataSource, SPEND_PURPOSES_SQL, [userId, purposes]);
  }

  /** The address of the member's newest unexpired, unused change of e-mail (Account.pendingEmail), or null. */
  async pendingEmailOf(userId: number): Promise<string | null> {
    const row = await db.one<PendingEmailRow>(this.dataSource, PENDING_EMAIL_SQL, [userId]);
    return row?.newEmail ?? null;
  }
}
