import { THREAD_LIST_SORTS, type ThreadListSort } from '@cci/contracts';
import { ThreadList } from '@cci/forum-ui';
import { useLocation, useNavigate, useParams } from '@cci/shared-ui/router';
import { useState } from 'react';
import { CommunityPageFrame } from '../components/community-page-frame';
import { NewThreadDialog } from '../features/discussions/components/new-thread-dialog';
import { usePostingStatus } from '../features/discussions/use-posting-status';

/**
 * The list the address asks for: its sort (`?sort=`; Latest is none) and its tag (`?tag=`; none: every thread). A link
 * to "Top" or to a tag opens that list; each choice is a step of the history (Back returns to the previous list).
 */
function useListInAddress() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const asked = params.get('sort');
  const sort = (THREAD_LIST_SORTS as readonly (string | null)[]).includes(asked) ? (asked as ThreadListSort) : 'latest';
  const tag = params.get('tag') || null;
  const go = (next: { sort: ThreadListSort; tag: string | null }) => {
    const query = new URLSearchParams();
    if (next.sort !== 'latest') query.set('sort', next.sort);
    if (next.tag) query.set('tag', next.tag);
    const text = query.toString();
    navigate(text ? `${pathname}?${text}` : pathname);
  };
  return {
    sort,
    tag,
    setSort: (next: ThreadListSort) => go({ sort: next, tag }),
    setTag: (next: string | null) => go({ sort, tag: next }),
  };
}

/** A community's discussions (/community/:slug/discussions), pre-rendered with the first page of threads. */
export default function DiscussionsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { sort, tag, setSort, setTag } = useListInAddress();
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
            tag={tag}
            onTagChange={setTag}
            newThreadHref={status === 'visitor' ? '/login' : undefined}
            onNewThread={status === 'visitor' ? undefined : () => setComposing(true)}
          />
          <NewThreadDialog community={community} status={status} open={composing} onClose={() => setComposing(false)} />
        </>
      )}
    </CommunityPageFrame>
  );
}
