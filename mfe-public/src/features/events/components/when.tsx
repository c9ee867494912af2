import { eventWhen, type EventSummary } from '@cci/contracts';
import { useIsBrowser } from '@cci/shared-ui';

/** An event's date and time: UTC when pre-rendered (the server cannot know the zone), the visitor's own once in the browser. */
export function When({ event }: { event: Pick<EventSummary, 'startsAt' | 'date'> }) {
  const browser = useIsBrowser();
  return (
    <time dateTime={event.startsAt ?? undefined} suppressHydrationWarning>
      {eventWhen(event, browser ? undefined : 'UTC')}
    </time>
  );
}
