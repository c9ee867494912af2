import type { ChallengeSummary } from './challenges';
import type { EventSummary } from './events';
import { timeSpanText } from './time-text';

// Texts of events and challenges that several slices show (the events pages, the dashboard, the Engage hub), in a module
// with no schema: the package is side-effect free, so a page that shows them does not download the validation library.

/** "Thu 18 Mar 2027, 18:30 GMT" in `timeZone` (the browser's when not given), or the spec's display text without a start. */
export function eventWhen(e: Pick<EventSummary, 'startsAt' | 'date'>, timeZone?: string): string {
  if (!e.startsAt) return e.date;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(e.startsAt));
}

/**
 * An in-person event's start in its venue's zone ("Thu 18 Mar, 18:30 GMT"), or null for an event online or without a
 * start. Its page shows it beside the reader's own time.
 */
export function venueWhen(e: Pick<EventSummary, 'startsAt' | 'timeZone'>): string | null {
  if (!e.startsAt || !e.timeZone) return null;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: e.timeZone,
  }).format(new Date(e.startsAt));
}

/** "7 of 10 places left", "Full: waitlist open", or null without a capacity. */
export function placesText(e: Pick<EventSummary, 'capacity' | 'counts'>): string | null {
  if (e.capacity === null) return null;
  const left = Math.max(0, e.capacity - e.counts.going);
  return left === 0 ? 'Full: waitlist open' : `${left} of ${e.capacity} places left`;
}

/** "Ends in 3 days", "Starts in 5 hours", "Ended 2 days ago" (the dashboard's Challenges tab, the Engage hub). */
export function challengeWindowText(c: Pick<ChallengeSummary, 'phase' | 'startsAt' | 'endsAt'>, now = Date.now()): string {
  const span = timeSpanText(c.phase === 'upcoming' ? c.startsAt : c.endsAt, now);
  return c.phase === 'upcoming' ? `Starts in ${span}` : c.phase === 'active' ? `Ends in ${span}` : `Ended ${span} ago`;
}
