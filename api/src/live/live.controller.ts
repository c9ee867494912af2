import { ErrorBodySchema, routes } from '@cci/contracts';
import { BadRequestException, Controller, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { openEventStream, refuseStream } from '../common/event-stream';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { json } from '../docs/schemas';
import { LiveStreams, type StreamInterest } from './live-streams';
import { Endpoint } from '../common/endpoint';

/** Threads, communities and events one stream may name (a page names one or two). */
export const MAX_STREAM_THREADS = 50;
export const MAX_STREAM_COMMUNITIES = 20;
export const MAX_STREAM_EVENTS = 20;
export const STREAM_MESSAGES = {
  thread: `thread must be a thread id (at most ${MAX_STREAM_THREADS})`,
  community: `community must be a community slug (at most ${MAX_STREAM_COMMUNITIES})`,
  event: `event must be an event id (at most ${MAX_STREAM_EVENTS})`,
  full: 'Too many live connections on this server: try again shortly',
} as const;

const MAX_INT4 = 2_147_483_647;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const EVENT_ID = /^\d{1,18}$/;

const values = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The ids of `value` (one or repeated), at most `max` of them, each a positive int4; else 400 with `message`. */
function idsOf(value: unknown, max: number, message: string): Set<number> {
  const ids = values(value);
  if (ids.length > max || !ids.every((t) => typeof t === 'string' && /^[1-9]\d{0,9}$/.test(t) && Number(t) <= MAX_INT4))
    throw new BadRequestException(message);
  return new Set(ids.map(Number));
}

/** `?thread=1&thread=2&community=students&event=7` → the stream's interest; 400 on anything else in those keys. */
export function parseInterest(query: Record<string, unknown>, userId: number): StreamInterest {
  const threads = idsOf(query.thread, MAX_STREAM_THREADS, STREAM_MESSAGES.thread);
  const communities = values(query.community);
  if (communities.length > MAX_STREAM_COMMUNITIES || !communities.every((c) => typeof c === 'string' && SLUG.test(c)))
    throw new BadRequestException(STREAM_MESSAGES.community);
  const events = idsOf(query.event, MAX_STREAM_EVENTS, STREAM_MESSAGES.event);
  return { userId, threads, communities: new Set(communities as string[]), events };
}

/** The Last-Event-ID a reconnecting EventSource sends; anything that is not an event id is ignored (a fresh start). */
export function lastEventIdOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && EVENT_ID.test(value.trim()) ? value.trim() : null;
}

@ApiTags('discussions')
@Controller()
export class StreamController {
  constructor(private readonly streams: LiveStreams) {}

  @Endpoint(routes.system.stream)
  @Members()
  @ApiOperation({
    summary: 'Live updates for the signed-in member (Server-Sent Events)',
    description:
      'Events: `notification` ({ type, unread }) for the member in every tab; `thread` ({ type, threadId, change, replyId }) for the ' +
      'threads named by `thread`; `community` ({ type, community, threadId }) for new threads of the communities named by `community`; ' +
      '`mentorship` ({ type, mentorshipId }) for the member, when their mentorship has a new message or state; `event` ({ type, eventId }) ' +
      'when the RSVP state (places left, the waitlist) of an event named by `event` changed. ' +
      'Each event has an `id:`; a reconnect with Last-Event-ID is sent the matching events it missed (kept about 15 minutes). ' +
      'A comment line every 20 s keeps the stream open. A member has at most 5 streams per server: a 6th closes their oldest. ' +
      'A server with 1,000 open streams answers 503 with Retry-After.',
  })
  @ApiQuery({ name: 'thread', required: false, isArray: true, type: Number, description: 'Thread ids the page shows' })
  @ApiQuery({ name: 'community', required: false, isArray: true, type: String, description: 'Community slugs the page lists' })
  @ApiQuery({ name: 'event', required: false, isArray: true, type: Number, description: 'Event ids the page shows' })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last event id received (EventSource sends it)' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The event stream (text/event-stream), open until the client leaves' })
  @ApiBadRequestResponse(
    json(ErrorBodySchema, { description: 'A thread or event that is not an id, a community that is not a slug, or too many' }),
  )
  @ApiServiceUnavailableResponse(json(ErrorBodySchema, { description: 'This server has its maximum of open streams (Retry-After)' }))
  async stream(@Req() req: SessionRequest, @Res() reply: FastifyReply): Promise<void> {
    const interest = parseInterest((req.query ?? {}) as Record<string, unknown>, req.user!.id);
    if (!this.streams.accepting) return refuseStream(reply, this.streams.retryMs, STREAM_MESSAGES.full);
    const res = openEventStream(reply);
    await this.streams.open(res, interest, lastEventIdOf(req.headers['last-event-id']));
  }
}
