import { expect, test as base, type Page, type Response } from '@playwright/test';

/**
 * The suite's `test`: as Playwright's, but `page.goto` and `page.reload` of a page of the site return once the app is
 * live (`<html data-live>`: the browser has hydrated the server's HTML). Before that the page is the server's HTML:
 * links work, but a click on a button or a tab does nothing, as for a visitor whose scripts are still loading.
 * A test about that moment itself asks for `waitUntil: 'commit'` and gets the page as it is.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const untilLive = async (response: Response | null, waitUntil: string | undefined) => {
      const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
      if (html && waitUntil !== 'commit') await page.locator('html[data-live]').waitFor({ state: 'attached' });
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilLive(await goto(url, options), options?.waitUntil);
    page.reload = async (options) => untilLive(await reload(options), options?.waitUntil);
    await use(page);
  },
});

export { expect };
export type { Page };
