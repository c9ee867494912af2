import type {
  AcceptReply,
  BookmarkState,
  CreateReply,
  MarkNotificationsRead,
  NotificationList,
  PostRevisions,
  ReadThread,
  ReplyView,
  ReportPost,
  SearchType,
  SearchTypePages,
  SiteSearchResults,
  ThreadPage,
  ThreadView,
  UpdateReply,
  UpdateThread,
  UploadedImage,
  WatchThread,
} from '../index';
import { shape } from './route';

// Threads, replies and posts (a post is a thread or a reply: `:kind` is 'thread' or 'reply'), search, notifications.
export const thread = {
  method: 'GET',
  path: '/api/threads/:id',
  query: shape<{ cursor?: string | null }>,
  response: shape<ThreadPage>,
} as const;
export const updateThread = { method: 'PATCH', path: '/api/threads/:id', body: shape<UpdateThread>, response: shape<ThreadView> } as const;
export const deleteThread = { method: 'DELETE', path: '/api/threads/:id' } as const;
export const createReply = {
  method: 'POST',
  path: '/api/threads/:id/replies',
  body: shape<CreateReply>,
  response: shape<ReplyView>,
} as const;
export const acceptReply = {
  method: 'POST',
  path: '/api/threads/:id/accept',
  body: shape<AcceptReply>,
  response: shape<ThreadView>,
} as const;
/** Whether the member bookmarked the thread; PUT bookmarks it and DELETE removes it (both idempotent). */
export const bookmark = { method: 'GET', path: '/api/threads/:id/bookmark', response: shape<BookmarkState> } as const;
export const addBookmark = { method: 'PUT', path: '/api/threads/:id/bookmark' } as const;
export const removeBookmark = { method: 'DELETE', path: '/api/threads/:id/bookmark' } as const;
export const readThread = { method: 'PUT', path: '/api/threads/:id/read', body: shape<ReadThread> } as const;
export const watchThread = { method: 'PUT', path: '/api/threads/:id/watch', body: shape<WatchThread> } as const;
export const updateReply = { method: 'PATCH', path: '/api/replies/:id', body: shape<UpdateReply>, response: shape<ReplyView> } as const;
export const deleteReply = { method: 'DELETE', path: '/api/replies/:id' } as const;
export const like = { method: 'PUT', path: '/api/posts/:kind/:id/like', response: shape<{ likeCount: number; liked: boolean }> } as const;
export const unlike = {
  method: 'DELETE',
  path: '/api/posts/:kind/:id/like',
  response: shape<{ likeCount: number; liked: boolean }>,
} as const;
export const revisions = { method: 'GET', path: '/api/posts/:kind/:id/revisions', response: shape<PostRevisions> } as const;
export const report = { method: 'POST', path: '/api/posts/:kind/:id/report', body: shape<ReportPost> } as const;

export const search = {
  method: 'GET',
  path: '/api/search',
  query: shape<{ q: string; type?: SearchType | null; community?: string | null; cursor?: string | null }>,
  /** SiteSearchResults without type; SearchTypePages[type] with one. */
  response: shape<SiteSearchResults | SearchTypePages[SearchType]>,
} as const;
export const notifications = {
  method: 'GET',
  path: '/api/notifications',
  query: shape<{ cursor?: string | null }>,
  response: shape<NotificationList>,
} as const;
export const markNotificationsRead = {
  method: 'POST',
  path: '/api/notifications/read',
  body: shape<MarkNotificationsRead>,
  response: shape<{ unread: number }>,
} as const;

/** One image for a post (multipart, field `file`): verified members, MEMBER_UPLOADS_PER_DAY a day. */
export const uploadImage = { method: 'POST', path: '/api/uploads', response: shape<UploadedImage> } as const;
