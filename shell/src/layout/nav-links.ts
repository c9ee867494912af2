/** Spec §2 Navigation bar: the six links, in order. The AI Coach link shows as a pill with a "Soon" badge. */
export const NAV_LINKS = [
  { to: '/ai-evolution', label: 'AI Evolution' },
  { to: '/community', label: 'Community' },
  { to: '/community-engagement', label: 'Engage' },
  { to: '/events', label: 'Events' },
  { to: '/about', label: 'About Us' },
  { to: '/ai-agent', label: 'AI Coach', coach: true },
] as const;

/** Spec §2/§6: the member's dashboard link always points at the entrepreneurs dashboard. */
export const DASHBOARD_PATH = '/dashboard/entrepreneurs';
