import { availabilityLevel, isFullyBooked, type MentorProfile } from '@cci/contracts';
import { Badge, Button, type BadgeTone } from '@cci/shared-ui';
import { Briefcase, ExternalLink, Star, Users } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { formatRating, initials, menteeCount } from '../format';
import { BadgeList, BadgeRow, BodyText, EngagementCard } from './engagement-card';

const AVAILABILITY_TONE: Record<ReturnType<typeof availabilityLevel>, BadgeTone> = { high: 'success', medium: 'warning', low: 'neutral' };

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
`;
const Avatar = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${(p) => p.theme.gradient.brand};
  color: #fff;
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  letter-spacing: 0.02em;
`;
const Who = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  min-width: 0;
`;
const Line = styled.p`
  display: flex;
  align-items: flex-start;
  line-height: 1.5;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  svg {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 0.15em;
    color: ${(p) => p.theme.color.subtle};
  }
`;
const Rating = styled(Line)`
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.ink};
  svg {
    color: #d97706;
    fill: #f59e0b;
  }
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  margin-top: auto;
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.color.border};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.primary};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
    svg {
      width: 14px;
      height: 14px;
    }
  }
`;

/**
 * Spec §2 Mentor Matching card. "Request Mentorship" has no action yet (example content); it is disabled and
 * reads "Fully Booked" once current mentees reach the maximum (§4 Mentor availability).
 */
export function MentorCard({ mentor }: { mentor: MentorProfile }) {
  const nameId = useId();
  const availability = availabilityLevel(mentor.availability);
  const fullyBooked = isFullyBooked(mentor);
  return (
    <EngagementCard as="article" aria-labelledby={nameId} data-testid="mentor-card">
      <Head>
        <Avatar data-testid="mentor-initials">{initials(mentor.name)}</Avatar>
        <Who>
          <h3 id={nameId}>{mentor.name}</h3>
          <Rating data-testid="mentor-rating">
            <Star aria-hidden="true" /> {formatRating(mentor.rating)}
            <span className="visually-hidden"> out of 5</span>
          </Rating>
        </Who>
      </Head>
      <BadgeRow>
        <Badge $tone="primary">{mentor.communityId}</Badge>
        <Badge $tone={AVAILABILITY_TONE[availability]} data-testid="mentor-availability">
          {availability} availability
        </Badge>
      </BadgeRow>
      <Line>
        <Briefcase aria-hidden="true" /> {mentor.experience}
      </Line>
      <BodyText>{mentor.bio}</BodyText>
      <div>
        <h4>Expertise</h4>
        <BadgeList>
          {mentor.expertise.map((e) => (
            <li key={e}>
              <Badge>{e}</Badge>
            </li>
          ))}
        </BadgeList>
      </div>
      <Footer>
        <Line data-testid="mentor-mentees">
          <Users aria-hidden="true" /> {menteeCount(mentor.currentMentees, mentor.maxMentees)}
        </Line>
        {mentor.linkedinUrl && (
          <a href={mentor.linkedinUrl} target="_blank" rel="noopener noreferrer">
            View LinkedIn <ExternalLink aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </Footer>
      <Button $block $variant={fullyBooked ? 'outline' : 'primary'} disabled={fullyBooked}>
        {fullyBooked ? 'Fully Booked' : 'Request Mentorship'}
      </Button>
    </EngagementCard>
  );
}
