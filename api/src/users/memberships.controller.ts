import { MembershipSummarySchema } from '@cci/contracts';
import { json } from '../docs/schemas';
import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { type MembershipSummary, MembershipsService } from './memberships.service';

@ApiTags('members')
@Controller('me')
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @Get('memberships')
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The signed-in member's communities and the state of each membership",
    description:
      'Primary first, then by name. `pending` until an admin approves (with MEMBER_APPROVAL=required), `rejected` when not approved.',
  })
  @ApiOkResponse(json(MembershipSummarySchema, { isArray: true }))
  list(@Req() req: SessionRequest): Promise<MembershipSummary[]> {
    return this.memberships.forUser(req.user!.id);
  }
}
