import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public content (spec §3): articles and trends (written by admins), the three public forms (event
 * requests, demo requests, waitlist), and the example engagement content (member spotlights,
 * challenges, mentor profiles, discussion categories).
 *
 * The engagement tables follow the spec's shared data schema and add the columns the example
 * content shows (author, results, prize, status, ...). The example data names its community
 * (`communityId: 'Entrepreneurs'`), so each of them keeps that name in `community_name` and also has
 * the schema's `community_id` foreign key (null when the name matches no community).
 * Every foreign key column has an index: deleting a community or a user must not scan these tables.
 */
export class PublicContent1763900000000 implements MigrationInterface {
  name = 'PublicContent1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "articles" (
        "id" SERIAL NOT NULL,
        "title" text NOT NULL,
        "excerpt" text NOT NULL,
        "content" text NOT NULL,
        "image" text NULL,
        "featured" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "articles_pkey" PRIMARY KEY ("id")
      )`);
    // The featured list (WHERE featured ORDER BY created_at DESC) and the full list, newest first.
    await q.query(`CREATE INDEX "articles_featured_created_at_idx" ON "articles" ("featured", "created_at" DESC)`);

    await q.query(`
      CREATE TABLE "trends" (
        "id" SERIAL NOT NULL,
        "title" text NOT NULL,
        "discussion_count" integer NOT NULL DEFAULT 0,
        "icon" text NOT NULL,
        "color" text NOT NULL,
        "url" text NULL,
        "engagement" text NOT NULL DEFAULT '',
        "source" text NOT NULL DEFAULT '',
        "trend_type" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "trends_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "trends_discussion_count_check" CHECK ("discussion_count" >= 0)
      )`);

    await q.query(`
      CREATE TABLE "event_requests" (
        "id" SERIAL NOT NULL,
        "event_type" text NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "preferred_location" text NOT NULL,
        "contact_email" text NOT NULL,
        "additional_info" text NOT NULL DEFAULT '',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "event_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "event_requests_event_type_check" CHECK ("event_type" IN ('workshop', 'networking', 'conference', 'webinar', 'hackathon', 'panel', 'other'))
      )`);

    // community_interest and preferred_time come from the contracts' option lists (validated by the
    // API); no CHECK, so a new community option does not need a migration.
    await q.query(`
      CREATE TABLE "demo_requests" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "company" text NOT NULL DEFAULT '',
        "role" text NOT NULL DEFAULT '',
        "community_interest" text NOT NULL,
        "preferred_time" text NOT NULL,
        "specific_interests" text[] NOT NULL DEFAULT '{}',
        "additional_notes" text NOT NULL DEFAULT '',
        "confirmation_id" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "demo_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "demo_requests_confirmation_id_key" UNIQUE ("confirmation_id")
      )`);

    // One row per e-mail, stored trimmed and lower-cased (contracts' EmailSchema), so the plain
    // unique constraint is a case-insensitive one; the CHECK keeps it that way.
    await q.query(`
      CREATE TABLE "waitlist_entries" (
        "id" SERIAL NOT NULL,
        "email" text NOT NULL,
        "community" text NOT NULL,
        "use_case" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "waitlist_entries_email_key" UNIQUE ("email"),
        CONSTRAINT "waitlist_entries_email_lower_check" CHECK ("email" = lower("email"))
      )`);

    await q.query(`
      CREATE TABLE "member_spotlights" (
        "id" SERIAL NOT NULL,
        "user_id" integer NULL,
        "title" text NOT NULL,
        "story" text NOT NULL,
        "achievements" text[] NOT NULL DEFAULT '{}',
        "skills" text[] NOT NULL DEFAULT '{}',
        "community_id" integer NULL,
        "community_name" text NOT NULL DEFAULT '',
        "author" text NOT NULL DEFAULT '',
        "ai_tools_used" text[] NOT NULL DEFAULT '{}',
        "results" text NOT NULL DEFAULT '',
        "is_published" boolean NOT NULL DEFAULT false,
        "is_featured" boolean NOT NULL DEFAULT false,
        "view_count" integer NOT NULL DEFAULT 0,
        "like_count" integer NOT NULL DEFAULT 0,
        "published_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "member_spotlights_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "member_spotlights_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "member_spotlights_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "member_spotlights_user_id_idx" ON "member_spotlights" ("user_id")`);
    await q.query(`CREATE INDEX "member_spotlights_community_id_idx" ON "member_spotlights" ("community_id")`);

    await q.query(`
      CREATE TABLE "challenges" (
        "id" SERIAL NOT NULL,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "instructions" text NOT NULL DEFAULT '',
        "difficulty" text NOT NULL,
        "category" text NOT NULL DEFAULT '',
        "points" integer NOT NULL DEFAULT 10,
        "time_limit" integer NULL,
        "community_id" integer NULL,
        "community_name" text NOT NULL DEFAULT '',
        "created_by_id" integer NULL,
        "is_active" boolean NOT NULL DEFAULT true,
        "status" text NOT NULL DEFAULT 'upcoming',
        "prize" text NOT NULL DEFAULT '',
        "start_date" date NOT NULL,
        "end_date" date NOT NULL,
        "participant_count" integer NOT NULL DEFAULT 0,
        "completion_count" integer NOT NULL DEFAULT 0,
        "submission_count" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "challenges_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "challenges_difficulty_check" CHECK ("difficulty" IN ('beginner', 'intermediate', 'advanced')),
        CONSTRAINT "challenges_status_check" CHECK ("status" IN ('active', 'upcoming')),
        CONSTRAINT "challenges_dates_check" CHECK ("end_date" >= "start_date"),
        CONSTRAINT "challenges_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL,
        CONSTRAINT "challenges_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "challenges_community_id_idx" ON "challenges" ("community_id")`);
    await q.query(`CREATE INDEX "challenges_created_by_id_idx" ON "challenges" ("created_by_id")`);

    // availability has no CHECK: spec §3 says any value other than high / medium counts as low.
    await q.query(`
      CREATE TABLE "mentor_profiles" (
        "id" SERIAL NOT NULL,
        "user_id" integer NULL,
        "name" text NOT NULL,
        "title" text NOT NULL DEFAULT '',
        "bio" text NOT NULL DEFAULT '',
        "expertise" text[] NOT NULL DEFAULT '{}',
        "experience" text NOT NULL DEFAULT '',
        "availability" text NOT NULL DEFAULT 'low',
        "session_types" text[] NOT NULL DEFAULT '{}',
        "hourly_rate" numeric(10,2) NULL,
        "languages" text[] NOT NULL DEFAULT '{}',
        "community_id" integer NULL,
        "community_name" text NOT NULL DEFAULT '',
        "is_active" boolean NOT NULL DEFAULT true,
        "rating" numeric(3,2) NOT NULL DEFAULT 0,
        "total_sessions" integer NOT NULL DEFAULT 0,
        "total_reviews" integer NOT NULL DEFAULT 0,
        "max_mentees" integer NOT NULL DEFAULT 1,
        "current_mentees" integer NOT NULL DEFAULT 0,
        "linkedin_url" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "mentor_profiles_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mentor_profiles_rating_check" CHECK ("rating" >= 0 AND "rating" <= 5),
        CONSTRAINT "mentor_profiles_mentees_check" CHECK ("max_mentees" >= 0 AND "current_mentees" >= 0),
        CONSTRAINT "mentor_profiles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "mentor_profiles_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "mentor_profiles_user_id_idx" ON "mentor_profiles" ("user_id")`);
    await q.query(`CREATE INDEX "mentor_profiles_community_id_idx" ON "mentor_profiles" ("community_id")`);

    await q.query(`
      CREATE TABLE "discussion_categories" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "color" text NOT NULL,
        "icon" text NOT NULL DEFAULT 'message-square',
        "community_id" integer NULL,
        "community_name" text NOT NULL DEFAULT '',
        "post_count" integer NOT NULL DEFAULT 0,
        "topic_count" integer NOT NULL DEFAULT 0,
        "last_activity" text NOT NULL DEFAULT '',
        CONSTRAINT "discussion_categories_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "discussion_categories_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "discussion_categories_community_id_idx" ON "discussion_categories" ("community_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'discussion_categories',
      'mentor_profiles',
      'challenges',
      'member_spotlights',
      'waitlist_entries',
      'demo_requests',
      'event_requests',
      'trends',
      'articles',
    ]) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
