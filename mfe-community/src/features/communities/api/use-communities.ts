import type { Community, CommunityEvent, CommunityExtras } from '@cci/contracts';
import { ApiError } from '@cci/shared-ui';
import useSWR from 'swr';

export const useCommunities = () => useSWR<Community[]>('/api/communities');

/** Runs only when a slug exists (spec §7). */
export function useCommunity(slug: string | undefined) {
  const result = useSWR<Community>(slug ? `/api/communities/${encodeURIComponent(slug)}` : null);
  const notFound = result.error instanceof ApiError && result.error.status === 404;
  return { ...result, notFound };
}

/**
 * The community's static extra content (spec §2), `null` for a community without; `undefined` while loading.
 * Keyed by the slug like useCommunity, so the server reads both before rendering (and a 404 here means no community).
 */
export const useCommunityExtras = (slug: string | undefined) =>
  useSWR<CommunityExtras | null>(slug ? `/api/communities/${encodeURIComponent(slug)}/extras` : null);

/** Runs only once the community id is known (spec §4). */
export const useCommunityEvents = (communityId: number | undefined) =>
  useSWR<CommunityEvent[]>(communityId !== undefined ? `/api/events/community/${communityId}` : null);
