import type { LeaderboardPeriod } from '@cci/contracts';
import { Card, media, Skeleton, useSession } from '@cci/shared-ui';
import { useLeaderboard } from '@cci/shared-ui/api';
import { MemberAvatar } from '@cci/shared-ui/discussions';
import { Link, useParams } from '@cci/shared-ui/router';
import { useState } from 'react';
import styled from 'styled-components';
import { CommunityPageFrame } from '../features/engagement/community-page-frame';

const Toggle = styled.div`
  display: inline-flex;
  width: fit-content;
  padding: 3px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.backgroundAlt};
  button {
    min-height: 40px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.pill};
    padding: 0 ${(p) => p.theme.space(4)};
    background: transparent;
    font: inherit;
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.muted};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.ink};
    box-shadow: ${(p) => p.theme.shadow.sm};
  }
`;
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
const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

/** A community's leaderboard (issue 15 §5): this ISO week's points or all time, the signed-in member highlighted. */
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
          <Toggle role="group" aria-label="Leaderboard period">
            <button type="button" aria-pressed={period === 'week'} onClick={() => setPeriod('week')}>
              This week
            </button>
            <button type="button" aria-pressed={period === 'all'} onClick={() => setPeriod('all')}>
              All time
            </button>
          </Toggle>
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
                          <MemberAvatar author={r.member} size={32} />
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
        </>
      )}
    </CommunityPageFrame>
  );
}
