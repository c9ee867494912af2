import {
  DEMO_REPLY_TEMPLATE,
  type DemoReply,
  DemoReplySchema,
  type HandleRequest,
  HandleRequestSchema,
  type InboxPage,
  type InboxQuery,
  InboxQuerySchema,
  type InboxRecord,
  REQUEST_KINDS,
  routes,
} from '@cci/contracts';
import { Body, Controller, HttpCode, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { staffActorOf } from '../audit/staff-actor';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { errorBody } from '../docs/schemas';
import { kindOf, RequestsInbox } from './requests-inbox.service';
import { Endpoint } from '../common/endpoint';

/** The requests inbox for staff: the lists (JSON or CSV), marking one handled, replying to a demo request. */
const KIND = ApiParam({ name: 'kind', enum: REQUEST_KINDS });

@ApiTags('admin')
@Controller()
export class RequestsInboxController {
  constructor(private readonly inbox: RequestsInbox) {}

  @Endpoint(routes.admin.inbox)
  @Admins()
  @KIND
  @ApiOperation({ summary: 'One list of the inbox, newest first, 50 a page; open, handled or all; ?format=csv exports it whole (admins)' })
  @ApiOkResponse({ description: 'InboxPage (contracts/src/requests-admin.ts), or text/csv' })
  async list(
    @Param('kind') kind: string,
    @Query(new ValibotPipe(InboxQuerySchema)) q: InboxQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InboxPage | string> {
    const k = kindOf(kind);
    reply.header('Cache-Control', 'no-store');
    if (q.format === 'json') return this.inbox.page(k, q);
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${k}-${new Date().toISOString().slice(0, 10)}.csv"`);
    return this.inbox.csv(k, q.status);
  }

  @Endpoint(routes.admin.handleRequest)
  @HttpCode(200)
  @Admins()
  @KIND
  @ApiOperation({ summary: 'Mark a request handled with a note, or open again with handled: false (admins)' })
  @ApiNotFoundResponse(errorBody('Request not found'))
  handle(
    @Req() req: SessionRequest,
    @Param('kind') kind: string,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(HandleRequestSchema)) body: HandleRequest,
  ): Promise<InboxRecord> {
    return this.inbox.handle(kindOf(kind), id, body, staffActorOf(req));
  }

  @Endpoint(routes.admin.replyToDemoRequest)
  @HttpCode(200)
  @Admins()
  @ApiOperation({
    summary: `Reply to a demo request by e-mail (the template: ${JSON.stringify(DEMO_REPLY_TEMPLATE.slice(0, 60))}…), then mark it handled`,
  })
  @ApiNotFoundResponse(errorBody('Request not found'))
  reply(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(DemoReplySchema)) body: DemoReply,
  ): Promise<InboxRecord> {
    return this.inbox.replyToDemo(id, body, staffActorOf(req));
  }
}
