import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tags (issue 29 §4), as Discourse has them: a list per community that staff curate, at most 5 on a thread.
 *
 * tags: a community's labels (lowercase words and dashes, contracts' TAG_NAME), unique by name within it; `approved`
 * is false for a member's suggestion until staff approve it (only approved tags show on threads and filter lists).
 * thread_tags: a thread's tags, each in a `position` of 1 to 5 that is unique per thread: the table itself holds no sixth
 * tag, however parallel the writers (the thread's row lock orders them; a racing sixth row would fail its constraint).
 * tag_settings: whether a community's members may suggest a tag while posting (no row: off, the default). A table of its
 * own: communities keeps exactly the spec's columns.
 *
 * Indexes, for the lists at the bench's size (50k threads; EXPLAINs in bench/README.md, issue 29):
 * - thread_tags_tag_idx (tag_id, thread_id) serves both shapes of the filtered list: for a common tag the plan walks
 *   the list's own partial index (threads_latest_idx...) in order and probes this index for each thread, stopping at
 *   the page's 21st row; for a rare tag it reads the tag's few threads from it and sorts them. It also serves the
 *   cascade when a tag is deleted;
 * - thread_tags_position_key (thread_id, position) reads a page's threads' tags in order (20 probes), and holds the
 *   limit; the primary key (thread_id, tag_id) keeps a tag once per thread.
 * The three tables wake the bus (the cached lists and tag lists are dropped on any write to them).
 */
export class ThreadTags1764750000000 implements MigrationInterface {
  name = 'ThreadTags1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "tags" (
        "id" serial PRIMARY KEY,
        "community_id" integer NOT NULL REFERENCES "communities"("id") ON DELETE CASCADE,
        "name" text NOT NULL CHECK ("name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("name") <= 30),
        "description" text CHECK (length("description") <= 300),
        "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
        "approved" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "tags_community_name_key" UNIQUE ("community_id", "name")
      )`);
    await q.query(`
      CREATE TABLE "thread_tags" (
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "tag_id" integer NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
        "position" smallint NOT NULL CHECK ("position" BETWEEN 1 AND 5),
        PRIMARY KEY ("thread_id", "tag_id"),
        CONSTRAINT "thread_tags_position_key" UNIQUE ("thread_id", "position")
      )`);
    await q.query(`CREATE INDEX "thread_tags_tag_idx" ON "thread_tags" ("tag_id", "thread_id")`);
    // The suggester's foreign key (ON DELETE SET NULL when an account is deleted) reads this index.
    await q.query(`CREATE INDEX "tags_created_by_idx" ON "tags" ("created_by") WHERE "created_by" IS NOT NULL`);
    await q.query(`
      CREATE TABLE "tag_settings" (
        "community_id" integer PRIMARY KEY REFERENCES "communities"("id") ON DELETE CASCADE,
        "allow_suggestions" boolean NOT NULL DEFAULT false
      )`);
    for (const table of ['tags', 'thread_tags', 'tag_settings']) await q.query(`SELECT bus_watch_table($1)`, [table]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tag_settings"`);
    await q.query(`DROP TABLE "thread_tags"`);
    await q.query(`DROP TABLE "tags"`);
  }
}
