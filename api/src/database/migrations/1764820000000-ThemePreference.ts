import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The member's colour theme (issue 30 §6): the system's until they choose light or dark. */
export class ThemePreference1764820000000 implements MigrationInterface {
  name = 'ThemePreference1764820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "theme" text NOT NULL DEFAULT 'system'`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("theme" IN ('system', 'light', 'dark'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "theme"`);
  }
}
