import {
  type Accepted,
  AcceptedSchema,
  type ChangeEmail,
  ChangeEmailSchema,
  type ChangePassword,
  ChangePasswordSchema,
  ErrorBodySchema,
  type ForgotPassword,
  ForgotPasswordSchema,
  type PublicUser,
  PublicUserSchema,
  type ResetPassword,
  ResetPasswordSchema,
  routes,
  type SignedInDevice,
  type TokenBody,
  TokenBodySchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  type SchemaObject,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import { AccountsService, DEVICE_NOT_FOUND } from './accounts.service';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members } from '../common/session-guards';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

/** contracts' SignedInDevice. */
const SIGNED_IN_DEVICE_DOC: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: "The session's public id (never its secret id)" },
    browser: { type: 'string', example: 'Firefox' },
    os: { type: 'string', example: 'Windows' },
    place: { type: 'string', nullable: true, example: 'London' },
    createdAt: { type: 'string', format: 'date-time' },
    lastSeenAt: { type: 'string', format: 'date-time' },
    current: { type: 'boolean', description: 'The session of this request' },
  },
  required: ['id', 'browser', 'os', 'place', 'createdAt', 'lastSeenAt', 'current'],
};

const BAD_TOKEN = 'A malformed token (field message), or one that is unknown, expired or used: `{ message, errors: { token } }`';
const tooMany = (what: string) => ApiTooManyRequestsResponse(json(ErrorBodySchema, { description: `${what} (Retry-After header)` }));
const wrongPassword = (field: string) => `Invalid field, or a wrong current password (errors.${field})`;

/**
 * One-time links and the member's own credentials: forgot / reset password, verify and change the address,
 * change the password, log out everywhere. The flows: AccountsService.
 */
@ApiTags('auth')
@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Endpoint(routes.auth.forgotPassword)
  @HttpCode(202)
  @ApiOperation({
    summary: 'E-mail a one-time link to reset the password (1 hour)',
    description:
      'Always the same 202 body, about as fast, whether or not the address has an account: the lookup and the e-mail ' +
      'happen after the answer. Limited per IP and per address (every request counts).',
  })
  @JsonBody(ForgotPasswordSchema, 'Invalid e-mail')
  @ApiAcceptedResponse(json(AcceptedSchema))
  @tooMany('Too many reset requests from this IP or for this address')
  forgotPassword(
    @Body(new ValibotPipe(ForgotPasswordSchema)) { email }: ForgotPassword,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Accepted> {
    return this.accounts.forgotPassword(email, req.ip, reply);
  }

  @Endpoint(routes.auth.resetPassword)
  @HttpCode(204)
  @ApiOperation({ summary: 'Set a new password with the link of forgot-password: the token is spent and every session of the member ends' })
  @JsonBody(ResetPasswordSchema, BAD_TOKEN)
  @ApiNoContentResponse({ description: 'Password changed; sign in with it' })
  async resetPassword(@Body(new ValibotPipe(ResetPasswordSchema)) body: ResetPassword): Promise<void> {
    await this.accounts.resetPassword(body);
  }

  @Endpoint(routes.auth.verifyEmail)
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the address with the link sent at registration (or on resend)' })
  @JsonBody(TokenBodySchema, BAD_TOKEN)
  @ApiOkResponse(json(PublicUserSchema, { description: 'The member, emailVerified true' }))
  verifyEmail(@Body(new ValibotPipe(TokenBodySchema)) { token }: TokenBody): Promise<PublicUser> {
    return this.accounts.verifyEmail(token);
  }

  @Endpoint(routes.auth.confirmEmail)
  @HttpCode(200)
  @ApiOperation({ summary: 'Move the account to the new address the link was sent to (POST /api/me/email); sessions are kept' })
  @JsonBody(TokenBodySchema, BAD_TOKEN)
  @ApiOkResponse(json(PublicUserSchema, { description: 'The member with the new, verified address' }))
  @ApiConflictResponse(json(ErrorBodySchema, { description: 'The address got an account meanwhile (nothing changed)' }))
  confirmEmail(@Body(new ValibotPipe(TokenBodySchema)) { token }: TokenBody): Promise<PublicUser> {
    return this.accounts.confirmEmail(token);
  }

  @Endpoint(routes.auth.resendVerification)
  @HttpCode(202)
  @Allowed('manageAccount')
  @ApiOperation({ summary: 'E-mail a new verification link to the signed-in member (3 per hour)' })
  @ApiAcceptedResponse(json(AcceptedSchema))
  @ApiConflictResponse(json(ErrorBodySchema, { description: 'The address is verified already' }))
  @tooMany('Too many verification e-mails')
  resendVerification(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Accepted> {
    return this.accounts.resendVerification(req.user!, reply);
  }

  @Endpoint(routes.me.changePassword)
  @HttpCode(204)
  @Allowed('manageAccount')
  @ApiOperation({
    summary: 'Change the password (with the current one): every other session ends; this one continues with a new id (Set-Cookie)',
  })
  @JsonBody(ChangePasswordSchema, wrongPassword('currentPassword'))
  @ApiNoContentResponse({ description: 'Changed: Set-Cookie sid with a new session id' })
  @tooMany('Too many wrong passwords')
  async changePassword(
    @Body(new ValibotPipe(ChangePasswordSchema)) body: ChangePassword,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.accounts.changePassword(req, reply, body);
  }

  @Endpoint(routes.me.changeEmail)
  @HttpCode(202)
  @Allowed('manageAccount')
  @ApiOperation({
    summary: 'Change the e-mail address: a confirmation link goes to the new address (24 hours)',
    description:
      'Needs the password. The same 202 whether or not the new address has an account (if it has, it gets a notice ' +
      'instead of a link). The account keeps its address until the link is followed (POST /api/auth/confirm-email).',
  })
  @JsonBody(ChangeEmailSchema, wrongPassword('password'))
  @ApiAcceptedResponse(json(AcceptedSchema))
  @tooMany('Too many wrong passwords, or too many changes asked for')
  changeEmail(
    @Body(new ValibotPipe(ChangeEmailSchema)) body: ChangeEmail,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Accepted> {
    return this.accounts.changeEmail(req, reply, body);
  }

  @Endpoint(routes.me.endSessions)
  @HttpCode(204)
  @Allowed('manageAccount')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Log out everywhere: every session of the member ends, this one included (the sid cookie is cleared)' })
  @ApiNoContentResponse({ description: 'Signed out everywhere' })
  async logOutEverywhere(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.accounts.logOutEverywhere(req, reply);
  }

  @Endpoint(routes.me.sessions)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The member's signed-in devices: browser and system, a coarse place, created and last seen, which is this one",
    description:
      'The place is the city of the browser time zone sent at sign-in (body field tz), else the network masked to its /24 (203.0.113.x); ' +
      'last seen moves at most once a minute. Never a session id.',
  })
  @ApiOkResponse({ description: 'SignedInDevice[]', schema: { type: 'array', items: SIGNED_IN_DEVICE_DOC } })
  devices(@Req() req: SessionRequest): Promise<SignedInDevice[]> {
    return this.accounts.devices(req);
  }

  @Endpoint(routes.me.endSession)
  @HttpCode(204)
  @Allowed('manageAccount')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Sign out one device: that session ends (404 when it is not one of the member's)" })
  @ApiParam({ name: 'id', example: 2 })
  @ApiNoContentResponse({ description: 'Signed out (this device too when it is this one: the sid cookie is cleared)' })
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: DEVICE_NOT_FOUND }))
  async signOutDevice(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.accounts.signOutDevice(req, reply, id);
  }
}
