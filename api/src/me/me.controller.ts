import {
  type Account,
  type AccountExport,
  AccountExportSchema,
  AccountSchema,
  ACCOUNT_MESSAGES,
  type DeleteAccount,
  DeleteAccountSchema,
  ErrorBodySchema,
  routes,
  type UpdateAccount,
  UpdateAccountSchema,
  type WelcomeState,
  WelcomeStateSchema,
  type WelcomeUpdate,
  WelcomeUpdateSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, type PipeTransform, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DEFAULT_ACCOUNT_LIMITS } from '../accounts/account-limits';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session-store';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe, validationFailed } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import { AccountService, NOTHING_TO_CHANGE } from './account.service';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

export const NOTIFICATIONS_OBJECT = 'notifications must be an object of true/false values';

/**
 * PATCH /api/me's body before the contract's schema: valibot's object schemas take an array for an object (as one
 * without keys), so `notifications: [...]` would pass as "no change"; here it is the 400 a wrong type gets.
 */
class NoArrayForNotifications implements PipeTransform {
  transform(body: unknown): unknown {
    const notifications = (body as { notifications?: unknown } | null)?.notifications;
    if (Array.isArray(notifications)) throw validationFailed({ notifications: NOTIFICATIONS_OBJECT });
    return body;
  }
}

/** "the-ai-network-data-2026-11-30.json": the day of the export (UTC). */
export const exportFileName = (exportedAt: string) => `the-ai-network-data-${exportedAt.slice(0, 10)}.json`;

@ApiTags('members')
@Controller()
export class MeController {
  constructor(
    private readonly accounts: AccountService,
    private readonly sessions: SessionStore,
    private readonly auth: AuthService,
  ) {}

  @Endpoint(routes.me.account)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The signed-in member's own account, as settings shows it" })
  @ApiOkResponse(json(AccountSchema))
  account(@Req() req: SessionRequest): Promise<Account> {
    return this.accounts.account(req.user!.id);
  }

  @Endpoint(routes.me.update)
  @Allowed('editProfile')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Change the name, bio, expertise tags, time zone or notification consents',
    description: 'Any of the fields; one left out stays as it is (none at all: 400). Answers the account as stored.',
  })
  @JsonBody(
    UpdateAccountSchema,
    `Invalid field (errors.<field> says which and why), no field at all (errors._root = "${NOTHING_TO_CHANGE}"), or malformed JSON`,
  )
  @ApiOkResponse(json(AccountSchema))
  update(
    @Body(new NoArrayForNotifications(), new ValibotPipe(UpdateAccountSchema)) body: UpdateAccount,
    @Req() req: SessionRequest,
  ): Promise<Account> {
    return this.accounts.update(req.user!.id, body);
  }

  @Endpoint(routes.me.welcome)
  @Allowed('editProfile')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Keep the first-day welcome's place: the step reached, or done (finished or dismissed)",
    description:
      'The stored step only moves forward (coming back resumes at the furthest step); done also hides the dashboard checklist. ' +
      'GET /api/me carries the same state as `welcome`.',
  })
  @JsonBody(WelcomeUpdateSchema, `step out of 1-4, done other than true, or neither given`)
  @ApiOkResponse(json(WelcomeStateSchema))
  welcome(@Body(new ValibotPipe(WelcomeUpdateSchema)) body: WelcomeUpdate, @Req() req: SessionRequest): Promise<WelcomeState> {
    return this.accounts.updateWelcome(req.user!.id, body);
  }

  @Endpoint(routes.me.exportData)
  @Allowed('export')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Download everything stored about the member (UK GDPR access and portability)',
    description:
      'A JSON file (Content-Disposition: attachment): the account, memberships with their dates, sessions (created, last seen, ' +
      'expires, which is this one; never an id), the requests made with the e-mail address, and the later sections (posts, points, RSVPs). ' +
      '`schemaVersion` rises when a section is added.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse(json(AccountExportSchema))
  async export(@Req() req: SessionRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AccountExport> {
    const userId = req.user!.id;
    const data = await this.accounts.export(userId, await this.sessions.sessionsOf(userId), req.session.sessionId);
    void reply.header('Content-Disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`);
    return data;
  }

  @Endpoint(routes.me.remove)
  @Allowed('deleteAccount')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete the account (the password confirms it)',
    description:
      'The member, their memberships and one-time links are deleted, every session ends (this one too: the cookie is cleared), ' +
      'and the e-mail address may register again. Public contributions and mentorship messages stay, shown as "Deleted member". ' +
      'The last admin cannot delete their account (409).',
  })
  @JsonBody(DeleteAccountSchema, `Password missing, or wrong (errors.password = "${ACCOUNT_MESSAGES.passwordForDelete}")`)
  @ApiNoContentResponse({ description: 'Deleted and signed out' })
  @ApiTooManyRequestsResponse(
    json(ErrorBodySchema, {
      description: `More than ${DEFAULT_ACCOUNT_LIMITS.passwordFailures.limit} wrong current passwords (deleting the account, changing the password or address) in ${DEFAULT_ACCOUNT_LIMITS.passwordFailures.ttl / 60_000} minutes (Retry-After header)`,
    }),
  )
  async delete(
    @Body(new ValibotPipe(DeleteAccountSchema)) body: DeleteAccount,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const userId = req.user!.id;
    await this.accounts.checkPasswordForDelete(userId, body.password, reply);
    await this.accounts.delete(userId);
    await this.sessions.endSessionsOf(userId);
    await this.auth.endSession(req, reply); // this request's session (no row is written back) and the cookie
  }
}
