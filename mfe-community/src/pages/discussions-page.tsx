import { Container, media, Skeleton, usePageTitle } from '@cci/shared-ui';
import { useCommunity } from '@cci/shared-ui/api';
import { ThreadList } from '@cci/shared-ui/discussions';
import { useParams } from '@cci/shared-ui/router';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { BackLink } from '../components/back-link';
import { CommunityNotFound, PageLoadError } from '../components/page-state';
import { NewThreadDialog } from '../features/discussions/components/new-thread-dialog';
import { usePostingStatus } from '../features/discussions/use-posting-status';

const Page = styled(Container)`
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
  }
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/** Issue 14 §2: a community's discussions (/community/:slug/discussions), pre-rendered with the first page of threads. */
export default function DiscussionsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: community, error, isLoading, notFound, mutate } = useCommunity(slug);
  const status = usePostingStatus(slug);
  const [composing, setComposing] = useState(false);
  usePageTitle(community ? `Discussions · ${community.name}` : notFound ? 'Community Not Found' : undefined);

  if (isLoading)
    return (
      <Page aria-busy="true" aria-label="Loading discussions">
        <Skeleton $w="40%" $h="2.5rem" />
        <Skeleton $h="104px" $radius="16px" />
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
        <h1>Discussions</h1>
        <p>Questions, ideas and answers from the {community.name} community. Everyone may read; members post.</p>
      </Header>
      <ThreadList
        community={slug}
        newThreadHref={status === 'visitor' ? '/login' : undefined}
        onNewThread={status === 'visitor' ? undefined : () => setComposing(true)}
      />
      <NewThreadDialog community={community} status={status} open={composing} onClose={() => setComposing(false)} />
    </Page>
  );
}
