import {
  CreateEventSchema,
  EVENT_MESSAGES,
  toDiscussionCount,
  validateWith,
  wallTimeToIso,
  type CreateArticle,
  type CreateEvent,
  type CreateTrend,
} from '@cci/contracts';

/** What the create dialogs hold: text inputs give strings, the select gives '' for "None". */
export interface EventFormValues {
  title?: string;
  description?: string;
  date?: string;
  location?: string;
  image?: string;
  featured?: boolean;
  communityId?: string;
  /** datetime-local values, read in the venue's zone (or the admin's own when none is chosen). */
  startsAt?: string;
  endsAt?: string;
  /** The venue's zone; '' for an event online. */
  timeZone?: string;
}
export interface ArticleFormValues {
  title?: string;
  excerpt?: string;
  content?: string;
  image?: string;
  featured?: boolean;
}
export interface TrendFormValues {
  title?: string;
  icon?: string;
  color?: string;
  discussionCount?: string;
  /** What the public page shows. */
  url?: string;
  engagement?: string;
  source?: string;
  trendType?: string;
}

/** A trend's stored colour (a hex value the API checks, not a theme token): the light palette's primary. */
export const DEFAULT_TREND_COLOUR = '#4F46E5';
export const DEFAULT_TREND_ICON = 'trending-up';

const text = (value: string | undefined) => (value ?? '').trim();
/** An empty image field means "no image" (null), not an empty URL. */
const imageOrNull = (value: string | undefined) => text(value) || null;

/** The spec's display text for a start: "March 18, 2027 · 6:30 PM GMT", in the venue's zone. */
export function eventDateLabel(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(at);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(at);
  return `${day} · ${time}`;
}

/**
 * Spec §5 Admin forms: featured defaults to false, communityId to null ("None"). The start and end (issue 30) are read
 * in the venue's zone; the Date text, when left empty, is the start as the spec writes dates.
 */
export function toCreateEvent(v: EventFormValues): CreateEvent {
  const communityId = v.communityId ? Number(v.communityId) : null;
  const timeZone = text(v.timeZone) || undefined;
  // A value that is not a wall-clock time goes as typed, for the schema to refuse.
  const instant = (local: string | undefined) => (local ? (wallTimeToIso(local, timeZone) ?? local) : undefined);
  const startsAt = instant(v.startsAt);
  const endsAt = instant(v.endsAt);
  return {
    title: text(v.title),
    description: text(v.description),
    date: text(v.date) || (startsAt && wallTimeToIso(v.startsAt ?? '', timeZone) ? eventDateLabel(startsAt, timeZone) : ''),
    location: text(v.location),
    image: imageOrNull(v.image),
    featured: v.featured === true,
    communityId: communityId !== null && Number.isFinite(communityId) ? communityId : null,
    ...(startsAt ? { startsAt } : {}),
    ...(endsAt ? { endsAt } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

const validateEvent = validateWith(CreateEventSchema);
/** The create form's messages: the schema's, and an end that is not after the start (the API says the same). */
export function eventFormErrors(v: EventFormValues): Record<string, string> | undefined {
  const body = toCreateEvent(v);
  const errors = validateEvent(body) ?? {};
  if (!errors.endsAt && body.endsAt && !body.startsAt) errors.endsAt = EVENT_MESSAGES.endWithoutStart;
  else if (!errors.endsAt && body.endsAt && body.startsAt && body.endsAt <= body.startsAt) errors.endsAt = EVENT_MESSAGES.endsAt;
  return Object.keys(errors).length ? errors : undefined;
}

export function toCreateArticle(v: ArticleFormValues): CreateArticle {
  return {
    title: text(v.title),
    excerpt: text(v.excerpt),
    content: text(v.content),
    image: imageOrNull(v.image),
    featured: v.featured === true,
  };
}

/** Spec §5: discussionCount defaults to 0 and non-numeric input becomes 0. */
export function toCreateTrend(v: TrendFormValues): CreateTrend {
  return {
    title: text(v.title),
    icon: text(v.icon) || DEFAULT_TREND_ICON,
    color: text(v.color) || DEFAULT_TREND_COLOUR,
    discussionCount: toDiscussionCount(v.discussionCount),
    url: text(v.url) || null,
    engagement: text(v.engagement),
    source: text(v.source),
    trendType: text(v.trendType),
  };
}
