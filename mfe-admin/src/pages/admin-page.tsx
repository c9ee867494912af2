import { Button, ButtonLink, Container, usePageTitle } from '@cci/shared-ui';
import { Inbox, Lock, Mail } from 'lucide-react';
import styled from 'styled-components';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminGuard } from '../features/admin-access/components/admin-guard';
import { DashboardTabs } from '../features/dashboard/components/dashboard-tabs';
import { RequestsSummaryCard } from '../features/requests/components/requests-summary-card';

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(8)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;

function AdminDashboard({ signOut }: { signOut: () => Promise<void> }) {
  usePageTitle('Admin Dashboard');
  return (
    <Page data-testid="admin-dashboard">
      <AdminPageHeader
        title="Admin Dashboard"
        intro="Members, events, articles and trends of The AI Network."
        actions={
          <>
            <ButtonLink to="/admin/requests" $variant="outline" $size="sm">
              <Inbox aria-hidden="true" /> Requests
            </ButtonLink>
            <ButtonLink to="/admin/communications" $variant="outline" $size="sm">
              <Mail aria-hidden="true" /> Communications
            </ButtonLink>
            <Button $variant="ghost" $size="sm" onClick={signOut}>
              <Lock aria-hidden="true" /> Lock
            </Button>
          </>
        }
      />
      <DashboardTabs requests={<RequestsSummaryCard />} />
    </Page>
  );
}

/** Spec §2 Admin dashboard (/admin): the "Admin Access" gate (the server checks the password), then five tabs. */
export default function AdminPage() {
  return <AdminGuard kind="dashboard">{({ signOut }) => <AdminDashboard signOut={signOut} />}</AdminGuard>;
}
