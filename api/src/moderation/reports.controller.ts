import { DISCUSSION_MESSAGES, POST_KINDS, type ReportPost, ReportPostSchema } from '@cci/contracts';
import { Body, Controller, ForbiddenException, Param, Post, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import type { SessionRequest } from '../common/session-route';
import { SignedInRoute } from '../activity/signed-in.guard';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import { ModerationService } from './moderation.service';
import { POST_KIND_MESSAGE, postKindOf } from './post-kind';

/** A member reports a post (issue 14 §6): the first of the guidelines' four steps. */
@ApiTags('discussions')
@Controller('posts')
export class ReportsController {
  constructor(private readonly moderation: ModerationService) {}

  @Post(':kind/:id/report')
  @SignedInRoute()
  @ApiOperation({
    summary: 'Report a post to the moderators, with a reason and an optional note',
    description:
      'Members with a confirmed e-mail address, once per post while their report is open. When 3 distinct members have open reports on a post, it is hidden until a ' +
      'moderator reviews it. Answers { hidden }.',
  })
  @ApiParam({ name: 'kind', enum: POST_KINDS })
  @ApiParam({ name: 'id', type: Number, example: 1, description: 'Positive integer' })
  @JsonBody(ReportPostSchema, `Invalid field, or ${POST_KIND_MESSAGE} / id must be a positive integer`)
  @ApiCreatedResponse({ description: '{ hidden: boolean }' })
  @ApiForbiddenResponse(errorBody(`${DISCUSSION_MESSAGES.ownPost} / ${DISCUSSION_MESSAGES.unverified}`))
  @ApiNotFoundResponse(errorBody(`${DISCUSSION_MESSAGES.threadNotFound} / ${DISCUSSION_MESSAGES.replyNotFound}`))
  @ApiConflictResponse(errorBody(DISCUSSION_MESSAGES.alreadyReported))
  report(
    @Param('kind') kind: string,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(ReportPostSchema)) body: ReportPost,
    @Req() req: SessionRequest,
  ): Promise<{ hidden: boolean }> {
    const reporter = req.user!; // SignedInRoute
    // A report counts towards hiding a post: like a post, it needs a confirmed address (no throwaway accounts).
    if (!reporter.emailVerified) throw new ForbiddenException(DISCUSSION_MESSAGES.unverified);
    return this.moderation.report(postKindOf(kind), id, reporter.id, body);
  }
}
