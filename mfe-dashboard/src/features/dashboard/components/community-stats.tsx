import { formatCount, Skeleton } from '@cci/shared-ui';
import { useCommunity, useCommunityStats } from '@cci/shared-ui/api';
import { Activity } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { COMMUNITY_STATS } from '../../../content/dashboard-figures';
import { Panel } from './panel';

const Stats = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
    font-variant-numeric: tabular-nums;
  }
`;
const OnlineDot = styled.span.attrs({ 'aria-hidden': true })`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.success};
  box-shadow: 0 0 0 3px ${(p) => p.theme.color.successSoft};
`;

/**
 * Community Stats (spec §2): members, members seen in the last 5 minutes and threads started today, read
 * from GET /api/communities/:slug/stats. The header's member count comes from the community read; should the two
 * differ (one of them older), the community is read again so both show the newer figure.
 */
export function CommunityStatsPanel({ slug }: { slug: string }) {
  const { data, error } = useCommunityStats(slug);
  const community = useCommunity(slug);
  const members = data?.members;
  const headerCount = community.data?.memberCount;
  const { mutate } = community;
  useEffect(() => {
    if (members !== undefined && headerCount !== undefined && members !== headerCount) void mutate();
  }, [members, headerCount, mutate]);

  return (
    <Panel id="dashboard-community-stats" title="Community Stats" icon={<Activity aria-hidden="true" />} testId="community-stats">
      <Stats aria-busy={!data && !error ? true : undefined}>
        {COMMUNITY_STATS.map((s) => (
          <div key={s.id} data-testid={`stat-${s.id}`}>
            <dt>
              {s.id === 'online-now' && <OnlineDot />}
              {s.label}
            </dt>
            <dd>
              {data ? (
                formatCount(data[s.field])
              ) : error ? (
                <span title="Not available right now">–</span>
              ) : (
                <Skeleton $w="2.5em" $h="1em" />
              )}
            </dd>
          </div>
        ))}
      </Stats>
    </Panel>
  );
}
