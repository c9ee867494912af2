import { DISCUSSION_MESSAGES, type PostKind, type PostView, type ThreadView } from '@cci/contracts';
import { Badge, media } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { authorName, PostBody, RelativeTime } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { CheckCircle2, EyeOff } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { PostActions } from './post-actions';
// The author's editor: loaded when they edit (a reader's first visit loads neither it nor the schemas it checks with).
const PostEditor = lazy(() => import('./post-editor').then((m) => ({ default: m.PostEditor })));
import { EditedMark } from './edited-mark';

const Card = styled.article<{ $accepted: boolean }>`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => (p.$accepted ? p.theme.color.success : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  scroll-margin-top: calc(${(p) => p.theme.layout.navHeight} + 16px);
  &:target {
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.primarySoft};
    border-color: ${(p) => p.theme.color.primary};
  }
  ${media.md} {
    padding: ${(p) => p.theme.space(6)};
  }
`;
const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  strong {
    color: ${(p) => p.theme.color.ink};
  }
`;
const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.backgroundAlt};
  color: ${(p) => p.theme.color.muted};
  font-style: italic;
  svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;
/** A quotation's ground and rule, with its author's name as a link (a quote-reply's head, or its excerpt). */
const quotation = css`
  border-left: 4px solid ${(p) => p.theme.color.borderStrong};
  background: ${(p) => p.theme.color.backgroundAlt};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: ${(p) => p.theme.color.primaryHover};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
/**
 * Whose words a quote-reply's body opens with: the head of its first blockquote (the same ground and rule), so the
 * quote shows once, under its author's name, linked to their post.
 */
const QuoteHead = styled.p`
  ${quotation}
  margin-bottom: calc(-1 * ${(p) => p.theme.space(3)});
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)} 0;
  border-radius: 0 ${(p) => p.theme.radius.sm} 0 0;
  & + div > blockquote:first-child {
    margin-top: 0;
    padding-top: ${(p) => p.theme.space(1)};
    border-top-right-radius: 0;
  }
`;
/** The quoted reply's excerpt, when the body does not open with the quote (the author took it out). */
const Quoted = styled.blockquote`
  ${quotation}
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
`;

export interface PostCardProps {
  kind: PostKind;
  id: number;
  post: PostView;
  thread: ThreadView;
  signedIn: boolean;
  /** The element id (#reply-12 anchors). */
  anchor?: string;
  /** Above the byline: the thread's title and badges for the opening post. */
  header?: ReactNode;
  accepted?: boolean;
  quoted?: { id: number; authorName: string; excerpt: string } | null;
  onQuote?: () => void;
  refresh: () => Promise<unknown>;
  onDeleted?: () => void;
}

/** One post of a thread: author, time, "edited", the body (or why it is not shown) and what the reader may do. */
export function PostCard({
  kind,
  id,
  post,
  thread,
  signedIn,
  anchor,
  header,
  accepted = false,
  quoted,
  onQuote,
  refresh,
  onDeleted,
}: PostCardProps) {
  const [editing, setEditing] = useState(false);
  // Quote-reply puts the quoted text in the body as a blockquote: the excerpt would show it twice.
  const quotesInBody = !editing && !post.hidden && post.bodyHtml.trimStart().startsWith('<blockquote');
  const authorLink = post.author ? (
    <Link to={`/members/${post.author.id}`}>{authorName(post.author)}</Link>
  ) : (
    <strong>{authorName(null)}</strong>
  );

  let body: ReactNode;
  if (post.deleted) body = <Notice data-testid="post-deleted">{DISCUSSION_MESSAGES.deleted}</Notice>;
  else if (editing)
    body = (
      <Suspense fallback={<p aria-busy="true">Opening the editor…</p>}>
        <PostEditor
          kind={kind}
          id={id}
          community={thread.community.slug}
          initial={post.body}
          initialTitle={kind === 'thread' ? thread.title : undefined}
          initialTags={kind === 'thread' ? thread.tags : undefined}
          onDone={(saved) => {
            setEditing(false);
            if (saved) void refresh();
          }}
        />
      </Suspense>
    );
  else
    body = (
      <>
        {post.hidden && (
          <Notice data-testid="post-hidden">
            <EyeOff aria-hidden="true" />
            <span>
              {DISCUSSION_MESSAGES.hiddenByModerator}
              {post.hiddenReason ? ` — ${post.hiddenReason}` : ''}
            </span>
          </Notice>
        )}
        {post.bodyHtml && <PostBody html={post.bodyHtml} />}
      </>
    );

  return (
    <Card
      id={anchor}
      $accepted={accepted}
      data-testid={kind === 'thread' ? 'opening-post' : 'reply'}
      aria-label={kind === 'reply' ? `Reply by ${authorName(post.author)}` : undefined}
    >
      {header}
      {accepted && (
        <div>
          <Badge $tone="success">
            <CheckCircle2 aria-hidden="true" /> Accepted answer
          </Badge>
        </div>
      )}
      <Byline>
        <Avatar member={post.author} size={32} />
        {authorLink}
        <RelativeTime iso={post.createdAt} />
        {post.editedAt && !post.deleted && <EditedMark kind={kind} id={id} editedAt={post.editedAt} />}
      </Byline>
      {quoted &&
        !post.deleted &&
        (quotesInBody ? (
          <QuoteHead>
            <a href={`#reply-${quoted.id}`}>{quoted.authorName}</a> wrote:
          </QuoteHead>
        ) : (
          <Quoted>
            <a href={`#reply-${quoted.id}`}>{quoted.authorName}</a> wrote: {quoted.excerpt}
          </Quoted>
        ))}
      {body}
      {!editing && (
        <PostActions
          kind={kind}
          id={id}
          post={post}
          thread={thread}
          signedIn={signedIn}
          accepted={accepted}
          onQuote={onQuote}
          onEdit={() => setEditing(true)}
          refresh={refresh}
          onDeleted={onDeleted}
        />
      )}
    </Card>
  );
}
