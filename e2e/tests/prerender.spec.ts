import { asNewClient, expect, newClientContext, test } from '../support/test';
import { holdRequests } from '../support/hold';
import { type Page } from '@playwright/test';
import { waitForApp } from '../support/navigation';
import { waitForQuietNetwork } from '../support/network';
import { SITE_ROUTES } from '../support/site-routes';
import { registerMemberByApi } from '../support/account-links';
import { ADMIN_PASSWORD } from '../support/admin';

/**
 * Pre-rendered pages (api/src/web/prerender.ts + shell/src/ssr): the server sends each public page as HTML with the
 * nav, the footer and the page's first view (from the slice's server container), so it paints before any script
 * runs; the browser then hydrates that HTML: same elements, now live. Personal pages (dashboard, admin: their routes
 * say prerender: false) are never pre-rendered: their HTML would be someone's.
 */
const samplePath = (path: string) => path.replace(':slug', 'entrepreneurs');
const PUBLIC_PATHS = SITE_ROUTES.filter((r) => r.prerender).map((r) => samplePath(r.path));
const PERSONAL_PATHS = SITE_ROUTES.filter((r) => !r.prerender).map((r) => samplePath(r.path));

/** The visible text of <main>, whitespace-normalised, minus live regions that tick (none expected). */
const mainText = (page: Page) => page.locator('main').evaluate((m) => (m as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

test.describe('pre-rendered pages', () => {
  test('every public route of the shell is served as HTML with its content; personal routes are not', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const member = await registerMemberByApi(request, 'Prerendered'); // a member's profile (/members/:id) needs one
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: asNewClient() });
    // A thread page needs a thread: the seeded forum's first of the community.
    const threads = (await (await request.get('/api/communities/entrepreneurs/threads')).json()) as { items: { id: number }[] };
    // An event page needs an event (the first seeded one), a challenge page a challenge (staff set one).
    expect((await request.post('/api/admin/session', { data: { password: ADMIN_PASSWORD } })).status()).toBe(204);
    const challenge = await request.post('/api/challenges', {
      data: {
        community: 'entrepreneurs',
        title: 'Pre-rendered challenge',
        brief: 'A brief that the server renders.',
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(challenge.status(), 'POST /api/challenges').toBe(201);
    const challengeId = ((await challenge.json()) as { id: number }).id;
    const idOf = (path: string) =>
      String(
        path.includes('/discussions/')
          ? threads.items[0].id
          : path.startsWith('/events/')
            ? 1
            : path.includes('/challenges/')
              ? challengeId
              : member.id,
      );
    // An article page needs an article: the oldest seeded one.
    const articles = (await (await request.get('/api/articles')).json()) as { slug: string }[];
    const articlePath = `/ai-evolution/${articles.at(-1)!.slug}`;
    for (const path of PUBLIC_PATHS.map((p) => (p === '/ai-evolution/entrepreneurs' ? articlePath : p.replace(':id', idOf(p))))) {
      // A visitor's page (cached on the server); the member's, rendered for them, is stored by no cache.
      for (const [who, client, cacheControl] of [
        ['a visitor', visitor, 'no-cache'],
        ['the member', request, 'private, no-store'],
      ] as const) {
        const what = `${path} for ${who}`;
        const res = await client.get(path);
        expect(res.status(), what).toBe(200);
        expect(res.headers()['cache-control'], what).toBe(cacheControl);
        const html = await res.text();
        expect(html, `${what} is pre-rendered`).toContain('data-prerendered');
        expect(html, `${what} has the footer`).toContain('<footer');
        expect(html, `${what} has the nav`).toContain('aria-label="Main"');
      }
    }
    await visitor.dispose();
    expect(PERSONAL_PATHS).toEqual(expect.arrayContaining(['/dashboard/entrepreneurs', '/admin', '/admin/requests']));
    for (const path of PERSONAL_PATHS) {
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
    const context = await newClientContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/community/entrepreneurs');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .or(page.getByRole('button', { name: 'Open menu' }))
        .first(),
    ).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // Links work without scripts; nothing marks the page as disabled (it is live once hydrated).
    await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
    await context.close();
  });

  for (const path of ['/', '/community', '/community/entrepreneurs', '/ai-evolution', '/events', '/register']) {
    test(`${path}: the browser's hydration shows the same content as the HTML, becomes live, and logs no error`, async ({ browser }) => {
      const noJs = await newClientContext(browser, { javaScriptEnabled: false });
      const before = await noJs.newPage();
      await before.goto(path);
      const prerendered = await mainText(before);
      await noJs.close();

      const context = await newClientContext(browser);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // The session's answer changes the page on purpose (sign-in buttons); held back, the render must equal the HTML.
      await page.route('**/api/auth/user', () => undefined);
      await page.goto(path);
      await waitForApp(page);
      expect(prerendered.length).toBeGreaterThan(40);
      expect(await mainText(page)).toBe(prerendered);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const path of [
    '/',
    '/community',
    '/community/entrepreneurs',
    '/community/entrepreneurs/discussions',
    '/ai-evolution',
    '/about',
    '/login',
  ]) {
    test(`${path}: hydration keeps every element of the server's HTML, warns of nothing, and the page works at once`, async ({ page }) => {
      const messages: string[] = [];
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
      });
      // The session's answer changes the nav on purpose (sign-in buttons): held back, nothing may change.
      await page.route('**/api/auth/user', () => undefined);
      // Every element of the server's HTML, taken before any script ran (deferred scripts run after 'interactive').
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { ssrNodes: Element[] }).ssrNodes = [...document.querySelectorAll('#root *')];
        });
      });
      await page.goto(path);
      await waitForApp(page);
      // Effects that run after hydration (data reads, media swaps) change the page, if they would, once their requests
      // are answered (the session's, held above, aside).
      await waitForQuietNetwork(page, { ignore: (r) => new URL(r.url()).pathname === '/api/auth/user' });
      const nodes = await page.evaluate(() => {
        const before = (window as unknown as { ssrNodes: Element[] }).ssrNodes;
        // (Media marked data-replaced-in-browser is swapped for its video on purpose once the page runs.)
        const lost = before.filter((e) => !e.isConnected && !e.closest('[data-replaced-in-browser]')).map((e) => e.outerHTML.slice(0, 160));
        // React attached to the server's markup (a fresh client render would have made new elements)
        const attached = before.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber$'))).length;
        return { count: before.length, now: document.querySelectorAll('#root *').length, lost, attached };
      });
      expect(nodes.count).toBeGreaterThan(50);
      expect(nodes.lost).toEqual([]);
      expect(nodes.attached).toBeGreaterThan(nodes.count / 2);
      expect(messages).toEqual([]);
    });
  }

  test('interactive elements work as soon as the page is hydrated (a tab switches, a menu opens)', async ({ page }) => {
    await page.route('**/api/auth/user', () => undefined);
    await page.goto('/community/entrepreneurs');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Share Community' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
  });

  test('focus given to the pre-rendered page before its scripts ran stays on the same element', async ({ page }) => {
    const release = await holdRequests(page, /\/main\.[0-9a-f]+\.js$/);
    await page.goto('/community', { waitUntil: 'commit' }); // DOMContentLoaded would wait for the held (deferred) script
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.evaluate(() => ((window as unknown as { focusedBefore: Element | null }).focusedBefore = document.activeElement));
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    release();
    await waitForApp(page);
    // Hydration keeps the element itself, so focus never moved.
    expect(
      await page.evaluate(() => document.activeElement === (window as unknown as { focusedBefore: Element | null }).focusedBefore),
    ).toBe(true);
  });

  test('a change to the data is in the next HTML (no stale page)', async ({ request }) => {
    const title = `Pre-rendered trend ${Date.now()}`;
    expect(await (await request.get('/ai-evolution')).text()).not.toContain(title);
    expect((await request.post('/api/admin/session', { data: { password: process.env.E2E_ADMIN_PASSWORD } })).status()).toBe(204);
    expect((await request.post('/api/trends', { data: { title, discussionCount: 12 } })).status()).toBe(201);
    expect(await (await request.get('/ai-evolution')).text()).toContain(title);
  });
});
