import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A spotlight can carry an image staff upload for it (articles and events have theirs). Only a path of
 * this site's uploads, checked here as in the contracts (IMAGE_PATH_MESSAGE), so no other host's URL is ever shown.
 */
export class SpotlightImages1764500000000 implements MigrationInterface {
  name = 'SpotlightImages1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "member_spotlights"
        ADD "image" text NULL,
        ADD CONSTRAINT "member_spotlights_image_check" CHECK ("image" IS NULL OR ("image" ~ '^/uploads/[A-Za-z0-9._/-]+$' AND length("image") <= 500))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "member_spotlights" DROP COLUMN "image"`);
  }
}
