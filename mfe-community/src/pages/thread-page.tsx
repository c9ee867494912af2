import { linkedReplyOf, repliesAfter, type ReplyView } from '@cci/contracts';
import { ApiError, ButtonLink, Container, media, Skeleton, StateMessage, usePageTitle, useSession } from '@cci/shared-ui';
import { refreshThread, useThread } from '@cci/shared-ui/api';
import { useCursorPages } from '@cci/shared-ui/load-more';
import { authorName, discussionsPath, TagChips, ThreadBadges, threadPath } from '@cci/forum-ui';
import { Link, useLocation, useNavigate, useParams } from '@cci/shared-ui/router';
import { ArrowLeft, MessageSquareOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CenteredState, PageLoadError } from '../components/page-state';
import { PostCard } from '../features/discussions/components/post-card';
import { ReplyComposer, type ReplyDraft } from '../features/discussions/components/reply-composer';
import { quoteOf } from '../features/discussions/quote';
import { ReplyCard, ReplyPage } from '../features/discussions/components/reply-list';
import { BackLink } from '../components/back-link';
import { useReadMarker } from '../features/discussions/use-read-marker';
import { useMemberLiveEvents } from '../features/discussions/use-member-live';

// A member's controls only: a visitor's first visit loads neither.
const BookmarkButton = lazy(() =>
  import('../features/discussions/components/bookmark-button').then((m) => ({ default: m.BookmarkButton })),
);
const WatchControl = lazy(() => import('../features/discussions/components/watch-control').then((m) => ({ default: m.WatchControl })));

/** The member's own settings for the thread: its notifications, and the bookmark. */
const MemberTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
`;

const Page = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  max-width: 880px;
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
  ${media.md} {
    padding-top: ${(p) => p.theme.space(10)};
  }
`;
const Title = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    line-height: ${(p) => p.theme.lineHeight.tight};
    color: ${(p) => p.theme.color.ink};
    overflow-wrap: anywhere;
    ${media.md} {
      font-size: ${(p) => p.theme.fontSize['3xl']};
    }
  }
`;
const Section = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  > h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
    color: ${(p) => p.theme.color.ink};
  }
`;
const FromUnread = styled.p`
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: inherit;
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;
const Empty = styled.p`
  color: ${(p) => p.theme.color.muted};
`;

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
const replies = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'reply' : 'replies'}`;

/**
 * A link to a reply (`#reply-N`: the bell, the Feed, search, e-mails) scrolls to it once the thread shows, also after
 * a navigation inside the site (the browser does so only for a page it loads itself). A reply past the first page is
 * not on it: the address becomes `?reply=N#reply-N`, whose page starts at that reply. Each address scrolls once, so
 * live updates never move the reader.
 */
function useReplyAnchor(loaded: boolean, paged: boolean) {
  const { hash, key } = useLocation();
  const navigate = useNavigate();
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    const id = /^#reply-([1-9]\d{0,9})$/.exec(hash)?.[1];
    if (!loaded || !id || scrolled.current === key) return;
    const target = document.getElementById(`reply-${id}`);
    if (target) {
      scrolled.current = key;
      target.scrollIntoView({ block: 'start' });
    } else if (!paged) navigate({ search: `?reply=${id}`, hash }, { replace: true });
  });
}

/**
 * A thread (/community/:slug/discussions/:id): pre-rendered with the opening post and the first page of
 * replies (search engines read it), then live: new replies, edits and likes appear without a reload.
 */
