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

const readonlyList = <S extends v.GenericSchema>(item: S) => v.pipe(v.array(item), v.readonly());

/** One item of a community's Community Support tab. */
export const CommunityHelpItemSchema = v.object({ title: v.string(), description: v.string() });

/**
 * Static per-community content shown on the Community detail page (spec §2): the Overview "About" text,
 * Topics & Benefits, the AI Coach banner and the Community Support tab. Only the seven slugs in
 * EXTRA_CONTENT_SLUGS carry it. GET /api/communities/:slug/extras answers it, or null for a community without.
 */
export const CommunityExtrasSchema = v.object({
  /** Long "About" text for the Overview tab: 2-3 paragraphs separated by \n\n. */
  expandedDescription: v.string(),
  /** "Popular Discussion Topics": exactly 8 short topic titles. */
  topics: readonlyList(v.string()),
  /** "Benefits of Joining": exactly 6 one-sentence benefits. */
  benefits: readonlyList(v.string()),
  /**
   * AI Coach examples: exactly 6; the page shows the first 3 under "How the AI Coach Will Help You:"
   * and the next 3 under "More AI Coaching Features:".
   */
  aiCoachExamples: readonlyList(v.string()),
  /** 6 help items: the first 3 shown under "Support & Guidance", the next 3 under "Growth Opportunities". */
  helpProvided: readonlyList(CommunityHelpItemSchema),
});
export type CommunityExtras = v.InferOutput<typeof CommunityExtrasSchema>;
