import { SEARCH_GROUP_SIZE } from '@cci/contracts';

// The statements of GET /api/search?type=events|articles|members (and of the grouped answer without type), and of the
// composer's similar threads. Each reads through an index of migration SiteSearch: the matching function of the row
// is written exactly as that index's expression, so the planner uses it (api/test/site-search.e2e-spec.ts checks).

const QUERY = `websearch_to_tsquery('english', $1)`;
const EVENT_VECTOR = `site_search_event(e.title, e.description, e.location)`;
const ARTICLE_VECTOR = `site_search_article(a.title, a.excerpt, a.content)`;
const MEMBER_VECTOR = `site_search_member(u.bio, u.expertise)`;
const MEMBER_NAME = `site_search_member_name(u.first_name, u.last_name)`;

/**
 * Published, not archived events ($1 the query, $2 rows to read, $3 the offset), as the event pages show them: title
 * above description above location; past and unscheduled events too (their pages stay). Best rank first, then the
 * latest start.
 */
export const EVENT_HITS_SQL = `
  SELECT e.id, e.title, e.description AS text, e.date, e.starts_at AS "startsAt", e.location,
         c.slug AS "communitySlug", c.name AS "communityName"
    FROM events e LEFT JOIN communities c ON c.id = e.community_id
   WHERE ${EVENT_VECTOR} @@ ${QUERY} AND e.published AND e.deleted_at IS NULL
   ORDER BY ts_rank(${EVENT_VECTOR}, ${QUERY}, 1) DESC, e.starts_at DESC NULLS LAST, e.id DESC
   LIMIT $2 OFFSET $3`;

/** Published, not archived articles ($1, $2, $3 as above): title above excerpt above body; best rank, then newest. */
export const ARTICLE_HITS_SQL = `
  SELECT a.id, a.slug, a.title, a.excerpt, a.content, a.created_at AS "createdAt"
    FROM articles a
   WHERE ${ARTICLE_VECTOR} @@ ${QUERY} AND a.published AND a.deleted_at IS NULL
   ORDER BY ts_rank(${ARTICLE_VECTOR}, ${QUERY}, 1) DESC, a.created_at DESC, a.id DESC
   LIMIT $2 OFFSET $3`;

/**
 * Members by what their public profile shows ($1 the query, $2 rows, $3 offset, $4 the query as a LIKE prefix,
 * lower-case and escaped): the display name ("alex k": first name and last initial) starting with the query, or a
 * word of it close to the query (pg_trgm `<%`, for a typo), through users_display_name_trgm_idx; or bio and expertise
 * by full text through users_site_search_idx. Never the e-mail nor the full last name. Accounts are as public as
 * their profile pages (GET /api/members/:id): a deleted account has no row. Name matches first, then the closest.
 */
export const MEMBER_HITS_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.avatar, u.expertise
    FROM users u
   WHERE ${MEMBER_NAME} LIKE $4 || '%' OR ${MEMBER_NAME} LIKE '% ' || $4 || '%' OR lower($1) <% ${MEMBER_NAME}
      OR ${MEMBER_VECTOR} @@ ${QUERY}
   ORDER BY ${MEMBER_NAME} LIKE $4 || '%' DESC, word_similarity(lower($1), ${MEMBER_NAME}) DESC,
            ts_rank(${MEMBER_VECTOR}, ${QUERY}) DESC, u.id
   LIMIT $2 OFFSET $3`;

/** The fewest characters of a title that asks for similar threads: shorter ones are too vague to compare. */
export const SIMILAR_TITLE_MIN = 8;

/**
 * The visible threads of community $1 whose titles are closest to the title being written ($2): pg_trgm similarity
 * over the whole titles (`%`, at least pg_trgm.similarity_threshold, 0.3) through threads_title_trgm_idx; the closest first.
 */
export const SIMILAR_THREADS_SQL = `
  SELECT t.id, t.title, t.reply_count AS "replyCount", t.created_at AS "createdAt"
    FROM threads t
   WHERE t.title % $2 AND t.community_id = $1 AND NOT t.hidden AND t.deleted_at IS NULL
   ORDER BY similarity(t.title, $2) DESC, t.id DESC
   LIMIT ${SEARCH_GROUP_SIZE}`;

/** Rows of `sql` as a JSON array, in its order. */
const inOrder = (sql: string) =>
  `(SELECT coalesce(json_agg(to_jsonb(x) - 'n' ORDER BY x.n), '[]') FROM (SELECT s.*, row_number() OVER () AS n FROM (${sql}) s) x)`;

/**
 * The grouped answer's events, articles and members ($1 the query, $2 rows to read, $3 the offset, $4 the LIKE prefix,
 * as above) in one statement and one connection, beside the posts' search on another: three JSON arrays of the rows
 * EVENT_HITS_SQL, ARTICLE_HITS_SQL and MEMBER_HITS_SQL answer.
 */
export const GROUPED_HITS_SQL = `
  SELECT ${inOrder(EVENT_HITS_SQL)} AS events, ${inOrder(ARTICLE_HITS_SQL)} AS articles, ${inOrder(MEMBER_HITS_SQL)} AS members`;