export default function ThreadPage() {
  const { slug = '', id = '' } = useParams<{ slug: string; id: string }>();
  const threadId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
  // ?cursor=: the page that starts at the reader's first unread reply (a list's "N unread" link). ?reply=: the page
  // that starts at a linked reply past the first page (useReplyAnchor).
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const linked = linkedReplyOf(search.get('reply'));
  const start = search.get('cursor') ?? (linked && linked > 1 ? repliesAfter(linked - 1) : undefined);
  const { data, error, isLoading, mutate } = useThread(threadId ?? id, start);
  const { status } = useSession();
  const navigate = useNavigate();
  const pages = useCursorPages(start);
  useReplyAnchor(data !== undefined, start !== undefined);
  const repliesRef = useRef<HTMLElement | null>(null);
  useReadMarker(threadId, status === 'authenticated', repliesRef, data !== undefined);
  const [draft, setDraft] = useState<ReplyDraft>({ body: '', quoted: null });
  // The reply box is the shown thread's: another thread's starts afresh (its own server draft then comes back), in the
  // render that shows it, so the box it replaces (keyed by its thread) never sees its text emptied.
  const shown = data?.thread.id;
  const [draftOf, setDraftOf] = useState(shown);
  if (shown !== undefined && draftOf !== shown) {
    setDraftOf(shown);
    if (draftOf !== undefined) setDraft({ body: '', quoted: null });
  }
  const composer = useRef<HTMLTextAreaElement | null>(null);
  const notFound = isNotFound(error);
  // Its preview elsewhere (search results, shared links): the opening post's plain text ('' when it is hidden or deleted).
  usePageTitle(data ? data.thread.title : notFound ? 'Discussion Not Found' : undefined, {
    type: data ? 'article' : undefined,
    description: data?.thread.excerpt || undefined,
  });
  // The pre-rendered read is a visitor's (the site's SWR never revalidates data it has): a signed-in member reads the
  // thread again for what is theirs (mine, likedByMe, canReply, watch). Deduplicated with a read just made.
  useEffect(() => {
    if (status === 'authenticated') void mutate();
  }, [status, mutate]);

  // Every page of replies read so far is read again (after a write of ours, or a live event).
  const refresh = () => refreshThread(id, start === undefined ? pages.cursors : pages.cursors.map((c) => c ?? start));
  useMemberLiveEvents(
    status === 'authenticated',
    (event) => {
      if (event.type === 'thread' && event.threadId === threadId) void refresh();
    },
    { thread: threadId },
  );

  if (isLoading)
    return (
      <Page aria-busy="true" aria-label="Loading discussion">
        <Skeleton $w="60%" $h="2.5rem" />
        <Skeleton $h="12rem" $radius="16px" />
      </Page>
    );
  if (notFound)
    return (
      <CenteredState>
        <StateMessage
          icon={<MessageSquareOff size={36} aria-hidden="true" />}
          title="Discussion Not Found"
          actions={
            <ButtonLink to={slug ? discussionsPath(slug) : '/community'} $variant="outline">
              Back to the discussions
            </ButtonLink>
          }
        >
          There is no discussion at this address.
        </StateMessage>
      </CenteredState>
    );
  if (error || !data) return <PageLoadError what="discussion" error={error} retry={() => void mutate()} />;

  const { thread } = data;
  const signedIn = status === 'authenticated';
  const accepted = thread.acceptedReplyId ? data.replies.items.find((r) => r.id === thread.acceptedReplyId && r.accepted) : undefined;
  const quote = thread.canReply
    ? (reply: ReplyView) => {
        setDraft((d) => ({
          body: `${d.body}${d.body && !d.body.endsWith('\n') ? '\n\n' : ''}${quoteOf(reply)}`,
          quoted: { id: reply.id, authorName: authorName(reply.author) },
        }));
        composer.current?.scrollIntoView({ block: 'center' });
        composer.current?.focus();
      }
    : undefined;
  const listProps = { thread, signedIn, onQuote: quote, refresh };

  return (
    <Page>
      <BackLink to={discussionsPath(thread.community.slug)}>
        <ArrowLeft aria-hidden="true" /> {thread.community.name} discussions
      </BackLink>
      <PostCard
        kind="thread"
        id={thread.id}
        post={thread}
        thread={thread}
        signedIn={signedIn}
        header={
          <Title>
            <ThreadBadges thread={thread} />
            <h1>{thread.title}</h1>
            <TagChips community={thread.community.slug} tags={thread.tags} />
          </Title>
        }
        refresh={refresh}
        onDeleted={() => navigate(discussionsPath(thread.community.slug))}
      />
      {signedIn && (
        <MemberTools>
          <Suspense fallback={null}>
            <WatchControl threadId={thread.id} level={thread.watch} onChanged={() => void refresh()} />
            <BookmarkButton threadId={thread.id} />
          </Suspense>
        </MemberTools>
      )}
      {accepted && (
        <Section aria-label="Accepted answer" data-testid="accepted-answer">
          <ReplyCard reply={accepted} {...listProps} />
        </Section>
      )}
      <Section aria-labelledby="replies-heading" data-testid="replies" ref={repliesRef}>
        <h2 id="replies-heading">{replies(thread.replyCount)}</h2>
        {start !== undefined && (
          <FromUnread data-testid="from-unread">
            {search.has('cursor') ? 'From your first unread reply.' : 'From the linked reply.'}{' '}
            <Link to={threadPath(thread.community.slug, thread.id)}>Show the replies from the start</Link>
          </FromUnread>
        )}
        {data.replies.items.length === 0 && <Empty>No replies yet.</Empty>}
        {pages.cursors.map((cursor, i) => (
          <ReplyPage
            key={cursor ?? 'first'}
            {...listProps}
            skip={accepted?.id ?? null}
            cursor={cursor}
            // The first page came with the thread (pre-rendered); the next ones are read by ReplyPage.
            replies={cursor === null ? data.replies : undefined}
            last={pages.isLast(i)}
            onMore={pages.more}
          />
        ))}
      </Section>
      <ReplyComposer
        key={thread.id}
        thread={thread}
        draft={draft}
        onDraft={setDraft}
        textareaRef={composer}
        onPosted={() => void refresh()}
      />
    </Page>
  );
}
