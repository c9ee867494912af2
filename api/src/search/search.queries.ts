import { DISCUSSION_PAGE_SIZE } from '@cci/contracts';

// The statements of GET /api/search, as the API sends them: the bench (bench/) EXPLAINs them on its seed and
// api/test/search.e2e-spec.ts checks their plans use the chunked GIN indexes of migration SearchChunks.

/** Rows read per page: one more than shown tells whether a next page exists. */
export const SEARCH_READ = DISCUSSION_PAGE_SIZE + 1;
/** Each kind of post (threads, replies) ranks at most its newest this many matches (see SEARCH_SQL). */
export const SEARCH_CANDIDATES = 500;
/**
 * The chunks SEARCH_SQL walks, newest first, as a shift of the post's key: 4,096 threads or 16,384 replies a chunk,
 * the widths of the indexes post_search_thread_chunks and post_search_reply_chunks (migrations SearchChunks, SearchChunkCommunities).
 */
export const THREAD_CHUNK_BITS = 12;
export const REPLY_CHUNK_BITS = 14;
/** The deepest offset a cursor may hold (50 pages): past it, a query should be made more precise. */
export const SEARCH_MAX_OFFSET = 50 * DISCUSSION_PAGE_SIZE;

/**
 * The snippet is safe HTML whose only markup is <mark>: the text is HTML-escaped BEFORE ts_headline (so the
 * parser sees no tag, and a stored <script> comes out as the text "&lt;script&gt;"), and ts_headline adds the marks.
 */
const ESCAPED = (text: string) => `replace(replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`;
const HEADLINE_OPTIONS = `StartSel="<mark>", StopSel="</mark>", MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The snippets of one answer ($1 the query, $2 the hits' texts in order), in one statement after the searches. The
 * texts are plain: a post's or an article's Markdown is rendered to its words first (contracts' markdownExcerpt, in the
 * service), so a snippet never shows `**`, a code fence or a link's address, only what a reader sees.
 */
export const HEADLINES_SQL = `
  SELECT ts_headline('english', ${ESCAPED('t.text')}, websearch_to_tsquery('english', $1), '${HEADLINE_OPTIONS}') AS snippet
    FROM unnest($2::text[]) WITH ORDINALITY t(text, n)
   ORDER BY t.n`;

/**
 * The query as typed ($1), parsed as a web search box would ("quoted phrase", or, -word). Written out where it is used,
 * not in a CTE: a CTE used three times is materialised, and `search @@ <a CTE's column>` can no longer use the index.
 */
const QUERY = `websearch_to_tsquery('english', $1)`;

/** A thread's visibility to everyone: neither hidden nor deleted. */
const SHOWN = (alias: string) => `NOT ${alias}.hidden AND ${alias}.deleted_at IS NULL`;
/** Site-wide ($2 null) or one community's posts. */
const IN_SCOPE = (alias: string) => `($2::int IS NULL OR ${alias}.community_id = $2::int)`;

/** A search that still runs after this long is cancelled and answered 503 (add a word): it must not queue the rest. */
export const SEARCH_TIMEOUT_MS = 3_000;

