import { type EventSummary, eventWhen, placesText, RSVP_LABELS } from '@cci/contracts';
import { Badge, useTimeZone } from '@cci/shared-ui';
import { Link } from '@cci/shared-ui/router';
import { CalendarDays, MapPin } from 'lucide-react';
import { HubEmpty, HubFacts, HubItem, HubList } from './hub-section';

/** The next events: when (UTC on the server, the reader's zone in the browser), where, places left and the member's RSVP. */
export function UpcomingEvents({ events }: { events: EventSummary[] }) {
  const zone = useTimeZone();
  if (!events.length) return <HubEmpty>No upcoming events yet.</HubEmpty>;
  return (
    <HubList>
      {events.map((e) => {
        const places = placesText(e);
        return (
          <HubItem key={e.id}>
            <h3>
              <Link to={`/events/${e.id}`}>{e.title}</Link>
            </h3>
            <HubFacts>
              <span>
                <CalendarDays aria-hidden="true" />
                <time dateTime={e.startsAt ?? undefined} suppressHydrationWarning>
                  {eventWhen(e, zone)}
                </time>
              </span>
              <span>
                <MapPin aria-hidden="true" />
                {e.location}
              </span>
              <span>{e.community?.name ?? 'Every community'}</span>
              {places && <span>{places}</span>}
              {e.myRsvp && <Badge $tone="success">{RSVP_LABELS[e.myRsvp.status]}</Badge>}
            </HubFacts>
          </HubItem>
        );
      })}
    </HubList>
  );
}
