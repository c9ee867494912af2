import { ButtonLink, Container, Section } from '@cci/shared-ui';
import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { COMMUNITIES_SECTION } from '../../../content/home';
import { CommunityGrid } from '../../../components/community-grid';
import { SectionHeading } from './section-heading';

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${(p) => p.theme.space(10)};
`;

/** Spec §9: the Home page shows 8 skeleton cards while the communities load. */
const HOME_SKELETONS = 8;

/** Spec §2 Home: "Find Your Community" grid and the way to the full list. */
export function CommunitiesSection() {
  return (
    <Section aria-labelledby="communities-title">
      <Container>
        <SectionHeading id="communities-title" eyebrow="Communities" title={COMMUNITIES_SECTION.title} lead={COMMUNITIES_SECTION.lead} />
        <CommunityGrid skeletonCount={HOME_SKELETONS} />
        <More>
          <ButtonLink to="/community" $variant="outline" $size="lg">
            {COMMUNITIES_SECTION.cta} <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </More>
      </Container>
    </Section>
  );
}
