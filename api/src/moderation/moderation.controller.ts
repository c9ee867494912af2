import { type ModeratePost, ModeratePostSchema, type ModerationItem, POST_KINDS, routes } from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody } from '../docs/schemas';
import {
  AUTHOR_GONE,
  MESSAGE_ACTIONS_ONLY,
  ModerationService,
  type ModerationOutcome,
  NO_OPEN_REPORTS,
  SUSPENSION_DAYS_MESSAGE,
} from './moderation.service';
import { MODERATION_KIND_MESSAGE, moderationKindOf } from './post-kind';
import { staffActorOf } from '../audit/staff-actor';
import { Endpoint } from '../common/endpoint';

/** The Moderation tab's API: the queue of reported posts and the moderators' decisions. Admins only. */
@ApiTags('admin')
@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Endpoint(routes.admin.moderationQueue)
  @Admins()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'The moderation queue: open reports grouped by post, the longest waiting first (at most 100 posts)',
    description: 'Each post with its author, whole text (also when hidden), the post before it for context, and its reports.',
  })
  @ApiOkResponse({ description: 'ModerationItem[] (contracts/src/discussions.ts)' })
  queue(): Promise<ModerationItem[]> {
    return this.moderation.queue();
  }

  @Endpoint(routes.admin.moderatePost)
  @Admins()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Decide on a post: dismiss, hide, delete, lock (its thread) or suspend its author (7 to 30 days; also hides it); on a direct message (kind message): dismiss or hide',
    description:
      'Resolves the open reports on the post, records the decision and its moderator, notifies the author (dismiss: only when ' +
      'it shows their auto-hidden post again) and every reporter, and updates open pages live. Answers ModerationOutcome ' +
      '{ action, resolvedReports, hidden, deleted, locked, suspendedUntil }.',
  })
  @ApiParam({ name: 'kind', enum: [...POST_KINDS, 'message'] })
  @ApiParam({ name: 'id', type: Number, example: 1, description: 'Positive integer' })
  @JsonBody(
    ModeratePostSchema,
    `Invalid field (errors.days = "${SUSPENSION_DAYS_MESSAGE}" for suspend; errors.action = "${MESSAGE_ACTIONS_ONLY}"), or ${MODERATION_KIND_MESSAGE}`,
  )
  @ApiOkResponse({ description: 'ModerationOutcome' })
  @ApiNotFoundResponse(errorBody('Thread not found / Reply not found'))
  @ApiConflictResponse(errorBody(`${NO_OPEN_REPORTS} / ${AUTHOR_GONE}`))
  moderate(
    @Param('kind') kind: string,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(ModeratePostSchema)) body: ModeratePost,
    @Req() req: SessionRequest,
  ): Promise<ModerationOutcome> {
    return this.moderation.moderate(moderationKindOf(kind), id, body, staffActorOf(req));
  }
}
