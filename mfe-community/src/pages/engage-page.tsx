import { Button, ButtonLink, Container, Lead, media, PageTitle, Skeleton, StateMessage, usePageTitle } from '@cci/shared-ui';
import { useEngageHub } from '@cci/shared-ui/api';
import { Link } from '@cci/shared-ui/router';
import { AlertTriangle, Compass } from 'lucide-react';
import styled from 'styled-components';
import { HubGrid, HubSections } from '../features/engage/components/hub-sections';

const Hero = styled.section`
  background: ${(p) => p.theme.gradient.hero};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  padding: ${(p) => p.theme.space(10)} 0 ${(p) => p.theme.space(8)};
  ${media.md} {
    padding: ${(p) => p.theme.space(14)} 0 ${(p) => p.theme.space(10)};
  }
`;
const HeroInner = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  max-width: ${(p) => p.theme.layout.maxWidth};
`;
const Body = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(8)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(12)};
`;
const PreviewNote = styled.p`
  color: ${(p) => p.theme.color.subtle};
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

const DESCRIPTION = 'Active discussions, upcoming events, open challenges and mentors across the AI communities: where to take part today.';

/**
 * The Engage hub (issue 29 §10): the main menu's "Engage". A member sees their communities' active discussions,
 * upcoming events, open challenges and the mentors suggested for them; a visitor the public parts and a call to join.
 * Pre-rendered like its neighbours (for a member, with their own hub). The spec's preview stays at
 * /community-engagement, linked at the foot.
 */
export default function EngagePage() {
  usePageTitle('Engage', { description: DESCRIPTION });
  const { data, error, mutate } = useEngageHub();
  const member = data !== undefined && data.communities !== null;
  return (
    <>
      <Hero>
        <HeroInner>
          <PageTitle>Engage</PageTitle>
          <Lead>
            {member
              ? 'What is happening in your communities: the discussions that moved, the next events, the challenges you can still enter and the mentors who match your goals.'
              : 'What is happening across the communities: the discussions that moved, the next events and the challenges open now.'}
          </Lead>
        </HeroInner>
      </Hero>
      <Body>
        {error && !data ? (
          <StateMessage
            role="alert"
            icon={<AlertTriangle size={36} aria-hidden="true" />}
            title="The hub could not be loaded"
            actions={
              <Button $variant="outline" onClick={() => void mutate()}>
                Try again
              </Button>
            }
          >
            {error.message}
          </StateMessage>
        ) : !data ? (
          <HubGrid aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} $h="320px" $radius="16px" />
            ))}
          </HubGrid>
        ) : data.communities?.length === 0 ? (
          <StateMessage
            icon={<Compass size={36} aria-hidden="true" />}
            title="Join a community to get started"
            actions={<ButtonLink to="/community">Explore communities</ButtonLink>}
          >
            Your hub fills with discussions, events, challenges and mentors from the communities you join.
          </StateMessage>
        ) : (
          <HubSections hub={data} />
        )}
        <PreviewNote>
          Curious how it all fits together? <Link to="/community-engagement">See the preview</Link> of community engagement with example
          content.
        </PreviewNote>
      </Body>
    </>
  );
}
