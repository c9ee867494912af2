import { ThreadList } from '@cci/forum-ui';
import { useParams } from '@cci/shared-ui/router';
import { useState } from 'react';
import { CommunityPageFrame } from '../components/community-page-frame';
import { NewThreadDialog } from '../features/discussions/components/new-thread-dialog';
import { usePostingStatus } from '../features/discussions/use-posting-status';

/** A community's discussions (/community/:slug/discussions), pre-rendered with the first page of threads. */
export default function DiscussionsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const status = usePostingStatus(slug);
  const [composing, setComposing] = useState(false);
  return (
    <CommunityPageFrame
      slug={slug}
      title={() => 'Discussions'}
      lead={(community) => `Questions, ideas and answers from the ${community.name} community. Everyone may read; members post.`}
      loading="Loading discussions"
    >
      {(community) => (
        <>
          <ThreadList
            community={slug}
            newThreadHref={status === 'visitor' ? '/login' : undefined}
            onNewThread={status === 'visitor' ? undefined : () => setComposing(true)}
          />
          <NewThreadDialog community={community} status={status} open={composing} onClose={() => setComposing(false)} />
        </>
      )}
    </CommunityPageFrame>
  );
}
