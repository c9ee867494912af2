import { Container, displayName, useSession, usePageTitle } from '@cci/shared-ui';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDashboardCommunity } from '../features/dashboard/api/use-dashboard-community';
import { useEngagementPrefetch } from '../features/dashboard/api/use-engagement-prefetch';
import { useMembership } from '../features/dashboard/api/use-membership';
import { DashboardHeader } from '../features/dashboard/components/dashboard-header';
import { DashboardTabs } from '../features/dashboard/components/dashboard-tabs';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { MembershipNotice } from '../features/dashboard/components/membership-notice';
import { communityName, memberCount, resolveDashboardView } from '../features/dashboard/dashboard-view';

const Page = styled(Container)`
  display: grid; grid-template-columns: minmax(0, 1fr); gap: ${(p) => p.theme.space(6)};
  padding-top: ${(p) => p.theme.space(6)}; padding-bottom: ${(p) => p.theme.space(12)};
`;

/**
 * Spec §2 Member dashboard (/dashboard/:slug): signed-in members only (§4: signed-out visitors go to /login).
 * The community read decides the header; a read that fails or answers 404 still shows the dashboard with the
 * spec's fallbacks (see resolveDashboardView for why it does not keep showing "Loading community...").
 */
export default function DashboardPage() {
  const { slug } = useParams<{ slug: string }>();
  const { status, user } = useSession();
  const { data: community, error } = useDashboardCommunity(slug);
  useEngagementPrefetch();
  const membership = useMembership(slug, status === 'authenticated');

  const view = resolveDashboardView(status, { requested: Boolean(slug), data: community, error });
  const name = communityName(community);
  usePageTitle(view === 'ready' ? `${name} Dashboard` : 'Dashboard');

  if (view === 'auth-loading') return <LoadingState text="Loading your community dashboard..." testId="dashboard-auth-loading" />;
  if (view === 'redirect') return <Navigate to="/login" replace />;
  if (view === 'community-loading') return <LoadingState text="Loading community..." testId="dashboard-community-loading" />;

  if (membership && membership.status !== 'approved') return <MembershipNotice membership={membership} />;

  const firstName = displayName(user);
  return (
    <Page data-testid="dashboard">
      <DashboardHeader name={name} color={community?.color} firstName={firstName} memberCount={memberCount(community)} />
      <DashboardTabs communityName={name} firstName={firstName} />
    </Page>
  );
}
