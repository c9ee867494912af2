import { BADGE_INFO, levelFor } from '@cci/contracts';
import { Badge, Card, formatCount, Skeleton } from '@cci/shared-ui';
import { useMyPoints } from '@cci/shared-ui/api';
import { Award } from 'lucide-react';
import styled from 'styled-components';
import { MyAvatar } from './my-avatar';

const ProfileCard = styled(Card)`
  text-align: center;
  > div:first-child {
    height: 64px;
    background: ${(p) => p.theme.gradient.brand};
  }
`;
const ProfileBody = styled.div`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(1)};
  padding: 0 ${(p) => p.theme.space(5)} ${(p) => p.theme.space(5)};
  > span:first-child {
    margin-top: -36px;
    border: 4px solid ${(p) => p.theme.color.surface};
    box-shadow: ${(p) => p.theme.shadow.sm};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.lg};
    overflow-wrap: anywhere;
  }
  > p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Progress = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  width: 100%;
  margin-top: ${(p) => p.theme.space(4)};
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  text-align: left;
  h3 {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.text};
  }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;
const Scale = styled(Row)`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.subtle};
`;
const Track = styled.div`
  height: 10px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.backgroundAlt};
  overflow: hidden;
`;
const Fill = styled.div<{ $value: number }>`
  width: ${(p) => p.$value}%;
  height: 100%;
  border-radius: inherit;
  background: ${(p) => p.theme.gradient.brand};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  margin: ${(p) => p.theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  svg {
    width: 12px;
    height: 12px;
  }
`;

/**
 * Feed, left column (spec §2): the member's card with their progress in this community ("Level n", "x XP" of the next
 * level's XP), from GET /api/me/points: the same figures as their leaderboard row. A new member is Level 1, 0 XP.
 */
export function ProfileCardPanel({ slug, firstName }: { slug: string; firstName: string }) {
  const { data } = useMyPoints();
  const here = data?.communities.find((c) => c.community.slug === slug);
  const progress = here?.progress ?? levelFor(0);
  const { level, xp, percent } = progress;
  const nextLevelXp = progress.nextLevelAt ?? progress.levelStart;
  return (
    <ProfileCard as="section" aria-labelledby="dashboard-profile-name" data-testid="profile-card">
      <div />
      <ProfileBody>
        <MyAvatar firstName={firstName} size={72} />
        <h2 id="dashboard-profile-name">{firstName}</h2>
        <p>Community Member</p>
        <Progress>
          <Row>
            <h3>Your Progress</h3>
            {data ? <Badge $tone="primary">Level {level}</Badge> : <Skeleton $w="4.5em" $h="1.4em" />}
          </Row>
          <Track role="progressbar" aria-label="Progress to next level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <Fill $value={percent} />
          </Track>
          <Scale>
            <span data-testid="profile-xp">{formatCount(xp)} XP</span>
            <span>{formatCount(nextLevelXp)} XP</span>
          </Scale>
          {data && data.badges.length > 0 && (
            <Badges aria-label="Badges" data-testid="profile-badges">
              {data.badges.map((b) => (
                <li key={b.badge}>
                  <Badge $tone="accent" title={BADGE_INFO[b.badge].description}>
                    <Award aria-hidden="true" /> {BADGE_INFO[b.badge].name}
                  </Badge>
                </li>
              ))}
            </Badges>
          )}
        </Progress>
      </ProfileBody>
    </ProfileCard>
  );
}
