// The statements of a community's tag list and of its curation by staff (migration ThreadTags). The thread's side (its
// tags, the lists' filter, posting with tags) is in discussions.queries.ts.

/** Whether community $1's members may suggest tags (no row: no). */
const ALLOW_SUGGESTIONS = `coalesce((SELECT s.allow_suggestions FROM tag_settings s WHERE s.community_id = $1), false)`;

/** The shown threads carrying tag g, as the triggers of migration TagCounts keep it on the tag. */
const THREAD_COUNT = `g.thread_count AS "threadCount"`;

/** GET /api/communities/:slug/tags: community $1's curated tags, most used first, and whether members may suggest. */
export const COMMUNITY_TAGS_SQL = `
  SELECT ${ALLOW_SUGGESTIONS} AS "allowSuggestions",
         coalesce((SELECT json_agg(x ORDER BY x."threadCount" DESC, x.name) FROM (
           SELECT g.name, g.description, ${THREAD_COUNT} FROM tags g WHERE g.community_id = $1 AND g.approved) x), '[]') AS tags`;

const ADMIN_TAG_COLUMNS = `
  g.name, g.description, g.approved, ${THREAD_COUNT}, g.created_at AS "createdAt",
  u.id AS "creatorId", u.first_name AS "creatorFirstName", u.last_name AS "creatorLastName"`;

/** GET /api/admin/communities/:slug/tags: every tag of community $1, suggestions first, then by name. */
export const ADMIN_TAGS_SQL = `
  SELECT ${ADMIN_TAG_COLUMNS} FROM tags g LEFT JOIN users u ON u.id = g.created_by
   WHERE g.community_id = $1 ORDER BY g.approved, g.name`;
/** Community $1's setting. */
export const ALLOW_SUGGESTIONS_SQL = `SELECT ${ALLOW_SUGGESTIONS} AS "allowSuggestions"`;

/** One tag of community $1 by name ($2), as ADMIN_TAGS_SQL reads it. */
export const ADMIN_TAG_SQL = `
  SELECT ${ADMIN_TAG_COLUMNS} FROM tags g LEFT JOIN users u ON u.id = g.created_by WHERE g.community_id = $1 AND g.name = $2`;

/** A curated tag $2 (description $3) of community $1 by staff member $4 (null: the shared password); none when taken. */
export const CREATE_TAG_SQL = `
  INSERT INTO tags (community_id, name, description, created_by, approved) VALUES ($1, $2, $3, $4, true)
  ON CONFLICT (community_id, name) DO NOTHING RETURNING name`;

/** Tag $2 of community $1, locked for its change, as it was before it. */
export const LOCK_TAG_SQL = `SELECT id, name, description, approved FROM tags WHERE community_id = $1 AND name = $2 FOR UPDATE`;

/** Tag $1: name $2, description $3 (when $4), approved $5; no row: another tag of the community has name $2. */
export const UPDATE_TAG_SQL = `
  UPDATE tags g SET name = $2, description = CASE WHEN $4 THEN $3 ELSE g.description END, approved = $5
   WHERE g.id = $1 AND NOT EXISTS (SELECT 1 FROM tags o WHERE o.community_id = g.community_id AND o.name = $2 AND o.id <> $1)
  RETURNING g.name`;

/** Tag $2 of community $1 gone, and with it from every thread (thread_tags' cascade, by thread_tags_tag_idx). */
export const DELETE_TAG_SQL = `DELETE FROM tags WHERE community_id = $1 AND name = $2 RETURNING name, description, approved`;

/** Community $1's members may suggest tags ($2), or not. */
export const SET_TAG_SETTINGS_SQL = `
  INSERT INTO tag_settings (community_id, allow_suggestions) VALUES ($1, $2)
  ON CONFLICT (community_id) DO UPDATE SET allow_suggestions = EXCLUDED.allow_suggestions`;
