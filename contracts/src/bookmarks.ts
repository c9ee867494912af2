/** A thread a member bookmarked, as their list of bookmarks shows it (GET /api/me/bookmarks, newest first). */
export interface BookmarkedThread {
  thread: { id: number; title: string; replyCount: number; lastActivityAt: string };
  community: { slug: string; name: string };
  bookmarkedAt: string;
}

/** Whether the signed-in member bookmarked a thread (GET /api/threads/:id/bookmark). */
export interface BookmarkState {
  bookmarked: boolean;
}

export const BOOKMARK_MESSAGES = {
  added: 'Bookmarked',
  addedDetail: 'Find it again under Bookmarks on your dashboard.',
  removed: 'Bookmark removed',
  failed: 'The bookmark could not be saved. Please try again.',
  empty: 'No bookmarks yet',
  emptyDetail: 'Bookmark a discussion to find it again here.',
} as const;
