import { communityFeedPath } from '@cci/contracts';
import { Container, media, Skeleton, usePageTitle } from '@cci/shared-ui';
import { useCommunity, useCommunityExtras } from '@cci/shared-ui/api';
import { useParams } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { CommunityNotFound, PageLoadError } from '../components/page-state';
import { CoachBanner } from '../features/communities/components/coach-banner';
import { CommunityHero } from '../features/communities/components/community-hero';
import { CommunityTabs } from '../features/communities/components/community-tabs';

const Body = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(10)};
  padding-top: ${(p) => p.theme.space(10)};
`;
/** Where the coach banner goes while the extras load, about its height (so the tabs barely move when it comes). */
const BannerSkeleton = styled(Skeleton)`
  height: 54rem;
  border-radius: ${(p) => p.theme.radius.xl};
  ${media.md} {
    height: 34rem;
  }
  ${media.lg} {
    height: 29rem;
  }
`;

function DetailSkeleton() {
  return (
    <div data-testid="community-loading" aria-busy="true" aria-label="Loading community">
      <Skeleton $h="340px" $radius="0" />
      <Body>
        <Skeleton $h="48px" $radius="10px" />
        <Skeleton $w="40%" $h="2rem" />
        <Skeleton $h="6rem" />
      </Body>
    </div>
  );
}

/** Spec §2 Community detail (/community/:slug): loading, not found, or loaded. */
export default function CommunityDetailPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data: community, error, isLoading, notFound, mutate } = useCommunity(slug);
  // Read alongside the community (both keys come from the slug: the server fetches both before rendering).
  // A failed read leaves the page without the extra content, as for a community that has none.
  const { data: loadedExtras, error: extrasError } = useCommunityExtras(slug);
  usePageTitle(
    community ? `${community.name} Community` : notFound ? 'Community Not Found' : undefined,
    // Its description and image as they are, and its feed of threads (the head's fields: PageHead).
    community && { ...community, feed: communityFeedPath(community.slug) },
  );

  if (isLoading) return <DetailSkeleton />;
  if (notFound) return <CommunityNotFound />;
  if (error || !community) return <PageLoadError what="community" error={error} retry={() => void mutate()} />;

  const extras = extrasError ? null : loadedExtras;
  return (
    <>
      <CommunityHero community={community} />
      <Body>
        {extras === undefined && <BannerSkeleton data-testid="coach-banner-loading" />}
        {extras && <CoachBanner communityName={community.name} examples={extras.aiCoachExamples} />}
        <CommunityTabs community={community} extras={extras} />
      </Body>
    </>
  );
}
