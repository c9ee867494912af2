import { DEFAULT_DASHBOARD_PATH } from '@cci/contracts';
import { ApiError, Button, ButtonLink, Container, StateMessage, displayName, useSession, usePageTitle } from '@cci/shared-ui';
import { useCommunity, useEngagementPrefetch } from '@cci/shared-ui/api';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Navigate, useParams } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { useMembership } from '../features/dashboard/api/use-membership';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { DashboardTabs } from '../features/dashboard/components/dashboard-tabs';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { MembershipNotice } from '../features/dashboard/components/membership-notice';
import { communityName, memberCount, resolveDashboardView } from '../features/dashboard/dashboard-view';

const Page = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(6)};
  padding-bottom: ${(p) => p.theme.space(12)};
`;
const WaysBack = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
`;

/**
 * Spec §2 Member dashboard (/dashboard/:slug): signed-in members only (§4: signed-out visitors go to /login).
 * The community read decides the header; a read that fails still shows the dashboard with the spec's fallbacks (see
 * resolveDashboardView for why it does not keep showing "Loading community..."); a slug with no community (404) shows
 * the community pages' "Community Not Found" with links back (issue 11).
 */
export default function DashboardPage() {
  const { slug } = useParams<{ slug: string }>();
  const { status, user, retry } = useSession();
  const { data: community, error, mutate } = useCommunity(slug);
  useEngagementPrefetch();
  const membership = useMembership(slug, status === 'authenticated');

  const notFound = error instanceof ApiError && error.status === 404;
  const view = resolveDashboardView(status, { requested: Boolean(slug), data: community, error, notFound });
  const name = communityName(community);
  usePageTitle(view === 'ready' ? `${name} Dashboard` : view === 'not-found' ? 'Community Not Found' : 'Dashboard');

  if (view === 'auth-loading') return <LoadingState text="Loading your community dashboard..." testId="dashboard-auth-loading" />;
  if (view === 'redirect') return <Navigate to="/login" replace />;
  if (view === 'session-error') {
    return (
      <Page data-testid="dashboard-session-error">
        <StateMessage
          role="alert"
          icon={<AlertTriangle size={28} aria-hidden="true" />}
          title="We could not check your sign-in"
          actions={
            // The community read failed with the session read: try both again.
            <Button
              $variant="outline"
              $size="sm"
              onClick={() => {
                retry();
                void mutate();
              }}
            >
              Try again
            </Button>
          }
        >
          The site is not answering right now. Your account is fine: try again in a moment.
        </StateMessage>
      </Page>
    );
  }
  if (view === 'community-loading') return <LoadingState text="Loading community..." testId="dashboard-community-loading" />;
  if (view === 'not-found') {
    return (
      <Page data-testid="dashboard-not-found">
        <StateMessage
          icon={<SearchX size={36} aria-hidden="true" />}
          title="Community Not Found"
          actions={
            <WaysBack>
              <ButtonLink to={DEFAULT_DASHBOARD_PATH}>Go to my dashboard</ButtonLink>
              <ButtonLink to="/community" $variant="outline">
                Browse all communities
              </ButtonLink>
            </WaysBack>
          }
        >
          The community you&apos;re looking for doesn&apos;t exist.
        </StateMessage>
      </Page>
    );
  }

  if (membership && membership.status !== 'approved') return <MembershipNotice membership={membership} />;

  const firstName = displayName(user);
  // A failed read (5xx, server down) gets the spec's fallbacks, says so and offers a retry.
  const readFailed = error !== undefined;
  return (
    <Page data-testid="dashboard">
      <DashboardHeader name={name} color={community?.color} firstName={firstName} memberCount={memberCount(community)} />
      {readFailed && (
        <StateMessage
          role="alert"
          icon={<AlertTriangle size={28} aria-hidden="true" />}
          title="Community details could not be loaded"
          actions={
            <Button $variant="outline" $size="sm" onClick={() => mutate()}>
              Try again
            </Button>
          }
        >
          {error instanceof Error ? error.message : 'Please try again.'}
        </StateMessage>
      )}
      <DashboardTabs communityName={name} firstName={firstName} />
    </Page>
  );
}
