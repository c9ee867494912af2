import { relativeTime, shortDate } from '@cci/contracts';
import { useIsBrowser, useTimeZone } from './shared';

// dateStyle and timeStyle cannot be combined with timeZoneName (a RangeError): the fields are spelled out.
const fullFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

/**
 * A post's time. The pre-rendered HTML (and the hydrating render) carries the UTC date, which does not depend on
 * when or where it is rendered; the browser then shows it relative to now ("5 min ago", "in 3 d"), its full date and
 * time in the reader's zone (the member's own, or the browser's) as the title.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const browser = useIsBrowser();
  const zone = useTimeZone();
  const at = Date.parse(iso);
  return (
    <time dateTime={iso} title={fullFormat(zone).format(at)}>
      {browser ? relativeTime(iso, undefined, zone) : shortDate(at, 'UTC')}
    </time>
  );
}
