import { type CanActivate, type ExecutionContext, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ThrottlerException, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { SessionRequest } from './auth.types';
import { routeWantsSession } from './session';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

/** passport-local, then the login session: req.logIn regenerates the session id (no fixation) and stores the user id. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    await super.canActivate(ctx);
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
 * marked (`session.admin = true`). Only on routes declared with @SessionRoute().
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<SessionRequest>();
    if (routeWantsSession(req.routeOptions?.config) && req.session?.admin === true) return true;
    const { user } = sessionUser(ctx, 'AdminGuard');
    if (user?.role !== 'admin') throw new UnauthorizedException();
    return true;
  }
}

/**
 * @nestjs/throttler's guard with the standard `Retry-After` header (seconds) and our message. The
 * limits are the ThrottlerModule's named throttlers (auth.module.ts); each route picks one with
 * @ThrottleAs().
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected async throwThrottlingException(ctx: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const reply = ctx.switchToHttp().getResponse<FastifyReply>();
    void reply.header('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    throw new ThrottlerException(TOO_MANY_ATTEMPTS);
  }
}
