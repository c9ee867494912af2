import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import { type AdminPassword, AdminPasswordSchema, type AdminSession, AdminSessionSchema, ErrorBodySchema, routes } from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Inject, Optional, Req, Res } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ADMIN_MARK_LIFETIME, AdminMark, type AdminMarkLifetime } from '../common/admin-mark';
import { Admins } from '../common/session-guards';
import { SESSION_COOKIE, type SessionRequest, SessionRoute, sessionCookieOptions } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { AdminAccess } from './admin-access';
import { Endpoint } from '../common/endpoint';

/**
 * The admin mark of a session (`session.admin`, admin-mark.ts), which AdminGuard (@Admins()) accepts for 30 minutes
 * after the last admin request and 8 hours at most: the /admin gates send the staff password here instead of
 * checking it in the page.
 */
@ApiTags('admin')
@Controller()
export class AdminSessionController {
  private readonly mark: AdminMark;

  constructor(
    private readonly access: AdminAccess,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(ADMIN_MARK_LIFETIME) lifetime?: Partial<AdminMarkLifetime>,
  ) {
    this.mark = new AdminMark(lifetime);
  }

  @Endpoint(routes.admin.openSession)
  @HttpCode(204)
  @SessionRoute()
  @ApiOperation({
    summary: 'Open the admin session with the staff password (ADMIN_PASSWORD)',
    description:
      'Right password: the session gets a new id (no fixation; a member sign-in in it is kept) and the admin mark; Set-Cookie sid. ' +
      'The mark lapses 30 minutes after the last admin request, and 8 hours after this call in any case (then 401). ' +
      'Compared in constant time. 5 wrong passwords per minute per IP, then 429 for every attempt until the minute is over.',
  })
  @JsonBody(AdminPasswordSchema, 'No password, or malformed JSON')
  @ApiNoContentResponse({ description: 'Admin session open: Set-Cookie sid (HttpOnly, SameSite=Lax)' })
  @ApiUnauthorizedResponse(json(ErrorBodySchema, { description: '`Incorrect password`' }))
  @ApiTooManyRequestsResponse(json(ErrorBodySchema, { description: 'Too many wrong passwords from this IP (Retry-After header)' }))
  async open(
    @Body(new ValibotPipe(AdminPasswordSchema)) body: AdminPassword,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.access.verify(req, reply, body.password);
    // A new session id for the raised privilege (the old row is deleted); the member's id moves along.
    await req.session.regenerate(['passport']);
    this.mark.grant(req.session);
  }

  @Endpoint(routes.admin.session)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether this session may use the admin API (200) or not (401)' })
  @ApiOkResponse(json(AdminSessionSchema))
  status(): AdminSession {
    return { admin: true };
  }

  @Endpoint(routes.admin.closeSession)
  @HttpCode(204)
  @SessionRoute()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({
    summary: 'Close the admin session (also fine without one)',
    description:
      'Removes the admin mark; a member sign-in in the same session stays. Without one the session is deleted and the cookie cleared.',
  })
  @ApiNoContentResponse({ description: 'Locked' })
  async close(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (req.session.passport?.user !== undefined) {
      delete req.session.admin;
      return;
    }
    await req.session.destroy();
    void reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.config));
  }
}
