import { eventWhen, type EventSummary } from '@cci/contracts';
import { useTimeZone } from '@cci/shared-ui';

/**
 * An event's date and time in the reader's zone: UTC when pre-rendered (the server cannot know it), then the member's
 * own (Settings) or the browser's.
 */
export function When({ event }: { event: Pick<EventSummary, 'startsAt' | 'date'> }) {
  const zone = useTimeZone();
  return (
    <time dateTime={event.startsAt ?? undefined} suppressHydrationWarning>
      {eventWhen(event, zone)}
    </time>
  );
}
