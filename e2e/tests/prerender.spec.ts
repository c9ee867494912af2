import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../shell/src/routes';
import { waitForApp } from '../support/navigation';

/**
 * Pre-rendered pages (api/src/web/prerender.ts + shell/src/ssr): the server sends each public page as HTML with the
 * nav, the footer and the page's first view, so it paints before any script runs; the browser's render then swaps
 * in the same content. Personal pages (dashboard, admin) are never pre-rendered: their HTML would be someone's.
 */
const PERSONAL = /^\/(dashboard|admin)(\/|$)/;
const samplePath = (path: string) => path.replace(':slug', 'entrepreneurs');
const PUBLIC_PATHS = ROUTES.map((r) => samplePath(r.path)).filter((p) => !PERSONAL.test(p));

/** The visible text of <main>, whitespace-normalised, minus live regions that tick (none expected). */
const mainText = (page: Page) => page.locator('main').evaluate((m) => (m as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

test.describe('pre-rendered pages', () => {
  test('every public route of the shell is served as HTML with its content; personal routes are not', async ({ request }) => {
    for (const path of PUBLIC_PATHS) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
      const html = await res.text();
      expect(html, `${path} is pre-rendered`).toContain('data-prerendered');
      expect(html, `${path} has the footer`).toContain('<footer');
      expect(html, `${path} has the nav`).toContain('aria-label="Main"');
    }
    for (const path of ['/dashboard/entrepreneurs', '/admin', '/admin/requests']) {
      expect(await (await request.get(path)).text(), path).not.toContain('data-prerendered');
    }
  });

  test('the HTML carries the public data the page showed, and nothing that could close its <script>', async ({ request }) => {
    const html = await (await request.get('/community')).text();
    const json = /<script type="application\/json" id="prerendered-data">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(Object.keys(data)).toEqual(['/api/communities']);
    expect(data['/api/communities']).toHaveLength(await (await request.get('/api/communities')).json().then((l: unknown[]) => l.length));
    expect(html).toContain('Entrepreneurs'); // a card's name, in the markup itself
  });

  test('without JavaScript the page is readable: content, nav and footer are there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/community/entrepreneurs');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('button', { name: 'Open menu' })).first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // Until scripts run, the root says it is not ready for input.
    await expect(page.locator('#root')).toHaveAttribute('aria-disabled', 'true');
    await context.close();
  });

  for (const path of ['/', '/community', '/community/entrepreneurs', '/ai-evolution', '/events', '/register']) {
    test(`${path}: the browser's render shows the same content as the HTML, becomes live, and logs no error`, async ({ browser }) => {
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const before = await noJs.newPage();
      await before.goto(path);
      const prerendered = await mainText(before);
      await noJs.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // The session's answer changes the page on purpose (sign-in buttons); held back, the render must equal the HTML.
      await page.route('**/api/auth/user', () => undefined);
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
      expect(prerendered.length).toBeGreaterThan(40);
      expect(await mainText(page)).toBe(prerendered);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('focus given to the pre-rendered page before its scripts ran is still there after the swap', async ({ page }) => {
    let release!: () => void;
    const scriptsHeld = new Promise<void>((r) => (release = r));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/community', { waitUntil: 'commit' }); // DOMContentLoaded would wait for the held (deferred) script
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    const before = await page.evaluate(() => (document.activeElement as HTMLElement).outerHTML.replace(/ class="[^"]*"/g, ''));
    expect(before).toMatch(/^<a /);
    release();
    await waitForApp(page);
    const after = await page.evaluate(() => (document.activeElement as HTMLElement).outerHTML.replace(/ class="[^"]*"/g, ''));
    expect(after).toBe(before);
  });

  test('a change to the data is in the next HTML (no stale page)', async ({ request }) => {
    const title = `Pre-rendered trend ${Date.now()}`;
    expect(await (await request.get('/ai-evolution')).text()).not.toContain(title);
    expect((await request.post('/api/admin/session', { data: { password: process.env.E2E_ADMIN_PASSWORD } })).status()).toBe(204);
    expect((await request.post('/api/trends', { data: { title, discussionCount: 12 } })).status()).toBe(201);
    expect(await (await request.get('/ai-evolution')).text()).toContain(title);
  });
});
