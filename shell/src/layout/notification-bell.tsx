import { media } from '@cci/shared-ui';
import { useLiveConnection, useLiveEvents } from '@cci/shared-ui/live';
import { setUnreadMessages, useNotifications, useUnreadMessages } from '@cci/shared-ui/api';
import { Link, useLocation } from '@cci/shared-ui/router';
import { Bell, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { AnnouncementBanner } from './announcement-banner';
import { IconButton, iconButtonStyles } from './icon-button';
import { ThemeButton } from './theme-button';

const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(loadPanel);

/**
 * On the narrowest phones the bar holds the brand, Search, Messages, the bell and the menu; from the nav breakpoint to
 * 1440 px it holds the brand, the six links and a member's buttons: there these two narrow and draw closer so the
 * brand's name is not cut (the bar's own rules are first-visit bytes; these load with the member's chunk).
 */
const narrowPhone = css`
  @media (max-width: 419.98px), (min-width: 1200px) and (max-width: 1439.98px) {
    width: 30px;
    margin-left: -10px;
  }
`;
const BellButton = styled(IconButton)`
  ${narrowPhone}
`;

/** The panel's anchor from sm up; on phones the nav bar is (the panel spans the screen's width). */
const Wrap = styled.div`
  ${media.sm} {
    position: relative;
  }
`;
const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.danger};
  color: ${(p) => p.theme.color.onFill};
  font-size: 11px;
  font-weight: ${(p) => p.theme.fontWeight.bold};
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

/** "Notifications, 3 unread": the count is in the button's name, the badge only shows it. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');
/** The badge's text: the count, or 99+ past that. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/**
 * The signed-in member's bell: the unread count from GET /api/notifications, kept current by the live
 * stream's 'notification' events; it opens the panel (its own chunk, fetched on intent or first open). This module
 * itself loads only once a member is signed in, so a visitor's first visit carries none of it.
 */
/**
 * The theme switch (issue 30 §6: a choice kept per member) in the bar with the member's other buttons, so a visitor's
 * first visit carries none of it (visitors follow their system's setting). It shows where the bar has room beside the
 * links and a member's buttons (from 1440 px: at 1280 px the brand and the first link overlapped); narrower, Settings'
 * Appearance makes the choice, and on phones the menu's drawer has the switch too.
 */
const WideOnly = styled.div`
  display: none;
  @media (min-width: 1440px) {
    display: contents;
  }
`;

export default function MemberButtons() {
  return (
    <>
      <WideOnly>
        <ThemeButton />
      </WideOnly>
      <MessagesLink />
      <NotificationBell />
    </>
  );
}

function NotificationBell() {
  const { data, mutate } = useNotifications(true);
  useLiveConnection();
  useLiveEvents((event) => {
    if (event.type === 'notification') void mutate();
  });
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  // A navigation (a notification's link, the back button) closes the panel, adjusted while rendering.
  const [openAt, setOpenAt] = useState(pathname);
  if (openAt !== pathname) {
    setOpenAt(pathname);
    setOpen(false);
  }
  const unread = data?.unread ?? 0;
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  return (
    <Wrap ref={wrap}>
      <BellButton
        ref={button}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={used ? panelId : undefined}
        data-testid="nav-bell"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <Count aria-hidden="true" data-testid="nav-bell-count">
            {badgeText(unread)}
          </Count>
        )}
      </BellButton>
      {used && open && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} onClose={close} container={wrap} />
        </Suspense>
      )}
      <AnnouncementBanner />
    </Wrap>
  );
}

const IconLink = styled(Link)`
  ${iconButtonStyles}
  ${narrowPhone}
`;

/** "Messages, 2 unread": as the bell, the count is in the link's name. */
export const messagesLabel = (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

/**
 * The signed-in member's Messages link (issue 30 §3), beside the bell and in its chunk (the bar's own code, first-visit
 * bytes, names only the chunk): the unread count from GET
 * /api/me/unread-messages, then from each live `message` event (which carries the member's count).
 */
function MessagesLink() {
  const { data } = useUnreadMessages(true);
  useLiveEvents((event) => {
    if (event.type === 'message') void setUnreadMessages(event.unread);
  });
  const unread = data?.unread ?? 0;
  return (
    <IconLink to="/messages" aria-label={messagesLabel(unread)} title="Messages" data-testid="nav-messages">
      <MessageCircle aria-hidden="true" />
      {unread > 0 && (
        <Count aria-hidden="true" data-testid="nav-messages-count">
          {badgeText(unread)}
        </Count>
      )}
    </IconLink>
  );
}
