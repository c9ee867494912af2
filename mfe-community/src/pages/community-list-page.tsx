import { Button, Container, Lead, PageTitle, StateMessage, media, usePageTitle } from '@cci/shared-ui';
import { CommunityCard, CommunityCardGrid, CommunityCardSkeleton } from '@cci/shared-ui/community-card';
import { useCommunities } from '@cci/shared-ui/api';
import { AlertTriangle, Quote, SearchX } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { PROVERB } from '../content/proverb';
import { CommunitySearch } from '../features/communities/components/community-search';
import { filterCommunities } from '../features/communities/filter-communities';

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
  gap: ${(p) => p.theme.space(5)};
  text-align: center;
`;
const Proverb = styled.figure`
  margin: 0;
  max-width: 640px;
  blockquote {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.lg};
    font-style: italic;
    color: ${(p) => p.theme.color.ink};
  }
  blockquote svg {
    display: inline;
    width: 18px;
    height: 18px;
    margin-right: 6px;
    vertical-align: -2px;
    color: ${(p) => p.theme.color.accent};
  }
  figcaption {
    margin-top: ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.subtle};
  }
`;
const Results = styled(Container)`
  padding-top: ${(p) => p.theme.space(10)};
`;

const SKELETON_COUNT = 8;

/** Spec §2 Community list (/community). */
export default function CommunityListPage() {
  usePageTitle('Communities');
  const [query, setQuery] = useState('');
  const { data, error, isLoading, mutate } = useCommunities();
  const visible = data ? filterCommunities(data, query) : [];

  return (
    <>
      <Hero>
        <HeroInner>
          <PageTitle>Our Communities</PageTitle>
          <Lead>Find your people. Every community is a place to share what AI is doing for you, and what you want it to do next.</Lead>
          <Proverb>
            <blockquote>
              <Quote aria-hidden="true" />
              {PROVERB.text}
            </blockquote>
            <figcaption>— {PROVERB.source}</figcaption>
          </Proverb>
          <CommunitySearch value={query} onChange={setQuery} />
        </HeroInner>
      </Hero>
      <Results>
        {error ? (
          <StateMessage
            role="alert"
            icon={<AlertTriangle size={32} aria-hidden="true" />}
            title="Communities could not be loaded"
            actions={
              <Button $variant="outline" onClick={() => mutate()}>
                Try again
              </Button>
            }
          >
            {error.message}
          </StateMessage>
        ) : isLoading || !data ? (
          <CommunityCardGrid aria-busy="true" aria-label="Loading communities">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <CommunityCardSkeleton key={i} />
            ))}
          </CommunityCardGrid>
        ) : visible.length === 0 ? (
          <StateMessage role="status" icon={<SearchX size={32} aria-hidden="true" />}>
            No communities found matching your search
          </StateMessage>
        ) : (
          <CommunityCardGrid>
            {visible.map((c) => (
              <CommunityCard key={c.id} community={c} />
            ))}
          </CommunityCardGrid>
        )}
      </Results>
    </>
  );
}
