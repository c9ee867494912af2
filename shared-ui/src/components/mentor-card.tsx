// The shared singletons (Button, Badge, the router's Link), by name: this entry is bundled into the apps that list
// mentors, so that every other page's first visit does not load it with @cci/shared-ui.
import { availabilityLevel, isFullyBooked, type MentorProfile } from '@cci/contracts';
import { Badge, type BadgeTone, Button, initials } from '@cci/shared-ui';
import { Avatar } from './avatar';
import { Briefcase, ExternalLink, Sparkles, Star, Users } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Link } from '@cci/shared-ui/router';
import { BadgeList, BadgeRow, BodyText, EngagementCard } from './engagement-card';

/** Ratings always with one decimal, so 5 reads "5.0" next to "4.9". */
export const formatRating = (rating: number) => rating.toFixed(1);

/** "current/max mentees", e.g. "1/3 mentees" (spec §2 Mentor Matching). */
export const menteeCount = (current: number, max: number) => `${current}/${max} mentees`;

/**
 * What the card shows: the spec's mentor profile (an example mentor's, or a real mentor's card, which extends it),
 * and when it is a real member's, their id (the name links to their profile) and how many reviews the rating counts
 * (none reads "New mentor").
 */
export type MentorCardMentor = Pick<
  MentorProfile,
  'name' | 'communityId' | 'availability' | 'experience' | 'rating' | 'bio' | 'expertise' | 'currentMentees' | 'maxMentees' | 'linkedinUrl'
> & { memberId?: number; initials?: string; avatar?: string | null; totalReviews?: number };

const AVAILABILITY_TONE: Record<ReturnType<typeof availabilityLevel>, BadgeTone> = { high: 'success', medium: 'warning', low: 'neutral' };

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
`;
const ExampleAvatar = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${(p) => p.theme.gradient.brand};
  color: ${(p) => p.theme.color.onDark};
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
  overflow-wrap: anywhere;
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
    color: ${(p) => p.theme.color.amber};
    fill: ${(p) => p.theme.color.starFill};
  }
`;
const Why = styled(Line)`
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  svg {
    color: inherit;
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
 * The spec's mentor card (§2 Mentor Matching), one for the preview's example mentors and for real mentors: initials
 * avatar (a real mentor's photo when they have one), name, community badge, "<level> availability", the experience line, the rating with a star, bio, expertise,
 * current/max mentees, "View LinkedIn" only when there is a LinkedIn address, and a full-width "Request Mentorship"
 * button that reads "Fully Booked" and is disabled at capacity (§4 Mentor availability).
 *
 * A real mentor's name links to their profile; a suggested mentor says why (`reason`). The button calls `onRequest`
 * (the preview's has no action) and is also disabled with `requestDisabled` (a visitor who cannot ask); once the member
 * has a request waiting with this mentor (`requested`) it reads "Request sent", disabled. `children` follow it (the
 * request's dialog, the withdraw button).
 */
export function MentorCard({
  mentor,
  reason,
  onRequest,
  requestDisabled = false,
  requested = false,
  children,
}: {
  mentor: MentorCardMentor;
  reason?: string | null;
  onRequest?: () => void;
  requestDisabled?: boolean;
  requested?: boolean;
  children?: ReactNode;
}) {
  const nameId = useId();
  const availability = availabilityLevel(mentor.availability);
  const fullyBooked = isFullyBooked(mentor);
  const unrated = mentor.totalReviews === 0;
  return (
    <EngagementCard as="article" aria-labelledby={nameId} data-testid="mentor-card">
      <Head>
        {mentor.memberId === undefined ? (
          <ExampleAvatar data-testid="mentor-initials">{initials(mentor.name)}</ExampleAvatar>
        ) : (
          <Avatar member={{ id: mentor.memberId, initials: mentor.initials ?? initials(mentor.name), avatar: mentor.avatar }} size={56} />
        )}
        <Who>
          <h3 id={nameId}>{mentor.memberId === undefined ? mentor.name : <Link to={`/members/${mentor.memberId}`}>{mentor.name}</Link>}</h3>
          <Rating data-testid="mentor-rating">
            <Star aria-hidden="true" />
            {unrated ? (
              'New mentor'
            ) : (
              <>
                {formatRating(mentor.rating)}
                <span className="visually-hidden"> out of 5</span>
                {mentor.totalReviews ? ` (${mentor.totalReviews})` : ''}
              </>
            )}
          </Rating>
        </Who>
      </Head>
      <BadgeRow>
        <Badge $tone="primary">{mentor.communityId}</Badge>
        <Badge $tone={AVAILABILITY_TONE[availability]} data-testid="mentor-availability">
          {availability} availability
        </Badge>
      </BadgeRow>
      {reason && (
        <Why data-testid="match-reason">
          <Sparkles aria-hidden="true" /> {reason}
        </Why>
      )}
      {mentor.experience && (
        <Line>
          <Briefcase aria-hidden="true" /> {mentor.experience}
        </Line>
      )}
      {mentor.bio && <BodyText>{mentor.bio}</BodyText>}
      {mentor.expertise.length > 0 && (
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
      )}
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
      <Button
        $block
        $variant={fullyBooked || requested ? 'outline' : 'primary'}
        disabled={fullyBooked || requestDisabled || requested}
        onClick={onRequest}
        aria-haspopup={onRequest && !requested ? 'dialog' : undefined}
        data-testid="request-mentorship"
      >
        {requested ? 'Request sent' : fullyBooked ? 'Fully Booked' : 'Request Mentorship'}
      </Button>
      {children}
    </EngagementCard>
  );
}
