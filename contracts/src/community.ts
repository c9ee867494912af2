import * as v from 'valibot';

/** Spec §3 Community: id, slug (unique), name, description, image (URL), icon (icon name), color, memberCount (default 0). */
export const CommunitySchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  image: v.string(),
  icon: v.string(),
  color: v.string(),
  memberCount: v.number(),
});
export type Community = v.InferOutput<typeof CommunitySchema>;

/** Spec §1: the seven slugs with static per-community content (extras, coach examples, welcome templates). */
export const EXTRA_CONTENT_SLUGS = ['entrepreneurs', 'creatives', 'educators', 'seniors', 'parents', 'students', 'health-fitness'] as const;
export type ExtraContentSlug = (typeof EXTRA_CONTENT_SLUGS)[number];

/** Spec §2 Footer: the eight communities, in the footer's order. */
export const FOOTER_COMMUNITIES = [
  { slug: 'seniors', name: 'Seniors' },
  { slug: 'parents', name: 'Parents' },
  { slug: 'entrepreneurs', name: 'Entrepreneurs' },
  { slug: 'financial-services', name: 'Financial Services' },
  { slug: 'creatives', name: 'Creatives' },
  { slug: 'students', name: 'Students' },
  { slug: 'educators', name: 'Educators' },
  { slug: 'health-fitness', name: 'Health & Fitness' },
] as const;

/** Icon names a community may carry (rendered by shared-ui's CommunityIcon). */
export const COMMUNITY_ICONS = ['heart-handshake', 'baby', 'rocket', 'landmark', 'palette', 'graduation-cap', 'book-open', 'dumbbell', 'scale', 'users'] as const;
export type CommunityIconName = (typeof COMMUNITY_ICONS)[number];
