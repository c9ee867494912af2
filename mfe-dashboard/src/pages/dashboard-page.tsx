import { dashboardPathOf } from '@cci/contracts';
import { ApiError, Button, ButtonLink, Container, StateMessage, displayName, useSession, usePageTitle } from '@cci/shared-ui';
import { useAccount, useCommunity, useEngagementPrefetch, useMyMemberships } from '@cci/shared-ui/api';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Navigate, useParams } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { CommunitySwitcher } from '../features/dashboard/components/community-switcher';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { DashboardTabs } from '../features/dashboard/components/dashboard-tabs';
import { JoinPanel } from '../features/dashboard/components/join-panel';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { MembershipNotice } from '../features/dashboard/components/membership-notice';
import { communityName, memberCount, resolveDashboardView } from '../features/dashboard/dashboard-view';
import { WelcomeChecklist } from '../features/welcome/components/welcome-checklist';
import { SessionError } from '../components/session-error';
import { VerifyBanner } from '../components/verify-banner';

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
 * A community the member has not joined offers to join it (JoinPanel), a membership awaiting approval says
 * so (MembershipNotice), the header switches between the member's communities, and an unverified address gets a
 * banner with "Resend link".
 * The community read decides the header; a read that fails still shows the dashboard with the spec's fallbacks (see
 * resolveDashboardView for why it does not keep showing "Loading community..."); a slug with no community (404) shows
 * the community pages' "Community Not Found" with links back.
 */
export default function DashboardPage() {
  const { slug } = useParams<{ slug: string }>();
  const { status, user, retry } = useSession();
  const { data: community, error, mutate } = useCommunity(slug);
  useEngagementPrefetch();
  const memberships = useMyMemberships(status === 'authenticated');
  const account = useAccount(status === 'authenticated');
  const membership = memberships.data?.find((m) => m.slug === slug);

  const notFound = error instanceof ApiError && error.status === 404;
  const view = resolveDashboardView(status, { requested: Boolean(slug), data: community, error, notFound });
  const name = communityName(community);
  usePageTitle(view === 'ready' ? `${name} Dashboard` : view === 'not-found' ? 'Community Not Found' : 'Dashboard');

  if (view === 'auth-loading') return <LoadingState text="Loading your community dashboard..." testId="dashboard-auth-loading" />;
  if (view === 'redirect') return <Navigate to="/login" replace />;
  if (view === 'session-error') {
    // The community read failed with the session read: try both again.
    const retryBoth = () => {
      retry();
      void mutate();
    };
    return <SessionError onRetry={retryBoth} testId="dashboard-session-error" />;
  }
  // Whether this member has joined decides what shows: wait for the list (a failed read shows the dashboard).
  const membershipsLoading = memberships.data === undefined && memberships.error === undefined;
  if (view === 'community-loading' || (view === 'ready' && membershipsLoading))
    return <LoadingState text="Loading community..." testId="dashboard-community-loading" />;
  if (view === 'not-found') {
    return (
      <Page data-testid="dashboard-not-found">
        <StateMessage
          icon={<SearchX size={36} aria-hidden="true" />}
          title="Community Not Found"
          actions={
            <WaysBack>
              <ButtonLink to={dashboardPathOf(user?.primaryCommunity)}>Go to my dashboard</ButtonLink>
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
  if (memberships.data && !membership && slug && !error) {
    const mine = dashboardPathOf(user?.primaryCommunity);
    return <JoinPanel slug={slug} name={name} color={community?.color} myDashboard={mine === `/dashboard/${slug}` ? undefined : mine} />;
  }

  const firstName = displayName(user);
  // A failed read (5xx, server down) gets the spec's fallbacks, says so and offers a retry.
  const readFailed = error !== undefined;
  return (
    <Page data-testid="dashboard">
      {user && !user.emailVerified && <VerifyBanner email={user.email} />}
      <DashboardHeader
        slug={slug ?? ''}
        name={name}
        color={community?.color}
        firstName={firstName}
        memberCount={memberCount(community)}
        switcher={memberships.data && memberships.data.length > 0 && <CommunitySwitcher memberships={memberships.data} current={slug} />}
      />
      {account.data && <WelcomeChecklist account={account.data} />}
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
      {slug && <DashboardTabs slug={slug} communityName={name} firstName={firstName} />}
    </Page>
  );
}
