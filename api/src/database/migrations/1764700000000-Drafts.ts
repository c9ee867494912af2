import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts, as Discourse keeps them: what a member is writing in a composer (`thread:<community slug>` or
 * `reply:<thread id>`), one row per (member, key), saved over and over as they type (an upsert on the primary key).
 * Deleting the account deletes its drafts; a thread's or community's deletion leaves them (the key is only a name:
 * the composer that opens it again finds it, and the member may discard it).
 */
export class Drafts1764700000000 implements MigrationInterface {
  name = 'Drafts1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "drafts" (
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "key" text NOT NULL,
        "title" text NULL,
        "body" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "key")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "drafts"`);
  }
}
