import { Container, media, Skeleton, usePageTitle } from '@cci/shared-ui';
import { useCommunity } from '@cci/shared-ui/api';
import { type Community, communityFeedPath } from '@cci/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackLink } from './back-link';
import { CommunityNotFound, PageLoadError } from './page-state';

export const Page = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
  ${media.md} {
    padding-top: ${(p) => p.theme.space(10)};
  }
`;
const Header = styled.header`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  h1 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    color: ${(p) => p.theme.color.ink};
    line-height: ${(p) => p.theme.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * A page of one community's own (discussions, challenges, mentors, leaderboard): the way back to the community,
 * the title and a line, then the page's own content once the community is read; its not-found and error states.
 */
export function CommunityPageFrame({
  slug,
  title,
  lead,
  loading = 'Loading',
  children,
}: {
  slug: string;
  /** The accessible name of the loading state. */
  loading?: string;
  title: (community: Community) => string;
  lead?: (community: Community) => ReactNode;
  children: (community: Community) => ReactNode;
}) {
  const { data: community, error, isLoading, notFound, mutate } = useCommunity(slug);
  usePageTitle(
    community ? `${title(community)} · ${community.name}` : notFound ? 'Community Not Found' : undefined,
    community && { ...community, feed: communityFeedPath(community.slug) },
  );
  if (isLoading)
    return (
      <Page aria-busy="true" aria-label={loading}>
        <Skeleton $w="40%" $h="2.5rem" />
        <Skeleton $h="200px" $radius="16px" />
      </Page>
    );
  if (notFound) return <CommunityNotFound />;
  if (error || !community) return <PageLoadError what="community" error={error} retry={() => void mutate()} />;
  return (
    <Page>
      <Header>
        <BackLink to={`/community/${encodeURIComponent(slug)}`}>
          <ArrowLeft aria-hidden="true" /> {community.name}
        </BackLink>
        <h1>{title(community)}</h1>
        {lead && <p>{lead(community)}</p>}
      </Header>
      {children(community)}
    </Page>
  );
}
