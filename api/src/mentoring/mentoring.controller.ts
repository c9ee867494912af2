import {
  type MentorCard,
  MENTORING_MESSAGES,
  type MentoringRequestInput,
  MentoringRequestSchema,
  type MentorProfileInput,
  MentorProfileInputSchema,
  type MentorshipMessage,
  type MentorshipMessageInput,
  type MentorshipMessages,
  MentorshipMessageSchema,
  type MentorshipReviewInput,
  MentorshipReviewSchema,
  type MentorshipSummary,
  type MyMentorProfile,
  routes,
  type SuggestedMentor,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { queryParam } from '../common/query-param';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { errorBody } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { MentoringService } from './mentoring.service';
import { Endpoint } from '../common/endpoint';

const ID = new PositiveIntPipe('id');

/**
 * Mentoring with matching. Reads are for signed-in members (@Members); every write names its rule-book
 * action (@Allowed: rules/rules.ts), checked again in the action's transaction (enforce).
 */
@ApiTags('mentoring')
@Controller()
export class MentoringController {
  constructor(private readonly mentoring: MentoringService) {}

  @Endpoint(routes.me.mentorProfile)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's own mentor profile ({ profile: null } when they never opted in)" })
  myProfile(@Req() req: SessionRequest): Promise<{ profile: MyMentorProfile | null }> {
    return this.mentoring.myProfile(req.user!.id);
  }

  @Endpoint(routes.me.saveMentorProfile)
  @Allowed('publishMentorProfile')
  @ApiOperation({ summary: 'Opt in as a mentor, or update the profile' })
  @ApiBadRequestResponse(errorBody('Invalid field (errors.<field>)'))
  @ApiConflictResponse(errorBody('Maximum mentees cannot be below your current mentees'))
  saveProfile(
    @Req() req: SessionRequest,
    @Body(new ValibotPipe(MentorProfileInputSchema)) body: MentorProfileInput,
  ): Promise<{ profile: MyMentorProfile | null }> {
    return this.mentoring.saveProfile(req.user!.id, body);
  }

  @Endpoint(routes.me.leaveMentoring)
  @HttpCode(204)
  // Stepping back is always the member's own business (unverified, or no longer in the community): the profile row.
  @Allowed('editProfile')
  @ApiOperation({ summary: 'Opt out: off the lists; current mentorships carry on' })
  async optOut(@Req() req: SessionRequest): Promise<void> {
    await this.mentoring.optOut(req.user!.id);
  }

  @Endpoint(routes.communities.mentors)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A community's mentors (the spec's card), best rated first" })
  @ApiNotFoundResponse(errorBody('Community not found'))
  ofCommunity(@Param('slug') slug: string): Promise<MentorCard[]> {
    return this.mentoring.ofCommunity(slug);
  }

  @Endpoint(routes.communities.suggestedMentors)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Mentors ranked for the member: shared tags with their goals and expertise, community, hours apart, free places',
  })
  suggested(@Req() req: SessionRequest, @Param('slug') slug: string): Promise<SuggestedMentor[]> {
    return this.mentoring.suggested(slug, req.user!.id);
  }

  @Endpoint(routes.engagement.requestMentorship)
  @Allowed('requestMentoring')
  @ApiOperation({ summary: 'Ask a mentor for mentoring with a goal (20–1,000 characters)' })
  @ApiBadRequestResponse(errorBody('You cannot ask yourself for mentoring / invalid goal'))
  @ApiNotFoundResponse(errorBody(MENTORING_MESSAGES.mentorNotFound))
  @ApiConflictResponse(errorBody('This mentor is fully booked / You already have an open request with this mentor'))
  @ApiTooManyRequestsResponse(
    errorBody(
      `${MENTORING_MESSAGES.tooManyRequests} / ${MENTORING_MESSAGES.askAgain} (Retry-After header: the seconds until the limit lifts)`,
    ),
  )
  request(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(MentoringRequestSchema)) body: MentoringRequestInput,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MentorshipSummary> {
    return this.mentoring.request(id, req.user!.id, body, reply);
  }

  @Endpoint(routes.me.mentorships)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's mentorships, as mentee and as mentor" })
  mine(@Req() req: SessionRequest): Promise<MentorshipSummary[]> {
    return this.mentoring.mine(req.user!.id);
  }

  @Endpoint(routes.engagement.mentorship)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A mentorship (the pair only: 404 to anyone else)' })
  view(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<MentorshipSummary> {
    return this.mentoring.view(id, req.user!.id);
  }

  @Endpoint(routes.engagement.acceptMentorship)
  @HttpCode(200)
  @Allowed('answerMentoring')
  @ApiOperation({ summary: 'The mentor accepts (takes a place; the last place cannot be taken twice)' })
  @ApiConflictResponse(errorBody(MENTORING_MESSAGES.otherGone))
  @ApiForbiddenResponse(errorBody('Only the mentor can answer this request'))
  accept(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<MentorshipSummary> {
    return this.mentoring.answer(id, req.user!.id, true);
  }

  @Endpoint(routes.engagement.declineMentorship)
  @HttpCode(200)
  @Allowed('answerMentoring')
  @ApiOperation({ summary: 'The mentor declines' })
  @ApiConflictResponse(errorBody(MENTORING_MESSAGES.otherGone))
  decline(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<MentorshipSummary> {
    return this.mentoring.answer(id, req.user!.id, false);
  }

  @Endpoint(routes.engagement.withdrawMentorship)
  @HttpCode(200)
  @Allowed('requestMentoring')
  @ApiOperation({ summary: 'The mentee withdraws a request still waiting' })
  @ApiConflictResponse(errorBody(MENTORING_MESSAGES.otherGone))
  withdraw(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<MentorshipSummary> {
    return this.mentoring.withdraw(id, req.user!.id);
  }

  @Endpoint(routes.engagement.completeMentorship)
  @HttpCode(200)
  @Allowed('answerMentoring')
  @ApiOperation({ summary: 'Either side completes an active mentorship (+20 to the mentor, the Mentor badge)' })
  @ApiConflictResponse(errorBody(MENTORING_MESSAGES.otherGone))
  complete(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<MentorshipSummary> {
    return this.mentoring.complete(id, req.user!.id);
  }

  @Endpoint(routes.engagement.reviewMentorship)
  @HttpCode(200)
  @Allowed('review')
  @ApiOperation({ summary: 'The mentee rates a completed mentorship, once (1–5 and a note)' })
  @ApiConflictResponse(errorBody(MENTORING_MESSAGES.otherGone))
  @ApiForbiddenResponse(errorBody('Only the mentee can rate this mentorship'))
  review(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(MentorshipReviewSchema)) body: MentorshipReviewInput,
  ): Promise<MentorshipSummary> {
    return this.mentoring.review(id, req.user!.id, body);
  }

  @Endpoint(routes.engagement.mentorshipMessages)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The pair's private thread, oldest first, 20 per page" })
  messages(@Req() req: SessionRequest, @Param('id', ID) id: number, @Query('cursor') cursor: unknown): Promise<MentorshipMessages> {
    return this.mentoring.messages(id, req.user!.id, queryParam(cursor, 'Malformed cursor'));
  }

  @Endpoint(routes.engagement.sendMentorshipMessage)
  @Allowed('message')
  @ApiOperation({ summary: "Write in the pair's private thread (Markdown)" })
  @ApiConflictResponse(errorBody(MENTORING_MESSAGES.otherGone))
  postMessage(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(MentorshipMessageSchema)) body: MentorshipMessageInput,
  ): Promise<MentorshipMessage> {
    return this.mentoring.postMessage(id, req.user!.id, body);
  }
}
