import { SUGGESTED_CONNECTIONS } from '@cci/contracts';

/** Whether a member exists: $1 their id. */
export const MEMBER_EXISTS_SQL = `SELECT 1 FROM users WHERE id = $1`;

/** Follow (idempotent): $1 the follower, $2 the member followed. */
export const FOLLOW_SQL = `INSERT INTO member_follows (follower_id, followee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`;

/** Stop following (idempotent): $1 the follower, $2 the member followed. */
export const UNFOLLOW_SQL = `DELETE FROM member_follows WHERE follower_id = $1 AND followee_id = $2`;

/** The members $1 follows, the latest followed first. */
export const FOLLOWING_SQL = `SELECT followee_id AS id FROM member_follows WHERE follower_id = $1 ORDER BY created_at DESC`;
export interface FollowedRow {
  id: number;
}

/**
 * Members of the community $1 (approved), not me ($2), not followed yet, ranked by expertise tags shared with mine
 * (case insensitive), then by their latest post in the community.
 */
export const SUGGESTED_SQL = `
  WITH mine AS (SELECT lower(unnest(expertise)) AS tag FROM users WHERE id = $2)
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar,
         ARRAY(SELECT e FROM unnest(u.expertise) e WHERE lower(e) IN (SELECT tag FROM mine)) AS shared
    FROM user_communities uc JOIN users u ON u.id = uc.user_id
   WHERE uc.community_id = $1 AND uc.status = 'approved' AND u.id <> $2
     AND NOT EXISTS (SELECT 1 FROM member_follows f WHERE f.follower_id = $2 AND f.followee_id = u.id)
   ORDER BY cardinality(ARRAY(SELECT e FROM unnest(u.expertise) e WHERE lower(e) IN (SELECT tag FROM mine))) DESC,
            (SELECT max(t.created_at) FROM threads t WHERE t.author_id = u.id AND t.community_id = $1) DESC NULLS LAST,
            u.id DESC
   LIMIT ${SUGGESTED_CONNECTIONS}`;
export interface SuggestedRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  shared: string[];
}
