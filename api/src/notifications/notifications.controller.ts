import {
  DISCUSSION_MESSAGES,
  ErrorBodySchema,
  type MarkNotificationsRead,
  MarkNotificationsReadSchema,
  type NotificationList,
  type PostAuthor,
  routes,
  type WatchThread,
  WatchThreadSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import { NOTIFICATION_MESSAGES, NotificationsService } from './notifications.service';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

const notFound = (description: string) => ApiNotFoundResponse(json(ErrorBodySchema, { description }));
const badRequest = (description: string) => ApiBadRequestResponse(json(ErrorBodySchema, { description }));

@ApiTags('discussions')
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Endpoint(routes.discussions.notifications)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The signed-in member's notifications, newest first, 20 per page, and the unread count",
    description: 'Replies to threads they watch, mentions, accepted answers and moderation outcomes. `nextCursor` reads the next page.',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the previous page' })
  @ApiOkResponse({ description: 'NotificationList: { items, nextCursor, unread }' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: DISCUSSION_MESSAGES.cursor }))
  list(@Req() req: SessionRequest, @Query('cursor') cursor?: string): Promise<NotificationList> {
    return this.notifications.list(req.user!.id, cursor);
  }

  @Endpoint(routes.discussions.markNotificationsRead)
  @Allowed('manageAccount')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Mark notifications read: { ids } (1 to 100 of them) or { all: true }',
    description: "Only the member's own notifications change (another member's ids are ignored). Their open streams hear the new count.",
  })
  @JsonBody(MarkNotificationsReadSchema, 'Neither ids (1 to 100 positive integers) nor all: true')
  @ApiOkResponse({ description: '{ unread }: the unread count after the change' })
  read(
    @Req() req: SessionRequest,
    @Body(new ValibotPipe(MarkNotificationsReadSchema)) body: MarkNotificationsRead,
  ): Promise<{ unread: number }> {
    return this.notifications.markRead(req.user!.id, body);
  }

  @Endpoint(routes.discussions.watchThread)
  @Allowed('mute')
  @HttpCode(204)
  @ApiOperation({
    summary: "Set the member's notification level for a thread: watching, normal or muted",
    description: 'watching: every reply notifies; normal: only mentions and answers accepted; muted: nothing from this thread.',
  })
  @JsonBody(WatchThreadSchema, DISCUSSION_MESSAGES.watch)
  @ApiNoContentResponse({ description: 'Set' })
  @notFound(DISCUSSION_MESSAGES.threadNotFound)
  async watch(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(WatchThreadSchema)) body: WatchThread,
  ): Promise<void> {
    await this.notifications.setWatch(req.user!.id, id, body.level);
  }

  @Endpoint(routes.me.mutes)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The members the signed-in member muted, last muted first' })
  @ApiOkResponse({ description: 'PostAuthor[]' })
  mutes(@Req() req: SessionRequest): Promise<PostAuthor[]> {
    return this.notifications.mutes(req.user!.id);
  }

  @Endpoint(routes.me.mute)
  @Allowed('mute')
  @HttpCode(204)
  @ApiOperation({ summary: 'Mute a member: their posts no longer notify the signed-in member (idempotent)' })
  @ApiNoContentResponse({ description: 'Muted' })
  @badRequest(`${NOTIFICATION_MESSAGES.muteSelf}, or memberId is not a positive integer`)
  @notFound(NOTIFICATION_MESSAGES.memberNotFound)
  async mute(@Req() req: SessionRequest, @Param('memberId', new PositiveIntPipe('memberId')) memberId: number): Promise<void> {
    await this.notifications.mute(req.user!.id, memberId);
  }

  @Endpoint(routes.me.unmute)
  @Allowed('mute')
  @HttpCode(204)
  @ApiOperation({ summary: 'Unmute a member (idempotent)' })
  @ApiNoContentResponse({ description: 'Not muted' })
  @badRequest(`${NOTIFICATION_MESSAGES.muteSelf}, or memberId is not a positive integer`)
  @notFound(NOTIFICATION_MESSAGES.memberNotFound)
  async unmute(@Req() req: SessionRequest, @Param('memberId', new PositiveIntPipe('memberId')) memberId: number): Promise<void> {
    await this.notifications.unmute(req.user!.id, memberId);
  }
}
