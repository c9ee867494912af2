import { Inject, Injectable, Logger, Optional, UnauthorizedException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { TOO_MANY_ATTEMPTS } from '../auth/guards';
import { REPO_ROOT } from '../common/paths';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { PasswordMatcher, resolveAdminPassword } from './admin-password';
import { DEFAULT_ADMIN_FAILURE_LIMIT, type FailureLimit, FailureLimiter } from './failure-limiter';

export const INCORRECT_PASSWORD = 'Incorrect password';

/** Optional override of the wrong-password limit (tests provide it from a global module). */
export const ADMIN_FAILURE_LIMIT = Symbol('ADMIN_FAILURE_LIMIT');

/**
 * The staff password check shared by POST /api/admin/session and POST /api/admin/send-welcome:
 * constant-time comparison (PasswordMatcher) and a per-IP cap on wrong passwords (FailureLimiter).
 * Only a SHA-256 digest of the password stays here; it is never sent anywhere.
 */
@Injectable()
export class AdminAccess {
  private readonly logger = new Logger('Admin');
  private readonly matcher: PasswordMatcher;
  private readonly limiter: FailureLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Optional() @Inject(ADMIN_FAILURE_LIMIT) limit?: Partial<FailureLimit>) {
    // Development without ADMIN_PASSWORD: generated once into <repo>/.data/admin-password and shown in one log line.
    const { password } = resolveAdminPassword(config, path.join(REPO_ROOT, '.data'), (message) => this.logger.log(message));
    this.matcher = new PasswordMatcher(password);
    this.limiter = new FailureLimiter({ ...DEFAULT_ADMIN_FAILURE_LIMIT, ...limit });
  }

  /**
   * Passes when `given` is the staff password. Otherwise 401 { message: 'Incorrect password' }, counted
   * against the client's IP; a client at its limit gets 429 + Retry-After whatever it sends.
   */
  verify(req: FastifyRequest, reply: FastifyReply, given: string): void {
    const key = req.ip;
    const wait = this.limiter.retryAfter(key);
    if (wait > 0) {
      void reply.header('Retry-After', String(wait));
      throw new ThrottlerException(TOO_MANY_ATTEMPTS);
    }
    if (this.matcher.matches(given)) return;
    this.limiter.recordFailure(key);
    this.logger.warn({ reqId: req.id, ip: key, url: req.url }, 'wrong admin password');
    throw new UnauthorizedException(INCORRECT_PASSWORD);
  }
}
