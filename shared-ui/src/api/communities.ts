import { type Community, type CommunityExtras, routes } from '@cci/contracts';
import type { SWRConfiguration } from 'swr';
import { ApiError } from './shared';
import { href } from './endpoint';
import { useRead } from './read';

export const communityKeys = {
  list: () => href(routes.communities.list, {}),
  detail: (slug: string) => href(routes.communities.detail, { slug }),
  extras: (slug: string) => href(routes.communities.extras, { slug }),
};

/** GET /api/communities: one key for every reader, so one request serves the page. */
export const useCommunities = (config?: SWRConfiguration) => useRead<Community[]>(communityKeys.list(), config);

/** GET /api/communities/:slug, only once a slug exists (spec §7); `notFound` for a 404. */
export function useCommunity(slug: string | undefined) {
  const result = useRead<Community>(slug ? communityKeys.detail(slug) : null);
  return { ...result, notFound: result.error instanceof ApiError && result.error.status === 404 };
}

/**
 * GET /api/communities/:slug/extras: the community's static extra content (spec §2), `null` for a community without.
 * Keyed by the slug like useCommunity, so the server reads both before rendering.
 */
export const useCommunityExtras = (slug: string | undefined) => useRead<CommunityExtras | null>(slug ? communityKeys.extras(slug) : null);
