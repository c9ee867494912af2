export interface FailureLimit {
  /** Wrong passwords allowed per window and client. */
  limit: number;
  /** Window, in milliseconds. */
  ttl: number;
}

/** 5 wrong admin passwords per minute per IP; the 6th attempt within the minute is refused, right or wrong. */
export const DEFAULT_ADMIN_FAILURE_LIMIT: FailureLimit = { limit: 5, ttl: 60_000 };

/** Keys kept at most; past it the oldest client is forgotten (memory stays bounded under a spray of IPs). */
const MAX_KEYS = 10_000;

/**
 * Counts failed password checks per client (sliding window, in memory, per process). Only failures
 * count: staff who type the password right can open as many sessions as they like (every test and
 * every browser tab does), but guessing is capped at `limit` per `ttl`. Once a client is at the limit,
 * every attempt is refused until its oldest failure leaves the window.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly options: FailureLimit = DEFAULT_ADMIN_FAILURE_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when `key` may try again; otherwise the seconds (at least 1) until it may. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.options.limit) return 0;
    const oldest = recent[recent.length - this.options.limit];
    return Math.max(1, Math.ceil((oldest + this.options.ttl - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.delete(key); // re-insert: the Map's order is then the order of last failure
    this.failures.set(key, recent.slice(-this.options.limit));
    if (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value as string);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.ttl;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }
}
