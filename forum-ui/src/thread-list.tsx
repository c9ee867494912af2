import { THREAD_LIST_SORTS, THREAD_SORTS, type StreamEvent, type ThreadListSort, type ThreadSummary } from '@cci/contracts';
import { MessagesSquare, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { refreshThreadLists, useCommunityTags, useThreads } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import { postedHere } from './post-submit';
import { Button, ButtonLink, Skeleton, StateMessage, useLiveEvents, useSession } from './shared';
import { threadPath } from './thread-path';
import { ThreadRow } from './thread-row';

const SORT_LABELS: Record<ThreadListSort, string> = { latest: 'Latest', top: 'Top', unanswered: 'Unanswered', new: 'New' };

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  > [role='tablist'] {
    flex: 1 1 280px;
    max-width: 420px;
  }
`;
const SortList = styled(TabsList)<{ $count: number }>`
  grid-template-columns: repeat(${(p) => p.$count}, auto);
  > :last-child:nth-child(odd) {
    grid-column: auto;
  }
  > button {
    padding-inline: ${(p) => p.theme.space(1)};
    overflow-wrap: normal;
  }
`;
const Panel = styled(TabsContent)`
  padding-top: 0;
`;
const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  gap: ${(p) => p.theme.space(3)};
  list-style: none;
`;
const Pages = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
`;
const More = styled(LoadMore)`
  padding-top: ${(p) => p.theme.space(2)};
`;
const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
`;
const TagFilter = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSize.sm};
  label {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
  select {
    min-height: 36px;
    max-width: 200px;
    padding: 0 ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
  select:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;
const Failed = styled.p`
  color: ${(p) => p.theme.color.danger};
`;

export interface ThreadListProps {
  /** The community's slug. */
  community: string;
  /** The selected sort (controlled, e.g. from the URL); with onSortChange. Uncontrolled without. */
  sort?: ThreadListSort;
  onSortChange?: (sort: ThreadListSort) => void;
  /** "New discussion" as a link (a page of its own, /login...) or as a button (a dialog); none without either. */
  newThreadHref?: string;
  onNewThread?: () => void;
  /** Shown instead of the list when the community has no thread yet (this sort's first page is empty). */
  empty?: ReactNode;
  /** Where a thread's title links to (the thread page by default). */
  threadHref?: (thread: ThreadSummary) => string;
  /** Only the threads carrying this tag (controlled, e.g. from the URL); with onTagChange, a filter by the community's tags. */
  tag?: string | null;
  onTagChange?: (tag: string | null) => void;
}

type PageProps = Required<Pick<ThreadListProps, 'community' | 'sort' | 'threadHref'>> & { tag: string | null };

function ThreadPage({
  community,
  sort,
  cursor,
  last,
  onMore,
  empty,
  threadHref,
  signedIn,
  tag,
}: PageProps & {
  cursor: string | null;
  last: boolean;
  onMore: (cursor: string) => void;
  empty: ReactNode;
  signedIn: boolean;
}) {
  const { data, error, isLoading, mutate } = useThreads(community, sort, cursor, signedIn, tag);
  if (isLoading)
    return (
      <div aria-busy="true" aria-label="Loading discussions" data-testid="threads-loading">
        <Pages>
          <Skeleton $h="104px" $radius="16px" />
          <Skeleton $h="104px" $radius="16px" />
          <Skeleton $h="104px" $radius="16px" />
        </Pages>
      </div>
    );
  if (error || !data)
    return (
      <div role="alert">
        <Failed>The discussions could not be loaded. {error?.message}</Failed>
        <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </div>
    );
  if (cursor === null && data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <List aria-label={cursor ? undefined : `${SORT_LABELS[sort]} discussions${tag ? ` tagged ${tag}` : ''}`}>
        {data.items.map((thread) => (
          <li key={thread.id}>
            <ThreadRow thread={thread} href={threadHref(thread)} />
          </li>
        ))}
      </List>
      {last && <More next={data.nextCursor} onMore={onMore} />}
    </>
  );
}

/** The pages read so far of one sort: the first, then one more per "Load more". */
function ThreadPages(props: PageProps & { empty: ReactNode; reset: number; signedIn: boolean }) {
  const pages = useCursorPages(props.reset);
  return (
    <Pages>
      {pages.cursors.map((cursor, i) => (
        <ThreadPage key={cursor ?? 'first'} {...props} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} />
      ))}
    </Pages>
  );
}

/** The threads a live 'community' event announced that the list does not show yet. */
function useNewThreads(community: string) {
  const [fresh, setFresh] = useState<number[]>([]);
  useLiveEvents(
    (event: StreamEvent) => {
      if (event.type !== 'community' || event.community !== community) return;
      setFresh((ids) => (ids.includes(event.threadId) ? ids : [...ids, event.threadId]));
    },
    { community },
  );
  return { fresh: fresh.filter((id) => !postedHere.has(id)), clear: () => setFresh([]) };
}

/** The filter by tag: "All tags" or one of the community's curated tags (with its thread count). */
function TagSelect({ community, tag, onChange }: { community: string; tag: string | null; onChange: (tag: string | null) => void }) {
  const { data } = useCommunityTags(community);
  const tags = data?.tags ?? [];
  if (tags.length === 0 && !tag) return null;
  const id = `tag-filter-${community}`;
  return (
    <TagFilter>
      <label htmlFor={id}>Tag</label>
      <select id={id} value={tag ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">All tags</option>
        {tag && !tags.some((t) => t.name === tag) && <option value={tag}>{tag}</option>}
        {tags.map((t) => (
          <option key={t.name} value={t.name}>
            {t.name} ({t.threadCount.toLocaleString('en-US')})
          </option>
        ))}
      </select>
    </TagFilter>
  );
}

/**
 * A community's threads: sort tabs Latest / Top / Unanswered, 20 a page with "Load more", badges, tags,
 * counts, the author's avatar and the last activity; a filter by tag. Signed-in readers get live news: "N new
 * discussions — Show" reads the list again.
 */
export function ThreadList({
  community,
  sort: sortProp,
  onSortChange,
  newThreadHref,
  onNewThread,
  empty,
  threadHref,
  tag = null,
  onTagChange,
}: ThreadListProps) {
  const [ownSort, setOwnSort] = useState<ThreadListSort>('latest');
  const signedIn = useSession().status === 'authenticated';
  const sorts = signedIn ? THREAD_LIST_SORTS : THREAD_SORTS;
  // "New" is a member's: a visitor (signed out meanwhile, or a link) reads Latest.
  const sort = (sorts as readonly string[]).includes(sortProp ?? ownSort) ? (sortProp ?? ownSort) : 'latest';
  const [reset, setReset] = useState(0);
  const { fresh, clear } = useNewThreads(community);
  const href = threadHref ?? ((t: ThreadSummary) => threadPath(t.community?.slug ?? community, t.id));

  const select = (next: string) => {
    const value = next as ThreadListSort;
    if (sortProp === undefined) setOwnSort(value);
    onSortChange?.(value);
  };
  const showNew = async () => {
    clear();
    setReset((n) => n + 1);
    await refreshThreadLists(community);
  };

  // Unanswered and New are filters: empty, they say so and lead back to all the discussions (issue 30).
  const filtered = sort === 'unanswered' || sort === 'new';
  const emptyState = tag ? (
    <StateMessage icon={<MessagesSquare size={36} aria-hidden="true" />} title={`No discussions tagged ${tag}`}>
      {sort === 'latest' ? 'None of the discussions here carries this tag yet.' : `None in ${SORT_LABELS[sort]}.`}
    </StateMessage>
  ) : filtered ? (
    <StateMessage
      icon={<MessagesSquare size={36} aria-hidden="true" />}
      title={`No ${SORT_LABELS[sort].toLowerCase()} discussions`}
      actions={
        <Button $variant="outline" onClick={() => select('latest')}>
          Show all discussions
        </Button>
      }
    >
      {sort === 'unanswered' ? 'Every question here has an answer.' : 'Nothing new since your last visit: every discussion here is read.'}
    </StateMessage>
  ) : (
    (empty ?? (
      <StateMessage icon={<MessagesSquare size={36} aria-hidden="true" />} title="No discussions yet">
        Start the first one.
      </StateMessage>
    ))
  );
  const newButton = newThreadHref ? (
    <ButtonLink to={newThreadHref}>
      <Plus aria-hidden="true" /> New discussion
    </ButtonLink>
  ) : onNewThread ? (
    <Button onClick={onNewThread}>
      <Plus aria-hidden="true" /> New discussion
    </Button>
  ) : null;

  return (
    <Tabs value={sort} onValueChange={select} data-testid="thread-list">
      <Pages>
        <Toolbar>
          <SortList aria-label="Sort discussions" $count={sorts.length}>
            {sorts.map((s) => (
              <TabsTrigger key={s} value={s}>
                {SORT_LABELS[s]}
              </TabsTrigger>
            ))}
          </SortList>
          {onTagChange && <TagSelect community={community} tag={tag} onChange={onTagChange} />}
          {newButton}
        </Toolbar>
        {fresh.length > 0 && (
          <Banner role="status" data-testid="new-threads-banner">
            {fresh.length === 1 ? '1 new discussion' : `${fresh.length} new discussions`} —
            <Button $variant="outline" $size="sm" onClick={() => void showNew()}>
              Show
            </Button>
          </Banner>
        )}
        {sorts.map((s) => (
          <Panel key={s} value={s} tabIndex={-1}>
            <ThreadPages
              key={tag ?? ''}
              community={community}
              sort={s}
              tag={tag}
              threadHref={href}
              empty={emptyState}
              reset={reset}
              signedIn={signedIn}
            />
          </Panel>
        ))}
      </Pages>
    </Tabs>
  );
}
