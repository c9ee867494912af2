import { type CanActivate, type ExecutionContext, Inject, Injectable, Logger, Optional, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { ADMIN_MARK_LIFETIME, AdminMark, type AdminMarkLifetime } from '../admin/admin-mark';
import { RateLimitStore } from '../limits/rate-limit.store';
import { tooMany } from '../limits/too-many';
import type { SessionRequest } from './auth.types';
import { routeWantsSession } from './session';
import { LOGIN_LIMIT_MESSAGES, type LoginLimits, loginRules } from './throttle';

export const INVALID_CREDENTIALS = 'Invalid email or password';
/** What a 429 of the registration throttle says (followed by when to try again). */
export const TOO_MANY_REGISTRATIONS = 'Too many registrations from your network.';
/** The login failure limits in force (AuthModule: defaults, or the test's). */
export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');

/**
 * Failure limits, passport-local, then the login session: req.logIn regenerates the session id (no fixation) and
 * stores the user id. Each attempt first reserves one failure on its three counters (throttle.ts: account + IP,
 * IP, account) in the shared store — 429 when one is full, whatever the password — and gives them back when the
 * password was right: only failures count, and concurrent guesses cannot overrun a limit.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly limits: RateLimitStore,
    @Inject(LOGIN_LIMITS) private readonly loginLimits: LoginLimits,
  ) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<SessionRequest>();
    const email = String((req.body as { email?: unknown } | undefined)?.email ?? '');
    const rules = loginRules(this.loginLimits, email, req.ip);
    const reserved = await this.limits.reserve(rules);
    if (!reserved.ok) {
      const name = rules.find((r) => r.key === reserved.rule.key)!.name;
      throw tooMany(ctx.switchToHttp().getResponse<FastifyReply>(), reserved.retryAfterSeconds, LOGIN_LIMIT_MESSAGES[name]);
    }
    try {
      await super.canActivate(ctx);
    } catch (err) {
      // A wrong password keeps its count; anything else (a database error) was no guess.
      if (!(err instanceof UnauthorizedException)) await this.limits.refund(reserved.reservation);
      throw err;
    }
    await this.limits.refund(reserved.reservation);
    await super.logIn(ctx.switchToHttp().getRequest());
    return true;
  }

  handleRequest<TUser>(err: unknown, user: TUser | false | null): TUser {
    if (err) throw err;
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}

const denied = new Set<string>();

/** The signed-in member of a session route, or 401. */
function sessionUser(ctx: ExecutionContext, guard: string): SessionRequest {
  const req = ctx.switchToHttp().getRequest<SessionRequest>();
  if (!routeWantsSession(req.routeOptions?.config)) {
    // A programming error: fail closed, and say so once per route.
    const route = `${req.method} ${req.routeOptions?.url ?? req.url}`;
    if (!denied.has(route)) {
      denied.add(route);
      new Logger(guard).error(`${route} uses ${guard} without @SessionRoute(): every request is refused`);
    }
    throw new UnauthorizedException();
  }
  if (req.isAuthenticated?.() !== true || !req.user) throw new UnauthorizedException();
  return req;
}

/** Signed-in members only (401 otherwise). Only on routes declared with @SessionRoute(); anywhere else it refuses everyone. */
@Injectable()
export class MemberGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    sessionUser(ctx, 'MemberGuard');
    return true;
  }
}

/**
 * Admins only (401 otherwise): a member whose role is admin, or a session the admin password check
 * marked (`session.admin`), while the mark lasts (admin/admin-mark.ts). Only on routes declared with @SessionRoute().
 */
@Injectable()
export class AdminGuard implements CanActivate {
  private readonly mark: AdminMark;

  constructor(@Optional() @Inject(ADMIN_MARK_LIFETIME) lifetime?: Partial<AdminMarkLifetime>) {
    this.mark = new AdminMark(lifetime);
  }

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<SessionRequest>();
    if (routeWantsSession(req.routeOptions?.config) && this.mark.holds(req.session)) return true;
    const { user } = sessionUser(ctx, 'AdminGuard');
    if (user?.role !== 'admin') throw new UnauthorizedException();
    return true;
  }
}

/**
 * @nestjs/throttler's guard for registrations (the ThrottlerModule of auth.module.ts: one throttler, `register`,
 * counted in the shared RateLimitStore), with the standard `Retry-After` header and a message saying when.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(ctx: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw tooMany(ctx.switchToHttp().getResponse<FastifyReply>(), detail.timeToBlockExpire, TOO_MANY_REGISTRATIONS);
  }
}
