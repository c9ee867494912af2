import { ARTICLES_FEED_PATH } from '@cci/contracts';
import { Badge, Container, media, usePageTitle } from '@cci/shared-ui';
import { CalendarClock } from 'lucide-react';
import styled from 'styled-components';
import { CenteredHero } from '../components/centered-hero';
import { AiTipsSection } from '../features/ai-evolution/components/ai-tips-section';
import { FeaturedArticleSection } from '../features/ai-evolution/components/featured-article-section';
import { TrendingSection } from '../features/ai-evolution/components/trending-section';

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
  usePageTitle('The AI Evolution', { feed: ARTICLES_FEED_PATH });
  return (
    <>
      <CenteredHero
        titleId="evolution-title"
        gap={4}
        leadWidth="60ch"
        badge={
          <Badge $tone="primary">
            <CalendarClock aria-hidden="true" /> Updated every week
          </Badge>
        }
        title="The AI Evolution"
        lead="The stories, trends and practical tips shaping how people use AI, gathered by the community and explained without the hype."
      />
      <Body>
        <FeaturedArticleSection />
        <TrendingSection />
        <AiTipsSection />
      </Body>
    </>
  );
}
