import { AuditService } from '../audit/audit.service';
import { staffActorOf } from '../audit/staff-actor';
import { toCsv } from '../common/csv';
import { ContentAdminService } from '../content-admin/content-admin.service';
import { CreateOperation, ListOperation } from '../docs/operations';
import { errorBody, json } from '../docs/schemas';
import { ValibotPipe } from '../common/valibot';
import { type CommunityEvent, CommunityEventSchema, type CreateEvent, CreateEventSchema, ErrorBodySchema, routes } from '@cci/contracts';
import {
  EVENT_PERIODS,
  type EventAttendeeRecord,
  type EventList,
  type EventPeriod,
  type EventView,
  type RsvpBody,
  RsvpBodySchema,
  type UpdateEvent,
  UpdateEventSchema,
} from '@cci/contracts';
import { BadRequestException, Body, Controller, Header, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiExcludeEndpoint,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { queryParam } from '../common/query-param';
import { AdminMark } from '../common/admin-mark';
import { Admins, ReaderRoute } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { type EventReader, EventRsvpsService } from './event-rsvps.service';
import { JsonText } from '../common/json-text';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { EventsService } from './events.service';
import { Allowed } from '../rules/rules';
import { Endpoint } from '../common/endpoint';

/** Staff see an event's online link: an admin member, or a session the staff password marked (as AdminGuard decides). */
const staffMark = new AdminMark();
const readerOf = (req: SessionRequest): EventReader | null => {
  const staff = req.user?.role === 'admin' || staffMark.holds(req.session);
  if (req.user) return { id: req.user.id, admin: staff };
  return staff ? { id: 0, admin: true } : null;
};
const ID = ApiParam({ name: 'id', type: Number, example: 1, description: 'Positive integer' });

@ApiTags('events')
@Controller()
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly rsvps: EventRsvpsService,
    private readonly content: ContentAdminService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Endpoint(routes.events.browse)
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Events, upcoming (soonest first) or past (latest first), 20 per page; a community and every-community events' })
  @ApiQuery({ name: 'community', required: false, description: 'A community slug' })
  @ApiQuery({ name: 'period', required: false, enum: EVENT_PERIODS })
  @ApiQuery({ name: 'cursor', required: false })
  @ApiOkResponse({ description: 'EventList (contracts/src/events.ts)' })
  @ApiBadRequestResponse(errorBody('period must be upcoming or past / malformed cursor'))
  @ApiNotFoundResponse(errorBody('Community not found'))
  async browse(
    @Req() req: SessionRequest,
    @Query('community') community: unknown,
    @Query('period') period: unknown,
    @Query('cursor') cursor: unknown,
  ): Promise<EventList> {
    const slug = queryParam(community, 'community must be a community slug');
    const when = queryParam(period, 'period must be upcoming or past') ?? 'upcoming';
    if (!(EVENT_PERIODS as readonly string[]).includes(when)) throw new BadRequestException('period must be upcoming or past');
    const communityId = slug === undefined ? null : (await communityBySlug(this.dataSource.manager, slug)).id;
    return this.rsvps.browse(communityId, when as EventPeriod, queryParam(cursor, 'Malformed cursor'), readerOf(req));
  }

  /** Spec §6: /api/events/community without an id is an unknown path (404), not an event id to validate. */
  @Endpoint(routes.events.ofNoCommunity)
  @ApiExcludeEndpoint()
  noCommunity(): never {
    throw new NotFoundException('Cannot GET /api/events/community');
  }

  @Endpoint(routes.events.view)
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'An event with its counts, first attendees, and the member’s own RSVP; the online link for members going' })
  @ID
  @ApiOkResponse({ description: 'EventView (contracts/src/events.ts)' })
  @ApiNotFoundResponse(errorBody('Event not found'))
  view(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<EventView> {
    return this.rsvps.view(id, readerOf(req));
  }

  @Endpoint(routes.events.rsvp)
  @Allowed('rsvp')
  @ApiOperation({ summary: 'RSVP: going (a waitlist place when the event is full), interested or not going' })
  @ID
  @ApiOkResponse({ description: 'EventView with myRsvp' })
  @ApiConflictResponse(errorBody('This event has already taken place'))
  rsvp(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(RsvpBodySchema)) body: RsvpBody,
  ): Promise<EventView> {
    return this.rsvps.rsvp(id, readerOf(req)!, body.status);
  }

  @Endpoint(routes.events.withdrawRsvp)
  @Allowed('rsvp')
  @ApiOperation({ summary: 'Withdraw the RSVP; the first on the waitlist gets the place' })
  @ID
  @ApiOkResponse({ description: 'EventView' })
  withdraw(@Req() req: SessionRequest, @Param('id', new PositiveIntPipe('id')) id: number): Promise<EventView> {
    return this.rsvps.withdraw(id, readerOf(req)!);
  }

  @Endpoint(routes.events.ics)
  @ReaderRoute()
  @ApiOperation({ summary: 'The event as an RFC 5545 calendar file' })
  @ID
  @ApiConflictResponse(errorBody('The event has no date and time yet'))
  async ics(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const text = await this.rsvps.eventIcs(id, readerOf(req));
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="event-${id}.ics"`);
    reply.header('Cache-Control', 'no-store');
    return text;
  }

  @Endpoint(routes.events.update)
  @Admins()
  @ApiOperation({
    summary:
      'Edit an event (admins): its fields, start, end, capacity, online link, featured, published; updatedAt as read (else 409); a larger capacity lets waiting members in',
  })
  @ID
  @ApiConflictResponse(errorBody('Capacity below the members going, changed by someone else since read (updatedAt), or archived'))
  async update(
    @Req() req: SessionRequest,
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Body(new ValibotPipe(UpdateEventSchema)) body: UpdateEvent,
  ): Promise<EventView> {
    await this.content.update('events', id, body, staffActorOf(req), (m) => this.rsvps.settleAfterEdit(m, id));
    return this.rsvps.view(id, readerOf(req));
  }

  @Endpoint(routes.events.attendees)
  @Admins()
  @ApiOperation({ summary: 'Every RSVP of an event (admins): JSON, or CSV with ?format=csv' })
  @ID
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv'] })
  async attendees(
    @Param('id', new PositiveIntPipe('id')) id: number,
    @Query('format') format: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventAttendeeRecord[] | string> {
    const as = queryParam(format, 'format must be json or csv') ?? 'json';
    if (as !== 'json' && as !== 'csv') throw new BadRequestException('format must be json or csv');
    const rows = await this.rsvps.attendees(id);
    reply.header('Cache-Control', 'no-store');
    if (as === 'json') return rows;
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="event-${id}-attendees.csv"`);
    const lines = [['Member id', 'Name', 'E-mail', 'Status', 'Waitlist position', 'Responded at']];
    for (const r of rows)
      lines.push([
        String(r.memberId),
        r.name,
        r.email,
        r.status,
        r.waitlistPosition === null ? '' : String(r.waitlistPosition),
        r.respondedAt,
      ]);
    return toCsv(lines);
  }

  @Endpoint(routes.events.list)
  @JsonText()
  @ListOperation('List every event, ordered by id', CommunityEventSchema)
  list(): Promise<string> {
    return this.events.listJson();
  }

  @Endpoint(routes.events.ofCommunity)
  @JsonText()
  @ListOperation('Events of one community (an empty list for an unknown community)', CommunityEventSchema)
  @ApiParam({ name: 'communityId', type: Number, example: 1, description: 'Positive integer' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: 'communityId must be a positive integer' }))
  byCommunity(@Param('communityId', new PositiveIntPipe('communityId')) communityId: number): Promise<string> {
    return this.events.byCommunityJson(communityId);
  }

  @Endpoint(routes.events.create)
  @Admins()
  @CreateOperation(
    'Create an event (admins)',
    CreateEventSchema,
    CommunityEventSchema,
    'Invalid field, unknown community (errors.communityId = "Unknown community") or malformed JSON',
  )
  async create(@Req() req: SessionRequest, @Body(new ValibotPipe(CreateEventSchema)) body: CreateEvent): Promise<CommunityEvent> {
    return this.audit.run(staffActorOf(req), async (m, record) => {
      const event = await this.events.create(body, m);
      await record({
        action: 'event.create',
        entity: 'event',
        entityId: event.id,
        summary: `Created ‘${event.title}’`,
        after: { ...body },
      });
      return event;
    });
  }
}

/** A community's calendar feed: subscribe to it in any calendar app. */
@ApiTags('events')
@Controller()
export class CommunityCalendarController {
  constructor(
    private readonly rsvps: EventRsvpsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Endpoint(routes.communities.calendar)
  @ApiOperation({ summary: 'A community’s events and every community’s, upcoming and of the last 90 days, as an RFC 5545 calendar' })
  @ApiNotFoundResponse(errorBody('Community not found'))
  async calendar(@Param('slug') slug: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const text = await this.rsvps.communityIcs(community.id, community.name);
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `inline; filename="${community.slug}-events.ics"`);
    reply.header('Cache-Control', 'no-cache');
    return text;
  }
}
