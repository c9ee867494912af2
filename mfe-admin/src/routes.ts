import type { SliceRoutes } from '@cci/shared-ui/router';

/** The staff area (mf-remotes.json gives this slice "/admin"): personal, so the browser renders it. */
const routes: SliceRoutes = [
  { path: '/admin', title: 'Admin Dashboard', prerender: false, page: () => import('./pages/admin-page') },
  { path: '/admin/requests', title: 'Requests', prerender: false, page: () => import('./pages/admin-requests-page') },
  {
    path: '/admin/communications',
    title: 'Admin Communications',
    prerender: false,
    page: () => import('./pages/admin-communications-page'),
  },
];

export default routes;
