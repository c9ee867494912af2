import type { SliceRoutes } from '@cci/shared-ui/router';

/**
 * The public slice's pages: everything outside /community, /dashboard and /admin (mf-remotes.json gives this slice
 * "/"). Each page is its own chunk, loaded when first shown. Adding a page is a line here and a rebuild of this slice.
 */
const routes: SliceRoutes = [
  { path: '/', title: undefined, prerender: true, page: () => import('./pages/home-page') },
  { path: '/about', title: 'About Us', prerender: true, page: () => import('./pages/about-page') },
  { path: '/ai-evolution', title: 'The AI Evolution', prerender: true, page: () => import('./pages/ai-evolution-page') },
  // An article's page, pre-rendered with its content.
  { path: '/ai-evolution/:slug', title: 'Article', prerender: true, page: () => import('./pages/article-page') },
  { path: '/events', title: 'Events', prerender: true, page: () => import('./pages/events-page') },
  // An event's page, pre-rendered with its counts (the member's own RSVP loads in the browser).
  { path: '/events/:id', title: 'Event', prerender: true, page: () => import('./pages/event-page') },
  { path: '/demo', title: 'Request a Demo', prerender: true, page: () => import('./pages/demo-page') },
  { path: '/ai-agent', title: 'AI Coach', prerender: true, page: () => import('./pages/ai-agent-page') },
  {
    path: '/prompt-engineering',
    title: 'Prompt Engineering Guide',
    prerender: true,
    page: () => import('./pages/prompt-engineering-page'),
  },
  { path: '/ai-safety', title: 'AI Safety Guide', prerender: true, page: () => import('./pages/ai-safety-page') },
  { path: '/tool-integration', title: 'AI Tool Integration Guide', prerender: true, page: () => import('./pages/tool-integration-page') },
  { path: '/privacy-policy', title: 'Privacy Policy', prerender: true, page: () => import('./pages/privacy-policy-page') },
  { path: '/terms-of-service', title: 'Terms of Service', prerender: true, page: () => import('./pages/terms-of-service-page') },
  {
    path: '/community-guidelines',
    title: 'Community Guidelines',
    prerender: true,
    page: () => import('./pages/community-guidelines-page'),
  },
  {
    path: '/community-engagement',
    title: 'Community Engagement',
    prerender: true,
    page: () => import('./pages/community-engagement-page'),
  },
  { path: '/register', title: 'Join The Network', prerender: true, page: () => import('./pages/register-page') },
  { path: '/login', title: 'Member Login', prerender: true, page: () => import('./pages/login-page') },
  { path: '/forgot-password', title: 'Forgot Password', prerender: true, page: () => import('./pages/forgot-password-page') },
  // The pages of one-time links: their address carries a secret, so never pre-rendered (nor cached by the server).
  { path: '/reset-password', title: 'Reset Password', prerender: false, page: () => import('./pages/reset-password-page') },
  { path: '/verify-email', title: 'Verify Email', prerender: false, page: () => import('./pages/verify-email-page') },
  { path: '/confirm-email', title: 'Confirm Email', prerender: false, page: () => import('./pages/confirm-email-page') },
];

export default routes;
