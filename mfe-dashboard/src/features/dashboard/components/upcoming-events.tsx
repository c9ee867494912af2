import { CalendarDays, Users } from 'lucide-react';
import { DASHBOARD_EVENTS } from '../../../content/sidebar';
import { Panel } from './panel';
import { SideList, Small, Tile } from './side-list';

/** Feed, right column (spec §2): Upcoming Events. */
export function UpcomingEventsPanel({ slug }: { slug: string }) {
  void slug;
  return (
    <Panel id="dashboard-events" title="Upcoming Events" icon={<CalendarDays aria-hidden="true" />} testId="upcoming-events">
      <SideList>
        {DASHBOARD_EVENTS.map((e) => (
          <li key={e.title}>
            <Tile $tone="accent">
              <CalendarDays />
            </Tile>
            <div>
              <strong>{e.title}</strong>
              <Small>{e.date}</Small>
              <Small>
                <Users aria-hidden="true" /> {e.attendees}
              </Small>
            </div>
          </li>
        ))}
      </SideList>
    </Panel>
  );
}
