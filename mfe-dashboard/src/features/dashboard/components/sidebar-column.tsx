import styled from 'styled-components';
import { LeaderboardPanel } from './leaderboard-panel';
import { SuggestedConnections } from './suggested-connections';
import { TrendingPanel } from './trending-panel';
import { UpcomingEventsPanel } from './upcoming-events';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

/**
 * Feed, right column (spec §2): Trending in AI (the community's threads), the leaderboard,
 * Suggested Connections and Upcoming Events.
 */
export function SidebarColumn({ slug }: { slug: string }) {
  return (
    <Column data-testid="feed-right">
      <TrendingPanel slug={slug} />
      <LeaderboardPanel slug={slug} />
      <SuggestedConnections slug={slug} />
      <UpcomingEventsPanel slug={slug} />
    </Column>
  );
}
