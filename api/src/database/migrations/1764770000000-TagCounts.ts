import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tag's count of shown threads is kept on the tag (`tags.thread_count`), as Discourse keeps topic_count: the tag
 * lists read a few rows instead of counting through the community's threads (25 ms at 50k threads), and they no longer
 * depend on the threads table, whose row changes with every reply (each one dropped every replica's cached lists).
 *
 * Kept by triggers, in the writer's transaction: a link made or removed counts when its thread is shown (not hidden,
 * not deleted); a thread hidden, shown again, deleted or restored moves its tags' counts; a thread removed from the
 * table takes its shown count with it (before the cascade removes its links, when they can still be read).
 */
export class TagCounts1764770000000 implements MigrationInterface {
  name = 'TagCounts1764770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tags" ADD "thread_count" integer NOT NULL DEFAULT 0 CHECK ("thread_count" >= 0)`);
    await q.query(`
      UPDATE "tags" g SET "thread_count" = (
        SELECT count(*) FROM "thread_tags" x JOIN "threads" t ON t."id" = x."thread_id"
         WHERE x."tag_id" = g."id" AND NOT t."hidden" AND t."deleted_at" IS NULL)`);
    await q.query(`
      CREATE FUNCTION "tag_count_link"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        link "thread_tags" := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
      BEGIN
        IF EXISTS (SELECT 1 FROM "threads" t WHERE t."id" = link."thread_id" AND NOT t."hidden" AND t."deleted_at" IS NULL) THEN
          UPDATE "tags" SET "thread_count" = "thread_count" + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END WHERE "id" = link."tag_id";
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "thread_tags_count" AFTER INSERT OR DELETE ON "thread_tags"
        FOR EACH ROW EXECUTE FUNCTION "tag_count_link"()`);
    await q.query(`
      CREATE FUNCTION "tag_count_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        was boolean := TG_OP <> 'INSERT' AND NOT OLD."hidden" AND OLD."deleted_at" IS NULL;
        now_shown boolean := TG_OP = 'UPDATE' AND NOT NEW."hidden" AND NEW."deleted_at" IS NULL;
      BEGIN
        IF was <> now_shown THEN
          UPDATE "tags" g SET "thread_count" = g."thread_count" + CASE WHEN now_shown THEN 1 ELSE -1 END
            FROM "thread_tags" x WHERE x."thread_id" = OLD."id" AND x."tag_id" = g."id";
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
      END $$`);
    await q.query(`
      CREATE TRIGGER "threads_tag_count_shown" AFTER UPDATE OF "hidden", "deleted_at" ON "threads"
        FOR EACH ROW WHEN (OLD."hidden" IS DISTINCT FROM NEW."hidden" OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
        EXECUTE FUNCTION "tag_count_thread"()`);
    await q.query(`
      CREATE TRIGGER "threads_tag_count_removed" BEFORE DELETE ON "threads"
        FOR EACH ROW EXECUTE FUNCTION "tag_count_thread"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "threads_tag_count_removed" ON "threads"`);
    await q.query(`DROP TRIGGER "threads_tag_count_shown" ON "threads"`);
    await q.query(`DROP FUNCTION "tag_count_thread"()`);
    await q.query(`DROP TRIGGER "thread_tags_count" ON "thread_tags"`);
    await q.query(`DROP FUNCTION "tag_count_link"()`);
    await q.query(`ALTER TABLE "tags" DROP COLUMN "thread_count"`);
  }
}
