import { Button } from '@cci/shared-ui';
import { CalendarDays, Hash, TrendingUp, UserPlus, Users } from 'lucide-react';
import styled from 'styled-components';
import { DASHBOARD_EVENTS, SUGGESTED_CONNECTIONS, TRENDING_TOPICS } from '../../../content/sidebar';
import { initialsOf } from '../dashboard-view';
import { InitialsAvatar } from './avatar';
import { Panel } from './panel';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
    min-width: 0;
  }
  li > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
    line-height: ${(p) => p.theme.lineHeight.snug};
  }
`;
const Small = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.muted};
  svg {
    width: 12px;
    height: 12px;
    flex: none;
  }
`;
const Tile = styled.span.attrs({ 'aria-hidden': true })<{ $tone: 'primary' | 'accent' }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$tone === 'primary' ? p.theme.color.primarySoft : p.theme.color.accentSoft)};
  color: ${(p) => (p.$tone === 'primary' ? p.theme.color.primary : p.theme.color.accent)};
  svg {
    width: 18px;
    height: 18px;
  }
`;
const ConnectButton = styled(Button)`
  justify-self: start;
  margin-top: ${(p) => p.theme.space(1.5)};
`;

/** Feed, right column (spec §2): Trending in AI, Suggested Connections, Upcoming Events. Static; nothing is wired. */
export function SidebarColumn() {
  return (
    <Column data-testid="feed-right">
      <Panel id="dashboard-trending" title="Trending in AI" icon={<TrendingUp aria-hidden="true" />} testId="trending">
        <List>
          {TRENDING_TOPICS.map((t) => (
            <li key={t.title}>
              <Tile $tone="primary">
                <Hash />
              </Tile>
              <div>
                <strong>{t.title}</strong>
                <Small>{t.count}</Small>
              </div>
            </li>
          ))}
        </List>
      </Panel>

      <Panel id="dashboard-connections" title="Suggested Connections" icon={<UserPlus aria-hidden="true" />} testId="suggested-connections">
        <List>
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
        </List>
      </Panel>

      <Panel id="dashboard-events" title="Upcoming Events" icon={<CalendarDays aria-hidden="true" />} testId="upcoming-events">
        <List>
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
        </List>
      </Panel>
    </Column>
  );
}
