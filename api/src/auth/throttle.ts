import { SkipThrottle } from '@nestjs/throttler';

/** Named throttlers of the auth routes; per client IP. */
export const THROTTLE_NAMES = ['login', 'register'] as const;
export type ThrottleName = (typeof THROTTLE_NAMES)[number];

export interface ThrottleLimit {
  /** Requests allowed per window. */
  limit: number;
  /** Window, in milliseconds. */
  ttl: number;
}

/** Discourse-like defaults: 6 sign-in attempts and 10 registrations per minute per IP. */
export const DEFAULT_THROTTLE: Record<ThrottleName, ThrottleLimit> = {
  login: { limit: 6, ttl: 60_000 },
  register: { limit: 10, ttl: 60_000 },
};

/** The route counts against throttler `name` only (AuthThrottlerGuard applies every named throttler unless skipped). */
export const ThrottleAs = (name: ThrottleName) => SkipThrottle(Object.fromEntries(THROTTLE_NAMES.filter((n) => n !== name).map((n) => [n, true])));
