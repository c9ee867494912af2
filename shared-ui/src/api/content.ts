import type {
  Article,
  Challenge,
  CreateArticle,
  CreateTrend,
  DiscussionCategory,
  MemberSpotlight,
  MentorProfile,
  Trend,
} from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { adminKeys } from './admin';
import { apiRequest } from './shared';
import { revalidate, revalidatePrefix, useRead } from './read';

export const contentKeys = {
  articles: () => '/api/articles',
  featuredArticles: () => '/api/articles/featured',
  trends: () => '/api/trends',
  memberSpotlights: () => '/api/member-spotlights',
  discussionCategories: () => '/api/discussion-categories',
  challenges: () => '/api/challenges',
  mentorProfiles: () => '/api/mentor-profiles',
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
  await apiRequest('POST', contentKeys.articles(), body);
  await Promise.all([
    revalidate(contentKeys.articles(), adminKeys.stats(), contentKeys.featuredArticles()),
    revalidatePrefix('/api/admin/content/articles'), // the admin list (issue 16)
  ]);
}

/** POST /api/trends (admin session). */
export async function createTrend(body: CreateTrend): Promise<void> {
  await apiRequest('POST', contentKeys.trends(), body);
  await Promise.all([revalidate(contentKeys.trends()), revalidatePrefix('/api/admin/content/trends')]);
}
