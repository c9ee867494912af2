import { DISCUSSION_MESSAGES, POST_KINDS, type ReportPost, ReportPostSchema, routes, RULE_MESSAGES } from '@cci/contracts';
import { Body, Controller, Param, Req } from '@nestjs/common';
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
import { Allowed } from '../rules/rules';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import { ModerationService } from './moderation.service';
import { POST_KIND_MESSAGE, postKindOf } from './post-kind';
import { Endpoint } from '../common/endpoint';

/** A member reports a post: the first of the guidelines' four steps. */
@ApiTags('discussions')
@Controller()
export class ReportsController {
  constructor(private readonly moderation: ModerationService) {}

  @Endpoint(routes.discussions.report)
  @Allowed('report')
  @ApiOperation({
    summary: 'Report a post to the moderators, with a reason and an optional note',
    description:
      "Approved members of the post's community with a confirmed e-mail address, once per post while their report is open. When 3 " +
      "people (a mailbox's +tag aliases are one) have open reports on a post, it is hidden until a moderator reviews it; a post a " +
      'moderator restored is hidden again only by new reporters. Answers { hidden }.',
  })
  @ApiParam({ name: 'kind', enum: POST_KINDS })
  @ApiParam({ name: 'id', type: Number, example: 1, description: 'Positive integer' })
  @JsonBody(ReportPostSchema, `Invalid field, or ${POST_KIND_MESSAGE} / id must be a positive integer`)
  @ApiCreatedResponse({ description: '{ hidden: boolean }' })
  @ApiForbiddenResponse(
    errorBody(`${DISCUSSION_MESSAGES.ownPost} / ${RULE_MESSAGES.unverified('report')} / ${RULE_MESSAGES.notMember('report')}`),
  )
  @ApiNotFoundResponse(errorBody(`${DISCUSSION_MESSAGES.threadNotFound} / ${DISCUSSION_MESSAGES.replyNotFound}`))
  @ApiConflictResponse(errorBody(DISCUSSION_MESSAGES.alreadyReported))
  report(
    @Param('kind') kind: string,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(ReportPostSchema)) body: ReportPost,
    @Req() req: SessionRequest,
  ): Promise<{ hidden: boolean }> {
    // The rule book's report row (an approved, verified member of the post's community): the guard, then the service.
    return this.moderation.report(postKindOf(kind), id, req.user!.id, body);
  }
}
