import { DISCUSSION_PAGE_SIZE } from '@cci/contracts';

// The statements of GET /api/search, as the API sends them: the bench (bench/) EXPLAINs them on its seed and
// api/test/search.e2e-spec.ts checks their plans use the GIN indexes of migration Discussions.

/** Rows read per page: one more than shown tells whether a next page exists. */
export const SEARCH_READ = DISCUSSION_PAGE_SIZE + 1;
/** Each kind of post ranks at most its newest this many matches (see SEARCH_SQL). */
export const SEARCH_CANDIDATES = 2000;
/** The deepest offset a cursor may hold (50 pages): past it, a query should be made more precise. */
export const SEARCH_MAX_OFFSET = 50 * DISCUSSION_PAGE_SIZE;

/**
 * The snippet is safe HTML whose only markup is <mark>: the post's text is HTML-escaped BEFORE ts_headline (so the
 * parser sees no tag, and a stored <script> comes out as the text "&lt;script&gt;"), and ts_headline adds the marks.
 */
const ESCAPED = (text: string) => `replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;
const HEADLINE_OPTIONS = `StartSel="<mark>", StopSel="</mark>", MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The query as typed ($1), parsed as a web search box would ("quoted phrase", or, -word). Written out where it is used,
 * not in a CTE: a CTE used three times is materialised, and `search @@ <a CTE's column>` can no longer use the index.
 */
const QUERY = `websearch_to_tsquery('english', $1)`;

/** A post's visibility to everyone: neither hidden nor deleted. */
const SHOWN = (alias: string) => `NOT ${alias}.hidden AND ${alias}.deleted_at IS NULL`;
/**
 * Site-wide ($2 null) or one community's posts (a reply's own copy of its thread's community: one filter, no join).
 * For replies the filter is kept off replies' community index (`+ 0`): ANDing its 140,000 entries of a big community
 * with the text index's bitmap cost more than checking the community on the few candidate rows (150 ms at 1M replies).
 */
const IN_SCOPE = (alias: string) => `($2::int IS NULL OR ${alias}.community_id${alias === 'r' ? ' + 0' : ''} = $2::int)`;

/** A search that still runs after this long is cancelled and answered 503 (add a word): it must not queue the rest. */
export const SEARCH_TIMEOUT_MS = 3_000;

/**
 * One page of hits ($1 the query as typed, $2 a community's id or null, $3 the offset). Threads match on title
 * (weight A) and body (B), replies on their body, weighted as a thread's body is (ts_rank's weights are {D, C, B, A};
 * a reply's vector is all D), so a title match ranks above any body match; ranks are normalised by document length.
 * Only the page's 20 rows get a ts_headline (the costly part), after the ranking.
 *
 * Each kind ranks its newest SEARCH_CANDIDATES matches. Ranking must read every candidate's row (GIN finds matches
 * unordered), so a word in one post in ten would read 100,000 rows at 1M replies (82 ms of execution for 20,000
 * matches at 200k replies, measured): with the bound the planner either walks the primary key backwards until it has
 * 2,000 matches (a common word: 9 ms for the same query) or, for a rarer query, reads the GIN index
 * (threads_search_idx, replies_search_idx) and sorts the few matches. The cost of that choice rests on the planner's
 * estimate: an AND of two common words that never appear together is its worst case (a walk over many rows).
 *
 * Paged by offset: ranks are floats over a bounded candidate set, so a rank keyset would save no work and bring ties
 * into the cursor. SEARCH_MAX_OFFSET bounds the depth (50 pages).
 */
export const SEARCH_SQL = `
  WITH hits AS (
    (SELECT 'thread' AS kind, t.id AS thread_id, NULL::int AS reply_id, ts_rank(t.search, ${QUERY}, 1) AS rank, t.created_at
       FROM threads t
      WHERE t.search @@ ${QUERY} AND ${SHOWN('t')} AND ${IN_SCOPE('t')}
      ORDER BY t.id DESC
      LIMIT ${SEARCH_CANDIDATES})
    UNION ALL
    (SELECT 'reply', r.thread_id, r.id, ts_rank('{0.4, 0.2, 0.4, 1.0}', r.search, ${QUERY}, 1), r.created_at
       FROM replies r JOIN threads t ON t.id = r.thread_id
      WHERE r.search @@ ${QUERY} AND ${SHOWN('r')} AND ${SHOWN('t')} AND ${IN_SCOPE('r')}
      ORDER BY r.id DESC
      LIMIT ${SEARCH_CANDIDATES})
  ),
  page AS (
    SELECT * FROM hits
     ORDER BY rank DESC, created_at DESC, thread_id DESC, reply_id DESC NULLS FIRST
     LIMIT ${SEARCH_READ} OFFSET $3
  )
  SELECT p.kind, p.thread_id AS "threadId", p.reply_id AS "replyId", c.slug AS "communitySlug", c.name AS "communityName",
         t.title AS "threadTitle",
         ts_headline('english', ${ESCAPED('coalesce(r.body, t.body)')}, ${QUERY}, '${HEADLINE_OPTIONS}') AS snippet,
         u.id AS "authorId", u.first_name AS "authorFirstName", u.last_name AS "authorLastName", p.created_at AS "createdAt"
    FROM page p
    JOIN threads t ON t.id = p.thread_id
    JOIN communities c ON c.id = t.community_id
    LEFT JOIN replies r ON r.id = p.reply_id
    LEFT JOIN users u ON u.id = CASE WHEN p.reply_id IS NULL THEN t.author_id ELSE r.author_id END
   ORDER BY p.rank DESC, p.created_at DESC, p.thread_id DESC, p.reply_id DESC NULLS FIRST`;

/**
 * "Did you mean" ($1 the query, $2 a community's id or null), asked only when nothing matched: the visible thread
 * title closest to the query by pg_trgm word similarity (`<%`: the query is like some run of words of the title,
 * at least pg_trgm.word_similarity_threshold, 0.6), through threads_title_trgm_idx.
 */
export const SUGGESTION_SQL = `
  SELECT t.title FROM threads t
   WHERE $1 <% t.title AND ${SHOWN('t')} AND ${IN_SCOPE('t')}
   ORDER BY word_similarity($1, t.title) DESC, t.reply_count + t.like_count DESC, t.id DESC
   LIMIT 1`;

/** The search's transaction gives up after SEARCH_TIMEOUT_MS (PostgreSQL cancels the statement: 57014). */
export const SEARCH_TIMEOUT_SQL = `SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`;
