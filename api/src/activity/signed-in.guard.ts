import { DISCUSSION_MESSAGES } from '@cci/contracts';
import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodySchema } from '@cci/contracts';
import { SESSION_COOKIE, SessionRoute, type SessionRequest } from '../common/session-route';
import { json } from '../docs/schemas';

/** A visitor is a 401 "Sign in to take part in discussions" before the request's body or query is read. */
@Injectable()
class SignedIn implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (!ctx.switchToHttp().getRequest<SessionRequest>().user) throw new UnauthorizedException(DISCUSSION_MESSAGES.signIn);
    return true;
  }
}

/** A discussions route for signed-in members (session opt-in + the 401 + docs). */
export const SignedInRoute = () =>
  applyDecorators(
    SessionRoute(),
    UseGuards(SignedIn),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse(json(ErrorBodySchema, { description: DISCUSSION_MESSAGES.signIn })),
  );
