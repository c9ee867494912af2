import {
  type AdminMemberDetail,
  type AdminMemberPage,
  MEMBER_ADMIN_MESSAGES,
  type MemberRole,
  MemberRoleSchema,
  type MembersQuery,
  MembersQuerySchema,
  routes,
  type SuspendMember,
  SuspendMemberSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { staffActorOf } from '../audit/staff-actor';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { errorBody } from '../docs/schemas';
import { MembersAdminService } from './members-admin.service';
import { Endpoint } from '../common/endpoint';

const ID = new PositiveIntPipe('id');

/** The staff area's members. Admins only; every write is in the audit log. */
@ApiTags('admin')
@Controller()
export class MembersAdminController {
  constructor(private readonly members: MembersAdminService) {}

  @Endpoint(routes.admin.members)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Members by name or e-mail, community, status, role and joined date, newest first, 25 a page (admins)' })
  @ApiOkResponse({ description: 'AdminMemberPage (contracts/src/members-admin.ts)' })
  list(@Query(new ValibotPipe(MembersQuerySchema)) query: MembersQuery): Promise<AdminMemberPage> {
    return this.members.list(query);
  }

  @Endpoint(routes.admin.member)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A member's page: memberships, recent posts, reports made and received, points, sessions (admins)" })
  @ApiNotFoundResponse(errorBody('Member not found'))
  detail(@Param('id', ID) id: number): Promise<AdminMemberDetail> {
    return this.members.detail(id);
  }

  @Endpoint(routes.admin.suspendMember)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Suspend for 7-30 days or indefinitely (days: null): sessions end, the reason is e-mailed (admins)' })
  @ApiNotFoundResponse(errorBody('Member not found'))
  suspend(@Req() req: SessionRequest, @Param('id', ID) id: number, @Body(new ValibotPipe(SuspendMemberSchema)) body: SuspendMember) {
    return this.members.suspend(id, body, staffActorOf(req));
  }

  @Endpoint(routes.admin.unsuspendMember)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Lift a suspension (admins; never their own)' })
  @ApiForbiddenResponse(errorBody(MEMBER_ADMIN_MESSAGES.selfLift))
  @ApiConflictResponse(errorBody('This member is not suspended'))
  unsuspend(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<AdminMemberDetail> {
    return this.members.unsuspend(id, staffActorOf(req));
  }

  @Endpoint(routes.admin.setMemberRole)
  @Admins()
  @ApiOperation({ summary: 'Grant or revoke the admin role; the last admin cannot be removed (admins)' })
  @ApiConflictResponse(errorBody('The site must keep at least one admin'))
  role(@Req() req: SessionRequest, @Param('id', ID) id: number, @Body(new ValibotPipe(MemberRoleSchema)) body: MemberRole) {
    return this.members.setRole(id, body, staffActorOf(req));
  }

  @Endpoint(routes.admin.sendPasswordReset)
  @HttpCode(204)
  @Admins()
  @ApiOperation({ summary: 'E-mail the member a password reset link (admins)' })
  @ApiNotFoundResponse(errorBody('Member not found'))
  async passwordReset(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<void> {
    await this.members.sendPasswordReset(id, staffActorOf(req));
  }
}
