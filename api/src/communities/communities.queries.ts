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

/** The welcome thread's title and text (issue 30 §2: a new member's introduction goes there). */
export const WELCOME_THREAD_TITLE = 'Introduce yourself';
const WELCOME_THREAD_BODY =
  'Welcome! Say hello: who you are, what you are learning or building with AI, and what you would like help with.';

/**
 * The pinned "Introduce yourself" thread of the community $1 (every community when $1 is null) that has none: one a
 * community (threads_welcome_key), so running it again, on any replica, at once, inserts nothing more.
 */
export const ENSURE_WELCOME_THREADS_SQL = `
  INSERT INTO "threads" ("community_id", "author_id", "title", "body", "body_html", "pinned", "welcome")
  SELECT c."id", NULL, '${WELCOME_THREAD_TITLE}', '${WELCOME_THREAD_BODY}', '<p>${WELCOME_THREAD_BODY}</p>', true, true
    FROM "communities" c
   WHERE $1::int IS NULL OR c."id" = $1::int
  ON CONFLICT ("community_id") WHERE "welcome" DO NOTHING`;
