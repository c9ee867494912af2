import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Edit history, as Discourse keeps it: every edit of a post that changes its title or body keeps a revision, the
 * text before and after of what changed (a field that did not change is null on both sides). The edit's own UPDATE
 * writes it in the same statement (UPDATE_THREAD_SQL, UPDATE_REPLY_SQL), so an edit and its revision commit together.
 * A thread's revisions have no reply_id; a reply's have both. The post's history reads by its key, oldest first (the
 * two partial indexes); deleting the post, or its thread, deletes its history, and an editor's account deletion keeps
 * the revision without its editor.
 */
export class PostRevisions1764710000000 implements MigrationInterface {
  name = 'PostRevisions1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "post_revisions" (
        "id" bigserial PRIMARY KEY,
        "thread_id" integer NOT NULL REFERENCES "threads"("id") ON DELETE CASCADE,
        "reply_id" integer REFERENCES "replies"("id") ON DELETE CASCADE,
        "editor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
        "title_before" text,
        "title_after" text,
        "body_before" text,
        "body_after" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("title_before" IS NULL) = ("title_after" IS NULL) AND ("body_before" IS NULL) = ("body_after" IS NULL)),
        CHECK ("reply_id" IS NULL OR "title_before" IS NULL)
      )`);
    await q.query(`CREATE INDEX "post_revisions_thread_idx" ON "post_revisions" ("thread_id", "id") WHERE "reply_id" IS NULL`);
    await q.query(`CREATE INDEX "post_revisions_reply_idx" ON "post_revisions" ("reply_id", "id") WHERE "reply_id" IS NOT NULL`);
    // An account's deletion sets its revisions' editor to null (the foreign key's action reads this index).
    await q.query(`CREATE INDEX "post_revisions_editor_idx" ON "post_revisions" ("editor_id") WHERE "editor_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "post_revisions"`);
  }
}
