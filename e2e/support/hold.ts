import { type Page, type Route } from '@playwright/test';

/**
 * Holds every request that matches `url` until the returned function is called, to see what the page shows in the
 * meantime (a loading state, the old page, the server's HTML before its scripts ran). Once released, each held request
 * goes on to the server, or gets what `then` answers (a staged answer or error).
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  then: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await then(route);
  });
  return release;
}
