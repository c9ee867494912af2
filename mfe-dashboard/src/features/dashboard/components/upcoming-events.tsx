import { eventWhen, RSVP_LABELS } from '@cci/contracts';
import { Badge, Skeleton, useTimeZone } from '@cci/shared-ui';
import { useEventList } from '@cci/shared-ui/api';
import { Link } from '@cci/shared-ui/router';
import { CalendarDays, Users } from 'lucide-react';
import styled from 'styled-components';
import { Panel } from './panel';
import { SideList, Small, Tile } from '../../../components/side-list';

const EventLink = styled(Link)`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

/** Feed, right column (spec §2): the community's next three events (and every community's), with my RSVP. */
export function UpcomingEventsPanel({ slug }: { slug: string }) {
  const { data, error } = useEventList(slug, 'upcoming');
  const events = data?.items.slice(0, 3) ?? [];
  const zone = useTimeZone();
  return (
    <Panel id="dashboard-events" title="Upcoming Events" icon={<CalendarDays aria-hidden="true" />} testId="upcoming-events">
      {!data && !error && <Skeleton $w="100%" $h="120px" $radius="8px" />}
      {data && events.length === 0 && (
        <Small>
          No upcoming events yet. <Link to="/events">Browse every event</Link>
        </Small>
      )}
      {events.length > 0 && (
        <SideList>
          {events.map((e) => (
            <li key={e.id}>
              <Tile $tone="accent">
                <CalendarDays />
              </Tile>
              <div>
                <EventLink to={`/events/${e.id}`}>{e.title}</EventLink>
                <Small suppressHydrationWarning>{eventWhen(e, zone)}</Small>
                <Small>
                  <Users aria-hidden="true" /> {e.counts.going} going
                  {e.myRsvp && <Badge $tone={e.myRsvp.status === 'going' ? 'success' : 'neutral'}>{RSVP_LABELS[e.myRsvp.status]}</Badge>}
                </Small>
              </div>
            </li>
          ))}
        </SideList>
      )}
    </Panel>
  );
}
