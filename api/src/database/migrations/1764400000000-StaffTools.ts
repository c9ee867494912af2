import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The content kinds staff manage: each gets a draft state, a soft delete and an edit precondition. */
const CONTENT_TABLES = ['articles', 'trends', 'events', 'challenges'] as const;

/**
 * Staff tools.
 *
 * 1. Content management: `published` (false = a draft, never public), `deleted_at` (soft delete: restorable for 30
 *    days from the "Archived" filter, then purged) and `updated_at` (the precondition of an edit: two staff editing the
 *    same record cannot silently overwrite each other) on articles, trends, events and challenges; `featured` on trends
 *    and challenges as articles and events have it. Articles get a unique slug (their page /ai-evolution/:slug) and an
 *    author; their `content` is Markdown. Trends' counts get sane bounds (0 to 10,000,000), clamping rows above.
 * 2. The audit log: every admin write, who (a staff member, or the shared password with its session), what, which
 *    record, before and after. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so no API call can change it.
 * 3. Requests handled with a note; site settings (the automatic welcome e-mail).
 */
export class StaffTools1764400000000 implements MigrationInterface {
  name = 'StaffTools1764400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) {
      await q.query(`
        ALTER TABLE "${table}"
          ADD "published" boolean NOT NULL DEFAULT true,
          ADD "deleted_at" timestamptz NULL,
          ADD "updated_at" timestamptz NOT NULL DEFAULT now()`);
      await q.query(`CREATE INDEX "${table}_deleted_at_idx" ON "${table}" ("deleted_at") WHERE "deleted_at" IS NOT NULL`);
    }
    await q.query(`ALTER TABLE "trends" ADD "featured" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "challenges" ADD "featured" boolean NOT NULL DEFAULT false`);

    // Articles: a slug from the title unless given (the id keeps it unique), the author (a staff member, or none).
    await q.query(`ALTER TABLE "articles" ADD "slug" text NULL, ADD "author_id" integer NULL`);
    await q.query(`
      CREATE FUNCTION slug_of(title text, id bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
        SELECT coalesce(nullif(trim(both '-' from left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'article') || '-' || id
      $$`);
    await q.query(`UPDATE "articles" SET "slug" = slug_of("title", "id")`);
    await q.query(`
      CREATE FUNCTION articles_default_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.slug IS NULL OR NEW.slug = '' THEN NEW.slug := slug_of(NEW.title, NEW.id); END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER articles_default_slug BEFORE INSERT ON "articles" FOR EACH ROW EXECUTE FUNCTION articles_default_slug()`);
    await q.query(`
      ALTER TABLE "articles"
        ALTER "slug" SET NOT NULL,
        ADD CONSTRAINT "articles_slug_key" UNIQUE ("slug"),
        ADD CONSTRAINT "articles_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 100),
        ADD CONSTRAINT "articles_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL`);

    // Trends: counts within 0..10,000,000 (a 2,147,483,647-comment test row led the public page).
    await q.query(`UPDATE "trends" SET "discussion_count" = 10000000 WHERE "discussion_count" > 10000000`);
    await q.query(`ALTER TABLE "trends" ADD CONSTRAINT "trends_discussion_count_max_check" CHECK ("discussion_count" <= 10000000)`);

    // ---- The audit log.
    await q.query(`
      CREATE TABLE "audit_log" (
        "id" BIGSERIAL NOT NULL,
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor_user_id" integer NULL,
        "actor_name" text NOT NULL,
        "actor_session" text NULL,
        "action" text NOT NULL,
        "entity" text NOT NULL,
        "entity_id" text NULL,
        "summary" text NOT NULL DEFAULT '',
        "before" jsonb NULL,
        "after" jsonb NULL,
        CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "audit_log_actor_check" CHECK ("actor_user_id" IS NOT NULL OR "actor_session" IS NOT NULL)
      )`);
    // No foreign key to users: the record outlives the account (a key would have to be updated on deletion).
    await q.query(`CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_user_id", "at" DESC)`);
    await q.query(`CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "at" DESC)`);
    await q.query(`CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "at" DESC)`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
      END $$`);
    await q.query(
      `CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
    );
    await q.query(
      `CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
    );
    // The Overview's Recent Activity follows staff actions live.
    await q.query(`SELECT bus_watch_table('audit_log')`);

    // ---- Requests inbox: handled, by whom, with a note.
    for (const table of ['demo_requests', 'event_requests', 'waitlist_entries']) {
      await q.query(`
        ALTER TABLE "${table}"
          ADD "handled_at" timestamptz NULL,
          ADD "handled_by" text NULL,
          ADD "handled_note" text NOT NULL DEFAULT ''`);
    }

    // ---- Site settings staff change (one row per key).
    await q.query(`
      CREATE TABLE "site_settings" (
        "key" text NOT NULL,
        "value" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "site_settings_pkey" PRIMARY KEY ("key")
      )`);
    await q.query(`SELECT bus_watch_table('site_settings')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "site_settings"`);
    for (const table of ['demo_requests', 'event_requests', 'waitlist_entries'])
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "handled_at", DROP COLUMN "handled_by", DROP COLUMN "handled_note"`);
    await q.query(`DROP TABLE "audit_log"`);
    await q.query(`DROP FUNCTION audit_log_append_only()`);
    await q.query(`ALTER TABLE "trends" DROP CONSTRAINT "trends_discussion_count_max_check"`);
    await q.query(`DROP TRIGGER articles_default_slug ON "articles"`);
    await q.query(`DROP FUNCTION articles_default_slug()`);
    await q.query(`DROP FUNCTION slug_of(text, bigint)`);
    await q.query(`ALTER TABLE "articles" DROP COLUMN "slug", DROP COLUMN "author_id"`);
    await q.query(`ALTER TABLE "challenges" DROP COLUMN "featured"`);
    await q.query(`ALTER TABLE "trends" DROP COLUMN "featured"`);
    for (const table of CONTENT_TABLES)
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "published", DROP COLUMN "deleted_at", DROP COLUMN "updated_at"`);
  }
}
