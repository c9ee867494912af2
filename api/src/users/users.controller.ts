import {
  ACCOUNT_MESSAGES,
  ErrorBodySchema,
  type JoinCommunity,
  JoinCommunitySchema,
  MembershipSummarySchema,
  routes,
  UpdateMembershipSchema,
} from '@cci/contracts';
import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import { Body, Controller, Header, HttpCode, NotFoundException, Param, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { COMMUNITY_NOT_FOUND, type MembershipSummary, MembershipsService } from './memberships.service';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

/** Community slugs are lowercase words and dashes: anything else names no community (404 without a lookup). */
const SLUG = /^[a-z0-9-]{1,64}$/;

const SlugParam = () => ApiParam({ name: 'slug', example: 'creatives', description: "The community's slug" });
const NotFound = () =>
  ApiNotFoundResponse(json(ErrorBodySchema, { description: `"${COMMUNITY_NOT_FOUND}", or "${ACCOUNT_MESSAGES.notMember}"` }));

@ApiTags('members')
@Controller()
export class MembershipsController {
  constructor(private readonly memberships: MembershipsService) {}

  @Endpoint(routes.me.memberships)
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

  @Endpoint(routes.me.join)
  @Allowed('joinCommunity')
  @ApiOperation({
    summary: 'Join a community',
    description:
      'Approved at once, or `pending` when MEMBER_APPROVAL=required. It becomes the primary community only if the member has none.',
  })
  @JsonBody(JoinCommunitySchema, 'No community given, or malformed JSON')
  @ApiCreatedResponse(json(MembershipSummarySchema))
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: COMMUNITY_NOT_FOUND }))
  @ApiConflictResponse(json(ErrorBodySchema, { description: ACCOUNT_MESSAGES.alreadyMember }))
  join(@Body(new ValibotPipe(JoinCommunitySchema)) body: JoinCommunity, @Req() req: SessionRequest): Promise<MembershipSummary> {
    return this.memberships.join(req.user!.id, body.community);
  }

  @Endpoint(routes.me.leave)
  @Allowed('joinCommunity')
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave a community (pending, approved or rejected); not the primary one' })
  @SlugParam()
  @ApiNoContentResponse({ description: 'Left' })
  @NotFound()
  @ApiConflictResponse(json(ErrorBodySchema, { description: ACCOUNT_MESSAGES.leavePrimary }))
  async leave(@Param('slug') slug: string, @Req() req: SessionRequest): Promise<void> {
    await this.memberships.leave(req.user!.id, this.known(slug));
  }

  @Endpoint(routes.me.updateMembership)
  @Allowed('joinCommunity')
  @ApiOperation({
    summary: 'Make an approved membership the primary community',
    description: 'Answers every membership of the member, the new primary first.',
  })
  @SlugParam()
  @JsonBody(UpdateMembershipSchema, 'primary must be true')
  @ApiOkResponse(json(MembershipSummarySchema, { isArray: true }))
  @NotFound()
  @ApiConflictResponse(json(ErrorBodySchema, { description: ACCOUNT_MESSAGES.primaryNotApproved }))
  makePrimary(
    @Param('slug') slug: string,
    @Body(new ValibotPipe(UpdateMembershipSchema)) _body: unknown,
    @Req() req: SessionRequest,
  ): Promise<MembershipSummary[]> {
    return this.memberships.makePrimary(req.user!.id, this.known(slug));
  }

  /** A slug that could name a community, or 404. */
  private known(slug: string): string {
    if (!SLUG.test(slug)) throw new NotFoundException(COMMUNITY_NOT_FOUND);
    return slug;
  }
}
