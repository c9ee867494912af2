import { expect, type Page } from '@playwright/test';

/**
 * The staff password of the test server (playwright.config.ts sets it); the admin pages' tests type it or send it.
 */
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
/** contracts' ADMIN_FLAG_KEY (spec §4: the stored flag). */
const FLAG_KEY = 'adminAuthenticated';

/** Opens the admin session through the API (same cookie jar as the page) and sets the flag, so /admin skips the gate. */
export async function openAdminSession(page: Page) {
  const res = await page.request.post('/api/admin/session', { data: { password: ADMIN_PASSWORD } });
  expect(res.status(), 'POST /api/admin/session with the right password').toBe(204);
  await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), FLAG_KEY);
}
