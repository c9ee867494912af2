import { expect, test } from '../support/test';
import { type Page } from '@playwright/test';

/**
 * The whole API down under the site, once, in a browser: the site's files still come from the same origin (as with the
 * static servers of docker-compose) while every /api/** call is refused. The page keeps the nav bar and the footer,
 * settles (no skeleton left spinning), says what could not be loaded where the data would be, offers a retry that works
 * once the API is back, and throws nothing. Never a blank page.
 *
 * What each page shows when one of its reads fails (a 500 or no answer), is empty or still loading is a component test
 * next to the component: community-grid, community-list-page, community-detail-page, ai-evolution-page,
 * coach-communities, engagement-tabs, event-request-form, dashboard-page, admin-page and admin-requests-page .spec.tsx.
 */

/** Every API call is refused, as by a server that is down. */
const failApi = (page: Page) => page.route('**/api/**', (route) => route.abort('connectionrefused'));

/** Uncaught errors of the page: a failed API call must be handled, not thrown. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (err) => errors.push(err));
  return errors;
}

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** The frame of the site is there and has settled: nav bar links, footer, no session skeleton, no crashed-slice fallback. */
async function expectSiteFrame(page: Page) {
  const nav = mainNav(page);
  for (const name of ['AI Evolution', 'Community', 'Events']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Admin Portal' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByTestId('auth-loading')).toHaveCount(0);
  // The shell's fence for a slice that threw or failed to load: the page itself must handle a failing API.
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toHaveCount(0);
}

/** An error state of the page (role=alert inside <main>), found by its title. */
const errorState = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: title }) });

/** The API comes back: every "Try again" in the page loads the data, and no error state is left. */
async function retryAfterRecovery(page: Page) {
  await page.unroute('**/api/**');
  const main = page.getByRole('main');
  const retry = main.getByRole('button', { name: /Try again/ });
  // One at a time: each retry that succeeds takes its button away (or more than one, when two parts share a read).
  for (let left = await retry.count(); left > 0; left = await retry.count()) {
    await retry.first().click();
    await expect.poll(() => retry.count()).toBeLessThan(left);
  }
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The page is the browser's own render, not the server's pre-rendered HTML still waiting for its scripts. */
const expectLive = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', '');

test.describe('API down: the site shows an error state, never a blank page', () => {
  test('/ with the API down', async ({ page, context }) => {
    test.setTimeout(60_000); // two page loads on a shared 2-core machine
    const communities = (p: Page) => p.getByRole('list', { name: 'Communities' });
    const failed = (p: Page) => errorState(p, 'Communities could not be loaded');

    // Opened directly: the server pre-renders public pages with their data in the HTML (api/src/web/prerender.ts),
    // so the page has its content even though the browser's API calls fail (without pre-rendering it shows the
    // error state instead). Either way: the frame, the page's content or its error state, and nothing thrown.
    const pageErrors = collectPageErrors(page);
    await failApi(page);
    await page.goto('/');
    await expectLive(page);
    await expectSiteFrame(page);
    // Signed out is what a failed session read means (shared-ui useSession): the visitor buttons, not a skeleton.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(communities(page).or(failed(page)).first()).toBeVisible();
    expect(pageErrors.map(String)).toEqual([]);

    // Reached from another page of the site after the API failed: the data must come from the API, which fails.
    const visitor = await context.newPage();
    const visitorErrors = collectPageErrors(visitor);
    await visitor.goto('/privacy-policy');
    await expectLive(visitor);
    await expectSiteFrame(visitor);
    await failApi(visitor);
    await visitor.getByRole('link', { name: 'The AI Network home' }).click();
    await expect(visitor).toHaveURL((url) => url.pathname === '/');
    await expectSiteFrame(visitor);
    await expect(failed(visitor)).toBeVisible();
    await expect(failed(visitor).getByRole('button', { name: /Try again/ })).toBeEnabled();

    await retryAfterRecovery(visitor);
    await expect(communities(visitor)).toBeVisible();
    expect(visitorErrors.map(String)).toEqual([]);
  });
});
