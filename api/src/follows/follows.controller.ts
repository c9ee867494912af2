import { FOLLOW_MESSAGES, type FollowingList, routes, type SuggestedConnection } from '@cci/contracts';
import { Controller, Header, HttpCode, Param, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { FollowsService } from './follows.service';
import { Endpoint } from '../common/endpoint';

/** Follows: "Connect" on Suggested Connections and on profiles. */
@ApiTags('follows')
@Controller()
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Endpoint(routes.members.follow)
  @HttpCode(204)
  @Allowed('follow')
  @ApiOperation({ summary: 'Follow a member (idempotent): their posts rank first in your Feed' })
  @ApiBadRequestResponse(errorBody(FOLLOW_MESSAGES.self))
  @ApiNotFoundResponse(errorBody(FOLLOW_MESSAGES.notFound))
  async follow(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<void> {
    await this.follows.follow(req.user!.id, id, true);
  }

  @Endpoint(routes.members.unfollow)
  @HttpCode(204)
  @Allowed('follow')
  @ApiOperation({ summary: 'Stop following a member (idempotent)' })
  async unfollow(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<void> {
    await this.follows.follow(req.user!.id, id, false);
  }

  @Endpoint(routes.me.following)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The ids of the members the member follows' })
  following(@Req() req: SessionRequest): Promise<FollowingList> {
    return this.follows.following(req.user!.id);
  }

  @Endpoint(routes.communities.suggestedConnections)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Up to 3 members of the community to follow, by expertise shared with the member' })
  suggested(@Req() req: SessionRequest, @Param('slug') slug: string): Promise<SuggestedConnection[]> {
    return this.follows.suggested(slug, req.user!.id);
  }
}
