import { CreateOperation, JsonBody } from '../docs/operations';
import { json } from '../docs/schemas';
import { ValibotPipe } from '../common/valibot';
import {
  ErrorBodySchema,
  CreatedIdSchema,
  type DemoRequest,
  type DemoRequestReceipt,
  DemoRequestReceiptSchema,
  DemoRequestSchema,
  type EventRequest,
  EventRequestSchema,
  routes,
  type Waitlist,
  type WaitlistReceipt,
  WaitlistReceiptSchema,
  WaitlistSchema,
} from '@cci/contracts';
import { Body, Controller, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RequestsThrottlerGuard } from './requests.throttle';
import { RequestsService } from './requests.service';
import { Endpoint } from '../common/endpoint';

const INVALID_FORM = 'Invalid field (errors: field -> message), a body that is not a JSON object, or malformed JSON';

/** The public forms: no account and no session (spec §6); throttled per IP and route. */
@ApiTags('requests')
@Controller()
@UseGuards(RequestsThrottlerGuard)
@ApiPayloadTooLargeResponse(json(ErrorBodySchema, { description: 'Body over 1 MB' }))
@ApiTooManyRequestsResponse(
  json(ErrorBodySchema, { description: 'More than the allowed submissions per minute from this IP (Retry-After header)' }),
)
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Endpoint(routes.requests.eventRequest)
  @CreateOperation('Submit an event request (the Events page form)', EventRequestSchema, CreatedIdSchema, INVALID_FORM)
  createEventRequest(@Body(new ValibotPipe(EventRequestSchema)) body: EventRequest): Promise<{ id: number }> {
    return this.requests.createEventRequest(body);
  }

  @Endpoint(routes.requests.demoRequest)
  @CreateOperation('Book a demo; answers the confirmation id', DemoRequestSchema, DemoRequestReceiptSchema, INVALID_FORM)
  createDemoRequest(@Body(new ValibotPipe(DemoRequestSchema)) body: DemoRequest): Promise<DemoRequestReceipt> {
    return this.requests.createDemoRequest(body);
  }

  @Endpoint(routes.requests.waitlist)
  @ApiOperation({ summary: 'Join the AI Coach waitlist (a second sign-up of one e-mail changes nothing: the first entry stays as stored)' })
  @JsonBody(WaitlistSchema, INVALID_FORM)
  @ApiCreatedResponse(json(WaitlistReceiptSchema, { description: 'A new e-mail on the list' }))
  @ApiOkResponse(json(WaitlistReceiptSchema, { description: 'The e-mail was on the list already (its entry is left as it was)' }))
  async joinWaitlist(
    @Body(new ValibotPipe(WaitlistSchema)) body: Waitlist,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WaitlistReceipt> {
    const { created, entry } = await this.requests.joinWaitlist(body);
    void reply.status(created ? 201 : 200);
    return entry;
  }
}
