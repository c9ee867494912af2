import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A community's Feed, trending threads and the composer's @ autocomplete, read through indexes at scale.
 *
 * - `threads.accepted_at`: when the thread's answer was accepted (the Feed's "had an answer accepted" line). A trigger
 *   keeps it with `accepted_reply_id` whoever writes that column (the API, the seed, the FK's ON DELETE SET NULL), so
 *   no writer has to remember it. Existing accepted answers take their reply's time.
 * - `replies.community_id`: a copy of the thread's community, filled by a trigger on insert (a thread never moves), so
 *   the newest replies of a community are one index range (replies_feed_idx) instead of a join over all its threads.
 * - Feed indexes, one per kind of line, each in the Feed's order (newest first, then id) over visible posts only:
 *   the Feed is a UNION ALL of four keyset scans of at most 21 rows (activity-queries.ts).
 * - `users` name prefixes (lower(name) COLLATE "C": LIKE 'ab%' is a range of it, and its order is the one the lookup returns): "members whose first or last name starts with q" walks the
 *   names in order and stops at 8 members of the community.
 */
export class FeedAndMentions1764230000000 implements MigrationInterface {
  name = 'FeedAndMentions1764230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "threads" ADD COLUMN "accepted_at" timestamptz NULL`);
    await q.query(`
      UPDATE "threads" t SET "accepted_at" = r."created_at"
        FROM "replies" r WHERE r."id" = t."accepted_reply_id"`);
    await q.query(`
      CREATE FUNCTION threads_accepted_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.accepted_at := CASE WHEN NEW.accepted_reply_id IS NULL THEN NULL ELSE now() END;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "threads_accepted_at" BEFORE UPDATE OF "accepted_reply_id" ON "threads"
        FOR EACH ROW WHEN (OLD."accepted_reply_id" IS DISTINCT FROM NEW."accepted_reply_id")
        EXECUTE FUNCTION threads_accepted_at()`);

    await q.query(`ALTER TABLE "replies" ADD COLUMN "community_id" integer NULL`);
    await q.query(`UPDATE "replies" r SET "community_id" = t."community_id" FROM "threads" t WHERE t."id" = r."thread_id"`);
    await q.query(`ALTER TABLE "replies" ALTER COLUMN "community_id" SET NOT NULL`);
    await q.query(`
      CREATE FUNCTION replies_community_id() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.community_id IS NULL THEN
          SELECT t.community_id INTO NEW.community_id FROM threads t WHERE t.id = NEW.thread_id;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "replies_community_id" BEFORE INSERT ON "replies"
        FOR EACH ROW EXECUTE FUNCTION replies_community_id()`);

    await q.query(`
      CREATE INDEX "threads_feed_idx" ON "threads" ("community_id", "created_at" DESC, "id" DESC)
        WHERE NOT "hidden" AND "deleted_at" IS NULL`);
    await q.query(`
      CREATE INDEX "replies_feed_idx" ON "replies" ("community_id", "created_at" DESC, "id" DESC)
        WHERE NOT "hidden" AND "deleted_at" IS NULL`);
    await q.query(`
      CREATE INDEX "threads_accepted_idx" ON "threads" ("community_id", "accepted_at" DESC, "id" DESC)
        WHERE "accepted_at" IS NOT NULL AND NOT "hidden" AND "deleted_at" IS NULL`);
    await q.query(`
      CREATE INDEX "user_communities_joined_idx" ON "user_communities" ("community_id", "joined_at" DESC, "id" DESC)
        WHERE "status" = 'approved'`);
    // Trending: the community's visible threads active in the last week (threads_latest_idx leads with pinned).
    await q.query(`
      CREATE INDEX "threads_active_idx" ON "threads" ("community_id", "last_activity_at" DESC)
        WHERE NOT "hidden" AND "deleted_at" IS NULL`);

    await q.query(`CREATE INDEX "users_first_name_prefix_idx" ON "users" ((lower("first_name") COLLATE "C"), "id")`);
    await q.query(`CREATE INDEX "users_last_name_prefix_idx" ON "users" ((lower("last_name") COLLATE "C"), "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "users_last_name_prefix_idx", "users_first_name_prefix_idx"`);
    await q.query(
      `DROP INDEX "threads_active_idx", "user_communities_joined_idx", "threads_accepted_idx", "replies_feed_idx", "threads_feed_idx"`,
    );
    await q.query(`DROP TRIGGER "replies_community_id" ON "replies"`);
    await q.query(`DROP FUNCTION replies_community_id()`);
    await q.query(`ALTER TABLE "replies" DROP COLUMN "community_id"`);
    await q.query(`DROP TRIGGER "threads_accepted_at" ON "threads"`);
    await q.query(`DROP FUNCTION threads_accepted_at()`);
    await q.query(`ALTER TABLE "threads" DROP COLUMN "accepted_at"`);
  }
}
