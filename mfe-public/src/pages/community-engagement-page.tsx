import { Container, usePageTitle } from '@cci/shared-ui';
import styled from 'styled-components';
import { EngagementHero } from '../features/engagement/components/engagement-hero';
import { EngagementTabs } from '../features/engagement/components/engagement-tabs';
import { ENGAGEMENT_PAGE } from '../features/engagement/engagement-copy';

const Body = styled(Container)`
  padding-top: ${(p) => p.theme.space(10)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;

/** Spec §2 Community engagement (/community-engagement): preview content in four tabs. */
export default function CommunityEngagementPage() {
  usePageTitle(ENGAGEMENT_PAGE.title);
  return (
    <>
      <EngagementHero />
      <Body>
        <EngagementTabs />
      </Body>
    </>
  );
}
