import {
  EVENT_MESSAGES,
  EVENT_PAGE_SIZE,
  EVENT_REMINDER_LEAD_MS,
  type EventAttendeeRecord,
  type EventList,
  type EventPeriod,
  type EventSummary,
  type EventView,
  type MyRsvp,
  type RsvpChoice,
  type RsvpState,
} from '@cci/contracts';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createEvents, type EventAttributes } from 'ics';
import type { DataSource, EntityManager } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { KeyedSnapshots } from '../common/keyed-snapshots';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { postAuthor } from '../members/post-author';
import { enforce } from '../rules/rules';
import { MailService } from '../mail/mail.service';
import { LiveService } from '../live/live.service';
import { JobsService } from '../notifications/jobs.service';
import { NOTIFICATIONS_FROM } from '../notifications/notification-templates';
import { NotificationsService } from '../notifications/notifications.service';
import {
  ATTENDEE_RECORDS_SQL,
  ATTENDEES_SQL,
  browseSql,
  CALENDAR_SQL,
  CLAIM_REMINDERS_SQL,
  CURRENT_RSVP_SQL,
  DELETE_RSVP_SQL,
  EVENT_EXISTS_SQL,
  EVENT_SQL,
  EVENT_TITLE_SQL,
  LOCK_EVENT_SQL,
  MY_RSVPS_SQL,
  NEXT_EVENTS_SQL,
  PROMOTE_SQL,
  RECOUNT_SQL,
  RSVP_EVENTS_OF_MEMBER_SQL,
  UPSERT_RSVP_SQL,
} from './events.queries';
import { icsLine, icsLines } from './ics-text';
import { iso } from '../common/iso';

interface EventRow {
  id: number;
  title: string;
  description: string;
  image: string | null;
  featured: boolean;
  date: string;
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string | null;
  location: string;
  capacity: number | null;
  onlineUrl: string | null;
  going: number;
  interested: number;
  waitlisted: number;
  communitySlug: string | null;
  communityName: string | null;
}

/** Ended: past its end, or its start when it has no end (as events.queries' PAST); an event with no start never is. */
const isPast = (r: Pick<EventRow, 'startsAt' | 'endsAt'>, now = Date.now()) => {
  const end = r.endsAt ?? r.startsAt;
  return end !== null && new Date(end).getTime() < now;
};

/** The part of an event page that is the same for everyone: the row and the first attendees. */
interface EventPublic {
  row: EventRow;
  attendees: { id: number; firstName: string; lastName: string; avatar: string | null }[];
}

/** Tables an event page shows: a write to one drops the cached pages, on every replica. */
export const EVENT_PAGE_TABLES = ['events', 'event_rsvps', 'users', 'communities'] as const;

function toSummary(r: EventRow, myRsvp: MyRsvp | null): EventSummary {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    image: r.image,
    featured: r.featured,
    date: r.date,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    timeZone: r.timeZone,
    location: r.location,
    community: r.communitySlug && r.communityName ? { slug: r.communitySlug, name: r.communityName } : null,
    capacity: r.capacity,
    counts: { going: r.going, interested: r.interested, waitlisted: r.waitlisted },
    past: isPast(r),
    myRsvp,
  };
}

/** Who is asking: a signed-in member (admin or not), or a visitor. */
export interface EventReader {
  id: number;
  admin: boolean;
}

export const EVENT_REMINDER_JOB = 'event-reminders';

/** "Wednesday 18 March 2027, 18:30 GMT" in the member's zone (UTC when they did not say). */
export function eventTimeText(at: Date, timeZone: string | null): string {
  const zone = timeZone ?? 'UTC';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(at);
}

/**
 * Events you can attend: lists, the event page, RSVPs with a capacity and a waitlist, calendar files,
 * the admins' schedule and attendee list, and the reminder e-mails. Every RSVP change locks the event row first, so
 * places are handed out one at a time whatever the number of replicas: 50 parallel "going" for 10 places → 10 going.
 */
