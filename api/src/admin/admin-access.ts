import { ForbiddenException, Inject, Injectable, Logger, Optional, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { REPO_ROOT } from '../common/paths';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { PasswordMatcher, resolveAdminPassword } from './admin-password';
import { RateLimitStore } from '../limits/rate-limit.store';
import { tooMany } from '../limits/too-many';

export const INCORRECT_PASSWORD = 'Incorrect password';
/** What POST /api/admin/session says in production when ADMIN_PASSWORD is unset (staff accounts only). */
export const SHARED_PASSWORD_OFF = 'The shared admin password is switched off: sign in with a staff account';
/** What the 429 says (followed by when to try again). */
export const TOO_MANY_WRONG_PASSWORDS = 'Too many wrong passwords.';

export interface FailureLimit {
  /** Wrong passwords allowed per window and client IP. */
  limit: number;
  /** Window, in milliseconds. */
  ttl: number;
}

/** 5 wrong staff passwords per minute per IP; then every attempt is refused, right or wrong, until the minute is over. */
export const DEFAULT_ADMIN_FAILURE_LIMIT: FailureLimit = { limit: 5, ttl: 60_000 };

/** Optional override of the wrong-password limit (tests provide it from a global module). */
export const ADMIN_FAILURE_LIMIT = Symbol('ADMIN_FAILURE_LIMIT');

/**
 * The staff password check shared by POST /api/admin/session and POST /api/admin/send-welcome:
 * constant-time comparison (PasswordMatcher) and a per-IP cap on wrong passwords, counted in the shared
 * RateLimitStore (every replica, across restarts; failures only: a right password gives its unit back).
 * Only a SHA-256 digest of the password stays here; it is never sent anywhere.
 */
@Injectable()
export class AdminAccess {
  private readonly logger = new Logger('Admin');
  /** null: the shared password is switched off. */
  private readonly matcher: PasswordMatcher | null;
  private readonly limit: FailureLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly limits: RateLimitStore,
    @Optional() @Inject(ADMIN_FAILURE_LIMIT) limit?: Partial<FailureLimit>,
  ) {
    // Development without ADMIN_PASSWORD: generated once into <repo>/.data/admin-password and shown in one log line.
    const { password } = resolveAdminPassword(config, path.join(REPO_ROOT, '.data'), (message) => this.logger.log(message));
    this.matcher = password === null ? null : new PasswordMatcher(password);
    this.limit = { ...DEFAULT_ADMIN_FAILURE_LIMIT, ...limit };
  }

  /**
   * Passes when `given` is the staff password. Otherwise 401 { message: 'Incorrect password' }, counted
   * against the client's IP; a client at its limit gets 429 + Retry-After whatever it sends.
   */
  async verify(req: FastifyRequest, reply: FastifyReply, given: string): Promise<void> {
    if (this.matcher === null) throw new ForbiddenException(SHARED_PASSWORD_OFF);
    const reserved = await this.limits.reserve([{ key: `admin-password:${req.ip}`, limit: this.limit.limit, ttlMs: this.limit.ttl }]);
    if (!reserved.ok) throw tooMany(reply, reserved.retryAfterSeconds, TOO_MANY_WRONG_PASSWORDS);
    if (this.matcher.matches(given)) {
      await this.limits.refund(reserved.reservation);
      return;
    }
    this.logger.warn({ reqId: req.id, ip: req.ip, url: req.url }, 'wrong admin password');
    throw new UnauthorizedException(INCORRECT_PASSWORD);
  }
}
