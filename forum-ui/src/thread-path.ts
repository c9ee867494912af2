/** Where a thread is read: /community/:slug/discussions/:id, with #reply-<id> for one of its replies. */
export const threadPath = (community: string, threadId: number, replyId?: number | null) =>
  `/community/${encodeURIComponent(community)}/discussions/${threadId}${replyId ? `#reply-${replyId}` : ''}`;

/** The list of a community's threads. */
export const discussionsPath = (community: string) => `/community/${encodeURIComponent(community)}/discussions`;
