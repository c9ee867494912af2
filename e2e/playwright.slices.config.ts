import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { PLAYWRIGHT_CHROMIUM_FLAGS } from '../tools/browser/chromium-flags.cjs';

/**
 * Only tests/independent-slices.spec.ts, which starts its own server on a temp copy of the built site (it edits the
 * served mf-remotes.json and swaps the shell): the suite's webServer is not needed, so none is started here.
 * The spec also runs under playwright.config.ts, with the rest of the suite.
 *
 *   node node_modules/@playwright/test/cli.js test -c e2e/playwright.slices.config.ts
 */
const root = resolve(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  testMatch: 'independent-slices.spec.ts',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  outputDir: resolve(root, 'test-results/playwright-slices'),
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
});
