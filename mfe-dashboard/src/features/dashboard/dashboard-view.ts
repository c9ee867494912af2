import type { Community } from '@cci/contracts';
import type { SessionStatus } from '@cci/shared-ui';
import { DASHBOARD_FIGURES } from '../../content/dashboard-figures';
import type { FeedPost, FeedPostType } from '../../content/feed';

/**
 * Which screen the dashboard shows (spec §2 Member dashboard, §4 Authentication):
 * - 'auth-loading': the session is still being read ("Loading your community dashboard...");
 * - 'redirect': the session is read and nobody is signed in (to /login);
 * - 'session-error': the session could not be read (5xx, server down): say so and offer to try again;
 * - 'community-loading': signed in, the community read is still in flight ("Loading community...");
 * - 'not-found': signed in, and the API answered 404 for the slug: "Community Not Found" with a way back (a full
 *   dashboard titled "Community" for a community that does not exist misled members);
 * - 'ready': render the dashboard, with the community or, if its read failed, with the fallbacks.
 *
 * The spec shows "Loading community..." whenever community data is missing. Taken literally a 404 or a failed
 * read would spin forever, and the spec also gives fallbacks (name "Community", 156 members) that could
 * otherwise never show. So the loading text covers only a read that has not answered yet (no data and no
 * error); a read that failed (other than 404) or answered an empty body, or no slug at all, renders the dashboard
 * with those fallbacks. "Not answered yet" rather than SWR's isLoading: right after the slug
 * changes SWR reports isLoading false for one render, which would flash the fallbacks.
 */
export type DashboardView = 'auth-loading' | 'redirect' | 'session-error' | 'community-loading' | 'not-found' | 'ready';

export interface CommunityRead {
  /** false when there is no slug, so no read is made */
  requested: boolean;
  data: unknown;
  error: unknown;
  /** the API answered 404: no community has this slug */
  notFound?: boolean;
}

export function resolveDashboardView(session: SessionStatus, community: CommunityRead): DashboardView {
  if (session === 'loading') return 'auth-loading';
  if (session === 'unauthenticated') return 'redirect';
  if (session === 'error') return 'session-error';
  if (community.requested && community.data === undefined && community.error === undefined) return 'community-loading';
  if (community.requested && community.notFound) return 'not-found';
  return 'ready';
}

/** Community name, or "Community" when it is missing or blank (spec §2). */
export function communityName(community: Pick<Community, 'name'> | null | undefined): string {
  return community?.name?.trim() || DASHBOARD_FIGURES.fallbackCommunityName;
}

/**
 * Member count, or 156 when the community (or a usable count) is missing (spec §2, §9). A real community with
 * 0 members shows 0: the fallback stands in for missing data, it does not dress up a true figure.
 */
export function memberCount(community: Pick<Community, 'memberCount'> | null | undefined): number {
  const n = community?.memberCount;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : DASHBOARD_FIGURES.fallbackMemberCount;
}

/** First letter of a name, upper-cased, for initial avatars ("entrepreneurs" -> "E"); "?" for an empty name. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('en-GB') : '?';
}

/** Initials of a full name, at most two ("Aisha Rahman" -> "AR", "Cher" -> "C"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.map(initialOf).join('');
}

/** Percentage of the way to the next level, rounded and clamped to 0..100 (750 of 1000 -> 75). */
export function progressPercent(xp: number, nextLevelXp: number): number {
  if (!(nextLevelXp > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((xp / nextLevelXp) * 100)));
}

const ARTICLE: Record<FeedPostType, string> = { article: 'an article', challenge: 'a challenge', discussion: 'a discussion' };

/** The action line of a feed post: "shared an article", "completed a challenge", "started a discussion". */
export const describeAction = (post: Pick<FeedPost, 'action' | 'type'>) => `${post.action} ${ARTICLE[post.type]}`;

/** "1 like" / "24 likes" */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
