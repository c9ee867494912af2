import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Posts per chunk, as a shift of the post's key, as in migration SearchChunks (SEARCH_SQL uses the same widths). */
const THREAD_BITS = 12;
const REPLY_BITS = 14;

/** The chunked indexes of migration SearchChunks, over post_search_chunked(search, chunk[, community]). */
const INDEXES = (args: (key: string, bits: number) => string) => [
  `CREATE INDEX "post_search_thread_chunks" ON "post_search" USING GIN (post_search_chunked(${args('thread_id', THREAD_BITS)}))
     WHERE "shown" AND "reply_id" IS NULL`,
  `CREATE INDEX "post_search_reply_chunks" ON "post_search" USING GIN (post_search_chunked(${args('reply_id', REPLY_BITS)}))
     WHERE "shown" AND "reply_id" IS NOT NULL`,
];

/**
 * A search in one community looks up only that community's posts of each chunk. The chunked vector of migration
 * SearchChunks also holds the chunk's community ('61:#2'), and post_search_chunk_query ANDs it to the query when the
 * search is in one community: two topics in one community walk 28 chunks of 16,384 replies at 1M replies, and 7 in 8
 * of each chunk's matches are in other communities (116 rows a chunk read and filtered, 18 kept). Site-wide, and for
 * a query with no word a post must contain, the lookup is as before. A thread moved to another community updates its
 * rows' community_id (the post_search triggers), hence their entries.
 */
export class SearchChunkCommunities1764691000000 implements MigrationInterface {
  name = 'SearchChunkCommunities1764691000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "post_search_thread_chunks"`);
    await q.query(`DROP INDEX "post_search_reply_chunks"`);
    await q.query(`DROP FUNCTION "post_search_chunk_query"(tsquery, integer)`);
    await q.query(`DROP FUNCTION "post_search_chunked"(tsvector, integer)`);
    await q.query(`
      CREATE FUNCTION "post_search_chunked"(search tsvector, chunk integer, community integer) RETURNS tsvector
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT array_to_tsvector(ARRAY(SELECT chunk || ':' || l FROM unnest(tsvector_to_array(search)) l)
                                       || ARRAY[chunk || ':', chunk || ':#' || community]) $$`);
    // The query's lexemes prefixed with the chunk (phrases, <-> and <N>, become AND: the chunked vector has no
    // positions), ANDed with the community's lexeme in one community, or else with the bare chunk when no word is required.
    await q.query(`
      CREATE FUNCTION "post_search_chunk_query"(query tsquery, chunk integer, community integer) RETURNS tsquery
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT CASE WHEN numnode(query) = 0 THEN query ELSE (
                CASE WHEN community IS NOT NULL THEN quote_literal(chunk || ':#' || community) || ' & '
                     WHEN querytree(query) = 'T' THEN quote_literal(chunk || ':') || ' & ' ELSE '' END
                || '(' || regexp_replace(regexp_replace(query::text, '<(-|\\d+)>', '&', 'g'),
                                         '''((?:[^'']|'''')*)''', '''' || chunk || ':\\1''', 'g') || ')')::tsquery END $$`);
    for (const sql of INDEXES((key, bits) => `"search", "${key}" >> ${bits}, "community_id"`)) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "post_search_thread_chunks"`);
    await q.query(`DROP INDEX "post_search_reply_chunks"`);
    await q.query(`DROP FUNCTION "post_search_chunk_query"(tsquery, integer, integer)`);
    await q.query(`DROP FUNCTION "post_search_chunked"(tsvector, integer, integer)`);
    await q.query(`
      CREATE FUNCTION "post_search_chunked"(search tsvector, chunk integer) RETURNS tsvector
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT array_to_tsvector(ARRAY(SELECT chunk || ':' || l FROM unnest(tsvector_to_array(search)) l) || (chunk || ':')) $$`);
    await q.query(`
      CREATE FUNCTION "post_search_chunk_query"(query tsquery, chunk integer) RETURNS tsquery
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT CASE WHEN numnode(query) = 0 THEN query ELSE (
                CASE WHEN querytree(query) = 'T' THEN quote_literal(chunk || ':') || ' & ' ELSE '' END
                || '(' || regexp_replace(regexp_replace(query::text, '<(-|\\d+)>', '&', 'g'),
                                         '''((?:[^'']|'''')*)''', '''' || chunk || ':\\1''', 'g') || ')')::tsquery END $$`);
    for (const sql of INDEXES((key, bits) => `"search", "${key}" >> ${bits}`)) await q.query(sql);
  }
}
