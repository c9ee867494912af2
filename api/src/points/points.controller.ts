import {
  type Leaderboard,
  LEADERBOARD_PERIODS,
  type LeaderboardPeriod,
  type MemberPointsSummary,
  type MyPoints,
  routes,
} from '@cci/contracts';
import { BadRequestException, Controller, Header, Param, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { queryParam } from '../common/query-param';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members, ReaderRoute } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { errorBody } from '../docs/schemas';
import { PointsReader } from './points.reader';
import { Endpoint } from '../common/endpoint';

/** Points, levels, badges and leaderboards: reads only. No route grants points (PointsService does, in the API). */
@ApiTags('points')
@Controller()
export class PointsController {
  constructor(private readonly reader: PointsReader) {}

  @Endpoint(routes.me.points)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's points per community (total, this week, level, rank), badges and latest points" })
  @ApiOkResponse({ description: 'MyPoints (contracts/src/points.ts)' })
  mine(@Req() req: SessionRequest): Promise<MyPoints> {
    return this.reader.mine(req.user!.id);
  }

  @Endpoint(routes.members.points)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A member's points per community, level and badges (public)" })
  @ApiOkResponse({ description: 'MemberPointsSummary (contracts/src/points.ts)' })
  @ApiNotFoundResponse(errorBody('Member not found'))
  member(@Param('id', new PositiveIntPipe('id')) id: number): Promise<MemberPointsSummary> {
    return this.reader.ofMember(id);
  }

  @Endpoint(routes.communities.leaderboard)
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A community's leaderboard: this ISO week's points or all time; ties ordered by member id" })
  @ApiQuery({ name: 'period', required: false, enum: LEADERBOARD_PERIODS })
  @ApiOkResponse({ description: 'Leaderboard (contracts/src/points.ts)' })
  @ApiBadRequestResponse(errorBody('period must be week or all'))
  @ApiNotFoundResponse(errorBody('Community not found'))
  leaderboard(@Req() req: SessionRequest, @Param('slug') slug: string, @Query('period') period: unknown): Promise<Leaderboard> {
    const p = queryParam(period, 'period must be week or all') ?? 'all';
    if (!(LEADERBOARD_PERIODS as readonly string[]).includes(p)) throw new BadRequestException('period must be week or all');
    return this.reader.leaderboard(slug, p as LeaderboardPeriod, req.user ?? null);
  }
}
