import { ErrorBodySchema, type MemberProfile, MemberProfileSchema, routes } from '@cci/contracts';
import { Controller, Header, NotFoundException, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { json } from '../docs/schemas';
import { MembersService } from './members.service';
import { Endpoint } from '../common/endpoint';

export const MEMBER_NOT_FOUND = 'Member not found';

@ApiTags('members')
@Controller()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  // Public, and the page /members/:id is pre-rendered from it (the server reads it again on every request for that
  // page, to know whether its cached HTML is still current): no session, one primary-key statement.
  @Endpoint(routes.members.profile)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: "A member's public profile",
    description:
      'First name and last initial, initials, bio, expertise tags, time zone, the communities of approved memberships and ' +
      'the date the member joined. Never the e-mail address or the full last name.',
  })
  @ApiParam({ name: 'id', type: Number, example: 1, description: 'Positive integer' })
  @ApiOkResponse(json(MemberProfileSchema))
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'id must be a positive integer' }))
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: MEMBER_NOT_FOUND }))
  async profile(@Param('id', new PositiveIntPipe('id')) id: number): Promise<MemberProfile> {
    const profile = await this.members.profile(id);
    if (!profile) throw new NotFoundException(MEMBER_NOT_FOUND);
    return profile;
  }
}
