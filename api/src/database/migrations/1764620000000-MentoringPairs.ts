import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Findings 3 and 13 (mentoring).
 * 1. A review counts once per pair: `mentoring_reviews.mentee_key` names the person who wrote it (the digest of their
 *    mailbox, as rules/rules.ts personKey makes it: a mailbox's "+tag" aliases are one person), and `counts` says whether
 *    they were a verified, unsuspended, approved member of the mentor's community when they wrote it. The mentor's
 *    rating is the average of the latest counting review of each person (mentoring.service.ts). Existing reviews are
 *    judged by their reviewer's state now, and every rating is computed again that way.
 * 2. A mentorship outlives the account of either side: the mentee's id, a message's author and a review's author become
 *    NULL ("Deleted member") instead of taking the rows with them; a mentor's profile that mentorships refer to is kept
 *    (account deletion removes only profiles nobody refers to), and once its member is gone (user_id NULL) a trigger
 *    takes it off every list and clears what it said about them.
 * 3. Requests are counted per mentee and day (the rate limit): an index on (mentee_id, created_at).
 */
export class MentoringPairs1764620000000 implements MigrationInterface {
  name = 'MentoringPairs1764620000000';

  async up(q: QueryRunner): Promise<void> {
    // ---- 2. Mentorships outlive either side's account.
    await q.query(`ALTER TABLE "mentoring_requests" ALTER COLUMN "mentee_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "mentoring_requests" DROP CONSTRAINT "mentoring_requests_mentee_id_fkey"`);
    await q.query(`
      ALTER TABLE "mentoring_requests"
        ADD CONSTRAINT "mentoring_requests_mentee_id_fkey" FOREIGN KEY ("mentee_id") REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`ALTER TABLE "mentorship_messages" ALTER COLUMN "author_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "mentorship_messages" DROP CONSTRAINT "mentorship_messages_author_id_fkey"`);
    await q.query(`
      ALTER TABLE "mentorship_messages"
        ADD CONSTRAINT "mentorship_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL`);
    await q.query(`ALTER TABLE "mentoring_reviews" ALTER COLUMN "reviewer_id" DROP NOT NULL`);
    await q.query(`ALTER TABLE "mentoring_reviews" DROP CONSTRAINT "mentoring_reviews_reviewer_id_fkey"`);
    await q.query(`
      ALTER TABLE "mentoring_reviews"
        ADD CONSTRAINT "mentoring_reviews_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE SET NULL`);
    // A member's profile left behind by their deletion (user_id set NULL by the foreign key) is off every list and says
    // nothing of them; its mentorships keep it for their community.
    await q.query(`
      CREATE FUNCTION "mentor_profiles_member_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."is_active" := false;
        NEW."name" := '';
        NEW."title" := '';
        NEW."bio" := '';
        NEW."expertise" := '{}';
        NEW."experience" := '';
        NEW."linkedin_url" := NULL;
        NEW."current_mentees" := 0;
        NEW."updated_at" := now();
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER "mentor_profiles_member_gone" BEFORE UPDATE OF "user_id" ON "mentor_profiles"
        FOR EACH ROW WHEN (OLD."user_id" IS NOT NULL AND NEW."user_id" IS NULL)
        EXECUTE FUNCTION "mentor_profiles_member_gone"()`);

    // ---- 1. Reviews count once per pair, from members in good standing.
    await q.query(`ALTER TABLE "mentoring_reviews" ADD "mentee_key" text NULL, ADD "counts" boolean NULL`);
    await q.query(`
      UPDATE "mentoring_reviews" r SET
        "mentee_key" = left(translate(encode(sha256(convert_to(u."mailbox", 'UTF8')), 'base64'), '+/=', '-_'), 22),
        "counts" = u."email_verified_at" IS NOT NULL AND (u."suspended_until" IS NULL OR u."suspended_until" <= now())
                   AND EXISTS (SELECT 1 FROM "user_communities" uc
                                WHERE uc."user_id" = u."id" AND uc."community_id" = mp."community_id" AND uc."status" = 'approved')
        FROM "users" u, "mentor_profiles" mp
       WHERE u."id" = r."reviewer_id" AND mp."id" = r."mentor_id"`);
    await q.query(`UPDATE "mentoring_reviews" SET "mentee_key" = 'user:' || "reviewer_id", "counts" = false WHERE "counts" IS NULL`);
    // A review written without them (a replica still running the code before this migration) does not count.
    await q.query(`ALTER TABLE "mentoring_reviews" ALTER COLUMN "counts" SET DEFAULT false, ALTER COLUMN "counts" SET NOT NULL`);
    await q.query(
      `CREATE INDEX "mentoring_reviews_pair_idx" ON "mentoring_reviews" ("mentor_id", "mentee_key", "created_at" DESC, "id" DESC) WHERE "counts"`,
    );
    await q.query(`
      UPDATE "mentor_profiles" mp SET
        "rating" = coalesce((SELECT round(avg(l."rating")::numeric, 2) FROM (
                     SELECT DISTINCT ON (r."mentee_key") r."rating" FROM "mentoring_reviews" r
                      WHERE r."mentor_id" = mp."id" AND r."counts" ORDER BY r."mentee_key", r."created_at" DESC, r."id" DESC) l), 0),
        "total_reviews" = (SELECT count(DISTINCT r."mentee_key") FROM "mentoring_reviews" r WHERE r."mentor_id" = mp."id" AND r."counts")
       WHERE EXISTS (SELECT 1 FROM "mentoring_reviews" r WHERE r."mentor_id" = mp."id")`);

    // ---- 3. The request limit counts a mentee's requests of the last day.
    await q.query(`CREATE INDEX "mentoring_requests_mentee_created_idx" ON "mentoring_requests" ("mentee_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "mentoring_requests_mentee_created_idx"`);
    await q.query(`DROP INDEX "mentoring_reviews_pair_idx"`);
    await q.query(`ALTER TABLE "mentoring_reviews" DROP COLUMN "mentee_key", DROP COLUMN "counts"`);
    await q.query(`DROP TRIGGER "mentor_profiles_member_gone" ON "mentor_profiles"`);
    await q.query(`DROP FUNCTION "mentor_profiles_member_gone"()`);
    // The rows of deleted members go, as the cascades before this migration would have taken them.
    await q.query(`DELETE FROM "mentoring_reviews" WHERE "reviewer_id" IS NULL`);
    await q.query(`DELETE FROM "mentorship_messages" WHERE "author_id" IS NULL`);
    await q.query(`DELETE FROM "mentoring_requests" WHERE "mentee_id" IS NULL`);
    await q.query(
      `DELETE FROM "mentoring_requests" q USING "mentor_profiles" mp WHERE mp."id" = q."mentor_id" AND mp."user_id" IS NULL AND mp."name" = ''`,
    );
    await q.query(`DELETE FROM "mentor_profiles" WHERE "user_id" IS NULL AND "name" = ''`);
    for (const [table, column] of [
      ['mentoring_reviews', 'reviewer_id'],
      ['mentorship_messages', 'author_id'],
      ['mentoring_requests', 'mentee_id'],
    ]) {
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_${column}_fkey"`);
      await q.query(`
        ALTER TABLE "${table}"
          ADD CONSTRAINT "${table}_${column}_fkey" FOREIGN KEY ("${column}") REFERENCES "users"("id") ON DELETE CASCADE`);
      await q.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" SET NOT NULL`);
    }
  }
}
