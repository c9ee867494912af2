import type { ConversationSummary } from '@cci/contracts';
import { Avatar } from '@cci/shared-ui/avatar';
import { Card, Skeleton, StateMessage } from '@cci/shared-ui';
import { refreshConversations, useConversations } from '@cci/shared-ui/api';
import { useLiveEvents } from '@cci/shared-ui/live';
import { authorName, RelativeTime } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled(Card).attrs({ as: 'li' })<{ $current: boolean; $unread: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-color: ${(p) => (p.$current ? p.theme.color.primary : p.theme.color.border)};
  background: ${(p) => (p.$current ? p.theme.color.primarySoft : p.theme.color.surface)};
  a {
    color: ${(p) => p.theme.color.ink};
    font-weight: ${(p) => (p.$unread ? p.theme.fontWeight.bold : p.theme.fontWeight.semibold)};
    text-decoration: none;
  }
  /* The whole card is the link's target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  &:has(a:focus-visible) {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${(p) => p.theme.color.borderStrong};
  }
`;
const Excerpt = styled.p<{ $unread: boolean }>`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${(p) => (p.$unread ? p.theme.color.ink : p.theme.color.muted)};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Side = styled.div`
  display: grid;
  justify-items: end;
  gap: ${(p) => p.theme.space(1)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.xs};
`;
const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.onDark};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  line-height: 20px;
  text-align: center;
`;

/** "You: See you then" for the member's own last message; the other member's as it is. */
export function lastLine(c: ConversationSummary): string {
  if (!c.last) return 'No messages yet';
  return c.last.authorId !== null && c.last.authorId !== c.other?.id ? `You: ${c.last.excerpt}` : c.last.excerpt;
}

export function ConversationRow({ c, current }: { c: ConversationSummary; current: boolean }) {
  const unread = c.unread > 0;
  return (
    <Item $current={current} $unread={unread} data-testid="conversation">
      <Avatar member={c.other} size={40} />
      <div>
        <Link to={`/messages/${c.id}`} aria-current={current ? 'page' : undefined}>
          {authorName(c.other)}
          {unread && <span className="visually-hidden">, {c.unread} unread</span>}
        </Link>
        <Excerpt $unread={unread}>{lastLine(c)}</Excerpt>
      </div>
      <Side>
        <RelativeTime iso={c.last?.createdAt ?? c.createdAt} />
        {unread && (
          <Count aria-hidden="true" data-testid="conversation-unread">
            {c.unread}
          </Count>
        )}
      </Side>
    </Item>
  );
}

/** The member's conversations, the newest activity first; `current` marks the one open beside it. */
export function ConversationList({ current = null }: { current?: number | null }) {
  const { data, error } = useConversations();
  // A message in any conversation moves it to the top, with its count.
  useLiveEvents((event) => {
    if (event.type === 'message') void refreshConversations();
  });
  if (error) return <p role="alert">Your conversations could not be loaded.</p>;
  if (!data) return <Skeleton $h="4.5rem" />;
  if (!data.length)
    return (
      <StateMessage title="No messages yet">
        Open a member&apos;s profile and choose Message to start a conversation. Only the two of you can read it.
      </StateMessage>
    );
  return (
    <List aria-label="Conversations">
      {data.map((c) => (
        <ConversationRow key={c.id} c={c} current={c.id === current} />
      ))}
    </List>
  );
}
