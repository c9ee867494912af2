import { routes } from '@cci/contracts';
import { Controller, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../common/endpoint';
import { openEventStream, refuseStream } from '../common/event-stream';
import { Admins } from '../common/session-guards';
import { errorBody } from '../docs/schemas';
import { ACTIVITY_STREAM_FULL, ACTIVITY_STREAM_LIMITS, ActivityStreams } from './activity-stream';

@ApiTags('admin')
@Controller()
export class ActivityStreamController {
  constructor(private readonly streams: ActivityStreams) {}

  @Endpoint(routes.admin.activityStream)
  @Admins()
  @ApiOperation({
    summary: 'Recent Activity, live (Server-Sent Events): an `activity` event when a registration, request, report or staff action lands',
    description: 'The event has no data: read GET /api/admin/overview again. A comment line every 20 s keeps the stream open.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The event stream (text/event-stream), open until the client leaves' })
  @ApiServiceUnavailableResponse(errorBody(ACTIVITY_STREAM_FULL))
  stream(@Res() reply: FastifyReply): void {
    if (!this.streams.accepting) return refuseStream(reply, ACTIVITY_STREAM_LIMITS.retryMs, ACTIVITY_STREAM_FULL);
    const res = openEventStream(reply);
    this.streams.open(res);
  }
}
