import { Button, Container } from '@cci/shared-ui';
import { dismissAnnouncement, useCurrentAnnouncement } from '@cci/shared-ui/api';
import { useLiveEvents } from '@cci/shared-ui/live';
import { PostBody } from '@cci/forum-ui';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** The frame's empty slot above the page (app.tsx): the banner shows in it once the member's bell has loaded. */
export const ANNOUNCEMENT_SLOT = 'announcement-slot';

const Band = styled.section`
  background: ${(p) => p.theme.color.primarySoft};
  border-bottom: 1px solid ${(p) => p.theme.color.primaryLine};
`;
const Inner = styled(Container)`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  padding-top: ${(p) => p.theme.space(3)};
  padding-bottom: ${(p) => p.theme.space(3)};
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => p.theme.color.primary};
  }
`;
const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  font-size: ${(p) => p.theme.fontSize.sm};
  > strong {
    color: ${(p) => p.theme.color.ink};
    font-size: ${(p) => p.theme.fontSize.base};
  }
`;

/**
 * An announcement from staff (issue 30 §4) above every page: the newest one for this member that they have not
 * dismissed, until they do ("Dismiss" stores it on the server, so it stays gone on every device). It comes with the
 * bell's code, which only members load (a visitor's first visit carries none of it), and is read again when a
 * notification arrives live, so a new announcement shows without a reload.
 */
export function AnnouncementBanner() {
  const { data, mutate } = useCurrentAnnouncement(true);
  const [busy, setBusy] = useState(false);
  useLiveEvents((event) => {
    if (event.type === 'notification') void mutate();
  });
  const announcement = data?.announcement;
  // The bell renders in the browser only (it loads once the session is known), so the frame's slot is there.
  const slot = announcement && typeof document !== 'undefined' ? document.getElementById(ANNOUNCEMENT_SLOT) : null;
  if (!announcement || !slot) return null;
  const dismiss = async () => {
    setBusy(true);
    try {
      await dismissAnnouncement(announcement.id);
    } finally {
      setBusy(false);
    }
  };
  return createPortal(
    <Band aria-label="Announcement" data-testid="announcement-banner">
      <Inner>
        <Megaphone size={20} aria-hidden="true" />
        <Text>
          <strong>{announcement.title}</strong>
          <PostBody html={announcement.html} />
        </Text>
        <Button $variant="outline" $size="sm" onClick={() => void dismiss()} disabled={busy}>
          Dismiss
        </Button>
      </Inner>
    </Band>,
    slot,
  );
}
