import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Communities and events (spec §3). */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "communities" (
        "id" SERIAL PRIMARY KEY,
        "slug" text NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL,
        "image" text NOT NULL,
        "icon" text NOT NULL,
        "color" text NOT NULL,
        "member_count" integer NOT NULL DEFAULT 0,
        CONSTRAINT "communities_slug_key" UNIQUE ("slug")
      )`);
    await q.query(`
      CREATE TABLE "events" (
        "id" SERIAL PRIMARY KEY,
        "title" text NOT NULL,
        "description" text NOT NULL,
        "date" text NOT NULL,
        "location" text NOT NULL,
        "community_id" integer NULL,
        "featured" boolean NOT NULL DEFAULT false,
        "image" text NULL,
        CONSTRAINT "events_community_id_fkey" FOREIGN KEY ("community_id") REFERENCES "communities"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "events_community_id_idx" ON "events" ("community_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "events"`);
    await q.query(`DROP TABLE "communities"`);
  }
}
