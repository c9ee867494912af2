import type {
  AcceptReply,
  ActivityItem,
  BookmarkedThread,
  BookmarkState,
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
  ModerationKind,
  PostKind,
  PostRevisions,
  ReplyView,
  ReportPost,
  SearchType,
  SearchTypePages,
  SimilarThread,
  SiteSearchResults,
  ThreadPage,
  ThreadListSort,
  ThreadSummary,
  ThreadView,
  UpdateReply,
  UpdateThread,
  UploadedImage,
  WatchLevel,
} from '@cci/contracts';
import { routes, THREAD_LIST_SORTS } from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { call, href, load, send } from './endpoint';
import { apiUpload } from './shared';
import { revalidate, revalidatePrefix, useRead } from './read';

// Discussions: threads, replies, likes, accepted answers, search, notifications, reports, moderation.
// Keys are the URLs; a page's first read has no cursor (so the pre-renderer can fill it), later pages add one.

export const discussionKeys = {
  /** A list's page: its sort (Latest: none), its tag filter (none: every thread) and the page's cursor. */
  threads: (slug: string, sort: ThreadListSort = 'latest', cursor?: string | null, tag?: string | null) =>
    href(routes.communities.threads, { slug }, { sort: sort === 'latest' ? undefined : sort, tag, cursor }),
  thread: (id: number | string, cursor?: string | null) => href(routes.discussions.thread, { id }, { cursor }),
  activity: (slug: string, cursor?: string | null) => href(routes.communities.activity, { slug }, { cursor }),
  trending: (slug: string) => href(routes.communities.trending, { slug }),
  stats: (slug: string) => href(routes.communities.stats, { slug }),
  mentionable: (slug: string, query: string) => href(routes.communities.mentionable, { slug }, { q: query }),
  search: (query: string, type?: SearchType | null, community?: string | null, cursor?: string | null) =>
    href(routes.discussions.search, {}, { q: query, type, community, cursor }),
  similarThreads: (slug: string, title: string) => href(routes.communities.similarThreads, { slug }, { title }),
  notifications: (cursor?: string | null) => href(routes.discussions.notifications, {}, { cursor }),
  moderation: () => href(routes.admin.moderationQueue, {}),
  memberPosts: (id: number | string, cursor?: string | null) => href(routes.members.posts, { id }, { cursor }),
  myMutes: () => href(routes.me.mutes, {}),
  bookmark: (id: number | string) => href(routes.discussions.bookmark, { id }),
  bookmarks: (cursor?: string | null) => href(routes.me.bookmarks, {}, { cursor }),
  revisions: (kind: PostKind, id: number) => href(routes.discussions.revisions, { kind, id }),
};

/**
 * A page of a community's threads. A signed-in reader's first page is read again once (the pre-rendered one is a
 * visitor's, without what they have read), and again on every mount (they read threads meanwhile).
 */
export const useThreads = (
  slug: string | undefined,
  sort: ThreadListSort = 'latest',
  cursor?: string | null,
  signedIn = false,
  tag?: string | null,
) =>
  useRead<CursorPage<ThreadSummary>>(
    slug ? discussionKeys.threads(slug, sort, cursor, tag) : null,
    signedIn ? { revalidateOnMount: true } : undefined,
  );
/** A post's edit history; read again each time it is shown (an edit may have been made meanwhile). */
export const usePostRevisions = (kind: PostKind, id: number) =>
  useRead<PostRevisions>(discussionKeys.revisions(kind, id), { revalidateOnMount: true });
export const useThread = (id: number | string | undefined, cursor?: string | null) =>
  useRead<ThreadPage>(id ? discussionKeys.thread(id, cursor) : null);
export const useActivity = (slug: string | undefined, cursor?: string | null) =>
  useRead<CursorPage<ActivityItem>>(slug ? discussionKeys.activity(slug, cursor) : null);
export const useTrending = (slug: string | undefined) => useRead<ThreadSummary[]>(slug ? discussionKeys.trending(slug) : null);
export const useCommunityStats = (slug: string | undefined) => useRead<CommunityStats>(slug ? discussionKeys.stats(slug) : null);
/** GET /api/search?q= without type: every type's first hits, grouped. */
export const useSiteSearch = (query: string, community?: string | null) =>
  useRead<SiteSearchResults>(query.trim() ? discussionKeys.search(query.trim(), null, community) : null, { keepPreviousData: true });
/** GET /api/search?q=&type=: one type's page. */
export const useSearch = <T extends SearchType>(query: string, type: T, community?: string | null, cursor?: string | null) =>
  useRead<SearchTypePages[T]>(query.trim() ? discussionKeys.search(query.trim(), type, community, cursor) : null, {
    keepPreviousData: true,
  });
/** The new-thread composer's similar threads (the caller debounces the title; none for a short one). */
export const useSimilarThreads = (slug: string, title: string | null) =>
  useRead<SimilarThread[]>(title ? discussionKeys.similarThreads(slug, title) : null, { keepPreviousData: true });
export const useNotifications = (signedIn: boolean, cursor?: string | null) =>
  useRead<NotificationList>(signedIn ? discussionKeys.notifications(cursor) : null);
export const useModerationQueue = (enabled: boolean, config?: SWRConfiguration) =>
  useRead<ModerationItem[]>(enabled ? discussionKeys.moderation() : null, config);

/** GET /api/members/:id/posts?cursor=: a member's visible posts, newest first (their profile). */
export const useMemberPosts = (id: number | undefined, cursor?: string | null) =>
  useRead<CursorPage<MemberPost>>(id ? discussionKeys.memberPosts(id, cursor) : null);
