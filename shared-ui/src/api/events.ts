import { type CommunityEvent, type CreateEvent, routes } from '@cci/contracts';
import { adminKeys } from './admin';
import { href, send } from './endpoint';
import { revalidate, revalidatePrefix, useRead } from './read';

export const eventKeys = {
  list: () => href(routes.events.list, {}),
  ofCommunity: (communityId: number) => href(routes.events.ofCommunity, { communityId }),
};

/** GET /api/events/community/:id, only once the community id is known (spec §4). */
export const useCommunityEvents = (communityId: number | undefined) =>
  useRead<CommunityEvent[]>(communityId !== undefined ? eventKeys.ofCommunity(communityId) : null);

/**
 * POST /api/events (admin session; the answer body is not used, spec §3). Then the lists that show it are read
 * again: all events, the admin counters, and its community's Events tab.
 */
export async function createEvent(body: CreateEvent): Promise<void> {
  await send(routes.events.create, {}, body);
  await Promise.all([
    revalidate(eventKeys.list(), adminKeys.stats(), body.communityId !== null ? eventKeys.ofCommunity(body.communityId) : null),
    revalidatePrefix(href(routes.admin.content, { kind: 'events' })), // the admin list
  ]);
}
