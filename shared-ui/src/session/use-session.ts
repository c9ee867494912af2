import { type PublicUser, routes } from '@cci/contracts';
import useSWR from 'swr';
import { getJsonOrNullOn401 } from '../api/api-request';

/** The session read: the signed-in member, 401 for nobody (the typed client's authKeys.user()). */
export const SESSION_KEY = routes.auth.user.path;

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

/**
 * The session, read once per page through the shared SWR cache (swr is a federation singleton, so the shell
 * and every slice see the same request and result). 401 means signed out. A read that failed otherwise (5xx,
 * server unreachable) is 'error': nobody can say who is signed in, so pages show the visitor's view but must not
 * act as if the member had signed out (the dashboard offers to try again rather than sending them to /login).
 */
export function useSession(): { status: SessionStatus; user: PublicUser | null; retry: () => void } {
  const { data, error, isLoading, mutate } = useSWR<PublicUser | null>(SESSION_KEY, getJsonOrNullOn401, { shouldRetryOnError: false });
  const retry = () => void mutate();
  if (isLoading) return { status: 'loading', user: null, retry };
  if (error) return { status: 'error', user: null, retry };
  if (!data) return { status: 'unauthenticated', user: null, retry };
  return { status: 'authenticated', user: data, retry };
}

/** "firstName or the word Member" (spec §2). */
export const displayName = (user: PublicUser | null) => user?.firstName?.trim() || 'Member';
