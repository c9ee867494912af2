import { Badge, Button, Card } from '@cci/shared-ui';
import { Activity, GraduationCap, MessageSquarePlus, Trophy, Zap } from 'lucide-react';
import styled from 'styled-components';
import { COMMUNITY_STATS, DASHBOARD_FIGURES } from '../../../content/dashboard-figures';
import { initialOf, progressPercent } from '../dashboard-view';
import { InitialsAvatar } from './avatar';
import { Panel } from './panel';

const Column = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-content: start;
  min-width: 0;
`;

const ProfileCard = styled(Card)`
  text-align: center;
  > div:first-child {
    height: 64px;
    background: ${(p) => p.theme.gradient.brand};
  }
`;
const ProfileAvatar = styled(InitialsAvatar)`
  background: ${(p) => p.theme.gradient.brand};
  color: #fff;
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

const ActionList = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  > button {
    justify-content: flex-start;
  }
`;

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

const { level, xp, nextLevelXp } = DASHBOARD_FIGURES;

/** Feed, left column (spec §2): profile card with progress, Quick Actions, Community Stats. Nothing is wired. */
export function ProfileColumn({ firstName }: { firstName: string }) {
  const percent = progressPercent(xp, nextLevelXp);
  return (
    <Column data-testid="feed-left">
      <ProfileCard as="section" aria-labelledby="dashboard-profile-name" data-testid="profile-card">
        <div />
        <ProfileBody>
          <ProfileAvatar $size={72}>{initialOf(firstName)}</ProfileAvatar>
          <h2 id="dashboard-profile-name">{firstName}</h2>
          <p>Community Member</p>
          <Progress>
            <Row>
              <h3>Your Progress</h3>
              <Badge $tone="primary">Level {level}</Badge>
            </Row>
            <Track role="progressbar" aria-label="Progress to next level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <Fill $value={percent} />
            </Track>
            <Scale>
              <span>{xp} XP</span>
              <span>{nextLevelXp} XP</span>
            </Scale>
          </Progress>
        </ProfileBody>
      </ProfileCard>

      <Panel id="dashboard-quick-actions" title="Quick Actions" icon={<Zap aria-hidden="true" />} testId="quick-actions">
        <ActionList>
          <Button $variant="outline" $block>
            <MessageSquarePlus aria-hidden="true" /> Start a Discussion
          </Button>
          <Button $variant="outline" $block>
            <GraduationCap aria-hidden="true" /> Find a Mentor
          </Button>
          <Button $variant="outline" $block>
            <Trophy aria-hidden="true" /> Join Challenge
          </Button>
        </ActionList>
      </Panel>

      <Panel id="dashboard-community-stats" title="Community Stats" icon={<Activity aria-hidden="true" />} testId="community-stats">
        <Stats>
          {COMMUNITY_STATS.map((s) => (
            <div key={s.id} data-testid={`stat-${s.id}`}>
              <dt>
                {s.id === 'online-now' && <OnlineDot />}
                {s.label}
              </dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </Stats>
      </Panel>
    </Column>
  );
}
