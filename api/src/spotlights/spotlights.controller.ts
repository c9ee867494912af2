import {
  routes,
  SPOTLIGHT_MESSAGES,
  type SpotlightImage,
  SpotlightImageSchema,
  type SpotlightInput,
  SpotlightInputSchema,
  type SpotlightReview,
  SpotlightReviewSchema,
  type SpotlightStatus,
  type SpotlightView,
} from '@cci/contracts';
import { BadRequestException, Body, Controller, Header, HttpCode, Param, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { queryParam } from '../common/query-param';
import { staffActorOf } from '../audit/staff-actor';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins, Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { SpotlightsService } from './spotlights.service';
import { Endpoint } from '../common/endpoint';

@ApiTags('spotlights')
@Controller()
export class SpotlightsController {
  constructor(private readonly spotlights: SpotlightsService) {}

  @Endpoint(routes.engagement.submitSpotlight)
  @Allowed('submitSpotlight')
  @ApiOperation({ summary: 'Submit a spotlight about your own work (waits for an admin)' })
  @ApiConflictResponse(errorBody(SPOTLIGHT_MESSAGES.pending))
  submit(@Req() req: SessionRequest, @Body(new ValibotPipe(SpotlightInputSchema)) body: SpotlightInput): Promise<SpotlightView> {
    return this.spotlights.submit(req.user!.id, body);
  }

  @Endpoint(routes.communities.spotlights)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A community's approved spotlights, featured first" })
  @ApiNotFoundResponse(errorBody('Community not found'))
  ofCommunity(@Param('slug') slug: string): Promise<SpotlightView[]> {
    return this.spotlights.ofCommunity(slug);
  }

  @Endpoint(routes.members.spotlights)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A member's approved spotlights" })
  ofMember(@Param('id', new PositiveIntPipe('id')) id: number): Promise<SpotlightView[]> {
    return this.spotlights.ofMember(id);
  }

  @Endpoint(routes.me.spotlights)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's own spotlights, whatever their status" })
  mine(@Req() req: SessionRequest): Promise<SpotlightView[]> {
    return this.spotlights.mine(req.user!.id);
  }
}

/** Staff review of spotlights (under /api/admin, with the other admin routes). */
@ApiTags('admin')
@Controller()
export class SpotlightsAdminController {
  constructor(private readonly spotlights: SpotlightsService) {}

  @Endpoint(routes.engagement.spotlightsForReview)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Spotlights by status for review (admins)' })
  forReview(@Query('status') status: unknown): Promise<SpotlightView[]> {
    const s = queryParam(status, SPOTLIGHT_MESSAGES.status) ?? 'pending';
    if (!['pending', 'approved', 'rejected'].includes(s)) throw new BadRequestException(SPOTLIGHT_MESSAGES.status);
    return this.spotlights.forReview(s as SpotlightStatus);
  }

  @Endpoint(routes.engagement.reviewSpotlight)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Approve, reject, feature (+10 once, the Spotlight badge) or unfeature a spotlight (admins)' })
  @ApiConflictResponse(errorBody(SPOTLIGHT_MESSAGES.notApproved))
  review(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(SpotlightReviewSchema)) body: SpotlightReview,
  ): Promise<SpotlightView> {
    return this.spotlights.review(id, body, staffActorOf(req));
  }

  @Endpoint(routes.engagement.setSpotlightImage)
  @Admins()
  @ApiOperation({ summary: "Set a spotlight's image (a path from POST /api/admin/uploads) or take it off with null (admins)" })
  @JsonBody(SpotlightImageSchema)
  @ApiNotFoundResponse(errorBody(SPOTLIGHT_MESSAGES.notFound))
  setImage(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(SpotlightImageSchema)) body: SpotlightImage,
  ): Promise<SpotlightView> {
    return this.spotlights.setImage(id, body.image, staffActorOf(req));
  }
}
