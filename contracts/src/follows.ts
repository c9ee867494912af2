import type { PostAuthor } from './discussions';

// Follows and suggested connections: a member follows another ("Connect"); the followed members' posts
// rank first in the Feed.

export const FOLLOW_MESSAGES = {
  self: 'You cannot follow yourself',
  notFound: 'Member not found',
} as const;

/** Suggested connections shown on the dashboard. */
export const SUGGESTED_CONNECTIONS = 3;

/** GET /api/communities/:slug/suggested-connections */
export interface SuggestedConnection {
  member: PostAuthor;
  /** Expertise tags shared with me (their spelling). */
  shared: string[];
  /** "Shares: prompt engineering, python", or "Member of Entrepreneurs" when nothing is shared. */
  line: string;
}

/** GET /api/me/following */
export interface FollowingList {
  ids: number[];
}

export function connectionLine(shared: string[], communityName: string): string {
  return shared.length ? `Shares: ${shared.join(', ')}` : `Member of ${communityName}`;
}
