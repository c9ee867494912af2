// The communities' fixed lists, in a module of their own with no schema (no valibot): the shell's footer imports
// FOOTER_COMMUNITIES, and the package is side-effect free, so a first visit does not download the validation library.

/** Spec §1: the seven slugs with static per-community content (extras, coach examples, welcome templates). */
export const EXTRA_CONTENT_SLUGS = ['entrepreneurs', 'creatives', 'educators', 'seniors', 'parents', 'students', 'health-fitness'] as const;
export type ExtraContentSlug = (typeof EXTRA_CONTENT_SLUGS)[number];

/** Spec §2 Footer: the eight communities, in the footer's order. */
export const FOOTER_COMMUNITIES = [
  { slug: 'seniors', name: 'Seniors' },
  { slug: 'parents', name: 'Parents' },
  { slug: 'entrepreneurs', name: 'Entrepreneurs' },
  { slug: 'financial-services', name: 'Financial Services' },
  { slug: 'creatives', name: 'Creatives' },
  { slug: 'students', name: 'Students' },
  { slug: 'educators', name: 'Educators' },
  { slug: 'health-fitness', name: 'Health & Fitness' },
] as const;

/** Icon names a community may carry (rendered by shared-ui's CommunityIcon). */
export const COMMUNITY_ICONS = [
  'heart-handshake',
  'baby',
  'rocket',
  'landmark',
  'palette',
  'graduation-cap',
  'book-open',
  'dumbbell',
  'scale',
  'users',
] as const;
export type CommunityIconName = (typeof COMMUNITY_ICONS)[number];

/**
 * Spec §2/§4: where sign-in and registration land (the dashboard link always points at entrepreneurs). Here, with
 * the other plain constants, so a page that links to it does not bundle auth.ts' schemas.
 */
export const DEFAULT_DASHBOARD_PATH = '/dashboard/entrepreneurs';

/**
 * Where a member's "My Dashboard" goes (the member's own data wins over the spec's prototype shortcut): the
 * dashboard of their primary community, DEFAULT_DASHBOARD_PATH when they have none (or nobody is known).
 */
export const dashboardPathOf = (primaryCommunity: string | null | undefined): string =>
  primaryCommunity ? `/dashboard/${encodeURIComponent(primaryCommunity)}` : DEFAULT_DASHBOARD_PATH;

/** A member's public profile page (/members/:id). */
/** The first-day welcome (issue 30 §2), where registration lands; `?step=<name>` opens one of its steps. */
export const WELCOME_PATH = '/dashboard/welcome';

export const memberPathOf = (id: number): string => `/members/${id}`;
