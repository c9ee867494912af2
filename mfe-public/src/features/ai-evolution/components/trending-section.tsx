import { ButtonLink, SectionTitle, StateMessage, media } from '@cci/shared-ui';
import { ArrowRight, TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { gridList } from '../../../components/list-styles';
import { TRENDING_LIMIT } from '../ai-evolution';
import { useTrendingThisWeek } from '../api/use-trends';
import { TrendCard, TrendCardSkeleton } from './trend-card';
import { LoadError } from '../../../components/load-error';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(4)};
  margin-bottom: ${(p) => p.theme.space(8)};
  p {
    margin-top: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Title = styled(SectionTitle)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  svg {
    width: 28px;
    height: 28px;
    color: ${(p) => p.theme.color.accent};
  }
`;
const Grid = styled.ul`
  ${gridList(5)}
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** Spec §2 AI Evolution: "Trending This Week", up to 6 trends, and "View All Trends" (to /community). */
export function TrendingSection() {
  const { trends, error, isLoading, retry } = useTrendingThisWeek();
  return (
    <section aria-labelledby="trending-title">
      <Head>
        <div>
          <Title id="trending-title">
            <TrendingUp aria-hidden="true" /> Trending This Week
          </Title>
          <p>What the community is reading, testing and talking about.</p>
        </div>
        <ButtonLink to="/community" $variant="outline">
          View All Trends <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </Head>
      {error ? (
        <LoadError title="Trends could not be loaded" onRetry={retry}>
          {error.message}
        </LoadError>
      ) : isLoading ? (
        <Grid aria-busy="true" aria-label="Loading trends">
          {Array.from({ length: TRENDING_LIMIT }, (_, i) => (
            <li key={i}>
              <TrendCardSkeleton />
            </li>
          ))}
        </Grid>
      ) : trends.length === 0 ? (
        <StateMessage role="status" icon={<TrendingUp size={32} aria-hidden="true" />}>
          No trends this week yet. Check back soon.
        </StateMessage>
      ) : (
        <Grid aria-label="Trending this week">
          {trends.map((t) => (
            <li key={t.id}>
              <TrendCard trend={t} />
            </li>
          ))}
        </Grid>
      )}
    </section>
  );
}
