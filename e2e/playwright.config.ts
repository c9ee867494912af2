import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PLAYWRIGHT_CHROMIUM_FLAGS } from '../tools/browser/chromium-flags.cjs';

/**
 * Browser tests of the composed site. Each worker starts its own real server (API + shell + slices from their
 * production builds) on its own fresh embedded PostgreSQL, with its own SMTP sink, on free ports: the worker-scoped
 * `server` fixture of support/test.ts, which every spec imports `test` from. The tests share no mutable seed rows, so
 * files can run in any order and on any worker. Values shared by all workers go through process.env, so that
 * Playwright's worker processes, which load this file again, see the same ones.
 *
 * In reverse file order (proves order independence; `--workers=1` to run them one after another):
 *   node node_modules/@playwright/test/cli.js test -c e2e/playwright.config.ts --workers=1 \
 *     $(ls e2e/tests/*.spec.ts | sort -r)
 * (Playwright runs the files it is given in the order given.)
 */
// Each worker's data folder goes under this one (scripts/test.sh makes it and deletes it on exit).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cci-e2e-'));
// The staff password of the test servers; admin tests type it into the gates (the page itself never knows it).
process.env.E2E_ADMIN_PASSWORD ??= `e2e-admin-${randomBytes(9).toString('base64url')}`;

const root = resolve(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One retry on CI: a test that passes only on it is reported as flaky (scripts/test-summary.mjs lists it).
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list'], ['json', { outputFile: resolve(root, 'test-results/playwright.json') }]],
  outputDir: resolve(root, 'test-results/playwright'),
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', // Debian's package: Playwright cannot download browsers here
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
});
