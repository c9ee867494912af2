import { usePageTitle } from '@cci/shared-ui';
import { AdminPageFrame, AdminPageHeader, BackToDashboard } from '../components/admin-page-header';
import { ListSkeleton, LoadError } from '../components/load-states';
import { AdminGuard } from '../features/admin-access/components/admin-guard';
import { useRequestsInbox } from '../features/requests/api/requests-inbox';
import { RequestsTabs } from '../features/requests/components/requests-tabs';

function RequestsInbox() {
  usePageTitle('Requests');
  const { data, error, isLoading, mutate } = useRequestsInbox();
  return (
    <AdminPageFrame data-testid="admin-requests">
      <AdminPageHeader
        title="Requests"
        intro="Event requests, demo requests and waitlist sign-ups, newest first."
        actions={<BackToDashboard />}
      />
      {isLoading ? (
        <ListSkeleton rows={4} label="Loading requests" />
      ) : error && !data ? (
        <LoadError what="Requests" error={error} onRetry={() => mutate()} />
      ) : (
        data && <RequestsTabs inbox={data} />
      )}
    </AdminPageFrame>
  );
}

/** The inbox of what visitors sent from /events, /demo and /ai-agent; behind the dashboard's gate. */
export default function AdminRequestsPage() {
  return <AdminGuard kind="dashboard">{() => <RequestsInbox />}</AdminGuard>;
}
