import { expect, test } from '../support/test';

test.describe('Runtime-loaded slices', () => {
  test('one React (and one of every shared singleton) in the page, all from the shell', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/community');
    await expect(page.getByTestId('community-card')).toHaveCount(8);
    await page.getByTestId('community-card').first().click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

    const loaded = await page.evaluate(() => {
      // The MF runtime's share scopes: host name -> scope -> package -> version -> what was loaded, and from where.
      type Shared = { loaded?: boolean; lib?: unknown; from: string };
      type Scopes = Record<string, Record<string, Record<string, Record<string, Shared>>>>;
      const share = (window as { __FEDERATION__?: { __SHARE__?: Scopes } }).__FEDERATION__?.__SHARE__ ?? {};
      const out: Record<string, string[]> = {};
      for (const scopes of Object.values(share))
        for (const [pkg, versions] of Object.entries(scopes.default ?? {}))
          for (const [v, info] of Object.entries(versions))
            if (info.loaded || info.lib) {
              const id = `${v} from ${info.from}`;
              if (!(out[pkg] ??= []).includes(id)) out[pkg].push(id);
            }
      return out;
    });
    // The router travels as @cci/shared-ui/router (the slice's useParams read the shell's router: the detail page
    // above found its slug); react-router itself is never shared whole.
    for (const pkg of ['react', 'react-dom', '@cci/shared-ui/router', 'styled-components', 'swr', '@cci/shared-ui']) {
      expect(loaded[pkg], pkg).toEqual([expect.stringMatching(/ from shell$/)]);
    }
    expect(loaded['react-router-dom']).toBeUndefined();
    // The React that rendered the page is the one React DevTools would see: one renderer registered.
    const renderers = await page.evaluate(
      () =>
        (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { renderers?: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers
          ?.size ?? null,
    );
    expect(renderers === null || renderers === 1).toBe(true);
    expect(scripts.some((s) => s === '/mfe/community/remoteEntry.js')).toBe(true);
  });

  test('a deep link loads the slice in parallel with the shell', async ({ page }) => {
    const order: string[] = [];
    page.on('request', (r) => order.push(new URL(r.url()).pathname));
    await page.goto('/community/educators');
    await expect(page.getByRole('heading', { level: 1, name: 'Educators' })).toBeVisible();
    const manifest = order.indexOf('/mfe/community/mf-manifest.json');
    expect(manifest).toBeGreaterThan(-1);
    // Not a waterfall behind React: the slice's manifest is requested while the shell's own chunks are still being requested.
    const shellChunks = order.map((p, i) => (/^\/[\w-]+\.[0-9a-f]{8}\.js$/.test(p) ? i : -1)).filter((i) => i >= 0);
    expect(shellChunks.length).toBeGreaterThan(1);
    expect(manifest).toBeLessThan(Math.max(...shellChunks));
  });

  test('community slice blocked: nav and footer keep working; Retry loads the page once unblocked', async ({ page }) => {
    await page.route('**/mfe/community/**', (route) => route.abort());
    await page.goto('/community');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('This page could not be loaded');

    // nav and footer still work, and so does another slice
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Students', exact: true }).click();
    await expect(page).toHaveURL(/\/community\/students$/);
    await expect(fallback).toBeVisible();

    await page.unroute('**/mfe/community/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });

  test('remote files: entry files no-cache, hashed chunks immutable', async ({ request }) => {
    for (const path of ['/mfe/community/remoteEntry.js', '/mfe/community/mf-manifest.json', '/mf-remotes.json', '/']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toBe('no-cache');
    }
    const manifest = await (await request.get('/mfe/community/mf-manifest.json')).json();
    const chunk = manifest.exposes[0].assets.js.sync[0];
    const res = await request.get(`/mfe/community/${chunk}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
