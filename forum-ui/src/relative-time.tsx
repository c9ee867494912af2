import { useIsBrowser } from './shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dateFormat = (timeZone?: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
const fullFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date ("23 Nov 2026"). */
export function relativeTime(iso: string, now: number = Date.now(), timeZone?: string): string {
  const at = new Date(iso).getTime();
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  if (ago < 7 * DAY) return `${Math.floor(ago / DAY)} d ago`;
  return dateFormat(timeZone).format(at);
}

/**
 * A post's time. The pre-rendered HTML (and the hydrating render) carries the UTC date, which does not depend on
 * when or where it is rendered; the browser then shows it relative to now.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const browser = useIsBrowser();
  return (
    <time dateTime={iso} title={`${fullFormat.format(new Date(iso))} UTC`}>
      {browser ? relativeTime(iso) : dateFormat('UTC').format(new Date(iso))}
    </time>
  );
}
