import * as v from 'valibot';

/** Spec §3 Event: date is display text; communityId optional (number or null); featured defaults to false. */
export const CommunityEventSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  date: v.string(),
  location: v.string(),
  communityId: v.nullable(v.number()),
  featured: v.boolean(),
  image: v.nullable(v.string()),
});
export type CommunityEvent = v.InferOutput<typeof CommunityEventSchema>;
