import type { ThreadSummary } from '@cci/contracts';
import { CheckCircle2, Heart, HelpCircle, Lock, MessageSquare, Pin } from 'lucide-react';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { headingLink } from './heading-link';
import { Avatar } from '@cci/shared-ui/avatar';
import { authorName } from './author-name';
import { RelativeTime } from './relative-time';
import { Badge, media } from './shared';
import { TagChips } from './tag-chips';

const Row = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  transition: border-color 150ms ease;
  &:hover,
  &:focus-within {
    border-color: ${(p) => p.theme.color.borderStrong};
  }
  ${media.md} {
    gap: ${(p) => p.theme.space(4)};
    padding: ${(p) => p.theme.space(5)};
  }
`;
const Main = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  min-width: 0;
`;
const Title = styled.h2`
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  line-height: ${(p) => p.theme.lineHeight.snug};
  overflow-wrap: anywhere;
  ${headingLink}
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  &:empty {
    display: none;
  }
`;
const Excerpt = styled.p`
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
/** The line of facts under a thread's title (community, replies, activity): small, muted, icons inline. */
export const PostMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  > span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
  }
  svg {
    width: 14px;
    height: 14px;
  }
  strong {
    color: ${(p) => p.theme.color.text};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The state badges of a thread: pinned, locked, question (answered or not), hidden. */
export function ThreadBadges({ thread }: { thread: Pick<ThreadSummary, 'pinned' | 'locked' | 'kind' | 'acceptedReplyId' | 'hidden'> }) {
  return (
    <Badges>
      {thread.pinned && (
        <Badge $tone="accent">
          <Pin aria-hidden="true" /> Pinned
        </Badge>
      )}
      {thread.locked && (
        <Badge $tone="warning">
          <Lock aria-hidden="true" /> Locked
        </Badge>
      )}
      {thread.kind === 'question' &&
        (thread.acceptedReplyId ? (
          <Badge $tone="success">
            <CheckCircle2 aria-hidden="true" /> Answered
          </Badge>
        ) : (
          <Badge $tone="primary">
            <HelpCircle aria-hidden="true" /> Question
          </Badge>
        ))}
      {thread.hidden && <Badge $tone="danger">Hidden</Badge>}
    </Badges>
  );
}

/** A signed-in reader's news of a thread: "New", or its unread replies as a link to the first of them. */
const Unread = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${(p) => p.theme.space(2.5)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.onFill};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.color.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Where a thread's first unread reply is read: the page its unread cursor starts (the thread from its start without one). */
export const unreadHref = (href: string, cursor: string | null | undefined) =>
  cursor ? `${href}${href.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : href;

/**
 * One thread in a list: avatar, title (a link to the thread), badges, excerpt, author, last activity and counts; for
 * a signed-in reader, "New" or its unread count, linking to the first unread reply.
 */
export function ThreadRow({ thread, href }: { thread: ThreadSummary; href: string }) {
  const unread = thread.unreadCount ?? 0;
  return (
    <Row data-testid="thread-row">
      <Avatar member={thread.author} size={40} lazy />
      <Main>
        <Title>
          <Link to={href}>{thread.title}</Link>
        </Title>
        <Badges>
          {thread.new && <Badge $tone="primary">New</Badge>}
          {unread > 0 && (
            <Unread
              to={unreadHref(href, thread.unreadCursor)}
              aria-label={`${plural(unread, 'unread reply', 'unread replies')}: read from the first`}
            >
              {unread.toLocaleString('en-US')} unread
            </Unread>
          )}
        </Badges>
        <ThreadBadges thread={thread} />
        {thread.community?.slug && <TagChips community={thread.community.slug} tags={thread.tags} />}
        {thread.excerpt && <Excerpt>{thread.excerpt}</Excerpt>}
        <PostMeta>
          <span>
            <strong>{authorName(thread.author)}</strong>
          </span>
          <span>
            Active <RelativeTime iso={thread.lastActivityAt} />
          </span>
          <span>
            <MessageSquare aria-hidden="true" /> {plural(thread.replyCount, 'reply', 'replies')}
          </span>
          <span>
            <Heart aria-hidden="true" /> {plural(thread.likeCount, 'like', 'likes')}
          </span>
        </PostMeta>
      </Main>
    </Row>
  );
}
