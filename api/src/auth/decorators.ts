import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../common/error.dto';
import { AdminGuard, MemberGuard } from './guards';
import { SESSION_COOKIE, SessionRoute } from './session';

/** A route (or controller) for signed-in members: session opt-in + MemberGuard (401 otherwise) + docs. */
export const Members = () =>
  applyDecorators(
    SessionRoute(),
    UseGuards(MemberGuard),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' }),
  );

/** A route (or controller) for admins: session opt-in + AdminGuard (401 otherwise) + docs. */
export const Admins = () =>
  applyDecorators(
    SessionRoute(),
    UseGuards(AdminGuard),
    ApiCookieAuth(SESSION_COOKIE),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not an admin session' }),
  );
