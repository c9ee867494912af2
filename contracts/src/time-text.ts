// Times as the site shows them: the one relative-time helper (past and future), and time-zone names as IANA spells
// them today. Side-effect free, with no schema, so a page that shows a time does not download the validation library.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Names the runtimes' time-zone data (ICU's, in Node and the browsers) still gives as canonical, and older aliases a
 * member may have stored, with the name IANA uses today (its `backward` file). `Intl.supportedValuesOf('timeZone')`
 * lists "Asia/Calcutta" and "Europe/Kiev", and `resolvedOptions().timeZone` answers them for Kolkata and Kyiv.
 */
const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Atka': 'America/Adak',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Ensenada': 'America/Tijuana',
  'America/Fort_Wayne': 'America/Indiana/Indianapolis',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Knox_IN': 'America/Indiana/Knox',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Montreal': 'America/Toronto',
  'America/Porto_Acre': 'America/Rio_Branco',
  'America/Santa_Isabel': 'America/Tijuana',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Belfast': 'Europe/London',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Samoa': 'Pacific/Pago_Pago',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Yap': 'Pacific/Chuuk',
};

/** Whether `zone` is a time zone this runtime knows (IANA names; both Node and the browsers use ICU's list). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone under the name IANA uses today ("Asia/Calcutta" → "Asia/Kolkata"); any other name as given. */
export const currentZoneName = (zone: string): string => CURRENT_ZONE_NAMES[zone] ?? zone;

/** The zones a picker offers: the runtime's list under today's names, without duplicates, sorted. */
export function currentZoneNames(supported: readonly string[]): string[] {
  return [...new Set(supported.map(currentZoneName))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The browser's (or the server's) own zone under today's name, or undefined when the runtime cannot say. */
export function runtimeTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? currentZoneName(zone) : undefined;
  } catch {
    return undefined;
  }
}

export type TimeUnit = 'minute' | 'hour' | 'day';

/** How far apart two instants are, in whole minutes (at least 1), hours or days, whichever is the largest that fits. */
export function timeSpan(ms: number): { n: number; unit: TimeUnit } {
  const abs = Math.abs(ms);
  if (abs >= DAY) return { n: Math.floor(abs / DAY), unit: 'day' };
  if (abs >= HOUR) return { n: Math.floor(abs / HOUR), unit: 'hour' };
  return { n: Math.max(1, Math.floor(abs / MINUTE)), unit: 'minute' };
}

const SHORT_UNITS: Record<TimeUnit, string> = { minute: 'min', hour: 'h', day: 'd' };
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** "23 Nov 2026" in `timeZone` (the runtime's when not given). */
export function shortDate(at: number, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(at);
}

/**
 * The one relative time of the site, either way from `now`: "just now" within a minute on either side; "5 min ago" or
 * "in 5 min", "3 h ago" or "in 3 h", "2 d ago" or "in 2 d" within a week; the date ("23 Nov 2026", in `timeZone`) beyond.
 */
export function relativeTime(iso: string, now: number = Date.now(), timeZone?: string): string {
  const at = Date.parse(iso);
  const diff = at - now;
  if (Math.abs(diff) < MINUTE) return 'just now';
  if (Math.abs(diff) >= 7 * DAY) return shortDate(at, timeZone);
  const { n, unit } = timeSpan(diff);
  const span = `${n} ${SHORT_UNITS[unit]}`;
  return diff > 0 ? `in ${span}` : `${span} ago`;
}

/** "3 days", "1 hour", "5 minutes": the span between now and `iso`, whichever side it is on. */
export function timeSpanText(iso: string, now: number = Date.now()): string {
  const { n, unit } = timeSpan(Date.parse(iso) - now);
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

const ISO_TEXT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/**
 * The instant an ISO date or date and time written as text means ("2027-02-03" is that day at midnight UTC; a time
 * without an offset is UTC), or null for any other text or a day that does not exist ("2027-02-31").
 */
export function isoTextInstant(text: string): string | null {
  const t = text.trim();
  if (!ISO_TEXT.test(t)) return null;
  const at = new Date(
    t.length === 10 ? `${t}T00:00:00Z` : /(?:Z|[+-]\d{2}:?\d{2})$/.test(t) ? t.replace(' ', 'T') : `${t.replace(' ', 'T')}Z`,
  );
  const day = new Date(`${t.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== t.slice(0, 10)
    ? null
    : at.toISOString();
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (ms). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - Math.floor(at / 60_000) * 60_000;
}

/**
 * A wall-clock time ("2027-03-18T18:30", as a datetime-local field gives it) in `timeZone` (the runtime's own when not
 * given) as an ISO instant; null for anything else. Across a clock change, the offset in force after it wins.
 */
export function wallTimeToIso(local: string, timeZone?: string): string | null {
  const m = WALL_TIME.exec(local);
  if (!m) return null;
  if (!timeZone) {
    const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
    return Number.isNaN(at.getTime()) ? null : at.toISOString();
  }
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let at = wall - zoneOffset(wall, timeZone);
  at = wall - zoneOffset(at, timeZone);
  return new Date(at).toISOString();
}
