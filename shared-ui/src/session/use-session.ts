import useSWR from 'swr';
import { getJsonOrNullOn401 } from '../api/api-request';

/** The signed-in member as the page sees it (spec §3: firstName is what is shown). */
export interface SessionUser {
  id: number;
  firstName: string | null;
  lastName?: string | null;
  email?: string;
}

export const SESSION_KEY = '/api/auth/user';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * The session, read once per page through the shared SWR cache (swr is a federation singleton, so the shell
 * and every slice see the same request and result). 401 means signed out; a failed read counts as signed out too.
 */
export function useSession(): { status: SessionStatus; user: SessionUser | null } {
  const { data, error, isLoading } = useSWR<SessionUser | null>(SESSION_KEY, getJsonOrNullOn401, { shouldRetryOnError: false });
  if (isLoading) return { status: 'loading', user: null };
  if (error || !data) return { status: 'unauthenticated', user: null };
  return { status: 'authenticated', user: data };
}

/** "firstName or the word Member" (spec §2). */
export const displayName = (user: SessionUser | null) => user?.firstName?.trim() || 'Member';
