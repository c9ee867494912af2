import type { EngageHub } from '@cci/contracts';
import { discussionsPath } from '@cci/forum-ui';
import { ButtonLink, media } from '@cci/shared-ui';
import { Link } from '@cci/shared-ui/router';
import { CalendarDays, GraduationCap, MessagesSquare, Trophy } from 'lucide-react';
import { Fragment } from 'react';
import styled from 'styled-components';
import { ActiveDiscussions } from './active-discussions';
import { OpenChallenges } from './open-challenges';
import { HubEmpty, HubSection } from './hub-section';
import { SuggestedMentors } from './suggested-mentors';
import { UpcomingEvents } from './upcoming-events';

export const HubGrid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const JoinBlock = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  align-content: start;
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(3)};
  }
`;

/**
 * The four sections of the hub, each with "see all" links to the real pages: a member's lead to their communities'
 * discussions and to their primary community's dashboard tabs; a visitor's to the public pages and to signing in.
 */
export function HubSections({ hub }: { hub: EngageHub }) {
  const communities = hub.communities ?? [];
  const home = communities[0]?.slug;
  const dashboard = home ? `/dashboard/${encodeURIComponent(home)}` : null;
  return (
    <HubGrid>
      <HubSection
        id="discussions"
        icon={<MessagesSquare aria-hidden="true" />}
        title="Active discussions"
        seeAll={
          communities.length ? (
            <span>
              See all discussions in{' '}
              {communities.map((c, i) => (
                <Fragment key={c.slug}>
                  {i > 0 && ', '}
                  <Link to={discussionsPath(c.slug)}>{c.name}</Link>
                </Fragment>
              ))}
            </span>
          ) : (
            <Link to="/community">See all communities and their discussions</Link>
          )
        }
      >
        <ActiveDiscussions threads={hub.discussions} />
      </HubSection>
      <HubSection
        id="events"
        icon={<CalendarDays aria-hidden="true" />}
        title="Upcoming events"
        seeAll={<Link to="/events">See all events</Link>}
      >
        <UpcomingEvents events={hub.events} />
      </HubSection>
      <HubSection
        id="challenges"
        icon={<Trophy aria-hidden="true" />}
        title="Open challenges"
        seeAll={
          dashboard ? <Link to={`${dashboard}#challenges`}>See all challenges</Link> : <Link to="/login">Log in to join a challenge</Link>
        }
      >
        <OpenChallenges challenges={hub.challenges} />
      </HubSection>
      <HubSection
        id="mentors"
        icon={<GraduationCap aria-hidden="true" />}
        title="Suggested mentors"
        seeAll={
          dashboard ? <Link to={`${dashboard}#mentoring`}>See all mentors</Link> : <Link to="/community">Find mentors in a community</Link>
        }
      >
        {hub.mentors ? (
          <SuggestedMentors mentors={hub.mentors} />
        ) : (
          <JoinBlock>
            <HubEmpty>Join the network to see the mentors who match your goals, and to ask them for mentoring.</HubEmpty>
            <div>
              <ButtonLink to="/register">Join Now</ButtonLink>
              <ButtonLink to="/login" $variant="outline">
                Login
              </ButtonLink>
            </div>
          </JoinBlock>
        )}
      </HubSection>
    </HubGrid>
  );
}
