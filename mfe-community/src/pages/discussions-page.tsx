import { THREAD_LIST_SORTS, type ThreadListSort } from '@cci/contracts';
import { ThreadList } from '@cci/forum-ui';
import { useLocation, useNavigate, useParams } from '@cci/shared-ui/router';
import { useState } from 'react';
import { CommunityPageFrame } from '../components/community-page-frame';
import { NewThreadDialog } from '../features/discussions/components/new-thread-dialog';
import { usePostingStatus } from '../features/discussions/use-posting-status';

/** The list the address asks for (`?sort=`): a link to "Top" or "New" opens that list; Latest is the plain address. */
function useSortInAddress(): [ThreadListSort, (sort: ThreadListSort) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('sort');
  const sort = (THREAD_LIST_SORTS as readonly (string | null)[]).includes(asked) ? (asked as ThreadListSort) : 'latest';
  return [sort, (next) => navigate(next === 'latest' ? pathname : `${pathname}?sort=${next}`, { replace: true })];
}

/** A community's discussions (/community/:slug/discussions), pre-rendered with the first page of threads. */
export default function DiscussionsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [sort, setSort] = useSortInAddress();
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
            sort={sort}
            onSortChange={setSort}
            newThreadHref={status === 'visitor' ? '/login' : undefined}
            onNewThread={status === 'visitor' ? undefined : () => setComposing(true)}
          />
          <NewThreadDialog community={community} status={status} open={composing} onClose={() => setComposing(false)} />
        </>
      )}
    </CommunityPageFrame>
  );
}
