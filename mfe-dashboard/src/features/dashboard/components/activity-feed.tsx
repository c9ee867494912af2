import type { ActivityItem, CursorPage, StreamEvent } from '@cci/contracts';
import { Badge, Button, Skeleton } from '@cci/shared-ui';
import { useLiveEvents } from '@cci/shared-ui/live';
import { refreshCommunityActivity, useActivity } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import styled from 'styled-components';
import { FEED_POSTS } from '../../../content/feed';
import { ActivityCard } from './activity-card';
import { FeedPostCard } from './feed-post-card';

const Pages = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
`;
const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.color.danger};
`;
const ExamplesHead = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(4)};
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.lg};
  h3 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSize.base};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * Whether the community has no posts yet: its whole activity (one page, no more) is members joining, if anything. A
 * member always sees at least their own joining, so "no activity at all" would never show the examples.
 */
export const hasNoPosts = (page: CursorPage<ActivityItem>) =>
  page.nextCursor === null && page.items.every((item) => item.kind === 'member');

/** The spec's three example posts (spec §2), shown only while the community has no posts, and said to be examples. */
function ExamplePosts() {
  return (
    <Pages data-testid="feed-examples">
      <ExamplesHead>
        <h3>
          <Badge $tone="neutral">Example</Badge> Example posts
        </h3>
        <p>No one has posted in this community yet. This is what the feed looks like once members do.</p>
      </ExamplesHead>
      {FEED_POSTS.map((post) => (
        <FeedPostCard key={post.id} post={post} />
      ))}
    </Pages>
  );
}

function ActivityPage({
  slug,
  cursor,
  last,
  onMore,
}: {
  slug: string;
  cursor: string | null;
  last: boolean;
  onMore: (next: string) => void;
}) {
  const { data, error, mutate } = useActivity(slug, cursor);
  if (!data && !error)
    return (
      <Pages aria-busy="true" aria-label="Loading the community's activity" data-testid="activity-loading">
        <Skeleton $h="140px" $radius="16px" />
        <Skeleton $h="140px" $radius="16px" />
      </Pages>
    );
  if (!data)
    return (
      <Failed role="alert">
        <p>The community&apos;s activity could not be loaded. {error?.message}</p>
        <Button $variant="outline" $size="sm" onClick={() => void mutate()}>
          Try again
        </Button>
      </Failed>
    );
  return (
    <>
      {data.items.map((item) => (
        <ActivityCard key={item.id} item={item} community={slug} />
      ))}
      {cursor === null && hasNoPosts(data) && <ExamplePosts />}
      {last && <LoadMore next={data.nextCursor} onMore={onMore} />}
    </>
  );
}

/**
 * The Feed's middle column below the composer: the community's activity, newest first, 20 a page with
 * "Load more"; the spec's example posts follow while nobody has posted yet. A new thread in the community (a live 'community' event) reads the first page, Trending and the stats
 * again, so it shows without a reload.
 */
export function ActivityFeed({ slug }: { slug: string }) {
  const pages = useCursorPages();
  useLiveEvents(
    (event: StreamEvent) => {
      if (event.type === 'community' && event.community === slug) void refreshCommunityActivity(slug);
    },
    { community: slug },
  );
  return (
    <Pages data-testid="activity-feed">
      {pages.cursors.map((cursor, i) => (
        <ActivityPage key={cursor ?? 'first'} slug={slug} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} />
      ))}
    </Pages>
  );
}
