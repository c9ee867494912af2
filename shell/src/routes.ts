/**
 * The route table: the contract between the shell and the slices. Each path maps to one page module exposed by
 * one remote (remote name as registered from /mf-remotes.json, exposed module without its './').
 * A route enters this table when its real page exists; every other path gets the shell's 404 page.
 * No react-router here: index.ts matches the deep link before the shared modules are initialised.
 */
export interface RouteEntry {
  path: string;
  remote: 'mfe_public' | 'mfe_community' | 'mfe_dashboard' | 'mfe_admin';
  module: string;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', remote: 'mfe_public', module: 'HomePage' },
  { path: '/about', remote: 'mfe_public', module: 'AboutPage' },
  { path: '/ai-evolution', remote: 'mfe_public', module: 'AiEvolutionPage' },
  { path: '/events', remote: 'mfe_public', module: 'EventsPage' },
  { path: '/demo', remote: 'mfe_public', module: 'DemoPage' },
  { path: '/ai-agent', remote: 'mfe_public', module: 'AiAgentPage' },
  { path: '/prompt-engineering', remote: 'mfe_public', module: 'PromptEngineeringPage' },
  { path: '/ai-safety', remote: 'mfe_public', module: 'AiSafetyPage' },
  { path: '/tool-integration', remote: 'mfe_public', module: 'ToolIntegrationPage' },
  { path: '/privacy-policy', remote: 'mfe_public', module: 'PrivacyPolicyPage' },
  { path: '/terms-of-service', remote: 'mfe_public', module: 'TermsOfServicePage' },
  { path: '/community-guidelines', remote: 'mfe_public', module: 'CommunityGuidelinesPage' },
  { path: '/community-engagement', remote: 'mfe_public', module: 'CommunityEngagementPage' },
  { path: '/register', remote: 'mfe_public', module: 'RegisterPage' },
  { path: '/login', remote: 'mfe_public', module: 'LoginPage' },
  { path: '/community', remote: 'mfe_community', module: 'CommunityListPage' },
  { path: '/community/:slug', remote: 'mfe_community', module: 'CommunityDetailPage' },
  { path: '/dashboard/:slug', remote: 'mfe_dashboard', module: 'DashboardPage' },
  { path: '/admin', remote: 'mfe_admin', module: 'AdminPage' },
  { path: '/admin/requests', remote: 'mfe_admin', module: 'AdminRequestsPage' },
  { path: '/admin/communications', remote: 'mfe_admin', module: 'AdminCommunicationsPage' },
];

export const federatedId = (r: RouteEntry) => `${r.remote}/${r.module}`;

/** The entry whose path matches a pathname (":param" matches one non-empty segment), if any. */
export function matchRoute(pathname: string): RouteEntry | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  return ROUTES.find((r) => {
    const pattern = r.path.split('/').filter(Boolean);
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
