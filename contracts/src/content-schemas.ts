import * as v from 'valibot';

// The public content's response shapes. A module apart from content.ts, whose helpers the pages import: a page that
// only needs isFullyBooked does not pull the validation library into its chunk.

const nullableString = v.nullable(v.string());
/** The community NAME (spec §3), not an id. */
const communityName = v.string();

/** Spec §3 Article. */
export const ArticleSchema = v.object({
  id: v.number(),
  title: v.string(),
  excerpt: v.string(),
  content: v.string(),
  image: nullableString,
  featured: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The article page's address, /ai-evolution/<slug>. */
  slug: v.string(),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

/** GET /api/articles/:slug: the article page — the content rendered from Markdown, its author and dates. */
export interface ArticleDetail extends Article {
  /** The content as sanitised HTML (contracts' renderMarkdown: no raw HTML, safe links). */
  html: string;
  /** The staff member who wrote it, or the team when none is named. */
  author: string;
  updatedAt: string;
}

/** The byline of an article with no named author. */
export const ARTICLE_TEAM_AUTHOR = 'The AI Community Team';

/** Spec §3 Trend: the admin fields plus the public list's url, discussions, engagement, source, trend_type. */
export const TrendSchema = v.object({
  id: v.number(),
  title: v.string(),
  discussionCount: v.number(),
  icon: v.string(),
  color: v.string(),
  url: nullableString,
  discussions: v.number(),
  engagement: v.string(),
  source: v.string(),
  trend_type: v.string(),
});
export type Trend = v.InferOutput<typeof TrendSchema>;

/** Spec §3 Example spotlight. */
export const MemberSpotlightSchema = v.object({
  id: v.number(),
  title: v.string(),
  communityId: communityName,
  story: v.string(),
  aiToolsUsed: v.array(v.string()),
  results: v.string(),
  featured: v.boolean(),
  author: v.string(),
});
export type MemberSpotlight = v.InferOutput<typeof MemberSpotlightSchema>;

/** Spec §3 Example challenge. */
export const ChallengeSchema = v.object({
  id: v.number(),
  title: v.string(),
  communityId: communityName,
  description: v.string(),
  difficulty: v.picklist(['beginner', 'intermediate', 'advanced']),
  startDate: v.pipe(v.string(), v.isoDate()),
  endDate: v.pipe(v.string(), v.isoDate()),
  prize: v.string(),
  status: v.picklist(['active', 'upcoming']),
  submissions: v.number(),
});
export type Challenge = v.InferOutput<typeof ChallengeSchema>;

/** Spec §3 Mentor profile (availability high | medium | low; anything else counts as low). */
export const MentorProfileSchema = v.object({
  id: v.number(),
  userId: v.nullable(v.number()),
  communityId: communityName,
  name: v.string(),
  expertise: v.array(v.string()),
  experience: v.string(),
  availability: v.string(),
  maxMentees: v.number(),
  currentMentees: v.number(),
  bio: v.string(),
  linkedinUrl: nullableString,
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
});
export type MentorProfile = v.InferOutput<typeof MentorProfileSchema>;

/** Spec §3 Discussion category (topics: the topic count; lastActivity: relative-time text). */
export const DiscussionCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  communityId: communityName,
  color: v.string(),
  topics: v.number(),
  lastActivity: v.string(),
});
export type DiscussionCategory = v.InferOutput<typeof DiscussionCategorySchema>;
