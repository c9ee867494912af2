import type { SliceRoutes } from '@cci/shared-ui/router';

/** The member dashboard (mf-remotes.json gives this slice "/dashboard"): personal, so the browser renders it. */
const routes: SliceRoutes = [
  { path: '/dashboard/:slug', title: 'Dashboard', prerender: false, page: () => import('./pages/dashboard-page') },
];

export default routes;
