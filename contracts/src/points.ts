// Points, levels and badges. Points are earned per community and written only by the API, in the same
// transaction as what earned them, to an append-only ledger (one row per source: never twice). Levels come from a
// community's total XP with the thresholds below: a new member is Level 1 with 0 XP.

import type { PostAuthor } from './discussions';

/** Why points were given: the ledger's reasons. */
export const POINT_REASONS = [
  'reply_liked',
  'answer_accepted',
  'challenge_completed',
  'challenge_won',
  'mentorship_completed',
  'spotlight_featured',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** Points per reason (a challenge's completion gives its own points; a win adds its winner bonus). */
export const POINTS = {
  replyLiked: 1,
  /** At most this many "reply liked" points per member per UTC day. */
  replyLikedDailyCap: 10,
  answerAccepted: 15,
  mentorshipCompleted: 20,
  spotlightFeatured: 10,
  /** The default winner bonus of a challenge. */
  challengeWinnerBonus: 25,
} as const;

/** XP at which each level starts: index 0 is Level 1. */
export const LEVEL_THRESHOLDS = [0, 50, 150, 350, 750, 1500, 3000, 6000, 12000, 25000] as const;

export interface LevelProgress {
  level: number;
  xp: number;
  /** XP at which this level started. */
  levelStart: number;
  /** XP of the next level; null at the top level. */
  nextLevelAt: number | null;
  /** 0–100: how far from this level's start to the next. */
  percent: number;
}

/** The level of a total XP, and the way to the next one ("x of y XP"). */
export function levelFor(xp: number): LevelProgress {
  const total = Math.max(0, Math.floor(xp));
  let index = 0;
  while (index + 1 < LEVEL_THRESHOLDS.length && total >= LEVEL_THRESHOLDS[index + 1]) index++;
  const levelStart = LEVEL_THRESHOLDS[index];
  const nextLevelAt = index + 1 < LEVEL_THRESHOLDS.length ? LEVEL_THRESHOLDS[index + 1] : null;
  const percent = nextLevelAt === null ? 100 : Math.floor(((total - levelStart) / (nextLevelAt - levelStart)) * 100);
  return { level: index + 1, xp: total, levelStart, nextLevelAt, percent };
}

export const BADGES = ['first_post', 'helpful', 'solution', 'challenger', 'mentor', 'spotlight'] as const;
export type Badge = (typeof BADGES)[number];
/** Likes received (threads and replies together) for the Helpful badge. */
export const HELPFUL_BADGE_LIKES = 10;
export const BADGE_INFO: Record<Badge, { name: string; description: string }> = {
  first_post: { name: 'First Post', description: 'Started a discussion or replied for the first time' },
  helpful: { name: 'Helpful', description: `Received ${HELPFUL_BADGE_LIKES} likes` },
  solution: { name: 'Solution', description: 'Gave a first accepted answer' },
  challenger: { name: 'Challenger', description: 'Won a challenge' },
  mentor: { name: 'Mentor', description: 'Completed a mentorship as the mentor' },
  spotlight: { name: 'Spotlight', description: 'Had a spotlight featured' },
};

export interface BadgeAward {
  badge: Badge;
  awardedAt: string;
}

/** One ledger row, as the member sees it. */
export interface PointsEntry {
  amount: number;
  reason: PointReason;
  community: { slug: string; name: string };
  createdAt: string;
}

/** A member's points in one community: all time and this week (ISO week, Monday 00:00 UTC), with the level. */
export interface CommunityPoints {
  community: { slug: string; name: string };
  total: number;
  week: number;
  progress: LevelProgress;
  /** 1-based rank on the all-time leaderboard; null with no points. */
  rank: number | null;
}

/** GET /api/me/points */
export interface MyPoints {
  /** Across every community. */
  total: number;
  communities: CommunityPoints[];
  badges: BadgeAward[];
  /** The latest ledger rows, newest first (at most 20). */
  recent: PointsEntry[];
}

export const LEADERBOARD_PERIODS = ['week', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** The periods as a choice on screen (the dashboard's panel and the leaderboard page). */
export const LEADERBOARD_PERIOD_CHOICES: readonly { value: LeaderboardPeriod; label: string }[] = [
  { value: 'week', label: 'This week' },
  { value: 'all', label: 'All time' },
];
/** Rows of a leaderboard page (the sidebar shows the first 5). */
export const LEADERBOARD_SIZE = 50;

export interface LeaderboardRow {
  rank: number;
  member: PostAuthor;
  points: number;
  level: number;
}

/** GET /api/communities/:slug/leaderboard?period=week|all */
export interface Leaderboard {
  community: { slug: string; name: string };
  period: LeaderboardPeriod;
  /** The ISO week's Monday (YYYY-MM-DD) for period=week; null for all time. */
  weekStart: string | null;
  rows: LeaderboardRow[];
  /** The signed-in member's own row when they have points, even if not in `rows`; null otherwise. */
  me: LeaderboardRow | null;
}

/** GET /api/members/:id/points: what anyone may see of a member's points. */
export interface MemberPointsSummary {
  total: number;
  communities: Omit<CommunityPoints, 'week'>[];
  badges: BadgeAward[];
}

/** How points are earned, as the leaderboard page tells members (and what does not count). */
export const POINTS_EARNED: readonly string[] = [
  `A reply of yours liked: +${POINTS.replyLiked} XP, once per person who likes it, at most ${POINTS.replyLikedDailyCap} XP a day.`,
  `Your answer accepted by the question's author: +${POINTS.answerAccepted} XP.`,
  `A challenge completed: its points; a win adds the winner's bonus (+${POINTS.challengeWinnerBonus} XP unless the challenge says otherwise).`,
  `A mentorship completed as the mentor: +${POINTS.mentorshipCompleted} XP, once for each mentee.`,
  `Your spotlight featured: +${POINTS.spotlightFeatured} XP.`,
];

/** What keeps points earned, as the leaderboard page tells members. */
export const POINTS_FAIR_PLAY: readonly string[] = [
  'Points, badges and mentor ratings come only from confirmed, unsuspended members of the community: a like, report or review from anyone else changes nothing.',
  'One person is one mailbox: likes and reports from aliases of one address (ada+1@…, ada+2@…) count once, and nobody can like their own posts through an alias.',
  "A mentor earns a mentorship once per mentee, and only when, at its completion, both are confirmed, unsuspended members of the mentor's community.",
  "A mentor's rating is the average of each mentee's latest review, one per person, counted only from confirmed, unsuspended members of the community.",
  'Mentoring requests are limited to 5 a day per person, withdrawn ones included; after a declined or withdrawn request, the same mentor can be asked again 24 hours later.',
  'A post a moderator restored can be hidden again only by members who had not reported it before.',
];
