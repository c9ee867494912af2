import type { AdminStats, Article, CommunityEvent, CreateArticle, CreateEvent, CreateTrend, PendingMember, Trend } from '@cci/contracts';
import { apiRequest } from '@cci/shared-ui';
import { useAdminQuery } from '../../../lib/use-admin-query';

export const STATS_KEY = '/api/admin/stats';
export const PENDING_MEMBERS_KEY = '/api/admin/pending-members';
export const EVENTS_KEY = '/api/events';
export const ARTICLES_KEY = '/api/articles';
export const TRENDS_KEY = '/api/trends';

export const useAdminStats = () => useAdminQuery<AdminStats>(STATS_KEY);
export const usePendingMembers = () => useAdminQuery<PendingMember[]>(PENDING_MEMBERS_KEY);
export const useAdminEvents = () => useAdminQuery<CommunityEvent[]>(EVENTS_KEY);
export const useAdminArticles = () => useAdminQuery<Article[]>(ARTICLES_KEY);
export const useAdminTrends = () => useAdminQuery<Trend[]>(TRENDS_KEY);

/** id is the membership id (one application to one community). */
export async function decideMembership(id: number, decision: 'approve' | 'reject'): Promise<PendingMember> {
  return (await apiRequest('POST', `/api/admin/${decision}-member/${id}`)).json() as Promise<PendingMember>;
}

/** The create calls need the admin session (401 otherwise); their answer body is not used (spec §3). */
export async function createEvent(body: CreateEvent): Promise<void> {
  await apiRequest('POST', EVENTS_KEY, body);
}
export async function createArticle(body: CreateArticle): Promise<void> {
  await apiRequest('POST', ARTICLES_KEY, body);
}
export async function createTrend(body: CreateTrend): Promise<void> {
  await apiRequest('POST', TRENDS_KEY, body);
}
