import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  Logger,
  Optional,
  type Type,
  UnauthorizedException,
  ForbiddenException,
  UseGuards,
} from '@nestjs/common';
import { ErrorBodySchema } from '@cci/contracts';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { json } from '../docs/schemas';
import { ADMIN_MARK_LIFETIME, AdminMark, type AdminMarkLifetime } from './admin-mark';
import type { StateChangingConfig } from './request-policy';
import { routeWantsSession, SESSION_COOKIE, SessionRoute, type SessionRequest } from './session-route';

/** A signed-in member without the admin role on an admin route (403). */
export const NOT_STAFF = 'Staff only: this account is not an admin';

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
  if (!req.user) throw new UnauthorizedException();
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
 * marked (`session.admin`), while the mark lasts (admin-mark.ts). Only on routes declared with @SessionRoute().
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
    if (user?.role === 'admin') return true;
    // Signed in, but not staff: known and refused (403); no session and no admin mark: not authenticated (401).
    if (user) throw new ForbiddenException(NOT_STAFF);
    throw new UnauthorizedException();
  }
}

/** A route (or controller) behind `guard`: session opt-in + the guard (401 otherwise) + docs. */
const sessionGuarded =
  (guard: Type<CanActivate>, refused: string) =>
  (extra: StateChangingConfig = {}) =>
    applyDecorators(
      SessionRoute(extra),
      UseGuards(guard),
      ApiCookieAuth(SESSION_COOKIE),
      ApiUnauthorizedResponse(json(ErrorBodySchema, { description: refused })),
    );

/** A route (or controller) for signed-in members. */
export const Members = sessionGuarded(MemberGuard, 'Not signed in');

/** A route (or controller) for admins. */
export const Admins = sessionGuarded(AdminGuard, 'Not an admin session');

/** A route that reads the signed-in member when there is one (a visitor may call it too): the session, no guard. */
export const ReaderRoute = () => applyDecorators(SessionRoute(), ApiCookieAuth(SESSION_COOKIE));
