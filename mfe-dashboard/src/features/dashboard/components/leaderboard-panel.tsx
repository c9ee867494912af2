import { LEADERBOARD_PERIOD_CHOICES, type LeaderboardPeriod } from '@cci/contracts';
import { Skeleton } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { useLeaderboard } from '@cci/shared-ui/api';

import { Link } from '@cci/shared-ui/router';
import { SegmentedControl } from '@cci/shared-ui/tabs';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Panel } from './panel';
import { SideList, Small } from '../../../components/side-list';

const Rank = styled.span`
  flex: none;
  width: 1.5rem;
  padding-top: 10px;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  color: ${(p) => p.theme.color.muted};
  font-variant-numeric: tabular-nums;
`;
const More = styled(Link)`
  display: inline-block;
  margin-top: ${(p) => p.theme.space(3)};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
`;

/** Feed, right column: the community's top 5 this week or all time, my own rank below when I am further down. */
export function LeaderboardPanel({ slug }: { slug: string }) {
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const { data } = useLeaderboard(slug, period);
  const top = data?.rows.slice(0, 5) ?? [];
  const meOutside = data?.me && !top.some((r) => r.member.id === data.me!.member.id) ? data.me : null;
  return (
    <Panel id="dashboard-leaderboard" title="Leaderboard" icon={<Trophy aria-hidden="true" />} testId="leaderboard-panel">
      <SegmentedControl label="Leaderboard period" options={LEADERBOARD_PERIOD_CHOICES} value={period} onChange={setPeriod} size="sm" />
      {!data && <Skeleton $w="100%" $h="120px" $radius="8px" />}
      {data && top.length === 0 && (
        <Small>No points {period === 'week' ? 'this week' : 'yet'}: like helpful replies, answer questions, join a challenge.</Small>
      )}
      {top.length > 0 && (
        <SideList data-testid="leaderboard-rows">
          {[...top, ...(meOutside ? [meOutside] : [])].map((r) => (
            <li key={r.member.id} aria-current={data?.me?.member.id === r.member.id ? 'true' : undefined}>
              <Rank>{r.rank}</Rank>
              <Avatar member={r.member} size={36} />
              <div>
                <strong>
                  <Link to={`/members/${r.member.id}`}>{r.member.displayName}</Link>
                </strong>
                <Small>
                  {r.points} XP · Level {r.level}
                </Small>
              </div>
            </li>
          ))}
        </SideList>
      )}
      <More to={`/community/${slug}/leaderboard`}>View full leaderboard</More>
    </Panel>
  );
}
