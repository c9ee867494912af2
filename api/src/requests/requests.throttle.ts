import { type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions, ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { ThrottleLimit } from '../auth/throttle';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

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
/** Storage of RequestsThrottlerGuard: its own, so the auth counters and these never mix. */
export const REQUESTS_THROTTLER_STORAGE = Symbol('REQUESTS_THROTTLER_STORAGE');

/** Throttler options of the public form routes: one throttler, `requests`, with the given limit. */
export function requestsThrottlerOptions(limit: Partial<ThrottleLimit> = {}): ThrottlerModuleOptions {
  return { throttlers: [{ name: 'requests', ...DEFAULT_REQUESTS_THROTTLE, ...limit }], errorMessage: TOO_MANY_REQUESTS, setHeaders: false };
}

/**
 * @nestjs/throttler's guard with options and storage of its own (the ThrottlerModule of the auth
 * module is global and holds the login / register limits). Keys are per client IP and per route
 * (the guard's default key: controller + handler). Sends the standard `Retry-After` (seconds).
 */
@Injectable()
export class RequestsThrottlerGuard extends ThrottlerGuard {
  constructor(
    @Optional() @Inject(REQUESTS_THROTTLE_LIMIT) limit: Partial<ThrottleLimit> | undefined,
    @Inject(REQUESTS_THROTTLER_STORAGE) storage: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(requestsThrottlerOptions(limit), storage, reflector);
  }

  protected async throwThrottlingException(ctx: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const reply = ctx.switchToHttp().getResponse<FastifyReply>();
    void reply.header('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    throw new ThrottlerException(TOO_MANY_REQUESTS);
  }
}
