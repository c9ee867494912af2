import {
  type Article,
  type Challenge,
  type CreateArticle,
  type CreateTrend,
  type DiscussionCategory,
  type MemberSpotlight,
  type MentorProfile,
  routes,
  type Trend,
} from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { adminKeys } from './admin';
import { href, send } from './endpoint';
import { revalidate, revalidatePrefix, useRead } from './read';

export const contentKeys = {
  articles: () => href(routes.content.articles, {}),
  featuredArticles: () => href(routes.content.featuredArticles, {}),
  trends: () => href(routes.content.trends, {}),
  memberSpotlights: () => href(routes.content.memberSpotlights, {}),
  discussionCategories: () => href(routes.content.discussionCategories, {}),
  challenges: () => href(routes.content.challengePreviews, {}),
  mentorProfiles: () => href(routes.content.mentorProfiles, {}),
};

/** GET /api/articles/featured: the featured articles, newest first (spec §7). */
export const useFeaturedArticles = () => useRead<Article[]>(contentKeys.featuredArticles());
export const useTrends = (config?: SWRConfiguration) => useRead<Trend[]>(contentKeys.trends(), config);

// Spec §7: the four engagement reads.
export const useMemberSpotlights = () => useRead<MemberSpotlight[]>(contentKeys.memberSpotlights());
export const useDiscussionCategories = () => useRead<DiscussionCategory[]>(contentKeys.discussionCategories());
export const useChallenges = () => useRead<Challenge[]>(contentKeys.challenges());
export const useMentorProfiles = () => useRead<MentorProfile[]>(contentKeys.mentorProfiles());

/**
 * Starts the four engagement reads, so a tab opened later rarely shows a skeleton. It reads no field of the
 * results, so SWR never re-renders its caller; each panel subscribes to its own read (same key, one request).
 */
export function useEngagementPrefetch(): void {
  useMemberSpotlights();
  useDiscussionCategories();
  useChallenges();
  useMentorProfiles();
}

/** POST /api/articles (admin session). The AI Evolution page reads the featured list: a visit in this tab sees it. */
export async function createArticle(body: CreateArticle): Promise<void> {
  await send(routes.content.createArticle, {}, body);
  await Promise.all([
    revalidate(contentKeys.articles(), adminKeys.stats(), contentKeys.featuredArticles()),
    revalidatePrefix(href(routes.admin.content, { kind: 'articles' })), // the admin list
  ]);
}

/** POST /api/trends (admin session). */
export async function createTrend(body: CreateTrend): Promise<void> {
  await send(routes.content.createTrend, {}, body);
  await Promise.all([revalidate(contentKeys.trends()), revalidatePrefix(href(routes.admin.content, { kind: 'trends' }))]);
}
