import { LEADERBOARD_PERIOD_CHOICES, type LeaderboardPeriod, POINTS_EARNED, POINTS_FAIR_PLAY } from '@cci/contracts';
import { Card, media, Skeleton, useSession } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { useLeaderboard } from '@cci/shared-ui/api';

import { Link, useParams } from '@cci/shared-ui/router';
import { SegmentedControl } from '@cci/shared-ui/tabs';
import { useState } from 'react';
import styled from 'styled-components';
import { CommunityPageFrame } from '../components/community-page-frame';

const Board = styled(Card)`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    white-space: nowrap;
  }
  ${media.md} {
    th,
    td {
      padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    }
  }
  th {
    font-size: ${(p) => p.theme.fontSize.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.color.muted};
  }
  td:first-child,
  td:last-child,
  th:last-child {
    font-variant-numeric: tabular-nums;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    font-weight: ${(p) => p.theme.fontWeight.bold};
  }
  tr[aria-current='true'] td {
    background: ${(p) => p.theme.color.primarySoft};
  }
`;
const Rules = styled(Card)`
  margin-top: ${(p) => p.theme.space(6)};
  padding: ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${(p) => p.theme.space(8)};
    padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(8)};
  }
  h2 {
    margin: 0 0 ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.lg};
  }
  ul {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
    line-height: 1.5;
  }
`;

/** How points are earned and what keeps them fair (contracts' POINTS_EARNED, POINTS_FAIR_PLAY). */
function HowPointsWork() {
  return (
    <Rules as="section" aria-label="How points work" data-testid="points-rules">
      <div>
        <h2>How points work</h2>
        <ul>
          {POINTS_EARNED.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2>Fair play</h2>
        <ul>
          {POINTS_FAIR_PLAY.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </Rules>
  );
}

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

/** A community's leaderboard: this ISO week's points or all time, the signed-in member highlighted. */
export default function LeaderboardPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [period, setPeriod] = useState<LeaderboardPeriod>('all');
  const { data } = useLeaderboard(slug, period);
  const { user } = useSession();
  const rows = data ? [...data.rows, ...(data.me && !data.rows.some((r) => r.member.id === data.me!.member.id) ? [data.me] : [])] : [];
  return (
    <CommunityPageFrame
      slug={slug}
      title={() => 'Leaderboard'}
      lead={(c) => `Points earned in ${c.name}: helpful replies, accepted answers, challenges, mentoring and spotlights.`}
    >
      {() => (
        <>
          <SegmentedControl label="Leaderboard period" options={LEADERBOARD_PERIOD_CHOICES} value={period} onChange={setPeriod} />
          {!data ? (
            <Skeleton $h="300px" $radius="16px" />
          ) : rows.length === 0 ? (
            <p>No points {period === 'week' ? 'this week' : 'yet'}.</p>
          ) : (
            <Board>
              <table data-testid="leaderboard-table">
                <caption className="visually-hidden">
                  {period === 'week' ? `Points this week (from ${data.weekStart})` : 'Points of all time'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Rank</th>
                    <th scope="col">Member</th>
                    <th scope="col">Level</th>
                    <th scope="col">Points</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.member.id} aria-current={user?.id === r.member.id ? 'true' : undefined}>
                      <td>{r.rank}</td>
                      <td>
                        <Who>
                          <Avatar member={r.member} size={32} lazy />
                          <Link to={`/members/${r.member.id}`}>{r.member.displayName}</Link>
                        </Who>
                      </td>
                      <td>Level {r.level}</td>
                      <td>{r.points} XP</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Board>
          )}
          <HowPointsWork />
        </>
      )}
    </CommunityPageFrame>
  );
}
