import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search of everything public (GET /api/search?type=events|articles|members, and the grouped answer without type):
 *
 * - Events and articles get a weighted English `tsvector` (title A, then description B and location C; an article's
 *   excerpt B and body C) from an IMMUTABLE function, and a GIN index on that expression: the statements of
 *   site-search.queries.ts call the same function, so `site_search_event(...) @@ query` is read through the index.
 *   Functions rather than stored columns leave the tables' rows, and their writers, as they are.
 * - Members are found only by what their public profile shows: the display name (first name and last initial, never
 *   the full last name nor the e-mail) by trigram/prefix (`ILIKE 'alex%'`, `<%` for a typo) through a GIN trigram index
 *   on that expression, and bio and expertise tags by full text through a GIN index.
 */
export class SiteSearch1764720000000 implements MigrationInterface {
  name = 'SiteSearch1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION site_search_event(title text, description text, location text) RETURNS tsvector
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')
            || setweight(to_tsvector('english', location), 'C')`);
    await q.query(`
      CREATE FUNCTION site_search_article(title text, excerpt text, content text) RETURNS tsvector
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B')
            || setweight(to_tsvector('english', content), 'C')`);
    // array_to_string is only STABLE (anyarray); a text[]'s output does not depend on settings, so this is immutable.
    await q.query(`
      CREATE FUNCTION site_search_member(bio text, expertise text[]) RETURNS tsvector
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN setweight(to_tsvector('english', array_to_string(expertise, ' ')), 'B') || setweight(to_tsvector('english', bio), 'C')`);
    await q.query(`
      CREATE FUNCTION site_search_member_name(first_name text, last_name text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE
        RETURN lower(btrim(first_name) || ' ' || left(btrim(last_name), 1))`);
    await q.query(`CREATE INDEX "events_site_search_idx" ON "events" USING GIN (site_search_event("title", "description", "location"))`);
    await q.query(`CREATE INDEX "articles_site_search_idx" ON "articles" USING GIN (site_search_article("title", "excerpt", "content"))`);
    await q.query(`CREATE INDEX "users_site_search_idx" ON "users" USING GIN (site_search_member("bio", "expertise"))`);
    await q.query(
      `CREATE INDEX "users_display_name_trgm_idx" ON "users" USING GIN (site_search_member_name("first_name", "last_name") gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP INDEX "events_site_search_idx", "articles_site_search_idx", "users_site_search_idx", "users_display_name_trgm_idx"`,
    );
    await q.query(`DROP FUNCTION site_search_event, site_search_article, site_search_member, site_search_member_name`);
  }
}
