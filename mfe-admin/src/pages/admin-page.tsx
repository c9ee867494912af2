import { Button, ButtonLink, usePageTitle } from '@cci/shared-ui';
import { Inbox, Lock, Mail } from 'lucide-react';
import { AdminPageFrame, AdminPageHeader } from '../components/admin-page-header';
import { AdminGuard } from '../features/admin-access/components/admin-guard';
import { AuditTab } from '../features/audit/audit-tab';
import { MemberDirectory } from '../features/members/member-directory';
import { DashboardTabs } from '../features/dashboard/components/dashboard-tabs';
import { ModerationCount } from '../features/moderation/components/moderation-count';
import { ModerationPanel } from '../features/moderation/components/moderation-panel';
import { RequestsSummaryCard } from '../features/requests/components/requests-summary-card';
import { TagCurationPanel } from '../features/tags/tag-curation-panel';

function AdminDashboard({ signOut }: { signOut: () => Promise<void> }) {
  usePageTitle('Admin Dashboard');
  return (
    <AdminPageFrame data-testid="admin-dashboard">
      <AdminPageHeader
        title="Admin Dashboard"
        intro="Members, events, articles, trends and moderation of The AI Network."
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
      <DashboardTabs
        requests={<RequestsSummaryCard />}
        moderation={{ count: <ModerationCount />, panel: <ModerationPanel /> }}
        audit={<AuditTab />}
        directory={<MemberDirectory />}
        tags={<TagCurationPanel />}
      />
    </AdminPageFrame>
  );
}

/** Spec §2 Admin dashboard (/admin): the "Admin Access" gate (the server checks the password), then five tabs. */
export default function AdminPage() {
  return <AdminGuard kind="dashboard">{({ signOut }) => <AdminDashboard signOut={signOut} />}</AdminGuard>;
}
