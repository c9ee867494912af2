import * as v from 'valibot';
import type { CursorPage, PostAuthor } from './discussions';
import { RSVP_CHOICES, type RsvpState } from './event-constants';
import { currentZoneName, isTimeZone } from './time-text';

// Events you can attend: RSVP with a capacity and a waitlist, the event page, calendar files, reminders.
// The spec's Event (event.ts) stays the admin list's shape; these are the shapes of the real feature.

export const EVENT_PERIODS = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof EVENT_PERIODS)[number];
/** Items per page of the event lists. */
export const EVENT_PAGE_SIZE = 20;
/** Attendees shown on an event (avatars); the count says how many in all. */
export const EVENT_ATTENDEES_SHOWN = 12;
/** The reminder e-mail goes this long before the start. */
export const EVENT_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

export const EVENT_MESSAGES = {
  rsvpStatus: 'status must be going, interested or not_going',
  past: 'This event has already taken place',
  notFound: 'Event not found',
  capacity: 'Capacity must be a whole number from 1 to 100000, or empty for no limit',
  capacityBelowGoing: 'Capacity cannot be below the number of members already going',
  onlineUrl: 'Online link must be an https:// address',
  startsAt: 'Start must be a date and time',
  endsAt: 'End must be after the start',
  endWithoutStart: 'An end needs a start',
  timeZone: 'Time zone must be a time zone name such as Europe/London',
} as const;

/** PUT /api/events/:id/rsvp */
export const RsvpBodySchema = v.object({ status: v.picklist(RSVP_CHOICES, EVENT_MESSAGES.rsvpStatus) });
export type RsvpBody = v.InferOutput<typeof RsvpBodySchema>;

const isoDateTime = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => s !== '' && !Number.isNaN(Date.parse(s)), message),
    v.transform((s) => new Date(s).toISOString()),
  );
const capacity = v.nullable(
  v.pipe(
    v.number(EVENT_MESSAGES.capacity),
    v.integer(EVENT_MESSAGES.capacity),
    v.minValue(1, EVENT_MESSAGES.capacity),
    v.maxValue(100_000, EVENT_MESSAGES.capacity),
  ),
);
const onlineUrl = v.nullable(
  v.pipe(
    v.string(EVENT_MESSAGES.onlineUrl),
    v.trim(),
    v.maxLength(500, EVENT_MESSAGES.onlineUrl),
    v.check((s) => s === '' || /^https:\/\/[^\s/?#]+[^\s]*$/i.test(s), EVENT_MESSAGES.onlineUrl),
    v.transform((s) => (s === '' ? null : s)),
  ),
);

/**
 * The scheduling fields of an event, added to the spec's create form and edited with PATCH /api/events/:id (admins):
 * a field left out is left as it is. The end must be after the start.
 */
export const EVENT_SCHEDULE_FIELDS = {
  startsAt: v.optional(v.nullable(isoDateTime(EVENT_MESSAGES.startsAt))),
  endsAt: v.optional(v.nullable(isoDateTime(EVENT_MESSAGES.endsAt))),
  /** The venue's zone (IANA, under today's name), for an event in a place: its page also shows the venue's local time. */
  timeZone: v.optional(
    v.nullable(
      v.pipe(
        v.string(EVENT_MESSAGES.timeZone),
        v.trim(),
        v.check((s) => s === '' || isTimeZone(s), EVENT_MESSAGES.timeZone),
        v.transform((s) => (s === '' ? null : currentZoneName(s))),
      ),
    ),
  ),
  capacity: v.optional(capacity),
  onlineUrl: v.optional(onlineUrl),
};
export const EventScheduleSchema = v.pipe(
  v.object(EVENT_SCHEDULE_FIELDS),
  v.forward(
    v.check((e) => !e.startsAt || !e.endsAt || e.endsAt > e.startsAt, EVENT_MESSAGES.endsAt),
    ['endsAt'],
  ),
);
export type EventSchedule = v.InferOutput<typeof EventScheduleSchema>;

/** A member's own RSVP: the waitlist position (1 = next in) while waitlisted. */
export interface MyRsvp {
  status: RsvpState;
  waitlistPosition: number | null;
}

export interface EventCounts {
  going: number;
  interested: number;
  waitlisted: number;
}

/** An event in a list (GET /api/events/browse, the community Events tab, the dashboard's Upcoming Events). */
export interface EventSummary {
  id: number;
  title: string;
  /** Plain text, as stored. */
  description: string;
  image: string | null;
  featured: boolean;
  /** The spec's display text ("March 18, 2027 · 6:30 PM GMT"), shown when startsAt is null. */
  date: string;
  /** ISO instants; the page shows them in the reader's time zone (the member's own, or the browser's). */
  startsAt: string | null;
  endsAt: string | null;
  /** The venue's time zone for an event in a place (its page shows the venue's local time too); null online. */
  timeZone: string | null;
  location: string;
  /** null for an event of every community. */
  community: { slug: string; name: string } | null;
  capacity: number | null;
  counts: EventCounts;
  /** Whether the event has ended (or started, when it has no end). */
  past: boolean;
  /** The signed-in member's RSVP, null otherwise or when they have none. */
  myRsvp: MyRsvp | null;
}

/** GET /api/events/:id */
export interface EventView extends EventSummary {
  /** The first going members (EVENT_ATTENDEES_SHOWN), longest-standing first; counts.going says how many in all. */
  attendees: PostAuthor[];
  /** Whether the event has an online link (its address is given only to members going). */
  hasOnlineLink: boolean;
  /** The link, for a member going (and admins); null otherwise. */
  onlineUrl: string | null;
}

export type EventList = CursorPage<EventSummary>;

/** GET /api/events/:id/attendees (admins; also as CSV with ?format=csv). */
export interface EventAttendeeRecord {
  memberId: number;
  name: string;
  email: string;
  status: RsvpState;
  /** 1-based, while waitlisted. */
  waitlistPosition: number | null;
  respondedAt: string;
}
