import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Posts per chunk, as a shift of the post's key: 4,096 threads, 16,384 replies (SEARCH_SQL uses the same widths). */
const THREAD_BITS = 12;
const REPLY_BITS = 14;

/**
 * Search walks the newest posts first, a chunk of post keys at a time, and stops once it has its candidates (see
 * SEARCH_SQL): GIN returns its matches unordered, so for "the newest 500 matches" PostgreSQL read every match of a
 * word (7,000 to 100,000 rows at 1M replies, then a sort) or walked the reply key back filtering (71,000 rows for two
 * topics). Here each of a post's lexemes is indexed prefixed with its chunk ('61:embed': reply key >> 14 = 61), so
 * one chunk's matches are their own posting lists: a common word reads one chunk's matches, two topics a few chunks'
 * small lists, and a rare word visits every chunk for a few index pages each. (A btree_gin (chunk, search) index was
 * measured first: it intersects a chunk's posting list of 16,384 posts with the word's, decoding a page of it for
 * every match, about 3x slower for a rare word and 1.5x for two topics in one community.)
 *
 * The chunked vector has no positions (a phrase is looked up as its words, and the query checks the post's own
 * vector), and also holds the bare chunk ('61:'), which post_search_chunk_query ANDs to a query with no word a post
 * must contain (`-word` alone): such a query reads that chunk's posts, not the whole index. The indexes are built from
 * the rows there are, and kept by PostgreSQL with every write of the post_search triggers, in the writer's
 * transaction; the plain GIN index goes, as nothing reads it any more.
 */
export class SearchChunks1764690000000 implements MigrationInterface {
  name = 'SearchChunks1764690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "post_search_chunked"(search tsvector, chunk integer) RETURNS tsvector
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT array_to_tsvector(ARRAY(SELECT chunk || ':' || l FROM unnest(tsvector_to_array(search)) l) || (chunk || ':')) $$`);
    // The query's lexemes prefixed with the chunk; phrases (<->, <N>) become AND, as the chunked vector has no positions.
    await q.query(`
      CREATE FUNCTION "post_search_chunk_query"(query tsquery, chunk integer) RETURNS tsquery
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT CASE WHEN numnode(query) = 0 THEN query ELSE (
                CASE WHEN querytree(query) = 'T' THEN quote_literal(chunk || ':') || ' & ' ELSE '' END
                || '(' || regexp_replace(regexp_replace(query::text, '<(-|\\d+)>', '&', 'g'),
                                         '''((?:[^'']|'''')*)''', '''' || chunk || ':\\1''', 'g') || ')')::tsquery END $$`);
    await q.query(`
      CREATE INDEX "post_search_thread_chunks" ON "post_search" USING GIN (post_search_chunked("search", "thread_id" >> ${THREAD_BITS}))
        WHERE "shown" AND "reply_id" IS NULL`);
    await q.query(`
      CREATE INDEX "post_search_reply_chunks" ON "post_search" USING GIN (post_search_chunked("search", "reply_id" >> ${REPLY_BITS}))
        WHERE "shown" AND "reply_id" IS NOT NULL`);
    await q.query(`DROP INDEX "post_search_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "post_search_idx" ON "post_search" USING GIN ("search") WHERE "shown"`);
    await q.query(`DROP INDEX "post_search_reply_chunks"`);
    await q.query(`DROP INDEX "post_search_thread_chunks"`);
    await q.query(`DROP FUNCTION "post_search_chunk_query"(tsquery, integer)`);
    await q.query(`DROP FUNCTION "post_search_chunked"(tsvector, integer)`);
  }
}
