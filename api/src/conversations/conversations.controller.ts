import {
  type BlockedMember,
  CONVERSATION_MESSAGES,
  type ConversationSummary,
  type DirectMessage,
  ErrorBodySchema,
  type MessagePage,
  type ReportPost,
  ReportPostSchema,
  routes,
  type SendMessage,
  SendMessageSchema,
  type StartConversation,
  StartConversationSchema,
  type UnreadMessages,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../common/endpoint';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { queryParam } from '../common/query-param';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { JsonBody } from '../docs/operations';
import { errorBody, json } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { ConversationsService } from './conversations.service';

const ID = new PositiveIntPipe('id');
const WHO = `${CONVERSATION_MESSAGES.blocked} / ${CONVERSATION_MESSAGES.unverified} / ${CONVERSATION_MESSAGES.noSharedCommunity}`;
const CAP = json(ErrorBodySchema, { description: 'A new account’s daily cap (Retry-After header)' });

/** Direct messages between two members, and blocking. */
@ApiTags('messages')
@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Endpoint(routes.conversations.start)
  @Allowed('directMessage')
  @ApiOperation({
    summary: 'Open the conversation with a member: the existing one between the two, or a new one',
    description:
      'Verified members who share an approved community, neither having blocked the other. Answers ConversationSummary ' +
      '(contracts/src/conversations.ts). Parallel requests make one conversation.',
  })
  @JsonBody(StartConversationSchema, `Invalid field / ${CONVERSATION_MESSAGES.self}`)
  @ApiForbiddenResponse(errorBody(WHO))
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.memberNotFound))
  @ApiTooManyRequestsResponse(CAP)
  start(
    @Req() req: SessionRequest,
    @Body(new ValibotPipe(StartConversationSchema)) body: StartConversation,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationSummary> {
    return this.conversations.start(req.user!.id, body.memberId, reply);
  }

  @Endpoint(routes.conversations.list)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "The member's conversations, the newest activity first, with the other member, the last message and unread counts",
  })
  list(@Req() req: SessionRequest): Promise<ConversationSummary[]> {
    return this.conversations.list(req.user!.id);
  }

  @Endpoint(routes.conversations.messages)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'A page of a conversation (oldest first): the newest without a cursor, earlier ones through nextCursor',
    description: 'Answers MessagePage { conversation, items, nextCursor }. Someone else’s conversation is 404.',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the page after it' })
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.notFound))
  messages(@Req() req: SessionRequest, @Param('id', ID) id: number, @Query('cursor') cursor: unknown): Promise<MessagePage> {
    return this.conversations.messages(req.user!.id, id, queryParam(cursor, 'Malformed cursor'));
  }

  @Endpoint(routes.conversations.send)
  @Allowed('directMessage')
  @ApiOperation({ summary: 'Write in a conversation (Markdown, rendered as posts are)' })
  @JsonBody(SendMessageSchema)
  @ApiForbiddenResponse(errorBody(WHO))
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.notFound))
  @ApiConflictResponse(errorBody(CONVERSATION_MESSAGES.otherGone))
  @ApiTooManyRequestsResponse(CAP)
  send(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(SendMessageSchema)) body: SendMessage,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DirectMessage> {
    return this.conversations.send(req.user!.id, id, body, reply);
  }

  @Endpoint(routes.conversations.markRead)
  @Allowed('manageAccount')
  @ApiOperation({ summary: 'Mark a conversation read; answers the member’s unread messages left' })
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.notFound))
  markRead(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<UnreadMessages> {
    return this.conversations.markRead(req.user!.id, id);
  }

  @Endpoint(routes.conversations.unread)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's unread messages over all conversations (the nav's count)" })
  unread(@Req() req: SessionRequest): Promise<UnreadMessages> {
    return this.conversations.unread(req.user!.id);
  }

  @Endpoint(routes.conversations.report)
  @HttpCode(204)
  @Allowed('reportMessage')
  @ApiOperation({ summary: 'Report a message of the other member to the moderators (the reasons of post reports)' })
  @JsonBody(ReportPostSchema)
  @ApiForbiddenResponse(errorBody(CONVERSATION_MESSAGES.ownMessage))
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.messageNotFound))
  @ApiConflictResponse(errorBody(CONVERSATION_MESSAGES.alreadyReported))
  report(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(ReportPostSchema)) body: ReportPost,
  ): Promise<void> {
    return this.conversations.report(req.user!.id, id, body);
  }

  @Endpoint(routes.conversations.block)
  @HttpCode(204)
  @Allowed('block')
  @ApiOperation({ summary: 'Block a member (idempotent): no messages and no new conversation either way' })
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.memberNotFound))
  block(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<void> {
    return this.conversations.block(req.user!.id, id, true);
  }

  @Endpoint(routes.conversations.unblock)
  @HttpCode(204)
  @Allowed('block')
  @ApiOperation({ summary: 'Unblock a member (idempotent)' })
  @ApiNotFoundResponse(errorBody(CONVERSATION_MESSAGES.memberNotFound))
  unblock(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<void> {
    return this.conversations.block(req.user!.id, id, false);
  }

  @Endpoint(routes.conversations.blocks)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The members the member blocked, the latest first (settings)' })
  blocks(@Req() req: SessionRequest): Promise<BlockedMember[]> {
    return this.conversations.blocks(req.user!.id);
  }
}
