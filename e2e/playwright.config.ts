import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PLAYWRIGHT_CHROMIUM_FLAGS } from '../tools/browser/chromium-flags.cjs';
import { freePort } from './support/free-port';

/**
 * Browser tests of the composed site: the real server (API + shell + slices from their production builds) on a
 * fresh embedded PostgreSQL in a temp folder, on free ports. Values go through process.env so that Playwright's
 * worker processes, which load this file again, see the same ones.
 */
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_PG_PORT ??= String(freePort());
// The real SMTP server the API sends through (tools/mail/smtp-sink.cjs); tests read what it received over HTTP.
process.env.E2E_SMTP_PORT ??= String(freePort());
process.env.E2E_SMTP_HTTP_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cci-e2e-'));
// The staff password of the test server; admin tests type it into the gates (the page itself never knows it).
process.env.E2E_ADMIN_PASSWORD ??= `e2e-admin-${randomBytes(9).toString('base64url')}`;

const root = resolve(__dirname, '..');
export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: resolve(root, 'test-results/playwright.json') }]],
  outputDir: resolve(root, 'test-results/playwright'),
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', // Debian's package: Playwright cannot download browsers here
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
  webServer: [
    {
      command: `node ${resolve(root, 'tools/mail/smtp-sink.cjs')}`,
      url: `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { SMTP_SINK_PORT: process.env.E2E_SMTP_PORT, SMTP_SINK_HTTP_PORT: process.env.E2E_SMTP_HTTP_PORT },
    },
    {
      command: `node ${resolve(root, 'api/dist/main.js')}`,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: process.env.E2E_PORT,
        EMBEDDED_PG_DIR: join(process.env.E2E_DATA_DIR, 'pg'),
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
        NODE_ENV: 'test',
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
