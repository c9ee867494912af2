import * as v from 'valibot';
import type { PostAuthor } from './discussions';
import { uploadSources } from './uploads';
import { singleLine } from './validation';

// Member spotlights: a member tells the story of their own work (the spec's fields: title, story, AI tools
// used, results); an admin approves (published) and may feature it, which earns +10 and the Spotlight badge.

export const SPOTLIGHT_LIMITS = { title: { min: 3, max: 150 }, story: { min: 50, max: 5000 }, results: 1000, tools: 10, tool: 40 } as const;
export const SPOTLIGHT_ACTIONS = ['approve', 'reject', 'feature', 'unfeature'] as const;
export type SpotlightAction = (typeof SPOTLIGHT_ACTIONS)[number];
export type SpotlightStatus = 'pending' | 'approved' | 'rejected';

export const SPOTLIGHT_MESSAGES = {
  title: `Title must be ${SPOTLIGHT_LIMITS.title.min} to ${SPOTLIGHT_LIMITS.title.max} characters`,
  story: `Your story must be ${SPOTLIGHT_LIMITS.story.min} to ${SPOTLIGHT_LIMITS.story.max} characters`,
  results: `Results must be at most ${SPOTLIGHT_LIMITS.results} characters`,
  tools: `List up to ${SPOTLIGHT_LIMITS.tools} AI tools of at most ${SPOTLIGHT_LIMITS.tool} characters`,
  community: 'Community must be a community slug',
  pending: 'You already have a spotlight waiting for review in this community',
  notFound: 'Spotlight not found',
  notApproved: 'Only an approved spotlight can be featured',
  action: 'action must be approve, reject, feature or unfeature',
  status: 'status must be pending, approved or rejected',
  image: 'Choose an image uploaded to this site (Upload image)',
} as const;

/** POST /api/spotlights */
export const SpotlightInputSchema = v.object({
  community: v.pipe(v.string(SPOTLIGHT_MESSAGES.community), v.regex(/^[a-z0-9-]{1,64}$/, SPOTLIGHT_MESSAGES.community)),
  title: v.pipe(
    v.string(SPOTLIGHT_MESSAGES.title),
    v.trim(),
    v.minLength(SPOTLIGHT_LIMITS.title.min, SPOTLIGHT_MESSAGES.title),
    v.maxLength(SPOTLIGHT_LIMITS.title.max, SPOTLIGHT_MESSAGES.title),
    singleLine('Title'),
  ),
  story: v.pipe(
    v.string(SPOTLIGHT_MESSAGES.story),
    v.trim(),
    v.minLength(SPOTLIGHT_LIMITS.story.min, SPOTLIGHT_MESSAGES.story),
    v.maxLength(SPOTLIGHT_LIMITS.story.max, SPOTLIGHT_MESSAGES.story),
  ),
  aiToolsUsed: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(SPOTLIGHT_MESSAGES.tools),
          v.trim(),
          v.minLength(1, SPOTLIGHT_MESSAGES.tools),
          v.maxLength(SPOTLIGHT_LIMITS.tool, SPOTLIGHT_MESSAGES.tools),
        ),
        SPOTLIGHT_MESSAGES.tools,
      ),
      v.maxLength(SPOTLIGHT_LIMITS.tools, SPOTLIGHT_MESSAGES.tools),
    ),
    [],
  ),
  results: v.optional(
    v.pipe(v.string(SPOTLIGHT_MESSAGES.results), v.trim(), v.maxLength(SPOTLIGHT_LIMITS.results, SPOTLIGHT_MESSAGES.results)),
    '',
  ),
});
export type SpotlightInput = v.InferOutput<typeof SpotlightInputSchema>;
export type SpotlightFormValues = v.InferInput<typeof SpotlightInputSchema>;

/** POST /api/admin/spotlights/:id/review */
export const SpotlightReviewSchema = v.object({ action: v.picklist(SPOTLIGHT_ACTIONS, SPOTLIGHT_MESSAGES.action) });
export type SpotlightReview = v.InferOutput<typeof SpotlightReviewSchema>;

/** PUT /api/admin/spotlights/:id/image: an image staff uploaded for the spotlight, or null for none. */
export const SpotlightImageSchema = v.object({
  image: v.nullable(
    v.pipe(
      v.string(SPOTLIGHT_MESSAGES.image),
      v.maxLength(500, SPOTLIGHT_MESSAGES.image),
      v.check((src) => uploadSources(src) !== null, SPOTLIGHT_MESSAGES.image),
    ),
  ),
});
export type SpotlightImage = v.InferOutput<typeof SpotlightImageSchema>;

export interface SpotlightView {
  id: number;
  title: string;
  /** An uploaded image (its largest WebP; ResponsiveImage gives the other sizes), or null. */
  image: string | null;
  story: string;
  aiToolsUsed: string[];
  results: string;
  community: { slug: string; name: string } | null;
  author: PostAuthor | null;
  status: SpotlightStatus;
  featured: boolean;
  createdAt: string;
  publishedAt: string | null;
}
