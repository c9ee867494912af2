import { Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { RateLimitStore } from '../limits/rate-limit.store';
import { RetryAfterThrottlerGuard } from '../limits/retry-after-throttler.guard';
import type { ThrottleLimit } from '../limits/throttle-limit';

/** What a 429 of the public forms says (followed by when to try again). */
export const TOO_MANY_REQUESTS = 'Too many requests from your network.';

/** The public forms: 10 submissions per minute per IP, counted per route (spec §6: no account needed). */
export const DEFAULT_REQUESTS_THROTTLE: ThrottleLimit = { limit: 10, ttl: 60_000 };

export interface RequestsModuleOptions {
  /** Per-IP limit of each public form route (tests lower or raise it); defaults in DEFAULT_REQUESTS_THROTTLE. */
  throttle?: Partial<ThrottleLimit>;
}

/**
 * The limit override (a Partial<ThrottleLimit>), provided by AppModule from AppModuleOptions.requests;
 * optional, the defaults apply without it.
 */
export const REQUESTS_THROTTLE_LIMIT = Symbol('REQUESTS_THROTTLE_LIMIT');

/** Throttler options of the public form routes: one throttler, `requests`, with the given limit. */
export function requestsThrottlerOptions(limit: Partial<ThrottleLimit> = {}): ThrottlerModuleOptions {
  return { throttlers: [{ name: 'requests', ...DEFAULT_REQUESTS_THROTTLE, ...limit }], setHeaders: false, errorMessage: TOO_MANY_REQUESTS };
}

/**
 * RetryAfterThrottlerGuard with options of its own: the global ThrottlerModule (auth module) holds the registration
 * limit. Counters live in the shared RateLimitStore (keys carry the throttler's name, so they never mix), per client
 * IP and per route (the guard's default key: controller + handler).
 */
@Injectable()
export class RequestsThrottlerGuard extends RetryAfterThrottlerGuard {
  constructor(
    @Optional() @Inject(REQUESTS_THROTTLE_LIMIT) limit: Partial<ThrottleLimit> | undefined,
    storage: RateLimitStore,
    reflector: Reflector,
  ) {
    super(requestsThrottlerOptions(limit), storage, reflector);
  }
}
