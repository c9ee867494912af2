import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether a reply `r` of thread `t` is shown to everyone: neither it nor its thread is hidden or deleted. */
const SHOWN = `NOT r."hidden" AND r."deleted_at" IS NULL AND NOT t."hidden" AND t."deleted_at" IS NULL`;

/**
 * Search reads a narrow table, as Discourse's post_search_data: one row per thread and per reply with what a search
 * filters and ranks on (the post, its thread, community and time, whether everyone may see it, the text vector),
 * instead of the posts' own rows (about 1.1 KB each with their Markdown and HTML). Ranking reads every candidate's
 * row, and the visibility of a reply's thread is a column here instead of a join with every thread.
 *
 * Kept by statement triggers on threads and replies (transition tables), in the writer's transaction: a post is
 * searchable when it commits, hidden and deleted posts (and the replies of a hidden or deleted thread) are `shown =
 * false`, and deleting a post deletes its row (foreign keys). The posts keep their generated `search` vectors, the
 * source of these; their own GIN indexes go, as nothing reads them any more.
 */
export class PostSearch1764680000000 implements MigrationInterface {
  name = 'PostSearch1764680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "post_search" (
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "reply_id" integer NULL REFERENCES "replies"("id") ON DELETE CASCADE,
        "community_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        "shown" boolean NOT NULL,
        "search" tsvector NOT NULL
      )`);
    await q.query(`
      INSERT INTO "post_search" ("thread_id", "reply_id", "community_id", "created_at", "shown", "search")
      SELECT t."id", NULL, t."community_id", t."created_at", NOT t."hidden" AND t."deleted_at" IS NULL, t."search" FROM "threads" t`);
    await q.query(`
      INSERT INTO "post_search" ("thread_id", "reply_id", "community_id", "created_at", "shown", "search")
      SELECT r."thread_id", r."id", r."community_id", r."created_at", ${SHOWN}, r."search"
        FROM "replies" r JOIN "threads" t ON t."id" = r."thread_id"`);
    // One row per post; the keys also walk the newest posts back (a common word's newest matches).
    await q.query(`CREATE UNIQUE INDEX "post_search_thread_key" ON "post_search" ("thread_id") WHERE "reply_id" IS NULL`);
    await q.query(`CREATE UNIQUE INDEX "post_search_reply_key" ON "post_search" ("reply_id")`);
    await q.query(`CREATE INDEX "post_search_idx" ON "post_search" USING GIN ("search") WHERE "shown"`);

    await q.query(`
      CREATE FUNCTION "post_search_threads_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "post_search" ("thread_id", "reply_id", "community_id", "created_at", "shown", "search")
        SELECT n."id", NULL, n."community_id", n."created_at", NOT n."hidden" AND n."deleted_at" IS NULL, n."search" FROM new_rows n;
        RETURN NULL;
      END $$`);
    // A thread's text, visibility or community changed: its row; and when its visibility or community changed, its
    // replies' rows too (a reply is shown only in a shown thread).
    await q.query(`
      CREATE FUNCTION "post_search_threads_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "post_search" s SET "search" = n."search", "community_id" = n."community_id",
                                   "shown" = NOT n."hidden" AND n."deleted_at" IS NULL
          FROM new_rows n
         WHERE s."thread_id" = n."id" AND s."reply_id" IS NULL
           AND (s."search", s."community_id", s."shown") IS DISTINCT FROM (n."search", n."community_id", NOT n."hidden" AND n."deleted_at" IS NULL);
        UPDATE "post_search" s SET "community_id" = t."community_id", "shown" = ${SHOWN}
          FROM new_rows t JOIN old_rows o ON o."id" = t."id" JOIN "replies" r ON r."thread_id" = t."id"
         WHERE s."reply_id" = r."id"
           AND (o."hidden", o."deleted_at" IS NULL, o."community_id") IS DISTINCT FROM (t."hidden", t."deleted_at" IS NULL, t."community_id")
           AND (s."community_id", s."shown") IS DISTINCT FROM (t."community_id", ${SHOWN});
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "post_search_replies_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "post_search" ("thread_id", "reply_id", "community_id", "created_at", "shown", "search")
        SELECT r."thread_id", r."id", r."community_id", r."created_at", ${SHOWN}, r."search"
          FROM new_rows r JOIN "threads" t ON t."id" = r."thread_id";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "post_search_replies_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "post_search" s SET "search" = r."search", "community_id" = r."community_id", "shown" = ${SHOWN}
          FROM new_rows r JOIN "threads" t ON t."id" = r."thread_id"
         WHERE s."reply_id" = r."id"
           AND (s."search", s."community_id", s."shown") IS DISTINCT FROM (r."search", r."community_id", ${SHOWN});
        RETURN NULL;
      END $$`);
    for (const [table, op] of [
      ['threads', 'inserted'],
      ['threads', 'updated'],
      ['replies', 'inserted'],
      ['replies', 'updated'],
    ] as const)
      await q.query(`
        CREATE TRIGGER "post_search_${table}_${op}" AFTER ${op === 'inserted' ? 'INSERT' : 'UPDATE'} ON "${table}"
          REFERENCING ${op === 'updated' ? 'OLD TABLE AS old_rows ' : ''}NEW TABLE AS new_rows
          FOR EACH STATEMENT EXECUTE FUNCTION "post_search_${table}_${op}"()`);

    await q.query(`DROP INDEX "threads_search_idx"`);
    await q.query(`DROP INDEX "replies_search_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "threads_search_idx" ON "threads" USING GIN ("search")`);
    await q.query(`CREATE INDEX "replies_search_idx" ON "replies" USING GIN ("search")`);
    for (const table of ['threads', 'replies'])
      for (const op of ['inserted', 'updated']) {
        await q.query(`DROP TRIGGER "post_search_${table}_${op}" ON "${table}"`);
        await q.query(`DROP FUNCTION "post_search_${table}_${op}"()`);
      }
    await q.query(`DROP TABLE "post_search"`);
  }
}
