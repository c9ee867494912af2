import { expect, type Page } from '@playwright/test';

/**
 * Opens a page the way a link inside the site does, with no pre-rendered HTML: for tests that stage the API's
 * answers with page.route (loading skeletons, error states) — a pre-rendered page already carries its data, read
 * by the server, so the browser never asks for it.
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/e2e-start-here'); // no such page: the shell's 404 page, which is not pre-rendered
  await expect(page.locator('main')).toBeVisible();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Waits until the app is live: the browser has hydrated the pre-rendered markup (or rendered the page). */
export async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-live', '');
}
