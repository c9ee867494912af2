import type { SpotlightStatus } from '@cci/contracts';

/** A spotlight's review status, from its row `s`. */
const STATUS = `CASE WHEN s.is_published THEN 'approved' WHEN s.rejected_at IS NOT NULL THEN 'rejected' ELSE 'pending' END`;

/** A spotlight as pages show it (`s`), with its community and author read by join. */
const VIEW = `
  SELECT s.id, s.title, s.image, s.story, s.ai_tools_used AS "aiToolsUsed", s.results, c.slug AS "communitySlug", c.name AS "communityName",
         s.user_id AS "authorId", u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, ${STATUS} AS status,
         s.is_featured AS featured, s.created_at AS "createdAt", s.published_at AS "publishedAt"
    FROM member_spotlights s
    LEFT JOIN communities c ON c.id = s.community_id
    LEFT JOIN users u ON u.id = s.user_id`;
export interface SpotlightRow {
  id: number;
  title: string;
  image: string | null;
  story: string;
  aiToolsUsed: string[];
  results: string;
  communitySlug: string | null;
  communityName: string | null;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  status: SpotlightStatus;
  featured: boolean;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A real member's spotlight (`s`): not one of the engagement page's examples, nor left without its member. */
const MEMBERS = 's.user_id IS NOT NULL AND NOT s.example';

/** The public lists: real members' spotlights only, featured first, the latest next. */
const PUBLIC_ORDER = 's.is_featured DESC, s.published_at DESC NULLS LAST, s.id DESC';

/** The spotlight $1. */
export const SPOTLIGHT_SQL = `${VIEW} WHERE s.id = $1`;

/** The approved spotlights of the community $1. */
export const COMMUNITY_SPOTLIGHTS_SQL = `${VIEW} WHERE ${MEMBERS} AND s.community_id = $1 AND s.is_published ORDER BY ${PUBLIC_ORDER} LIMIT 100`;

/** The approved spotlights of the member $1. */
export const MEMBER_SPOTLIGHTS_SQL = `${VIEW} WHERE ${MEMBERS} AND s.user_id = $1 AND s.is_published ORDER BY ${PUBLIC_ORDER} LIMIT 100`;

/** The member $1's own spotlights, whatever their status, the latest first. */
export const MY_SPOTLIGHTS_SQL = `${VIEW} WHERE ${MEMBERS} AND s.user_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT 100`;

/** Real members' spotlights of the status $1 (pending, approved, rejected), oldest first, for review. */
export const SPOTLIGHTS_FOR_REVIEW_SQL = `${VIEW} WHERE ${MEMBERS} AND ${STATUS} = $1 ORDER BY s.created_at, s.id LIMIT 100`;

/** Whether a member exists: $1 their id. */
export const MEMBER_EXISTS_SQL = `SELECT 1 FROM users WHERE id = $1`;

/** Whether the member $1 has a spotlight waiting for review in the community $2. */
export const WAITING_SPOTLIGHT_SQL = `
  SELECT 1 FROM member_spotlights WHERE user_id = $1 AND community_id = $2 AND NOT is_published AND rejected_at IS NULL`;

/**
 * A member's new spotlight: $1 the member, $2 title, $3 story, $4 AI tools used, $5 results, $6 community id. Its
 * author and community names are read by join, not copied into the spotlight.
 */
export const INSERT_SPOTLIGHT_SQL = `
  INSERT INTO member_spotlights (user_id, title, story, ai_tools_used, results, community_id)
  VALUES ($1, $2, $3, $4, $5, $6)
  RETURNING id`;
export interface IdRow {
  id: number;
}

/** A real member's spotlight $1, locked, for an image change. */
export const LOCK_SPOTLIGHT_IMAGE_SQL = `SELECT title, image FROM member_spotlights WHERE id = $1 AND user_id IS NOT NULL AND NOT example FOR UPDATE`;
export interface SpotlightImageRow {
  title: string;
  image: string | null;
}

/** Sets the image of the spotlight $1 to $2 (or null). */
export const SET_SPOTLIGHT_IMAGE_SQL = `UPDATE member_spotlights SET image = $2 WHERE id = $1`;

/** A real member's spotlight $1, locked, for a review. */
export const LOCK_SPOTLIGHT_REVIEW_SQL = `
  SELECT id, user_id AS "userId", community_id AS "communityId", is_published AS published, title FROM member_spotlights
   WHERE id = $1 AND user_id IS NOT NULL AND NOT example FOR UPDATE`;
export interface SpotlightReviewRow {
  id: number;
  userId: number;
  communityId: number | null;
  published: boolean;
  title: string;
}

/** What each review action does to the spotlight $1 (and it is marked reviewed). */
export const REVIEW_SPOTLIGHT_SQL = {
  approve: `UPDATE member_spotlights SET is_published = true, published_at = coalesce(published_at, now()), rejected_at = NULL, reviewed_at = now() WHERE id = $1`,
  reject: `UPDATE member_spotlights SET is_published = false, is_featured = false, rejected_at = now(), reviewed_at = now() WHERE id = $1`,
  feature: `UPDATE member_spotlights SET is_featured = true, featured_at = coalesce(featured_at, now()), reviewed_at = now() WHERE id = $1`,
  unfeature: `UPDATE member_spotlights SET is_featured = false, reviewed_at = now() WHERE id = $1`,
} as const;
