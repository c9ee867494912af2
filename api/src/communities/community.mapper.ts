import type { Community } from '@cci/contracts';
import type { CommunityEntity } from './community.entity';

/** Exactly the public fields, in a stable order, whatever else the entity carries. */
export function toCommunity(e: CommunityEntity): Community {
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
