import { media } from '@cci/shared-ui';
import { useLiveConnection, useLiveEvents } from '@cci/shared-ui/live';
import { useNotifications } from '@cci/shared-ui/api';
import { useLocation } from '@cci/shared-ui/router';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { AnnouncementBanner } from './announcement-banner';
import { IconButton } from './icon-button';

const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(loadPanel);

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
  color: ${(p) => p.theme.color.onDark};
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
export default function NotificationBell() {
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
      <IconButton
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
      </IconButton>
      {used && open && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} onClose={close} container={wrap} />
        </Suspense>
      )}
      <AnnouncementBanner />
    </Wrap>
  );
}
