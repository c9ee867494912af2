import type { CommunityStats } from '@cci/contracts';

/**
 * The member dashboard's fixed figures (spec §2 "Member dashboard", §9 "Dashboard static figures"); change them here
 * and nowhere else. Community Stats is real (COMMUNITY_STATS below reads GET .../stats), the profile
 * card's level and XP (GET /api/me/points).
 */
export const DASHBOARD_FIGURES = {
  /** Shown after the community name when the community could not be read (spec §2). */
  fallbackCommunityName: 'Community',
  /** Shown before "active members" when the community could not be read (spec §9). */
  fallbackMemberCount: 156,
} as const;

/**
 * The Community Stats card, in the spec's order; `id` is the stable test id suffix (stat-<id>), `field` the figure of
 * GET /api/communities/:slug/stats; "Active challenges" counts the challenges whose window holds now.
 */
export const COMMUNITY_STATS: readonly { id: string; label: string; field: keyof CommunityStats }[] = [
  { id: 'online-now', label: 'Online now', field: 'onlineNow' },
  { id: 'total-members', label: 'Total members', field: 'members' },
  { id: 'discussions-today', label: 'Discussions today', field: 'discussionsToday' },
  { id: 'active-challenges', label: 'Active challenges', field: 'activeChallenges' },
];
