import { expect, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { type Page } from '@playwright/test';
import { waitForApp } from '../support/navigation';
import { waitForQuietNetwork } from '../support/network';

/**
 * Navigation between pages of the slices (shell/src/remotes/remote-page.tsx): the old page stays on screen while a
 * page not loaded yet loads, the skeleton shows only when that takes longer than about 400 ms, and a page already
 * loaded changes in the same render as the location. Page modules are held back with page.route to make a load
 * fast or slow on purpose.
 */

/** Records, from now on, whether the skeleton was ever in the page and when the new page's content arrived. */
async function watchNavigation(page: Page, content: string) {
  await page.evaluate((selector) => {
    const w = window as unknown as { nav: { skeleton: boolean; t0: number; t1: number } };
    w.nav = { skeleton: false, t0: 0, t1: 0 };
    document.addEventListener('click', () => (w.nav.t0 = performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="page-loading"]')) w.nav.skeleton = true;
      if (!w.nav.t1 && document.querySelector(selector)) w.nav.t1 = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  }, content);
  return () => page.evaluate(() => (window as unknown as { nav: { skeleton: boolean; t0: number; t1: number } }).nav);
}

test.describe('navigation into a page not loaded yet', () => {
  // Whether a fast load ever flashes the skeleton is timing, measured by `npm run bench` (runs with a skeleton).
  test('while a page loads, the old page stays on screen (no skeleton yet), then the new page replaces it', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const release = await holdRequests(page, '**/mfe/community/**');
    const result = await watchNavigation(page, '[data-testid="community-card"]');
    await page.getByRole('banner').getByRole('link', { name: 'Community', exact: true }).first().click();
    await expect(page).toHaveURL(/\/community$/);
    // Loading (held): the old page is what the visitor sees, well within the skeleton's delay.
    const early = await page.evaluate(
      () =>
        new Promise<{ about: boolean; skeleton: boolean }>((r) =>
          setTimeout(
            () =>
              r({
                about: document.body.innerText.includes('About The AI Network'),
                skeleton: document.querySelector('[data-testid="page-loading"]') !== null,
              }),
            100,
          ),
        ),
    );
    expect(early).toEqual({ about: true, skeleton: false });
    release();
    await expect(page.getByTestId('community-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'About The AI Network' })).toHaveCount(0);
    expect((await result()).t1).toBeGreaterThan(0);
    await expect(page).toHaveTitle('Communities · The AI Network');
  });

  test('a slow load shows the skeleton (after the old page stayed a moment), then the page', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const release = await holdRequests(page, '**/mfe/community/**');
    await page.getByRole('banner').getByRole('link', { name: 'Community', exact: true }).first().click();
    await expect(page).toHaveURL(/\/community$/);
    // Right after the click the old page is still shown, not a skeleton...
    await expect(page.getByRole('heading', { level: 1, name: 'About The AI Network' })).toBeVisible();
    // ...and once loading has taken long, the skeleton says so.
    await expect(page.getByTestId('page-loading')).toBeVisible();
    release();
    await expect(page.getByTestId('community-card').first()).toBeVisible();
    await expect(page.getByTestId('page-loading')).toHaveCount(0);
  });

  test('a link prefetches its page on hover, so the click finds it loaded', async ({ page }) => {
    await page.goto('/about');
    await waitForApp(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.getByRole('banner').getByRole('link', { name: 'Community', exact: true }).first().hover();
    await expect.poll(() => requested.some((p) => p.startsWith('/mfe/community/') && /\.js$/.test(p))).toBe(true);
    await waitForQuietNetwork(page); // the prefetched page has arrived
    const result = await watchNavigation(page, '[data-testid="community-card"]');
    await page.getByRole('banner').getByRole('link', { name: 'Community', exact: true }).first().click();
    await expect(page.getByTestId('community-card').first()).toBeVisible();
    expect((await result()).skeleton).toBe(false);
  });

  test('an already visited page changes in the same frame as the click', async ({ page }) => {
    await page.goto('/community');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About The AI Network' })).toBeVisible();
    // Back to /community (loaded): the cards are in the DOM before the next frame is painted (rAF runs just before it).
    const nextFrame = await page.evaluate(
      () =>
        new Promise<{ cards: boolean; about: boolean }>((resolve) => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>('header a[href="/community"]')].find(
            (a) => a.offsetParent !== null,
          )!;
          link.click();
          requestAnimationFrame(() =>
            resolve({
              cards: document.querySelector('[data-testid="community-card"]') !== null,
              about: document.body.innerText.includes('About The AI Network'),
            }),
          );
        }),
    );
    expect(nextFrame).toEqual({ cards: true, about: false });
  });
});
