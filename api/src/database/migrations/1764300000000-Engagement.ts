import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events with RSVP, challenges with entries, mentoring, spotlights, points, badges and follows.
 *
 * Races are settled here: one RSVP / participant / entry / badge / follow per member (primary keys and unique keys), one
 * open request per mentee and mentor (a partial unique index), points awarded once per source (a unique key on the
 * ledger), counters that cannot go below zero or past a capacity (CHECKs). The leaderboards read aggregates that a
 * trigger keeps with every ledger row (all time, and per ISO week), so no request scans the ledger.
 */
export class Engagement1764300000000 implements MigrationInterface {
  name = 'Engagement1764300000000';

  async up(q: QueryRunner): Promise<void> {
    // ---- Members: what they want to learn (mentor matching) and the event reminder consent.
    await q.query(`ALTER TABLE "users" ADD "goals" text[] NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "users" ADD "notify_events" boolean NOT NULL DEFAULT false`);

    // ---- Notifications of the new features: in-app, each with the site path it leads to.
    await q.query(`ALTER TABLE "notifications" ADD "link" text NULL`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(`
      ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
        CHECK ("kind" IN ('reply', 'mention', 'accepted', 'moderation', 'report-outcome', 'event', 'challenge', 'mentoring', 'spotlight', 'badge'))`);

    // ---- Events: a real time, a capacity, an online link, and counters kept with the RSVPs.
    await q.query(`
      ALTER TABLE "events"
        ADD "starts_at" timestamptz NULL,
        ADD "ends_at" timestamptz NULL,
        ADD "capacity" integer NULL,
        ADD "online_url" text NULL,
        ADD "going_count" integer NOT NULL DEFAULT 0,
        ADD "interested_count" integer NOT NULL DEFAULT 0,
        ADD "waitlist_count" integer NOT NULL DEFAULT 0,
        ADD "created_at" timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT "events_capacity_check" CHECK ("capacity" IS NULL OR "capacity" > 0),
        ADD CONSTRAINT "events_counts_check" CHECK ("going_count" >= 0 AND "interested_count" >= 0 AND "waitlist_count" >= 0),
        ADD CONSTRAINT "events_going_capacity_check" CHECK ("capacity" IS NULL OR "going_count" <= "capacity"),
        ADD CONSTRAINT "events_ends_check" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" >= "starts_at")`);
    await q.query(`CREATE INDEX "events_starts_at_idx" ON "events" ("starts_at", "id")`);
    await q.query(`CREATE INDEX "events_community_starts_at_idx" ON "events" ("community_id", "starts_at", "id")`);
    await q.query(`
      CREATE TABLE "event_rsvps" (
        "event_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "status" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "waitlisted_at" timestamptz NULL,
        "reminded_at" timestamptz NULL,
        CONSTRAINT "event_rsvps_pkey" PRIMARY KEY ("event_id", "user_id"),
        CONSTRAINT "event_rsvps_status_check" CHECK ("status" IN ('going', 'interested', 'not_going', 'waitlisted')),
        CONSTRAINT "event_rsvps_waitlist_check" CHECK (("status" = 'waitlisted') = ("waitlisted_at" IS NOT NULL)),
        CONSTRAINT "event_rsvps_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE,
        CONSTRAINT "event_rsvps_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "event_rsvps_event_status_idx" ON "event_rsvps" ("event_id", "status", "updated_at")`);
    await q.query(
      `CREATE INDEX "event_rsvps_waitlist_idx" ON "event_rsvps" ("event_id", "waitlisted_at", "user_id") WHERE "status" = 'waitlisted'`,
    );
    await q.query(`CREATE INDEX "event_rsvps_user_id_idx" ON "event_rsvps" ("user_id", "status")`);

    // ---- Challenges: a real window, a Markdown brief, the kind of entry, the winner's bonus.
    await q.query(`
      ALTER TABLE "challenges"
        ADD "brief_html" text NOT NULL DEFAULT '',
        ADD "starts_at" timestamptz NULL,
        ADD "ends_at" timestamptz NULL,
        ADD "entry_kind" text NOT NULL DEFAULT 'text',
        ADD "winner_bonus" integer NOT NULL DEFAULT 25,
        ADD "entries_public" boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT "challenges_entry_kind_check" CHECK ("entry_kind" IN ('text', 'link', 'thread')),
        ADD CONSTRAINT "challenges_points_check" CHECK ("points" >= 0 AND "winner_bonus" >= 0),
        ADD CONSTRAINT "challenges_window_check" CHECK ("ends_at" IS NULL OR "starts_at" IS NULL OR "ends_at" > "starts_at"),
        ADD CONSTRAINT "challenges_counts_check" CHECK ("participant_count" >= 0 AND "completion_count" >= 0 AND "submission_count" >= 0)`);
    await q.query(`CREATE INDEX "challenges_community_ends_at_idx" ON "challenges" ("community_id", "ends_at", "id")`);
    await q.query(`
      CREATE TABLE "challenge_participants" (
        "challenge_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "status" text NOT NULL DEFAULT 'active',
        "joined_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz NULL,
        CONSTRAINT "challenge_participants_pkey" PRIMARY KEY ("challenge_id", "user_id"),
        CONSTRAINT "challenge_participants_status_check" CHECK ("status" IN ('active', 'completed', 'winner')),
        CONSTRAINT "challenge_participants_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE,
        CONSTRAINT "challenge_participants_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "challenge_participants_user_id_idx" ON "challenge_participants" ("user_id")`);
    await q.query(`
      CREATE TABLE "challenge_submissions" (
        "id" SERIAL NOT NULL,
        "challenge_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "submission" text NOT NULL DEFAULT '',
        "submission_html" text NOT NULL DEFAULT '',
        "submission_url" text NULL,
        "thread_id" integer NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "score" integer NULL,
        "feedback" text NOT NULL DEFAULT '',
        "submitted_at" timestamptz NOT NULL DEFAULT now(),
        "reviewed_at" timestamptz NULL,
        "reviewed_by_id" integer NULL,
        CONSTRAINT "challenge_submissions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "challenge_submissions_one_per_member_key" UNIQUE ("challenge_id", "user_id"),
        CONSTRAINT "challenge_submissions_status_check" CHECK ("status" IN ('pending', 'completed', 'winner', 'rejected')),
        CONSTRAINT "challenge_submissions_challenge_id_fkey" FOREIGN KEY ("challenge_id") REFERENCES "challenges"("id") ON DELETE CASCADE,
        CONSTRAINT "challenge_submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "challenge_submissions_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "threads"("id") ON DELETE SET NULL,
        CONSTRAINT "challenge_submissions_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "challenge_submissions_user_id_idx" ON "challenge_submissions" ("user_id")`);

    // ---- Mentoring: one profile per member, requests with a partial unique key, reviews, the pair's private thread.
    await q.query(`CREATE UNIQUE INDEX "mentor_profiles_user_id_key" ON "mentor_profiles" ("user_id") WHERE "user_id" IS NOT NULL`);
    await q.query(`
      ALTER TABLE "mentor_profiles"
        ADD CONSTRAINT "mentor_profiles_capacity_check" CHECK ("current_mentees" <= "max_mentees" OR "user_id" IS NULL)`);
    await q.query(`
      CREATE TABLE "mentoring_requests" (
        "id" SERIAL NOT NULL,
        "mentee_id" integer NOT NULL,
        "mentor_id" integer NOT NULL,
        "title" text NOT NULL DEFAULT '',
        "description" text NOT NULL,
        "session_type" text NOT NULL DEFAULT '',
        "preferred_times" text[] NOT NULL DEFAULT '{}',
        "status" text NOT NULL DEFAULT 'pending',
        "scheduled_at" timestamptz NULL,
        "duration" integer NOT NULL DEFAULT 60,
        "meeting_link" text NULL,
        "notes" text NOT NULL DEFAULT '',
        "responded_at" timestamptz NULL,
        "completed_at" timestamptz NULL,
        "completed_by_id" integer NULL,
        "expires_at" timestamptz NOT NULL DEFAULT now() + interval '14 days',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mentoring_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mentoring_requests_status_check" CHECK ("status" IN ('pending', 'accepted', 'declined', 'completed', 'expired', 'withdrawn')),
        CONSTRAINT "mentoring_requests_mentee_id_fkey" FOREIGN KEY ("mentee_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "mentoring_requests_mentor_id_fkey" FOREIGN KEY ("mentor_id") REFERENCES "mentor_profiles"("id") ON DELETE CASCADE,
        CONSTRAINT "mentoring_requests_completed_by_id_fkey" FOREIGN KEY ("completed_by_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "mentoring_requests_open_key" ON "mentoring_requests" ("mentee_id", "mentor_id") WHERE "status" IN ('pending', 'accepted')`,
    );
    await q.query(`CREATE INDEX "mentoring_requests_mentor_status_idx" ON "mentoring_requests" ("mentor_id", "status")`);
    await q.query(`CREATE INDEX "mentoring_requests_pending_expiry_idx" ON "mentoring_requests" ("expires_at") WHERE "status" = 'pending'`);
    await q.query(`
      CREATE TABLE "mentoring_reviews" (
        "id" SERIAL NOT NULL,
        "request_id" integer NOT NULL,
        "reviewer_id" integer NOT NULL,
        "mentor_id" integer NOT NULL,
        "rating" integer NOT NULL,
        "review" text NOT NULL DEFAULT '',
        "is_public" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mentoring_reviews_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mentoring_reviews_request_id_key" UNIQUE ("request_id"),
        CONSTRAINT "mentoring_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5),
        CONSTRAINT "mentoring_reviews_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "mentoring_requests"("id") ON DELETE CASCADE,
        CONSTRAINT "mentoring_reviews_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "mentoring_reviews_mentor_id_fkey" FOREIGN KEY ("mentor_id") REFERENCES "mentor_profiles"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "mentoring_reviews_mentor_id_idx" ON "mentoring_reviews" ("mentor_id")`);
    await q.query(`
      CREATE TABLE "mentorship_messages" (
        "id" SERIAL NOT NULL,
        "request_id" integer NOT NULL,
        "author_id" integer NOT NULL,
        "body" text NOT NULL,
        "body_html" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mentorship_messages_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mentorship_messages_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "mentoring_requests"("id") ON DELETE CASCADE,
        CONSTRAINT "mentorship_messages_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "mentorship_messages_request_idx" ON "mentorship_messages" ("request_id", "id")`);

    // ---- Spotlights: reviewed by an admin (approve = published, feature = featured); a rejection is kept.
    await q.query(`
      ALTER TABLE "member_spotlights"
        ADD "reviewed_at" timestamptz NULL,
        ADD "rejected_at" timestamptz NULL,
        ADD "featured_at" timestamptz NULL`);

    // ---- Points: an append-only ledger, its aggregates kept by a trigger, badges and follows.
    await q.query(`
      CREATE TABLE "points_ledger" (
        "id" BIGSERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "community_id" integer NOT NULL,
        "amount" integer NOT NULL,
        "reason" text NOT NULL,
        "source_key" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "points_ledger_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "points_ledger_once_key" UNIQUE ("reason", "source_key"),
        CONSTRAINT "points_ledger_amount_check" CHECK ("amount" <> 0),
        CONSTRAINT "points_ledger_reason_check" CHECK ("reason" IN ('reply_liked', 'answer_accepted', 'challenge_completed', 'challenge_won', 'mentorship_completed', 'spotlight_featured')),
        CONSTRAINT "points_ledger_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "points_ledger_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" ("user_id", "created_at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "points_ledger_user_reason_created_idx" ON "points_ledger" ("user_id", "reason", "created_at")`);
    // The ledger is append-only: no client path updates or deletes a row (a member's deletion cascades).
    await q.query(`
      CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'points_ledger is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(
      `CREATE TRIGGER points_ledger_no_update BEFORE UPDATE ON "points_ledger" FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only()`,
    );

    await q.query(`
      CREATE TABLE "member_points" (
        "community_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "total" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "member_points_pkey" PRIMARY KEY ("community_id", "user_id"),
        CONSTRAINT "member_points_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "member_points_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "member_points_rank_idx" ON "member_points" ("community_id", "total" DESC, "user_id")`);
    await q.query(`CREATE INDEX "member_points_user_id_idx" ON "member_points" ("user_id")`);
    await q.query(`
      CREATE TABLE "member_points_weekly" (
        "week_start" date NOT NULL,
        "community_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "total" integer NOT NULL DEFAULT 0,
        CONSTRAINT "member_points_weekly_pkey" PRIMARY KEY ("week_start", "community_id", "user_id"),
        CONSTRAINT "member_points_weekly_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "member_points_weekly_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "member_points_weekly_rank_idx" ON "member_points_weekly" ("community_id", "week_start", "total" DESC, "user_id")`,
    );
    await q.query(`CREATE INDEX "member_points_weekly_user_id_idx" ON "member_points_weekly" ("user_id")`);
    // The week is the ISO week (Monday 00:00 UTC) of the ledger row.
    await q.query(`
      CREATE FUNCTION points_ledger_aggregate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO member_points (community_id, user_id, total, updated_at)
          VALUES (NEW.community_id, NEW.user_id, NEW.amount, NEW.created_at)
          ON CONFLICT (community_id, user_id)
          DO UPDATE SET total = member_points.total + EXCLUDED.total, updated_at = EXCLUDED.updated_at;
        INSERT INTO member_points_weekly (week_start, community_id, user_id, total)
          VALUES (date_trunc('week', NEW.created_at AT TIME ZONE 'UTC')::date, NEW.community_id, NEW.user_id, NEW.amount)
          ON CONFLICT (week_start, community_id, user_id)
          DO UPDATE SET total = member_points_weekly.total + EXCLUDED.total;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER points_ledger_aggregate AFTER INSERT ON "points_ledger" FOR EACH ROW EXECUTE FUNCTION points_ledger_aggregate()`,
    );

    await q.query(`
      CREATE TABLE "member_badges" (
        "user_id" integer NOT NULL,
        "badge" text NOT NULL,
        "community_id" integer NULL,
        "awarded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "member_badges_pkey" PRIMARY KEY ("user_id", "badge"),
        CONSTRAINT "member_badges_badge_check" CHECK ("badge" IN ('first_post', 'helpful', 'solution', 'challenger', 'mentor', 'spotlight')),
        CONSTRAINT "member_badges_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "member_badges_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL
      )`);

    await q.query(`
      CREATE TABLE "member_follows" (
        "follower_id" integer NOT NULL,
        "followee_id" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "member_follows_pkey" PRIMARY KEY ("follower_id", "followee_id"),
        CONSTRAINT "member_follows_self_check" CHECK ("follower_id" <> "followee_id"),
        CONSTRAINT "member_follows_follower_id_fkey" FOREIGN KEY ("follower_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "member_follows_followee_id_fkey" FOREIGN KEY ("followee_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "member_follows_followee_id_idx" ON "member_follows" ("followee_id")`);

    // Cached public reads of these tables drop on any write, on every replica (the bus, migration BusAndLimits).
    for (const table of ['event_rsvps', 'challenge_participants', 'challenge_submissions', 'mentoring_requests', 'member_points']) {
      await q.query(`SELECT bus_watch_table($1)`, [table]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'member_follows',
      'member_badges',
      'member_points_weekly',
      'member_points',
      'points_ledger',
      'mentorship_messages',
      'mentoring_reviews',
      'mentoring_requests',
      'challenge_submissions',
      'challenge_participants',
      'event_rsvps',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
    await q.query(`DROP FUNCTION points_ledger_aggregate()`);
    await q.query(`DROP FUNCTION points_ledger_append_only()`);
    await q.query(`DROP INDEX "mentor_profiles_user_id_key"`);
    await q.query(`ALTER TABLE "mentor_profiles" DROP CONSTRAINT "mentor_profiles_capacity_check"`);
    await q.query(`ALTER TABLE "member_spotlights" DROP COLUMN "reviewed_at", DROP COLUMN "rejected_at", DROP COLUMN "featured_at"`);
    await q.query(`DROP INDEX "challenges_community_ends_at_idx"`);
    await q.query(`
      ALTER TABLE "challenges"
        DROP CONSTRAINT "challenges_counts_check", DROP CONSTRAINT "challenges_window_check",
        DROP CONSTRAINT "challenges_points_check", DROP CONSTRAINT "challenges_entry_kind_check",
        DROP COLUMN "brief_html", DROP COLUMN "starts_at", DROP COLUMN "ends_at", DROP COLUMN "entry_kind",
        DROP COLUMN "winner_bonus", DROP COLUMN "entries_public"`);
    await q.query(`DROP INDEX "events_starts_at_idx"`);
    await q.query(`DROP INDEX "events_community_starts_at_idx"`);
    await q.query(`
      ALTER TABLE "events"
        DROP CONSTRAINT "events_ends_check", DROP CONSTRAINT "events_going_capacity_check",
        DROP CONSTRAINT "events_counts_check", DROP CONSTRAINT "events_capacity_check",
        DROP COLUMN "starts_at", DROP COLUMN "ends_at", DROP COLUMN "capacity", DROP COLUMN "online_url",
        DROP COLUMN "going_count", DROP COLUMN "interested_count", DROP COLUMN "waitlist_count", DROP COLUMN "created_at"`);
    await q.query(`DELETE FROM "notifications" WHERE "kind" IN ('event', 'challenge', 'mentoring', 'spotlight', 'badge')`);
    await q.query(`ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check"`);
    await q.query(`
      ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check"
        CHECK ("kind" IN ('reply', 'mention', 'accepted', 'moderation', 'report-outcome'))`);
    await q.query(`ALTER TABLE "notifications" DROP COLUMN "link"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "notify_events", DROP COLUMN "goals"`);
  }
}
