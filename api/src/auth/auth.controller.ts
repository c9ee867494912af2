import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import {
  ErrorBodySchema,
  type PublicUser,
  PublicUserSchema,
  type Registration,
  RegistrationSchema,
  routes,
  type SignIn,
  SignInSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Logger, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemberGuard } from '../common/session-guards';
import { SESSION_COOKIE, type SessionRequest, SessionRoute } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { RetryAfterThrottlerGuard } from '../limits/retry-after-throttler.guard';
import { AccountMailer } from '../accounts/account-mailer';
import { AccountsService } from '../accounts/accounts.service';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { MailService } from '../mail/mail.service';
import { Endpoint } from '../common/endpoint';

/**
 * A navigation the user made on this site, or typed/bookmarked (Fetch Metadata). Anything else — another site's
 * link or <img>, a same-site subdomain, or a client that sends no Sec-Fetch-Site — is not trusted to sign out.
 */
const isOwnNavigation = (req: FastifyRequest): boolean => {
  const site = req.headers['sec-fetch-site'];
  return site === 'same-origin' || site === 'none';
};

@ApiTags('auth')
@Controller()
export class AuthController {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
    private readonly siteSettings: SiteSettingsService,
    private readonly mail: MailService,
    private readonly accountMail: AccountMailer,
  ) {}

  @Endpoint(routes.auth.register)
  @SessionRoute()
  @UseGuards(RetryAfterThrottlerGuard)
  @ApiOperation({ summary: 'Create a member account and sign in (sets the sid cookie)' })
  @JsonBody(RegistrationSchema, 'Invalid field, unknown community, or malformed JSON')
  @ApiCreatedResponse(json(PublicUserSchema, { description: 'Signed in: Set-Cookie sid (HttpOnly, SameSite=Lax, 7 days)' }))
  @ApiConflictResponse(json(ErrorBodySchema, { description: 'An account with this email already exists' }))
  @ApiPayloadTooLargeResponse(json(ErrorBodySchema, { description: 'Body over 1 MB' }))
  @ApiTooManyRequestsResponse(
    json(ErrorBodySchema, { description: 'More than the allowed registrations per minute from this IP (Retry-After header)' }),
  )
  async register(@Body(new ValibotPipe(RegistrationSchema)) body: Registration, @Req() req: SessionRequest): Promise<PublicUser> {
    const user = await this.users.register(body);
    await this.auth.startSession(req, user);
    // The account is committed: the verification link goes out after the answer (a failure is only logged).
    this.accounts.sendVerificationLater(user);
    void this.notifyStaff(user, body.primaryCommunity);
    return user;
  }

  /** Staff hear of each new member at the notification address, when the setting is on (failures logged). */
  private async notifyStaff(user: PublicUser, community: string): Promise<void> {
    try {
      const settings = await this.siteSettings.get();
      if (!settings.notifyNewMembers || !settings.notificationEmail) return;
      // Registrations are anyone's; past the address's limit of notices, none is sent (logged).
      if (!(await this.accountMail.takeRecipient('noticesPerRecipient', settings.notificationEmail, 'a new-member notice'))) return;
      await this.mail.send({
        from: { name: 'The AI Network', address: 'notifications@theainetwork.example' },
        to: settings.notificationEmail,
        subject: `New member: ${user.firstName} ${user.lastName}`,
        text: `${user.firstName} ${user.lastName} (${user.email}) joined The AI Network, in ${community}.\n\nSee them in the admin area's Members tab.`,
      });
    } catch (err) {
      this.logger.warn({ userId: user.id, err: String(err) }, 'new-member notice not sent');
    }
  }

  @Endpoint(routes.auth.login)
  @HttpCode(200)
  @SessionRoute()
  @ApiOperation({ summary: 'Sign in with e-mail and password (sets a new sid cookie)' })
  @JsonBody(SignInSchema, 'Invalid body')
  @ApiOkResponse(json(PublicUserSchema, { description: 'Signed in: Set-Cookie sid with a new session id' }))
  @ApiUnauthorizedResponse(json(ErrorBodySchema, { description: 'Invalid email or password' }))
  @ApiTooManyRequestsResponse(
    json(ErrorBodySchema, {
      description:
        'Too many failed sign-ins: 5 per 15 min for one account from one IP, 50 per hour from one IP, 30 per hour for one account (Retry-After header; the message says which)',
    }),
  )
  login(
    @Body(new ValibotPipe(SignInSchema)) body: SignIn, // 400 before anything counts
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicUser> {
    return this.auth.signIn(req, reply, body);
  }

  @Endpoint(routes.auth.user)
  @SessionRoute()
  @UseGuards(MemberGuard)
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({ summary: 'The signed-in member (401 when signed out)' })
  @ApiOkResponse(json(PublicUserSchema))
  @ApiUnauthorizedResponse(json(ErrorBodySchema, { description: 'Not signed in' }))
  user(@Req() req: SessionRequest): PublicUser {
    return req.user!;
  }

  @Endpoint(routes.auth.logout)
  @HttpCode(204)
  @SessionRoute()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({ summary: 'Sign out: deletes the session and clears the sid cookie (also fine when signed out)' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.endSession(req, reply);
  }

  @Endpoint(routes.auth.logoutAndRedirect)
  @SessionRoute({ changesState: true })
  @Redirect('/', 302)
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiOperation({
    summary: 'Sign out, then redirect to / (the mobile logout link)',
    description:
      'Signs out only on a navigation from this site or typed by the user (`Sec-Fetch-Site: same-origin` or `none`); ' +
      'from another site (an <img> or a link elsewhere), or without the header, it only redirects. Use POST from scripts. ' +
      'An Origin header naming another site gets 403, as on every state-changing route.',
  })
  @ApiFoundResponse({ description: 'Location: / (signed out when the navigation came from this site)' })
  async logoutAndRedirect(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (isOwnNavigation(req)) await this.auth.endSession(req, reply);
  }
}