@Injectable()
export class EventRsvpsService {
  private readonly logger = new Logger('Events');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly tableWrites: TableWritesSubscriber,
    private readonly live: LiveService,
    jobs: JobsService,
    bus: BusService,
  ) {
    jobs.register(EVENT_REMINDER_JOB, '*/5 * * * *', () => this.sendReminders());
    bus.watchTables(EVENT_PAGE_TABLES, () => this.pages.clear());
  }

  /**
   * Event pages' shared part by event id (null: no such event), per replica, dropped on any write to
   * EVENT_PAGE_TABLES: a visitor's read is then no query, a member's one (their RSVP). "Past" is computed per read.
   */
  private readonly pages = new KeyedSnapshots<EventPublic | null>(256);

  private async eventPublic(id: number, m?: EntityManager): Promise<EventPublic | null> {
    const read = async (q: EntityManager) => {
      const [row, attendees] = await Promise.all([
        db.one<EventRow>(q, EVENT_SQL, [id]),
        db.many<EventPublic['attendees'][number]>(q, ATTENDEES_SQL, [id]),
      ]);
      return row ? { row, attendees } : null;
    };
    // In a transaction (after an RSVP) the page is read there, with the change; the cache is for committed reads.
    return m ? read(m) : this.pages.get(String(id), () => read(this.dataSource.manager));
  }

  private async myRsvps(userId: number | undefined, ids: number[], m: EntityManager = this.dataSource.manager) {
    const mine = new Map<number, MyRsvp>();
    if (userId === undefined || !ids.length) return mine;
    const rows = await db.many<{ eventId: number; status: RsvpState; position: number | null }>(m, MY_RSVPS_SQL, [userId, ids]);
    for (const r of rows) mine.set(r.eventId, { status: r.status, waitlistPosition: r.position });
    return mine;
  }

  /** GET /api/events/browse */
  async browse(
    communityId: number | null,
    period: EventPeriod,
    cursor: string | undefined,
    reader: EventReader | null,
  ): Promise<EventList> {
    const after = cursor === undefined ? [null, null, null] : decodeCursor(cursor, ['boolean', 'timestamp', 'id']);
    const rows = await db.many<EventRow & { keyNoStart: boolean; keyAt: string }>(this.dataSource, browseSql(period), [
      communityId,
      ...after,
    ]);
    const page = rows.slice(0, EVENT_PAGE_SIZE);
    const mine = await this.myRsvps(
      reader?.id,
      page.map((r) => r.id),
    );
    const last = page.at(-1);
    return {
      items: page.map((r) => toSummary(r, mine.get(r.id) ?? null)),
      nextCursor: rows.length > EVENT_PAGE_SIZE && last ? encodeCursor([last.keyNoStart, last.keyAt, last.id]) : null,
    };
  }

  /** The `limit` next events of the communities `communityIds` and every community's (null: all), with the reader's RSVP. */
  async next(communityIds: readonly number[] | null, limit: number, reader: EventReader | null): Promise<EventSummary[]> {
    const rows = await db.many<EventRow>(this.dataSource, NEXT_EVENTS_SQL, [communityIds, limit]);
    const mine = await this.myRsvps(
      reader?.id,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toSummary(r, mine.get(r.id) ?? null));
  }

  /** GET /api/events/:id: the page's event, its counts, the first attendees; the online link for those going. */
  async view(id: number, reader: EventReader | null, m?: EntityManager): Promise<EventView> {
    const [page, mine] = await Promise.all([this.eventPublic(id, m), this.myRsvps(reader?.id, [id], m)]);
    if (!page) throw new NotFoundException(EVENT_MESSAGES.notFound);
    const { row, attendees } = page;
    const myRsvp = mine.get(id) ?? null;
    const seesLink = reader?.admin === true || myRsvp?.status === 'going';
    return {
      ...toSummary(row, myRsvp),
      attendees: attendees.map((a) => postAuthor(a.id, a.firstName, a.lastName, a.avatar)!),
      hasOnlineLink: row.onlineUrl !== null,
      onlineUrl: seesLink ? row.onlineUrl : null,
    };
  }

  private async lockEvent(m: EntityManager, id: number) {
    const event = await db.one<{ id: number; capacity: number | null; going: number; past: boolean; live: boolean }>(m, LOCK_EVENT_SQL, [
      id,
    ]);
    if (!event) throw new NotFoundException(EVENT_MESSAGES.notFound);
    return event;
  }

  /**
   * Recounts, then lets waiting members in while there are places; they hear of it, and the event's open pages read
   * its state again after the commit (places left, who is going, their own place). The event must be locked.
   */
  private async settle(m: EntityManager, eventId: number): Promise<void> {
    this.tableWrites.wrote(m, 'events', 'event_rsvps'); // this replica's pages follow at the commit
    const { going, capacity } = (await db.one<{ going: number; capacity: number | null }>(m, RECOUNT_SQL, [eventId]))!;
    // After the writes to both tables: their triggers' bus notices (which drop every replica's cached page) are queued
    // first, and PostgreSQL delivers a transaction's notices in order: each replica hears the drop before the event
    // that makes a page read again.
    await this.live.publishEvent(m, eventId);
    const free = capacity === null ? 100_000 : capacity - going;
    if (free <= 0) return;
    const promoted = await db.many<{ userId: number }>(m, PROMOTE_SQL, [eventId, free]);
    if (!promoted.length) return;
    await db.exec(m, RECOUNT_SQL, [eventId]);
    const { title } = (await db.one<{ title: string }>(m, EVENT_TITLE_SQL, [eventId]))!;
    for (const p of promoted)
      await this.notifications.notifyMember(m, {
        userId: p.userId,
        kind: 'event',
        text: `A place opened up: you are going to ‘${title}’`,
        link: `/events/${eventId}`,
      });
  }

  /** PUT /api/events/:id/rsvp: going (a waitlist place when full), interested or not going. */
  async rsvp(eventId: number, reader: EventReader, choice: RsvpChoice): Promise<EventView> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'rsvp', reader.id, null); // the rule book: verified, not suspended (any community's event)
      const event = await this.lockEvent(m, eventId);
      if (!event.live) throw new NotFoundException(EVENT_MESSAGES.notFound); // a draft, or archived
      if (event.past) throw new ConflictException(EVENT_MESSAGES.past);
      const current = await db.one<{ status: RsvpState }>(m, CURRENT_RSVP_SQL, [eventId, reader.id]);
      let status: RsvpState = choice;
      if (choice === 'going') {
        if (current?.status === 'going' || current?.status === 'waitlisted') status = current.status;
        else status = event.capacity !== null && event.going >= event.capacity ? 'waitlisted' : 'going';
      }
      await db.exec(m, UPSERT_RSVP_SQL, [eventId, reader.id, status]);
      await this.settle(m, eventId);
      return this.view(eventId, reader, m);
    });
  }

  /** DELETE /api/events/:id/rsvp: the member withdraws; their place goes to the first waiting. */
  async withdraw(eventId: number, reader: EventReader): Promise<EventView> {
    return this.dataSource.transaction(async (m) => {
      await this.lockEvent(m, eventId);
      const removed = await db.many(m, DELETE_RSVP_SQL, [eventId, reader.id]);
      if (removed.length) await this.settle(m, eventId);
      return this.view(eventId, reader, m);
    });
  }

  /** A member leaving the site: their RSVPs go, each event recounted and its places passed on (in the caller's transaction). */
  async removeMember(m: EntityManager, userId: number): Promise<void> {
    const events = await db.many<{ id: number }>(m, RSVP_EVENTS_OF_MEMBER_SQL, [userId]);
    for (const e of events) {
      await this.lockEvent(m, e.id);
      await db.exec(m, DELETE_RSVP_SQL, [e.id, userId]);
      await this.settle(m, e.id);
    }
  }

  /** After an admin's edit of the event (PATCH /api/events/:id, the row locked): a larger capacity lets waiting members in. */
  async settleAfterEdit(m: EntityManager, eventId: number): Promise<void> {
    await this.settle(m, eventId);
  }

  /** GET /api/events/:id/attendees (admins). */
  async attendees(eventId: number): Promise<EventAttendeeRecord[]> {
    const exists = await db.one(this.dataSource, EVENT_EXISTS_SQL, [eventId]);
    if (!exists) throw new NotFoundException(EVENT_MESSAGES.notFound);
    const rows = await db.many<{
      memberId: number;
      firstName: string;
      lastName: string;
      email: string;
      status: RsvpState;
      position: number | null;
      respondedAt: Date;
    }>(this.dataSource, ATTENDEE_RECORDS_SQL, [eventId]);
    return rows.map((r) => ({
      memberId: r.memberId,
      name: `${r.firstName} ${r.lastName}`,
      email: r.email,
      status: r.status,
      waitlistPosition: r.position,
      respondedAt: new Date(r.respondedAt).toISOString(),
    }));
  }

  private icsEvent(r: EventRow, withLink: boolean): EventAttributes {
    const start = new Date(r.startsAt!).getTime();
    const end = r.endsAt ? new Date(r.endsAt).getTime() : start + 60 * 60 * 1000;
    const host = new URL(this.config.publicUrl).host;
    const page = `${this.config.publicUrl}/events/${r.id}`;
    const link = withLink && r.onlineUrl ? `\n\nJoin online: ${r.onlineUrl}` : '';
    return {
      uid: `event-${r.id}@${host}`,
      title: icsLine(r.title),
      description: icsLines(`${r.description}${link}\n\n${page}`),
      location: icsLine(r.location),
      url: page,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end,
      endInputType: 'utc',
      endOutputType: 'utc',
      productId: host,
      status: 'CONFIRMED',
    };
  }

  private icsText(events: EventAttributes[], calName?: string): string {
    const { error, value } = createEvents(events, calName ? { calName: icsLine(calName) } : undefined);
    if (error || !value) throw error ?? new Error('the calendar could not be written');
    return value;
  }

  /** GET /api/events/:id/ics: one event (its online link only for a member going). */
  async eventIcs(eventId: number, reader: EventReader | null): Promise<string> {
    const view = await this.view(eventId, reader);
    if (!view.startsAt) throw new ConflictException('This event has no date and time yet, so it cannot go in a calendar');
    const row = (await db.one<EventRow>(this.dataSource, EVENT_SQL, [eventId]))!;
    return this.icsText([this.icsEvent(row, view.onlineUrl !== null)]);
  }

  /** GET /api/communities/:slug/events.ics: the community's calendar (no online links: it is public). */
  async communityIcs(communityId: number, communityName: string): Promise<string> {
    const rows = await db.many<EventRow>(this.dataSource, CALENDAR_SQL, [communityId]);
    return this.icsText(
      rows.map((r) => this.icsEvent(r, false)),
      `${communityName} events`,
    );
  }

  /** The reminder job: each member going who opted in hears once, about 24 h before. Answers how many were sent. */
  async sendReminders(): Promise<number> {
    const due = await db.many<{
      eventId: number;
      title: string;
      startsAt: Date;
      location: string;
      onlineUrl: string | null;
      email: string;
      firstName: string;
      timeZone: string | null;
    }>(this.dataSource, CLAIM_REMINDERS_SQL, [EVENT_REMINDER_LEAD_MS]);
    let sent = 0;
    for (const r of due) {
      const page = `${this.config.publicUrl}/events/${r.eventId}`;
      const when = eventTimeText(new Date(r.startsAt), r.timeZone);
      const text = [
        `Hi ${r.firstName},`,
        '',
        `A reminder: ‘${r.title}’ starts ${when}.`,
        `Where: ${r.location}`,
        ...(r.onlineUrl ? [`Join online: ${r.onlineUrl}`] : []),
        '',
        `The event: ${page}`,
        `Can't make it? Withdraw on the event page so someone on the waitlist can have your place.`,
        '',
        `You get this because event reminders are on in your settings: ${this.config.publicUrl}/settings`,
      ].join('\n');
      try {
        await this.mail.send({
          from: NOTIFICATIONS_FROM,
          to: { name: r.firstName, address: r.email },
          subject: `Reminder: ${r.title} starts soon`,
          text,
        });
        sent++;
      } catch (err) {
        this.logger.error(`an event reminder could not be sent: ${(err as Error).message}`);
      }
    }
    return sent;
  }
}
