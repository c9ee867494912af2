import { Button } from '@cci/shared-ui';
import { CalendarDays, UserPlus, Users } from 'lucide-react';
import styled from 'styled-components';
import { DASHBOARD_EVENTS, SUGGESTED_CONNECTIONS } from '../../../content/sidebar';
import { initialsOf } from '../dashboard-view';
import { InitialsAvatar } from './avatar';
import { Panel } from './panel';
import { SideList, Small, Tile } from './side-list';
import { TrendingPanel } from './trending-panel';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

const ConnectButton = styled(Button)`
  justify-self: start;
  margin-top: ${(p) => p.theme.space(1.5)};
`;

/**
 * Feed, right column (spec §2): Trending in AI (the community's threads, issue 14), then Suggested Connections and
 * Upcoming Events, still the spec's static examples (nothing wired).
 */
export function SidebarColumn({ slug }: { slug: string }) {
  return (
    <Column data-testid="feed-right">
      <TrendingPanel slug={slug} />

      <Panel id="dashboard-connections" title="Suggested Connections" icon={<UserPlus aria-hidden="true" />} testId="suggested-connections">
        <SideList>
          {SUGGESTED_CONNECTIONS.map((c) => (
            <li key={c.name}>
              <InitialsAvatar $size={40}>{initialsOf(c.name)}</InitialsAvatar>
              <div>
                <strong>{c.name}</strong>
                <Small>{c.role}</Small>
                <Small>
                  <Users aria-hidden="true" /> {c.mutual}
                </Small>
                <ConnectButton $variant="outline" $size="sm">
                  <UserPlus aria-hidden="true" /> Connect<span className="visually-hidden"> with {c.name}</span>
                </ConnectButton>
              </div>
            </li>
          ))}
        </SideList>
      </Panel>

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
    </Column>
  );
}
