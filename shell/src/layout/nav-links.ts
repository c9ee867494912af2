import { dashboardPathOf, ENGAGE_PATH, memberPathOf, type PublicUser } from '@cci/contracts';

/**
 * Spec §2 Navigation bar: the six links, in order. The AI Coach link shows as a pill with a "Soon" badge. "Engage" opens
 * the real hub (issue 29 §10); the spec's preview page stays at /community-engagement, linked from the hub.
 */
export const NAV_LINKS = [
  { to: '/ai-evolution', label: 'AI Evolution' },
  { to: '/community', label: 'Community' },
  { to: ENGAGE_PATH, label: 'Engage' },
  { to: '/events', label: 'Events' },
  { to: '/about', label: 'About Us' },
  { to: '/ai-agent', label: 'AI Coach', coach: true },
] as const;

/**
 * The signed-in member's own links. My Dashboard goes to their primary community's dashboard (the spec's
 * prototype always sent it to entrepreneurs: the member's own data wins), DEFAULT_DASHBOARD_PATH when they have none.
 */
export function memberLinks(user: PublicUser) {
  return { dashboard: dashboardPathOf(user.primaryCommunity), profile: memberPathOf(user.id), settings: SETTINGS_PATH };
}

/** The member's settings page (the dashboard slice's). */
export const SETTINGS_PATH = '/settings';
