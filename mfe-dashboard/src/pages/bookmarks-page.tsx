import { BOOKMARK_MESSAGES } from '@cci/contracts';
import { ButtonLink, Card, PageTitle, Skeleton, StateMessage, usePageTitle, useSession } from '@cci/shared-ui';
import { useMyBookmarks } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { PostMeta, RelativeTime, threadPath } from '@cci/forum-ui';
import { Link, Navigate } from '@cci/shared-ui/router';
import { Bookmark, MessageSquare } from 'lucide-react';
import styled from 'styled-components';
import { MemberPage as Page } from '../components/member-page';
import { LoadingState } from '../features/dashboard/components/loading-state';

const Intro = styled.p`
  color: ${(p) => p.theme.color.muted};
`;
const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  a {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.ink};
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${(p) => p.theme.color.primary};
  }
`;
const More = styled(LoadMore)`
  margin-top: ${(p) => p.theme.space(2)};
`;

/** One page of bookmarks; the last page shown offers the next. */
function BookmarksPage({ cursor, last, onMore }: { cursor: string | null; last: boolean; onMore: (next: string) => void }) {
  const { data, error, isLoading } = useMyBookmarks(true, cursor);
  if (isLoading) return <Skeleton as="li" $h="5rem" />;
  if (error || !data) return <li role="alert">Bookmarks could not be loaded.</li>;
  return (
    <>
      {data.items.map((b) => (
        <Item key={b.thread.id} data-testid="bookmark">
          <Link to={threadPath(b.community.slug, b.thread.id)}>{b.thread.title}</Link>
          <PostMeta>
            <span>{b.community.name}</span>
            <span aria-hidden="true">·</span>
            <span>
              <MessageSquare aria-hidden="true" /> {b.thread.replyCount} {b.thread.replyCount === 1 ? 'reply' : 'replies'}
            </span>
            <span aria-hidden="true">·</span>
            <span>
              Last activity <RelativeTime iso={b.thread.lastActivityAt} />
            </span>
          </PostMeta>
        </Item>
      ))}
      {last && <More next={data.nextCursor} onMore={onMore} label="Load more bookmarks" listItem />}
    </>
  );
}

/** /dashboard/bookmarks: the discussions the member bookmarked, the latest bookmark first. */
export default function BookmarksPageRoute() {
  usePageTitle('Bookmarks');
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const pages = useCursorPages();
  const { data: first } = useMyBookmarks(signedIn);
  if (status === 'loading') return <LoadingState text="Loading your bookmarks..." testId="bookmarks-loading" />;
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <Page>
      <div>
        <PageTitle>Bookmarks</PageTitle>
        <Intro>The discussions you bookmarked, the latest first.</Intro>
      </div>
      {first && first.items.length === 0 ? (
        <StateMessage
          icon={<Bookmark aria-hidden="true" />}
          title={BOOKMARK_MESSAGES.empty}
          actions={
            <ButtonLink to="/community" $variant="outline">
              Browse communities
            </ButtonLink>
          }
        >
          {BOOKMARK_MESSAGES.emptyDetail}
        </StateMessage>
      ) : (
        <List aria-label="Bookmarked discussions">
          {pages.cursors.map((cursor, i) => (
            <BookmarksPage key={cursor ?? 'first'} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} />
          ))}
        </List>
      )}
    </Page>
  );
}
