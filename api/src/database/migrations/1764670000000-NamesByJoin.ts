import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger function that blanks a profile whose member is deleted, with or without the `name` column. */
const MEMBER_GONE = (withName: boolean) => `
  CREATE OR REPLACE FUNCTION "mentor_profiles_member_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."is_active" := false;${withName ? `\n    NEW."name" := '';` : ''}
    NEW."title" := '';
    NEW."bio" := '';
    NEW."expertise" := '{}';
    NEW."experience" := '';
    NEW."linkedin_url" := NULL;
    NEW."current_mentees" := 0;
    NEW."updated_at" := now();
    RETURN NEW;
  END $$`;

const NAMED_TABLES = ['member_spotlights', 'challenges', 'mentor_profiles', 'discussion_categories'];

/**
 * No row keeps a copy of a name it can read by join.
 *
 * 1. `community_name` is '' on every row whose community is there, the example content's too: it is written only by the
 *    trigger `communities_keep_former_name` when the community is deleted (the name the row shows from then on).
 * 2. `mentor_profiles.name` goes: a mentor's name is their member's (example mentors are members since ExampleMembers),
 *    and the seed finds an example mentor by its member.
 */
export class NamesByJoin1764670000000 implements MigrationInterface {
  name = 'NamesByJoin1764670000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of NAMED_TABLES)
      await q.query(`UPDATE "${table}" SET "community_name" = '' WHERE "community_id" IS NOT NULL AND "community_name" <> ''`);
    await q.query(MEMBER_GONE(false));
    await q.query(`ALTER TABLE "mentor_profiles" DROP COLUMN "name"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mentor_profiles" ADD "name" text NOT NULL DEFAULT ''`);
    await q.query(MEMBER_GONE(true));
    await q.query(`
      UPDATE "mentor_profiles" mp SET "name" = concat_ws(' ', u."first_name", nullif(u."last_name", ''))
        FROM "users" u WHERE u."id" = mp."user_id" AND mp."example"`);
    const example: Record<string, string> = {
      member_spotlights: 't."example"',
      challenges: 't."starts_at" IS NULL',
      mentor_profiles: 't."example"',
      discussion_categories: 'true',
    };
    for (const table of NAMED_TABLES)
      await q.query(
        `UPDATE "${table}" t SET "community_name" = c."name" FROM "communities" c WHERE c."id" = t."community_id" AND ${example[table]}`,
      );
  }
}
