import type { Community } from '@cci/contracts';

/** Every community, its public fields, by id (the snapshot communities.service.ts serves). */
export const COMMUNITIES_SQL = `
  SELECT id, slug, name, description, image, icon, color, member_count AS "memberCount"
    FROM communities
   ORDER BY id`;
export type CommunityRow = Community;

/** The community a slug names: $1 the slug. */
export const COMMUNITY_BY_SLUG_SQL = `SELECT id, slug, name FROM communities WHERE slug = $1`;
export interface CommunityRef {
  id: number;
  slug: string;
  name: string;
}
