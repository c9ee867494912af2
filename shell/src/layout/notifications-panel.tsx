import type { AppNotification } from '@cci/contracts';
import { Button, media, StateMessage } from '@cci/shared-ui';
import { Avatar } from '@cci/shared-ui/avatar';
import { markNotificationsRead, useNotifications } from '@cci/shared-ui/api';
import { LoadMore, useCursorPages } from '@cci/shared-ui/load-more';
import { RelativeTime, threadPath } from '@cci/forum-ui';
import { Link } from '@cci/shared-ui/router';
import { BellOff, CheckCheck, Megaphone } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';

/**
 * A dropdown under the bell from sm up; on phones a sheet the width of the screen, from the nav bar's bottom edge to
 * the screen's. Positioned against the nav bar itself (the bell's wrapper is static on phones): the bar's
 * backdrop-filter makes it the containing block of fixed descendants too, so `position: fixed` would not reach the
 * screen's edges.
 */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  height: calc(100dvh - ${(p) => p.theme.layout.navHeight});
  z-index: ${(p) => p.theme.z.dropdown};
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.color.surface};
  border-top: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${media.sm} {
    top: calc(100% + 10px);
    left: auto;
    height: auto;
    width: 400px;
    max-height: min(560px, calc(100dvh - 96px));
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  h2 {
    font-size: ${(p) => p.theme.fontSize.base};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
  }
  h2:focus {
    outline: none;
  }
`;
const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Row = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => (p.$unread ? p.theme.color.primarySoft : 'transparent')};
  > a,
  > div {
    display: flex;
    align-items: flex-start;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    color: ${(p) => p.theme.color.text};
    text-decoration: none;
  }
  > a:hover {
    background: ${(p) => p.theme.color.backgroundAlt};
  }
  > a:focus-visible {
    outline-offset: -3px;
  }
`;
const Text = styled.span<{ $unread: boolean }>`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: ${(p) => p.theme.lineHeight.snug};
  overflow-wrap: anywhere;
  > span:first-child {
    font-weight: ${(p) => (p.$unread ? p.theme.fontWeight.semibold : p.theme.fontWeight.regular)};
    color: ${(p) => p.theme.color.ink};
  }
  time {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Dot = styled.span.attrs({ 'aria-hidden': true })`
  flex: none;
  width: 10px;
  height: 10px;
  margin-top: 5px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
`;
/** An announcement is from the team, not a member: a megaphone where the avatar goes. */
const FromStaff = styled.span.attrs({ 'aria-hidden': true, children: <Megaphone size={16} /> })`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.onDark};
`;
const More = styled(LoadMore)`
  padding: ${(p) => p.theme.space(3)};
`;
const Failed = styled.p`
  padding: ${(p) => p.theme.space(4)};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Loading = styled.p`
  padding: ${(p) => p.theme.space(4)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Empty = styled.div`
  padding: ${(p) => p.theme.space(4)};
  > div {
    padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(4)};
  }
`;

/**
 * Where a notification leads: its own page (the engagement kinds), else its post in the thread, when there is one (a
 * suspension, say, has none).
 */
export function notificationHref(n: Pick<AppNotification, 'community' | 'threadId' | 'replyId' | 'link'>): string | null {
  if (n.link) return n.link;
  return n.community && n.threadId ? threadPath(n.community, n.threadId, n.replyId) : null;
}

function Item({ n, onOpen }: { n: AppNotification; onOpen: (n: AppNotification) => void }) {
  const href = notificationHref(n);
  const content = (
    <>
      {n.kind === 'announcement' ? <FromStaff /> : <Avatar member={n.actor} size={32} />}
      <Text $unread={!n.read}>
        <span>
          {!n.read && <span className="visually-hidden">Unread: </span>}
          {n.text}
        </span>
        <RelativeTime iso={n.createdAt} />
      </Text>
      {!n.read && <Dot />}
    </>
  );
  return (
    <Row $unread={!n.read} data-testid="notification" data-read={n.read}>
      {href ? (
        <Link to={href} onClick={() => onOpen(n)}>
          {content}
        </Link>
      ) : (
        <div>{content}</div>
      )}
    </Row>
  );
}

function NotificationPage({
  cursor,
  last,
  onMore,
  onOpen,
}: {
  cursor: string | null;
  last: boolean;
  onMore: (next: string) => void;
  onOpen: (n: AppNotification) => void;
}) {
  const { data, error, mutate: retry } = useNotifications(true, cursor);
  if (!data && !error)
    return (
      <Loading aria-busy="true" role="status">
        Loading…
      </Loading>
    );
  if (!data)
    return (
      <Failed role="alert">
        Your notifications could not be loaded.{' '}
        <Button $variant="outline" $size="sm" onClick={() => void retry()}>
          Try again
        </Button>
      </Failed>
    );
  if (cursor === null && data.items.length === 0)
    return (
      <Empty data-testid="notifications-empty">
        <StateMessage icon={<BellOff size={28} aria-hidden="true" />} title="No notifications yet">
          Replies to your discussions, mentions of you, accepted answers and moderators&apos; decisions show here.
        </StateMessage>
      </Empty>
    );
  return (
    <>
      <List>
        {data.items.map((n) => (
          <Item key={n.id} n={n} onOpen={onOpen} />
        ))}
      </List>
      {last && <More next={data.nextCursor} onMore={onMore} size="sm" />}
    </>
  );
}

/**
 * The bell's panel: the member's notifications, newest first, unread ones marked (colour, dot and
 * "Unread:" for screen readers); opening one marks it read, "Mark all as read" clears the count, "Load more" reads on.
 * A non-modal dialog: focus moves to its heading, Escape or a click outside closes it and focus returns to the bell.
 */
export default function NotificationsPanel({
  id,
  onClose,
  container,
}: {
  id: string;
  onClose: (returnFocus: boolean) => void;
  container: RefObject<HTMLElement | null>;
}) {
  const pages = useCursorPages();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data } = useNotifications(true);
  const unread = data?.unread ?? 0;

  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container]);

  const markAll = async () => {
    setBusy(true);
    setFailed(null);
    try {
      // Later pages show read flags too: they are read again, and the list starts again from the first.
      await markNotificationsRead({ all: true }, pages.cursors);
      pages.reset();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const open = (n: AppNotification) => {
    if (!n.read) void markNotificationsRead({ ids: [n.id] }).catch(() => undefined);
  };

  return (
    <Panel id={id} role="dialog" aria-labelledby={`${id}-title`} data-testid="notifications-panel">
      <Head>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
          Notifications
        </h2>
        <Button $variant="ghost" $size="sm" onClick={() => void markAll()} disabled={busy || unread === 0}>
          <CheckCheck aria-hidden="true" /> Mark all as read
        </Button>
      </Head>
      {failed && <Failed role="alert">Could not mark them read: {failed}</Failed>}
      <Body>
        {pages.cursors.map((cursor, i) => (
          <NotificationPage key={cursor ?? 'first'} cursor={cursor} last={pages.isLast(i)} onMore={pages.more} onOpen={open} />
        ))}
      </Body>
    </Panel>
  );
}