/** GET /api/me/mutes: the members whose posts the signed-in member hears nothing of. */
export const useMyMutes = (signedIn: boolean) => useRead<PostAuthor[]>(signedIn ? discussionKeys.myMutes() : null);
/** Whether the signed-in member bookmarked the thread (no read for a visitor). */
export const useBookmark = (id: number | undefined, signedIn: boolean) =>
  useRead<BookmarkState>(id && signedIn ? discussionKeys.bookmark(id) : null);
/** The signed-in member's bookmarks, the latest first, by pages. */
export const useMyBookmarks = (signedIn: boolean, cursor?: string | null) =>
  useRead<CursorPage<BookmarkedThread>>(signedIn ? discussionKeys.bookmarks(cursor) : null);

/** GET /api/communities/:slug/members?q= (the composer's @ autocomplete). */
export async function findMentionable(slug: string, query: string): Promise<MentionCandidate[]> {
  return load(routes.communities.mentionable, { slug }, { q: query });
}

export async function createThread(slug: string, values: CreateThread): Promise<ThreadView> {
  const thread = await call(routes.communities.createThread, { slug }, values);
  await revalidate(discussionKeys.threads(slug), discussionKeys.activity(slug));
  return thread;
}
export async function updateThread(id: number, values: UpdateThread): Promise<ThreadView> {
  return call(routes.discussions.updateThread, { id }, values);
}
export async function deleteThread(id: number): Promise<void> {
  await send(routes.discussions.deleteThread, { id });
}
export async function createReply(threadId: number, values: CreateReply): Promise<ReplyView> {
  return call(routes.discussions.createReply, { id: threadId }, values);
}
export async function updateReply(id: number, values: UpdateReply): Promise<ReplyView> {
  return call(routes.discussions.updateReply, { id }, values);
}
export async function deleteReply(id: number): Promise<void> {
  await send(routes.discussions.deleteReply, { id });
}
/** PUT (like) or DELETE (unlike) /api/posts/:kind/:id/like → the post's count. Both are idempotent. */
export async function setLike(kind: PostKind, id: number, liked: boolean): Promise<{ likeCount: number; liked: boolean }> {
  return call(liked ? routes.discussions.like : routes.discussions.unlike, { kind, id });
}
export async function acceptReply(threadId: number, values: AcceptReply): Promise<ThreadView> {
  return call(routes.discussions.acceptReply, { id: threadId }, values);
}
export async function reportPost(kind: PostKind, id: number, values: ReportPost): Promise<void> {
  await send(routes.discussions.report, { kind, id }, values);
}
/** PUT /api/threads/:id/read: the member has read the thread up to this reply (null: its opening post). */
export async function readThread(id: number, lastReadReplyId: number | null): Promise<void> {
  await send(routes.discussions.readThread, { id }, { lastReadReplyId });
}
export async function watchThread(id: number, level: WatchLevel): Promise<void> {
  await send(routes.discussions.watchThread, { id }, { level });
}
/** Bookmarks the thread, or removes its bookmark; the thread's state and every page of the list are read again. */
export async function setBookmark(id: number, bookmarked: boolean): Promise<void> {
  await send(bookmarked ? routes.discussions.addBookmark : routes.discussions.removeBookmark, { id });
  await Promise.all([revalidate(discussionKeys.bookmark(id)), revalidatePrefix(href(routes.me.bookmarks, {}))]);
}
/** PUT/DELETE /api/me/mutes/:memberId: hide (or show again) a member's posts in your notifications. */
export async function setMemberMuted(memberId: number, muted: boolean): Promise<void> {
  await send(muted ? routes.me.mute : routes.me.unmute, { memberId });
  await revalidate(discussionKeys.myMutes());
}
/**
 * POST /api/notifications/read; the first page of notifications is read again before it resolves, and the later pages
 * the caller shows (`cursors`, their read flags changed too) after it.
 */
export async function markNotificationsRead(
  values: MarkNotificationsRead,
  cursors: readonly (string | null)[] = [],
): Promise<{ unread: number }> {
  const result = await call(routes.discussions.markNotificationsRead, {}, values);
  await revalidate(discussionKeys.notifications());
  for (const cursor of cursors) if (cursor) void revalidate(discussionKeys.notifications(cursor));
  return result;
}

/** A community's thread list is read again in each of its sorts (their first pages: new threads show at the top). */
export const refreshThreadLists = (slug: string) => revalidate(...THREAD_LIST_SORTS.map((sort) => discussionKeys.threads(slug, sort)));

/** Every page of a thread's replies read so far (`cursors`, null for the first) is read again. */
export const refreshThread = (id: number | string, cursors: readonly (string | null)[]) =>
  revalidate(...cursors.map((cursor) => discussionKeys.thread(id, cursor)));

/** A community's feed, trending threads and counters are read again (a post there, seen live or from another tab). */
export const refreshCommunityActivity = (slug: string) =>
  revalidate(discussionKeys.activity(slug), discussionKeys.trending(slug), discussionKeys.stats(slug));
export async function moderatePost(kind: ModerationKind, id: number, values: ModeratePost): Promise<void> {
  await send(routes.admin.moderatePost, { kind, id }, values);
  await revalidate(discussionKeys.moderation());
}

/** POST /api/uploads: an image for a post (verified members; at most 5 MB, MEMBER_UPLOADS_PER_DAY a day). */
export function uploadPostImage(file: File): Promise<UploadedImage> {
  return apiUpload<UploadedImage>(href(routes.discussions.uploadImage, {}), file);
}
