import type { EventSummary } from '@cci/contracts';

/** "Thu 18 Mar 2027, 18:30 GMT" in the visitor's zone (the browser's), or the spec's display text without a start. */
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

/** "7 of 10 places left", "Full: waitlist open", or null without a capacity. */
export function placesText(e: Pick<EventSummary, 'capacity' | 'counts'>): string | null {
  if (e.capacity === null) return null;
  const left = Math.max(0, e.capacity - e.counts.going);
  return left === 0 ? 'Full: waitlist open' : `${left} of ${e.capacity} places left`;
}

/** "1st", "2nd", "3rd", "11th"... */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
