import type { Community } from '@cci/contracts';
import type { CommunityRow } from './communities.queries';

/** Exactly the public fields, in a stable order, whatever else the row carries. */
export function toCommunity(e: CommunityRow): Community {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    description: e.description,
    image: e.image,
    icon: e.icon,
    color: e.color,
    memberCount: e.memberCount,
  };
}
