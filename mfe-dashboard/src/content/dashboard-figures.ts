import type { CommunityStats } from '@cci/contracts';

/**
 * The member dashboard's fixed figures (spec §2 "Member dashboard", §9 "Dashboard static figures"); change them here
 * and nowhere else. Community Stats is real since issue 14 (COMMUNITY_STATS below reads GET .../stats).
 */
export const DASHBOARD_FIGURES = {
  /** Shown after the community name when the community could not be read (spec §2). */
  fallbackCommunityName: 'Community',
  /** Shown before "active members" when the community could not be read (spec §9). */
  fallbackMemberCount: 156,
  /** The profile card's progress block: "Level 3", 750 of 1000 XP, a bar at 75%. */
  level: 3,
  xp: 750,
  nextLevelXp: 1000,
} as const;

/**
 * The Community Stats card, in the spec's order; `id` is the stable test id suffix (stat-<id>), `field` the figure of
 * GET /api/communities/:slug/stats. The spec's fourth line, "active challenges", is left out until challenges exist
 * (issue 15): a made-up 12 beside three real figures would read as real.
 */
export const COMMUNITY_STATS: readonly { id: string; label: string; field: keyof CommunityStats }[] = [
  { id: 'online-now', label: 'Online now', field: 'onlineNow' },
  { id: 'total-members', label: 'Total members', field: 'members' },
  { id: 'discussions-today', label: 'Discussions today', field: 'discussionsToday' },
];
