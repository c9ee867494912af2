import type { SliceRoutes } from '@cci/shared-ui/router';

/**
 * The member pages (mf-remotes.json gives this slice "/dashboard", "/settings" and "/messages"): personal, so the browser renders
 * them.
 */
const routes: SliceRoutes = [
  { path: '/dashboard/:slug', title: 'Dashboard', prerender: false, page: () => import('./pages/dashboard-page') },
  { path: '/dashboard/welcome', title: 'Welcome', prerender: false, page: () => import('./pages/welcome-page') },
  { path: '/dashboard/bookmarks', title: 'Bookmarks', prerender: false, page: () => import('./pages/bookmarks-page') },
  { path: '/dashboard/mentorships/:id', title: 'Mentorship', prerender: false, page: () => import('./pages/mentorship-page') },
  { path: '/messages', title: 'Messages', prerender: false, page: () => import('./pages/messages-page') },
  { path: '/messages/:id', title: 'Messages', prerender: false, page: () => import('./pages/conversation-page') },
  { path: '/settings', title: 'Settings', prerender: false, page: () => import('./pages/settings-page') },
];

export default routes;
