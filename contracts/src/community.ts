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


