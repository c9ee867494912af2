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

/**
 * Static per-community content shown on the Community detail page (spec §2): the Overview "About" text,
 * Topics & Benefits, the AI Coach banner and the Community Support tab. Only the seven slugs in
 * EXTRA_CONTENT_SLUGS carry it. GET /api/communities/:slug/extras answers it, or null for a community without.
 */
export interface CommunityExtras {
  /** Long "About" text for the Overview tab: 2-3 paragraphs separated by \n\n. */
  expandedDescription: string;
  /** "Popular Discussion Topics": exactly 8 short topic titles. */
  topics: readonly string[];
  /** "Benefits of Joining": exactly 6 one-sentence benefits. */
  benefits: readonly string[];
  /**
   * AI Coach examples: exactly 6; the page shows the first 3 under "How the AI Coach Will Help You:"
   * and the next 3 under "More AI Coaching Features:".
   */
  aiCoachExamples: readonly string[];
  /** 6 help items: the first 3 shown under "Support & Guidance", the next 3 under "Growth Opportunities". */
  helpProvided: readonly { title: string; description: string }[];
}