/**
 * One page of hits ($1 the query as typed, $2 a community's id or null, $3 the offset). Threads match on title
 * (weight A) and body (B), replies on their body, weighted as a thread's body is (ts_rank's weights are {D, C, B, A};
 * a reply's vector is all D), so a title match ranks above any body match; ranks are normalised by document length.
 * Only the page's 20 rows are read in full, after the ranking; their snippets are HEADLINES_SQL's (the costly part).
 *
 * The candidates come from post_search (migration PostSearch): one narrow row per post with its vector, community,
 * time and whether everyone may see it (`shown`: the post and, for a reply, its thread neither hidden nor deleted),
 * so ranking reads a few hundred bytes per candidate instead of the post's row, and no reply is joined with its thread.
 * Each kind ranks its newest SEARCH_CANDIDATES matches (500: the 50 pages a search may reach, SEARCH_MAX_OFFSET, fit).
 *
 * GIN finds matches unordered, so "the newest 500" read every match (a common word: 100,000 rows at 1M replies) or
 * walked a key back filtering (two topics: 71,000 rows). Instead each kind walks its chunks of keys newest first
 * (generate_series from the newest post's chunk down to 0; a reply's chunk is its key >> REPLY_CHUNK_BITS), reads one
 * chunk's matches through the chunked index (post_search_chunked: the chunk's lexemes, '61:embed', so a chunk's
 * matches are their own posting lists; in one community ANDed with the chunk's community lexeme, '61:#2'), sorts them
 * by key, and the LIMIT stops the nested loop once it has 500: a common word reads one or two chunks, two topics a
 * few, a rare word every chunk for a few index pages each. The walk relies on the executor's order (the chunks in
 * generate_series' order, each sorted): an ORDER BY over the whole walk would sort every chunk's matches first.
 * OFFSET 0 keeps the exact `search @@ query` (phrases: the chunked vector has no positions, so post_search_chunk_query
 * looks a phrase up as its words) outside the chunk's scan, so that the planner cannot read the chunk through another
 * index.
 *
 * Paged by offset: ranks are floats over a bounded candidate set, so a rank keyset would save no work and bring ties
 * into the cursor. SEARCH_MAX_OFFSET bounds the depth (50 pages).
 */
export const SEARCH_SQL = `
  WITH hits AS (
    (SELECT 'thread' AS kind, s.thread_id, NULL::int AS reply_id, ts_rank(s.search, ${QUERY}, 1) AS rank, s.created_at
       FROM generate_series((SELECT max(thread_id) FROM post_search WHERE reply_id IS NULL) >> ${THREAD_CHUNK_BITS}, 0, -1) chunk
            CROSS JOIN LATERAL (
              SELECT s.thread_id, s.search, s.created_at FROM post_search s
               WHERE post_search_chunked(s.search, s.thread_id >> ${THREAD_CHUNK_BITS}, s.community_id) @@ post_search_chunk_query(${QUERY}, chunk, $2::int)
                 AND s.shown AND s.reply_id IS NULL AND ${IN_SCOPE('s')}
               ORDER BY s.thread_id DESC
              OFFSET 0) s
      WHERE s.search @@ ${QUERY}
      LIMIT ${SEARCH_CANDIDATES})
    UNION ALL
    (SELECT 'reply', s.thread_id, s.reply_id, ts_rank('{0.4, 0.2, 0.4, 1.0}', s.search, ${QUERY}, 1), s.created_at
       FROM generate_series((SELECT max(reply_id) FROM post_search) >> ${REPLY_CHUNK_BITS}, 0, -1) chunk
            CROSS JOIN LATERAL (
              SELECT s.thread_id, s.reply_id, s.search, s.created_at FROM post_search s
               WHERE post_search_chunked(s.search, s.reply_id >> ${REPLY_CHUNK_BITS}, s.community_id) @@ post_search_chunk_query(${QUERY}, chunk, $2::int)
                 AND s.shown AND s.reply_id IS NOT NULL AND ${IN_SCOPE('s')}
               ORDER BY s.reply_id DESC
              OFFSET 0) s
      WHERE s.search @@ ${QUERY}
      LIMIT ${SEARCH_CANDIDATES})
  ),
  page AS (
    SELECT * FROM hits
     ORDER BY rank DESC, created_at DESC, thread_id DESC, reply_id DESC NULLS FIRST
     LIMIT ${SEARCH_READ} OFFSET $3
  )
  SELECT p.kind, p.thread_id AS "threadId", p.reply_id AS "replyId", c.slug AS "communitySlug", c.name AS "communityName",
         t.title AS "threadTitle",
         coalesce(r.body, t.body) AS body,
         u.id AS "authorId", u.first_name AS "authorFirstName", u.last_name AS "authorLastName", u.avatar AS "authorAvatar", p.created_at AS "createdAt"
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
