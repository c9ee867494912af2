import type { SliceRoutes } from '@cci/shared-ui/router';

/**
 * The community slice's pages (mf-remotes.json gives this slice "/community", "/members", "/engage" and "/search"). Each page
 * loads when first shown.
 */
const routes: SliceRoutes = [
  { path: '/community', title: 'Communities', prerender: true, page: () => import('./pages/community-list-page') },
  { path: '/community/:slug', title: 'Community', prerender: true, page: () => import('./pages/community-detail-page') },
  // The forum. Threads are pre-rendered for search engines, with their first page of replies.
  // The list the address asks for (?sort=, ?tag=) is the one rendered.
  {
    path: '/community/:slug/discussions',
    title: 'Discussions',
    prerender: true,
    query: ['sort', 'tag'],
    page: () => import('./pages/discussions-page'),
  },
  { path: '/community/:slug/discussions/:id', title: 'Discussion', prerender: true, page: () => import('./pages/thread-page') },
  // A challenge (pre-rendered with its brief), the community's mentors and its leaderboard.
  { path: '/community/:slug/challenges/:id', title: 'Challenge', prerender: true, page: () => import('./pages/challenge-page') },
  { path: '/community/:slug/mentors', title: 'Find Mentors', prerender: true, page: () => import('./pages/mentors-page') },
  { path: '/community/:slug/leaderboard', title: 'Leaderboard', prerender: true, page: () => import('./pages/leaderboard-page') },
  { path: '/members/:id', title: 'Member profile', prerender: true, page: () => import('./pages/member-profile-page') },
  // The Engage hub (the main menu's "Engage"): a member's is rendered for them, a visitor's shows the public parts.
  { path: '/engage', title: 'Engage', prerender: true, page: () => import('./pages/engage-page') },
  // Search results depend on the query in the address: the server renders the empty form.
  { path: '/search', title: 'Search', prerender: false, page: () => import('./pages/search-page') },
];

export default routes;
