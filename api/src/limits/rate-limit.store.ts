import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db } from '../database/sql';
import { INCREMENT_SQL, type IncrementRow, REFUND_SQL, RESERVE_ROW_SQL, type ReserveRow, SWEEP_SQL, TAKE_SQL } from './limits.queries';

/** One counter: `limit` events per fixed window of `ttlMs`, under `key` (already namespaced by the caller). */
export interface LimitRule {
  key: string;
  limit: number;
  ttlMs: number;
}

/** Counters reserved by reserve(); refund() gives them back (a sign-in that succeeded never counts). */
export interface Reservation {
  /** window_ends as PostgreSQL prints it (microseconds: a JS Date would round them off). */
  keys: { key: string; windowEnds: string }[];
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; rule: LimitRule; retryAfterSeconds: number };

const SWEEP_MS = 60_000;

/**
 * The shared counters of every limit (table `rate_limits`, UNLOGGED: migration BusAndLimits), so that limits hold
 * across replicas and restarts.
 *
 * - As @nestjs/throttler's ThrottlerStorage (increment): register and the public forms count every request.
 * - As a failure limiter (reserve/refund): login and the staff password count failures only. reserve() takes one
 *   unit of every rule in one transaction, or none when any rule is full; the caller refunds on success. So
 *   concurrent wrong guesses cannot slip past the limit between a check and a count: the row locks decide.
 *
 * Windows are fixed: they start at the first counted event and reset once over. Expired rows are deleted by a
 * sweep each replica runs every minute (idempotent; a row is also reset in place when its key comes back).
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private sweepTimer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.sweepTimer = setInterval(
      () => {
        this.sweep().catch((err: Error) => this.logger.warn(`sweep of expired rate limits failed: ${err.message}`));
      },
      SWEEP_MS * (0.75 + Math.random() / 2),
    );
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  /** Deletes the rows whose window and block are both over; returns how many. */
  async sweep(): Promise<number> {
    return db.affected(this.dataSource, SWEEP_SQL);
  }

  /**
   * ThrottlerStorage: counts one request. Over `limit` within the window, the key is blocked for `blockDuration`
   * (ms; the throttler passes the ttl by default) and stays blocked, without counting, until then.
   */
  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const rows = await db.many<IncrementRow>(this.dataSource, INCREMENT_SQL, [`${throttlerName}:${key}`, ttl, limit, blockDuration]);
    const row = rows[0];
    return { totalHits: row.hits, timeToExpire: row.timeToExpire, isBlocked: row.isBlocked, timeToBlockExpire: row.timeToBlockExpire ?? 0 };
  }

  /**
   * Takes one unit of each rule, all or none. When a rule is full (its window holds `limit` already), nothing is
   * counted and the answer names that rule and the seconds until its window ends (the longest wait if several are).
   */
  async reserve(rules: LimitRule[]): Promise<ReserveResult> {
    // Keys in a fixed order: two requests locking the same rows never wait on each other crosswise.
    const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return this.dataSource.transaction(async (m) => {
      const keys: Reservation['keys'] = [];
      let full: { rule: LimitRule; retryAfterSeconds: number } | undefined;
      for (const rule of sorted) {
        // Makes sure the row exists and its window is current, and locks it until the transaction ends.
        const [row] = await db.many<ReserveRow>(m, RESERVE_ROW_SQL, [rule.key, rule.ttlMs]);
        keys.push({ key: rule.key, windowEnds: row.windowEnds });
        if (row.hits >= rule.limit && (!full || row.secondsLeft > full.retryAfterSeconds))
          full = { rule, retryAfterSeconds: row.secondsLeft };
      }
      if (full) return { ok: false, ...full };
      await db.exec(m, TAKE_SQL, [keys.map((k) => k.key)]);
      return { ok: true, reservation: { keys } };
    });
  }

  /** Gives back the units of a reservation (only within the same windows: a window that reset since is left alone). */
  async refund(reservation: Reservation): Promise<void> {
    await db.exec(this.dataSource, REFUND_SQL, [reservation.keys.map((k) => k.key), reservation.keys.map((k) => k.windowEnds)]);
  }
}
