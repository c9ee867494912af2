/**
 * The member dashboard's fixed figures (spec §2 "Member dashboard", §9 "Dashboard static figures").
 * None of them comes from the server yet; change them here and nowhere else.
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
  /** Community Stats card. */
  onlineNow: 23,
  totalMembers: 156,
  discussionsToday: 24,
  activeChallenges: 12,
} as const;

/** The Community Stats card, in the order shown; `id` is the stable test id suffix (stat-<id>). */
export const COMMUNITY_STATS: readonly { id: string; label: string; value: number }[] = [
  { id: 'online-now', label: 'Online now', value: DASHBOARD_FIGURES.onlineNow },
  { id: 'total-members', label: 'Total members', value: DASHBOARD_FIGURES.totalMembers },
  { id: 'discussions-today', label: 'Discussions today', value: DASHBOARD_FIGURES.discussionsToday },
  { id: 'active-challenges', label: 'Active challenges', value: DASHBOARD_FIGURES.activeChallenges },
];
