import type { PostAuthor } from '@cci/contracts';

/** "Deleted member" stands for an account that no longer exists (its posts stay). */
export const authorName = (author: PostAuthor | null) => author?.displayName ?? 'Deleted member';
