import type { AdminMember } from '@cci/contracts';
import { media, usePageTitle } from '@cci/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { AdminPageFrame, AdminPageHeader, BackToDashboard } from '../components/admin-page-header';
import { AdminGuard } from '../features/admin-access/components/admin-guard';
import { AnnouncementsSection } from '../features/announcements/components/announcements-section';
import { NotificationSettings } from '../features/communications/components/notification-settings';
import { RecentMembers } from '../features/communications/components/recent-members';
import { WelcomeComposer } from '../features/communications/components/welcome-composer';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
  }
`;

function CommunicationsPanel({ password }: { password: string }) {
  usePageTitle('Admin Communications');
  const [recipient, setRecipient] = useState<AdminMember | null>(null);
  return (
    <AdminPageFrame data-testid="admin-communications">
      <AdminPageHeader title="Admin Communications" intro="Welcome new members with a personalised email." actions={<BackToDashboard />} />
      <Columns>
        <RecentMembers selectedId={recipient?.id} onWelcome={setRecipient} />
        <WelcomeComposer recipient={recipient} password={password} onClear={() => setRecipient(null)} />
      </Columns>
      <NotificationSettings />
      <AnnouncementsSection />
    </AdminPageFrame>
  );
}

/** Spec §2 Admin communications panel (/admin/communications): its own gate, unlocked for this page session only. */
export default function AdminCommunicationsPage() {
  return <AdminGuard kind="communications">{({ password }) => <CommunicationsPanel password={password ?? ''} />}</AdminGuard>;
}
