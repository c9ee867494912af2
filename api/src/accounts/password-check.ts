import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import { RateLimitStore } from '../limits/rate-limit.store';
import { makeDummyHash, verifyPassword } from '../users/password';
import { ACCOUNT_LIMITS, type AccountLimits, limitRule, takeOrRefuse } from './account-limits';
import { PASSWORD_HASH_SQL, type PasswordHashRow } from './accounts.queries';

/** Which field of the form the password was, and what a wrong one says there. */
export interface PasswordField {
  field: string;
  message: string;
}

/**
 * "Confirm with your current password" for a signed-in member (change of password or address, deleting the account):
 * argon2 against the stored hash, with a failure limit per member (AccountLimits.passwordFailures, counted like the
 * sign-in failures: one unit reserved per attempt in the shared store, given back when the password was right).
 * A wrong password is a 400 on `field`; a full limit a 429 with Retry-After, whatever the password.
 */
@Injectable()
export class PasswordCheck implements OnModuleInit {
  private dummyHash!: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: RateLimitStore,
    @Inject(ACCOUNT_LIMITS) private readonly accountLimits: AccountLimits,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await makeDummyHash();
  }

  /** Resolves when `password` is the member's; throws 400 `{ errors: { [field]: message } }` or 429 otherwise. */
  async verify(userId: number, password: string, reply: FastifyReply, { field, message }: PasswordField): Promise<void> {
    const reservation = await takeOrRefuse(this.limits, [limitRule(this.accountLimits, 'passwordFailures', String(userId))], reply);
    let ok: boolean;
    try {
      const row = await db.one<PasswordHashRow>(this.dataSource, PASSWORD_HASH_SQL, [userId]);
      ok = (await verifyPassword(row?.hash ?? this.dummyHash, password)) && !!row?.hash;
    } catch (err) {
      await this.limits.refund(reservation); // a database error was no guess
      throw err;
    }
    if (!ok) throw validationFailed({ [field]: message }); // a wrong password keeps its count
    await this.limits.refund(reservation);
  }
}
