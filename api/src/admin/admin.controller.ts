import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import {
  type AdminMember,
  type AdminOverview,
  AdminMemberSchema,
  type AdminRequests,
  AdminRequestsSchema,
  type AdminStats,
  AdminStatsSchema,
  ErrorBodySchema,
  type PendingMember,
  type PendingMemberPage,
  PendingPageQuerySchema,
  PENDING_PAGE_SIZE,
  MEMBERSHIP_BULK_LIMIT,
  MembershipDecisionSchema,
  type MembershipDecision,
  type MembershipDecisionResult,
  PendingMemberSchema,
  routes,
  type SendWelcome,
  type SiteSettings,
  UpdateSiteSettingsSchema,
  SendWelcomeSchema,
  type WelcomeSent,
  WelcomeSentSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { ValibotPipe } from '../common/valibot';
import { RequestsService } from '../requests/requests.service';
import { MembershipsService } from '../users/memberships.service';
import { UsersService } from '../users/users.service';
import { AdminAccess } from './admin-access';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { staffActorOf } from '../audit/staff-actor';
import { AdminService, MAIL_REJECTED, MEMBERSHIP_NOT_FOUND } from './admin.service';
import { Endpoint } from '../common/endpoint';

export { MAIL_REJECTED, MEMBERSHIP_NOT_FOUND };
/** GET /api/admin/requests lists at most this many of each kind. */
export const ADMIN_REQUESTS_LIMIT = 200;

/**
 * The admin API. Every route is @Admins() (session opt-in + AdminGuard: 401 without the admin mark);
 * the decorator goes on each route, since Fastify's route config is read per handler.
 */
@ApiTags('admin')
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly users: UsersService,
    private readonly memberships: MembershipsService,
    private readonly requests: RequestsService,
    private readonly access: AdminAccess,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  @Endpoint(routes.admin.stats)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Counters of the overview: users, pending memberships, events, articles' })
  @ApiOkResponse(json(AdminStatsSchema))
  stats(): Promise<AdminStats> {
    return this.admin.stats();
  }

  @Endpoint(routes.admin.overview)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'What waits for staff (requests, reported posts) and Recent Activity, newest first' })
  @ApiOkResponse({ description: 'AdminOverview (contracts/src/members-admin.ts)' })
  overview(): Promise<AdminOverview> {
    return this.admin.overview();
  }

  @Endpoint(routes.admin.pendingMembers)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Memberships waiting for approval, oldest application first (at most 500)' })
  @ApiOkResponse(json(PendingMemberSchema, { isArray: true }))
  pendingMembers(): Promise<PendingMember[]> {
    return this.memberships.listPending();
  }

  @Endpoint(routes.admin.approveMember)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Approve a membership (idempotent; also reverses a rejection)' })
  @ApiParam({ name: 'id', description: 'Membership id (PendingMember.id)', example: 12 })
  @ApiOkResponse(json(PendingMemberSchema, { description: 'The membership with status approved' }))
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'id must be a positive integer' }))
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: MEMBERSHIP_NOT_FOUND }))
  approve(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<PendingMember> {
    return this.admin.decide(staffActorOf(req), id, 'approved');
  }

  @Endpoint(routes.admin.rejectMember)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Reject a membership (idempotent)' })
  @ApiParam({ name: 'id', description: 'Membership id (PendingMember.id)', example: 12 })
  @ApiOkResponse(json(PendingMemberSchema, { description: 'The membership with status rejected' }))
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'id must be a positive integer' }))
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: MEMBERSHIP_NOT_FOUND }))
  reject(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<PendingMember> {
    return this.admin.decide(staffActorOf(req), id, 'rejected');
  }

  @Endpoint(routes.admin.pendingPage)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The approval queue by pages of 20, oldest application first, with its length' })
  async pendingPage(@Query(new ValibotPipe(PendingPageQuerySchema)) q: { page: number }): Promise<PendingMemberPage> {
    const { items, total } = await this.memberships.pendingPage(q.page, PENDING_PAGE_SIZE);
    return { items, total, page: q.page, pageSize: PENDING_PAGE_SIZE };
  }

  @Endpoint(routes.admin.decideMemberships)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: `Approve or reject up to ${MEMBERSHIP_BULK_LIMIT} applications at once; unknown ids come back in missing` })
  @JsonBody(MembershipDecisionSchema)
  decideBulk(
    @Req() req: SessionRequest,
    @Body(new ValibotPipe(MembershipDecisionSchema)) body: MembershipDecision,
  ): Promise<MembershipDecisionResult> {
    return this.admin.decideMany(staffActorOf(req), body.ids, body.decision === 'approve' ? 'approved' : 'rejected');
  }

  @Endpoint(routes.admin.settings)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The site settings: welcome e-mail on approval, new-member notices and their address' })
  @ApiOkResponse({ description: 'SiteSettings (contracts/src/members-admin.ts)' })
  settings(): Promise<SiteSettings> {
    return this.siteSettings.get();
  }

  @Endpoint(routes.admin.updateSettings)
  @Admins()
  @ApiOperation({ summary: 'Change site settings (any of them; audited)' })
  @ApiOkResponse({ description: 'SiteSettings' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'A setting of the wrong type, or notices without an address' }))
  updateSettings(
    @Req() req: SessionRequest,
    @Body(new ValibotPipe(UpdateSiteSettingsSchema)) body: Partial<SiteSettings>,
  ): Promise<SiteSettings> {
    return this.siteSettings.update(body, staffActorOf(req));
  }

  @Endpoint(routes.admin.users)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Members, newest first (at most 200)' })
  @ApiOkResponse(json(AdminMemberSchema, { isArray: true }))
  listUsers(): Promise<AdminMember[]> {
    return this.users.listForAdmin();
  }

  @Endpoint(routes.admin.requests)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Event requests, demo requests and waitlist sign-ups, each newest first (at most 200 of each)' })
  @ApiOkResponse(json(AdminRequestsSchema))
  async listRequests(): Promise<AdminRequests> {
    const [eventRequests, demoRequests, waitlist] = await Promise.all([
      this.requests.listEventRequests(ADMIN_REQUESTS_LIMIT),
      this.requests.listDemoRequests(ADMIN_REQUESTS_LIMIT),
      this.requests.listWaitlist(ADMIN_REQUESTS_LIMIT),
    ]);
    return { eventRequests, demoRequests, waitlist };
  }

  @Endpoint(routes.admin.sendWelcome)
  @HttpCode(202)
  @Admins()
  @ApiOperation({
    summary: 'Send the welcome e-mail of a community template',
    description:
      'Needs the admin session AND the staff password in `adminPassword` (constant-time check; wrong ones count against the ' +
      'same per-IP limit as the session). Without SMTP_URL the e-mail is written as an .eml file to the outbox folder.',
  })
  @JsonBody(SendWelcomeSchema, 'Invalid e-mail, unknown template, missing password, or malformed JSON')
  @ApiAcceptedResponse(json(WelcomeSentSchema))
  @ApiUnauthorizedResponse(
    json(ErrorBodySchema, { description: 'No admin session (`Unauthorized`), or `Incorrect password` in the payload' }),
  )
  @ApiTooManyRequestsResponse(json(ErrorBodySchema, { description: 'Too many wrong passwords from this IP (Retry-After header)' }))
  @ApiBadGatewayResponse(json(ErrorBodySchema, { description: MAIL_REJECTED }))
  async sendWelcome(
    @Body(new ValibotPipe(SendWelcomeSchema)) body: SendWelcome,
    @Req() req: SessionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WelcomeSent> {
    // A staff member signed in with their own account needs no shared password.
    if (req.user?.role !== 'admin') await this.access.verify(req, reply, body.adminPassword);
    return this.admin.sendWelcome(staffActorOf(req), req.id, body);
  }
}
