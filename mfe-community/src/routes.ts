import type { SliceRoutes } from '@cci/shared-ui/router';

/** The community slice's pages (mf-remotes.json gives this slice "/community" and "/members"). Each page loads when first shown. */
const routes: SliceRoutes = [
  { path: '/community', title: 'Communities', prerender: true, page: () => import('./pages/community-list-page') },
  { path: '/community/:slug', title: 'Community', prerender: true, page: () => import('./pages/community-detail-page') },
  { path: '/members/:id', title: 'Member profile', prerender: true, page: () => import('./pages/member-profile-page') },
];

export default routes;
