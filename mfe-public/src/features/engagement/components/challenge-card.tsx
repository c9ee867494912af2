import type { Challenge } from '@cci/contracts';
import { Badge, type BadgeTone } from '@cci/shared-ui';
import { CalendarDays, Gauge, Send, Trophy } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDateRange, plural } from '../format';
import { BadgeRow, BodyText, EngagementCard } from '@cci/shared-ui/engagement-card';
import { Facts } from './engagement-card';

/** Each difficulty has its own tone (spec §2), so the level reads at a glance. */
const DIFFICULTY: Record<Challenge['difficulty'], { label: string; tone: BadgeTone }> = {
  beginner: { label: 'Beginner', tone: 'success' },
  intermediate: { label: 'Intermediate', tone: 'warning' },
  advanced: { label: 'Advanced', tone: 'danger' },
};
const STATUS: Record<Challenge['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'primary' },
  upcoming: { label: 'Upcoming', tone: 'neutral' },
};
// Values outside the contract still render, with the neutral tone and the raw text.
const lookup = <K extends string>(table: Record<K, { label: string; tone: BadgeTone }>, key: string) =>
  table[key as K] ?? { label: key, tone: 'neutral' as const };

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;
const Prize = styled.dd`
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
`;

/** Spec §3 Example challenge: title, community, description, difficulty, dates, prize, status, submissions. */
export function ChallengeCard({ challenge }: { challenge: Challenge }) {
  const titleId = useId();
  const difficulty = lookup(DIFFICULTY, challenge.difficulty);
  const status = lookup(STATUS, challenge.status);
  return (
    <EngagementCard as="article" aria-labelledby={titleId} data-testid="challenge-card">
      <Head>
        <BadgeRow>
          <Badge $tone={difficulty.tone} data-testid="challenge-difficulty">
            <Gauge aria-hidden="true" /> {difficulty.label}
          </Badge>
          <Badge $tone="accent">{challenge.communityId}</Badge>
        </BadgeRow>
        <Badge $tone={status.tone} data-testid="challenge-status">
          {status.label}
        </Badge>
      </Head>
      <h3 id={titleId}>{challenge.title}</h3>
      <BodyText>{challenge.description}</BodyText>
      <Facts>
        <div>
          <dt>
            <CalendarDays aria-hidden="true" />
            <span className="visually-hidden">Dates</span>
          </dt>
          <dd>{formatDateRange(challenge.startDate, challenge.endDate)}</dd>
        </div>
        <div>
          <dt>
            <Trophy aria-hidden="true" />
            <span className="visually-hidden">Prize</span>
          </dt>
          <Prize>{challenge.prize}</Prize>
        </div>
        <div>
          <dt>
            <Send aria-hidden="true" />
            <span className="visually-hidden">Submissions</span>
          </dt>
          <dd>{plural(challenge.submissions, 'submission')}</dd>
        </div>
      </Facts>
    </EngagementCard>
  );
}
