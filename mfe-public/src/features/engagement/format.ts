/** Up to two initials for an avatar: first and last word of the name ("Amara Osei" -> "AO", "Cher" -> "C"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (Array.from(first)[0] + (last ? Array.from(last)[0] : '')).toUpperCase();
}

// A calendar day, optionally as a full timestamp (a date column serialised by the API): only the day is used.
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// Calendar days are formatted in UTC so a visitor west of Greenwich does not see the day before.
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-02" -> "2 Nov 2026"; anything that is not an ISO calendar day is shown as it came. */
export function formatDay(value: string): string {
  const day = ISO_DAY.exec(value.trim())?.[1];
  if (!day) return value;
  const date = new Date(`${day}T00:00:00Z`);
  // new Date() rolls "2026-02-31" over to March: only a day that survives the round trip is real.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? value : dayFormat.format(date);
}

/** A challenge's dates as "start – end" (spec §2). */
export const formatDateRange = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

/** Ratings always with one decimal, so 5 reads "5.0" next to "4.9". */
export const formatRating = (rating: number) => rating.toFixed(1);

/** "current/max mentees", e.g. "1/3 mentees" (spec §2 Mentor Matching). */
export const menteeCount = (current: number, max: number) => `${current}/${max} mentees`;

/** "1 submission", "47 submissions". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A colour from the API goes into CSS only when it is a plain hex colour; anything else gets the fallback. */
export const safeColour = (value: string, fallback: string) => (HEX_COLOUR.test(value.trim()) ? value.trim() : fallback);
