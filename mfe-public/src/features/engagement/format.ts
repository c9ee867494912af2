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

/** "1 submission", "47 submissions". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A colour from the API goes into CSS only when it is a plain hex colour; anything else gets the fallback. */
export const safeColour = (value: string, fallback: string) => (HEX_COLOUR.test(value.trim()) ? value.trim() : fallback);
