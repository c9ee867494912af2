import {
  type ChallengeEntryView,
  type ChallengeSummary,
  type ChallengeView,
  type CreateChallenge,
  CreateChallengeSchema,
  type CreateEntry,
  CreateEntrySchema,
  type ReviewEntry,
  ReviewEntrySchema,
  routes,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins, ReaderRoute } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { errorBody } from '../docs/schemas';
import { type ChallengeReader, ChallengesService } from './challenges.service';
import { staffActorOf } from '../audit/staff-actor';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

const readerOf = (req: SessionRequest): ChallengeReader | null => (req.user ? { id: req.user.id, admin: req.user.role === 'admin' } : null);

/** Challenges. The spec's GET /api/challenges (the engagement prefetch) stays in the engagement module. */
@ApiTags('challenges')
@Controller()
export class ChallengesController {
  constructor(private readonly challenges: ChallengesService) {}

  @Endpoint(routes.communities.challenges)
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A community's challenges: running, upcoming, then ended; with the member's participation" })
  @ApiOkResponse({ description: 'ChallengeSummary[] (contracts/src/challenges.ts)' })
  @ApiNotFoundResponse(errorBody('Community not found'))
  ofCommunity(@Req() req: SessionRequest, @Param('slug') slug: string): Promise<ChallengeSummary[]> {
    return this.challenges.ofCommunity(slug, readerOf(req));
  }

  @Endpoint(routes.engagement.challenge)
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'A challenge: brief, window, participants, the member’s entry; entries after the end (or when public)' })
  @ApiOkResponse({ description: 'ChallengeView' })
  @ApiNotFoundResponse(errorBody('Challenge not found'))
  view(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<ChallengeView> {
    return this.challenges.view(id, readerOf(req));
  }

  @Endpoint(routes.engagement.createChallenge)
  @Admins()
  @ApiOperation({ summary: 'Set a challenge in a community (admins)' })
  @ApiOkResponse({ description: 'ChallengeView' })
  create(@Req() req: SessionRequest, @Body(new ValibotPipe(CreateChallengeSchema)) body: CreateChallenge): Promise<ChallengeView> {
    return this.challenges.create(body, staffActorOf(req));
  }

  @Endpoint(routes.engagement.joinChallenge)
  @HttpCode(200)
  @Allowed('joinChallenge')
  @ApiOperation({ summary: 'Join a challenge (participant status active); joining twice changes nothing' })
  @ApiConflictResponse(errorBody('This challenge has ended'))
  join(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<ChallengeView> {
    return this.challenges.join(id, readerOf(req)!);
  }

  @Endpoint(routes.engagement.enterChallenge)
  @Allowed('submitEntry')
  @ApiOperation({ summary: 'Send the member’s one entry (text, link or thread, as the challenge says) before the end' })
  @ApiConflictResponse(errorBody('This challenge has ended / You have already sent an entry to this challenge'))
  enter(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(CreateEntrySchema)) body: CreateEntry,
  ): Promise<ChallengeView> {
    return this.challenges.enter(id, readerOf(req)!, body);
  }

  @Endpoint(routes.engagement.challengeEntries)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Every entry of a challenge (admins)' })
  entries(@Param('id', new PositiveIntPipe('id')) id: number): Promise<ChallengeEntryView[]> {
    return this.challenges.entries(id);
  }

  @Endpoint(routes.engagement.reviewEntry)
  @HttpCode(200)
  @Admins()
  @ApiOperation({
    summary: 'Mark an entry completed (the challenge’s points), winner (also its bonus and the Challenger badge) or rejected',
  })
  review(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Param('entryId', new PositiveIntPipe('entryId')) entryId: number,
    @Body(new ValibotPipe(ReviewEntrySchema)) body: ReviewEntry,
  ): Promise<ChallengeEntryView> {
    return this.challenges.review(id, entryId, body, staffActorOf(req));
  }
}
