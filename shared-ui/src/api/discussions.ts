import type {
  AcceptReply,
  ActivityItem,
  CommunityStats,
  CreateReply,
  CreateThread,
  CursorPage,
  MarkNotificationsRead,
  MentionCandidate,
  ModeratePost,
  MemberPost,
  ModerationItem,
  PostAuthor,
  NotificationList,
  PostKind,
  ReplyView,
  ReportPost,
  SearchResults,
  ThreadPage,
  ThreadSort,
  ThreadSummary,
  ThreadView,
  UpdateReply,
  UpdateThread,
  WatchLevel,
} from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { apiRequest } from './shared';
import { revalidate, useRead } from './read';

// Discussions (issue 14): threads, replies, likes, accepted answers, search, notifications, reports, moderation.
// Keys are the URLs; a page's first read has no cursor (so the pre-renderer can fill it), later pages add one.

const q = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
const seg = (value: string | number) => encodeURIComponent(String(value));

export const discussionKeys = {
  threads: (slug: string, sort: ThreadSort = 'latest', cursor?: string | null) =>
    `/api/communities/${seg(slug)}/threads${q({ sort: sort === 'latest' ? undefined : sort, cursor })}`,
  thread: (id: number | string, cursor?: string | null) => `/api/threads/${seg(id)}${q({ cursor })}`,
  activity: (slug: string, cursor?: string | null) => `/api/communities/${seg(slug)}/activity${q({ cursor })}`,
  trending: (slug: string) => `/api/communities/${seg(slug)}/trending`,
  stats: (slug: string) => `/api/communities/${seg(slug)}/stats`,
  mentionable: (slug: string, query: string) => `/api/communities/${seg(slug)}/members${q({ q: query })}`,
  search: (query: string, community?: string | null, cursor?: string | null) => `/api/search${q({ q: query, community, cursor })}`,
  notifications: (cursor?: string | null) => `/api/notifications${q({ cursor })}`,
  moderation: () => '/api/admin/moderation/reports',
  memberPosts: (id: number | string, cursor?: string | null) => `/api/members/${seg(id)}/posts${q({ cursor })}`,
  myMutes: () => '/api/me/mutes',
};

export const useThreads = (slug: string | undefined, sort: ThreadSort = 'latest', cursor?: string | null) =>
  useRead<CursorPage<ThreadSummary>>(slug ? discussionKeys.threads(slug, sort, cursor) : null);
export const useThread = (id: number | string | undefined, cursor?: string | null) =>
  useRead<ThreadPage>(id ? discussionKeys.thread(id, cursor) : null);
export const useActivity = (slug: string | undefined, cursor?: string | null) =>
  useRead<CursorPage<ActivityItem>>(slug ? discussionKeys.activity(slug, cursor) : null);
export const useTrending = (slug: string | undefined) => useRead<ThreadSummary[]>(slug ? discussionKeys.trending(slug) : null);
export const useCommunityStats = (slug: string | undefined) => useRead<CommunityStats>(slug ? discussionKeys.stats(slug) : null);
export const useSearch = (query: string, community?: string | null, cursor?: string | null) =>
  useRead<SearchResults>(query.trim() ? discussionKeys.search(query.trim(), community, cursor) : null, { keepPreviousData: true });
export const useNotifications = (signedIn: boolean, cursor?: string | null) =>
  useRead<NotificationList>(signedIn ? discussionKeys.notifications(cursor) : null);
export const useModerationQueue = (enabled: boolean, config?: SWRConfiguration) =>
  useRead<ModerationItem[]>(enabled ? discussionKeys.moderation() : null, config);

/** GET /api/members/:id/posts?cursor=: a member's visible posts, newest first (their profile). */
export const useMemberPosts = (id: number | undefined, cursor?: string | null) =>
  useRead<CursorPage<MemberPost>>(id ? discussionKeys.memberPosts(id, cursor) : null);
/** GET /api/me/mutes: the members whose posts the signed-in member hears nothing of. */
export const useMyMutes = (signedIn: boolean) => useRead<PostAuthor[]>(signedIn ? discussionKeys.myMutes() : null);

/** GET /api/communities/:slug/members?q= (the composer's @ autocomplete). */
export async function findMentionable(slug: string, query: string): Promise<MentionCandidate[]> {
  return (await apiRequest('GET', discussionKeys.mentionable(slug, query))).json() as Promise<MentionCandidate[]>;
}

export async function createThread(slug: string, values: CreateThread): Promise<ThreadView> {
  const thread = (await (await apiRequest('POST', `/api/communities/${seg(slug)}/threads`, values)).json()) as ThreadView;
  await revalidate(discussionKeys.threads(slug), discussionKeys.activity(slug));
  return thread;
}
export async function updateThread(id: number, values: UpdateThread): Promise<ThreadView> {
  return (await apiRequest('PATCH', `/api/threads/${seg(id)}`, values)).json() as Promise<ThreadView>;
}
export async function deleteThread(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/threads/${seg(id)}`);
}
export async function createReply(threadId: number, values: CreateReply): Promise<ReplyView> {
  return (await apiRequest('POST', `/api/threads/${seg(threadId)}/replies`, values)).json() as Promise<ReplyView>;
}
export async function updateReply(id: number, values: UpdateReply): Promise<ReplyView> {
  return (await apiRequest('PATCH', `/api/replies/${seg(id)}`, values)).json() as Promise<ReplyView>;
}
export async function deleteReply(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/replies/${seg(id)}`);
}
/** PUT (like) or DELETE (unlike) /api/posts/:kind/:id/like → the post's count. Both are idempotent. */
export async function setLike(kind: PostKind, id: number, liked: boolean): Promise<{ likeCount: number; liked: boolean }> {
  return (await apiRequest(liked ? 'PUT' : 'DELETE', `/api/posts/${kind}/${seg(id)}/like`)).json() as Promise<{
    likeCount: number;
    liked: boolean;
  }>;
}
export async function acceptReply(threadId: number, values: AcceptReply): Promise<ThreadView> {
  return (await apiRequest('POST', `/api/threads/${seg(threadId)}/accept`, values)).json() as Promise<ThreadView>;
}
export async function reportPost(kind: PostKind, id: number, values: ReportPost): Promise<void> {
  await apiRequest('POST', `/api/posts/${kind}/${seg(id)}/report`, values);
}
export async function watchThread(id: number, level: WatchLevel): Promise<void> {
  await apiRequest('PUT', `/api/threads/${seg(id)}/watch`, { level });
}
/** PUT/DELETE /api/me/mutes/:memberId: hide (or show again) a member's posts in your notifications. */
export async function setMemberMuted(memberId: number, muted: boolean): Promise<void> {
  await apiRequest(muted ? 'PUT' : 'DELETE', `/api/me/mutes/${seg(memberId)}`);
  await revalidate(discussionKeys.myMutes());
}
export async function markNotificationsRead(values: MarkNotificationsRead): Promise<{ unread: number }> {
  const result = (await (await apiRequest('POST', '/api/notifications/read', values)).json()) as { unread: number };
  await revalidate(discussionKeys.notifications());
  return result;
}
export async function moderatePost(kind: PostKind, id: number, values: ModeratePost): Promise<void> {
  await apiRequest('POST', `/api/admin/moderation/posts/${kind}/${seg(id)}`, values);
  await revalidate(discussionKeys.moderation());
}
