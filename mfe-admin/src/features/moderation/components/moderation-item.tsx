import type { ModerationItem } from '@cci/contracts';
import { Badge, Card } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { authorName, PostBody, RelativeTime, threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { Clock, EyeOff, Lock, Trash2 } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { communityLabel } from '../../../lib/option-label';
import { isOverdue, postNoun, reasonLabel, reasonTally, reportCount, waitingLabel } from '../labels';
import { ModerationActions } from './moderation-actions';

const Box = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
  @media (min-width: 640px) {
    padding: ${(p) => p.theme.space(5)};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSize.base};
    line-height: ${(p) => p.theme.lineHeight.snug};
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${(p) => p.theme.color.ink};
    text-decoration: underline;
    text-decoration-color: ${(p) => p.theme.color.borderStrong};
    text-underline-offset: 3px;
  }
  h3 a:hover {
    color: ${(p) => p.theme.color.primaryHover};
  }
  h3 a:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
  h4 {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.ink};
  }
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
`;
const Byline = styled.p`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  strong {
    color: ${(p) => p.theme.color.ink};
  }
`;
const Context = styled.figure`
  margin: 0;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border-left: 4px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  overflow-wrap: anywhere;
  figcaption {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  blockquote {
    margin: 0;
  }
`;
const Post = styled.div<{ $faded: boolean }>`
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$faded ? p.theme.color.backgroundAlt : p.theme.color.surface)};
  max-height: 360px;
  overflow-y: auto;
`;
const Reports = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${(p) => p.theme.space(2)};
  }
  li {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.sm};
    background: ${(p) => p.theme.color.backgroundAlt};
    font-size: ${(p) => p.theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
  time {
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.xs};
  }
`;
const Note = styled.q`
  color: ${(p) => p.theme.color.text};
`;

/**
 * One reported post in the queue: where it is (community, thread, link to it on the site), who wrote it,
 * the post as rendered and the post before it for context, every report, how long it has waited, and the decisions.
 */
export function ModerationItemCard({ item }: { item: ModerationItem }) {
  const id = useId();
  const noun = postNoun(item);
  const message = item.post.kind === 'message';
  // A direct message has no page staff can open: its text and the message before it are here.
  const href = message ? null : threadPath(item.post.community, item.post.threadId, item.post.kind === 'reply' ? item.post.id : null);
  const overdue = isOverdue(item.firstReportedAt);
  return (
    <Box aria-labelledby={`${id}-title`} data-testid="moderation-item" data-post={`${item.post.kind}-${item.post.id}`}>
      <Tags>
        {!message && <Badge $tone="primary">{communityLabel(item.post.community)}</Badge>}
        <Badge>{message ? 'Direct message' : noun === 'reply' ? 'Reply' : 'Opening post'}</Badge>
        <Badge $tone={overdue ? 'danger' : 'warning'}>
          <Clock aria-hidden="true" /> {waitingLabel(item.firstReportedAt)}
        </Badge>
        {item.hidden && (
          <Badge $tone="danger">
            <EyeOff aria-hidden="true" /> Hidden
          </Badge>
        )}
        {item.deleted && (
          <Badge $tone="danger">
            <Trash2 aria-hidden="true" /> Deleted
          </Badge>
        )}
        {item.locked && (
          <Badge>
            <Lock aria-hidden="true" /> Thread locked
          </Badge>
        )}
      </Tags>
      <h3 id={`${id}-title`}>{href ? <Link to={href}>{item.post.threadTitle}</Link> : item.post.threadTitle}</h3>
      {item.context && (
        <Context>
          <figcaption>Before it, {authorName(item.context.author)} wrote:</figcaption>
          <blockquote>{item.context.excerpt}</blockquote>
        </Context>
      )}
      <div>
        <Byline>
          <Avatar member={item.author} size={28} />
          <span>
            The {noun} by <strong>{authorName(item.author)}</strong>
            {item.hidden || item.deleted ? ` (${item.deleted ? 'deleted' : 'hidden from members'})` : ''}
          </span>
        </Byline>
        <Post $faded={item.hidden || item.deleted}>
          <PostBody html={item.bodyHtml} />
        </Post>
      </div>
      <Reports aria-labelledby={`${id}-reports`}>
        <h4 id={`${id}-reports`}>{reportCount(item.reports.length)}</h4>
        {item.reports.length > 1 && (
          <Tags>
            {reasonTally(item.reports).map((r) => (
              <Badge key={r.reason} $tone="warning">
                {r.label} × {r.count}
              </Badge>
            ))}
          </Tags>
        )}
        <ul>
          {item.reports.map((r, i) => (
            <li key={`${r.reporter?.id ?? 'gone'}-${i}`}>
              <span>
                <strong>{reasonLabel(r.reason)}</strong> from {authorName(r.reporter)} · <RelativeTime iso={r.createdAt} />
              </span>
              {r.note && <Note>{r.note}</Note>}
            </li>
          ))}
        </ul>
      </Reports>
      <ModerationActions item={item} />
    </Box>
  );
}
