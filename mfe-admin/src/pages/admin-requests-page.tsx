import { ButtonLink, Container, usePageTitle } from '@cci/shared-ui';
import { ArrowLeft } from 'lucide-react';
import styled from 'styled-components';
import { AdminPageHeader } from '../components/admin-page-header';
import { ListSkeleton, LoadError } from '../components/load-states';
import { AdminGuard } from '../features/admin-access/components/admin-guard';
import { useRequestsInbox } from '../features/requests/api/requests-inbox';
import { RequestsTabs } from '../features/requests/components/requests-tabs';

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(8)};
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;

function RequestsInbox() {
  usePageTitle('Requests');
  const { data, error, isLoading, mutate } = useRequestsInbox();
  return (
    <Page data-testid="admin-requests">
      <AdminPageHeader
        title="Requests"
        intro="Event requests, demo requests and waitlist sign-ups, newest first."
        actions={
          <ButtonLink to="/admin" $variant="outline" $size="sm">
            <ArrowLeft aria-hidden="true" /> Back to dashboard
          </ButtonLink>
        }
      />
      {isLoading ? (
        <ListSkeleton rows={4} label="Loading requests" />
      ) : error && !data ? (
        <LoadError what="Requests" error={error} onRetry={() => mutate()} />
      ) : (
        data && <RequestsTabs inbox={data} />
      )}
    </Page>
  );
}

/** The inbox of what visitors sent from /events, /demo and /ai-agent; behind the dashboard's gate. */
export default function AdminRequestsPage() {
  return <AdminGuard kind="dashboard">{() => <RequestsInbox />}</AdminGuard>;
}
