import { Badge, Container, Lead, PageTitle, media, usePageTitle } from '@cci/shared-ui';
import { CalendarClock } from 'lucide-react';
import styled from 'styled-components';
import { AiTipsSection } from '../features/ai-evolution/components/ai-tips-section';
import { FeaturedArticleSection } from '../features/ai-evolution/components/featured-article-section';
import { TrendingSection } from '../features/ai-evolution/components/trending-section';

const Hero = styled.section`
  background: ${(p) => p.theme.gradient.hero};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  padding: ${(p) => p.theme.space(12)} 0 ${(p) => p.theme.space(10)};
  ${media.md} {
    padding: ${(p) => p.theme.space(16)} 0 ${(p) => p.theme.space(12)};
  }
`;
const HeroInner = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${(p) => p.theme.space(4)};
  text-align: center;
  ${Lead} {
    max-width: 60ch;
  }
`;
const Body = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(16)};
  padding-top: ${(p) => p.theme.space(10)}; /* the footer's top margin gives the space below */
  ${media.md} {
    gap: ${(p) => p.theme.space(20)};
    padding-top: ${(p) => p.theme.space(12)};
  }
`;

/** Spec §2 The AI Evolution (/ai-evolution): featured article, trending this week, tips & tricks. */
export default function AiEvolutionPage() {
  usePageTitle('The AI Evolution');
  return (
    <>
      <Hero aria-labelledby="evolution-title">
        <HeroInner>
          <Badge $tone="primary">
            <CalendarClock aria-hidden="true" /> Updated every week
          </Badge>
          <PageTitle id="evolution-title">The AI Evolution</PageTitle>
          <Lead>
            The stories, trends and practical tips shaping how people use AI, gathered by the community and explained without the hype.
          </Lead>
        </HeroInner>
      </Hero>
      <Body>
        <FeaturedArticleSection />
        <TrendingSection />
        <AiTipsSection />
      </Body>
    </>
  );
}
