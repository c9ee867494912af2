import { SITEMAP_PAGES } from '@cci/contracts';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import adminRoutes from '../mfe-admin/src/routes';
import communityRoutes from '../mfe-community/src/routes';
import dashboardRoutes from '../mfe-dashboard/src/routes';
import publicRoutes from '../mfe-public/src/routes';
import { parseRemotesConfig, sliceOf } from '../shell/src/routes';
import { formatRemotes, initialRemotes, SLICE_LIST } from './release/layout.cjs';

// A workspace test, not the shell's: the shell never imports a slice, the route table spans them all.
const root = join(__dirname, '..');
/** mf-remotes.json as the shell's build writes it from slices.json. */
const config = parseRemotesConfig(JSON.parse(formatRemotes(initialRemotes())));

/**
 * The route-table contract, read from each built slice's routes module (its server container, loaded the way the
 * server loads it; never a regex over minified code): every page lies in its slice's paths, no two slices serve one
 * path, the build lists what the sources list, and together they serve every route of the product spec.
 */
describe('route table contract: the built slices and mf-remotes.json', () => {
  const SOURCES: Record<string, readonly { path: string; title?: string; prerender: boolean }[]> = {
    mfe_public: publicRoutes,
    mfe_community: communityRoutes,
    mfe_dashboard: dashboardRoutes,
    mfe_admin: adminRoutes,
  };
  const folderOf = (remote: string) => SLICE_LIST.find((s) => s.remote === remote)!.folder;
  const built = new Map<string, { path: string; title?: string; prerender: boolean }[]>();
  beforeAll(() => {
    for (const remote of Object.keys(config)) {
      const run = spawnSync(
        process.execPath,
        [join(root, 'tools/release/routes-module.cjs'), join(root, folderOf(remote), 'dist'), remote],
        { encoding: 'utf8' },
      );
      if (run.status !== 0) throw new Error(`${remote}: ${run.stderr.trim()} (run \`npm run build\` first)`);
      built.set(remote, JSON.parse(run.stdout));
    }
  });

  it('mf-remotes.json lists the four slices, each at its current build; these sources are those of slices.json', () => {
    expect(Object.fromEntries(Object.entries(config).map(([name, { entry }]) => [name, entry]))).toEqual({
      mfe_public: '/mfe/public/mf-manifest.json',
      mfe_community: '/mfe/community/mf-manifest.json',
      mfe_dashboard: '/mfe/dashboard/mf-manifest.json',
      mfe_admin: '/mfe/admin/mf-manifest.json',
    });
    // TypeScript imports cannot be computed: a slice added to slices.json must be imported above too.
    expect(Object.keys(SOURCES)).toEqual(SLICE_LIST.map((s) => s.remote));
  });

  it.each(Object.keys(SOURCES))("%s: the build lists its sources' routes, each inside the slice's paths", (remote) => {
    const routes = built.get(remote)!;
    expect(routes).toEqual(
      SOURCES[remote]!.map(({ path, title, prerender }) => (title === undefined ? { path, prerender } : { path, title, prerender })),
    );
    for (const route of routes) expect([route.path, sliceOf(config, route.path)]).toEqual([route.path, remote]);
  });

  it('no path is served by two slices, and every route of the product spec is served', () => {
    const all = [...built.values()].flat().map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
    for (const path of [
      // The public pages, each listed in the sitemap (api/src/reach).
      ...SITEMAP_PAGES,
      '/register',
      '/login',
      // Member accounts.
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/confirm-email',
      '/members/:id',
      '/community/:slug',
      // Discussions and search.
      '/community/:slug/discussions',
      '/community/:slug/discussions/:id',
      '/search',
      '/dashboard/:slug',
      '/settings',
      '/admin',
      '/admin/requests',
      '/admin/communications',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('personal pages (dashboard, settings, admin) are never pre-rendered', () => {
    for (const route of [...built.values()].flat()) {
      if (/^\/(dashboard|settings|admin)(\/|$)/.test(route.path)) expect([route.path, route.prerender]).toEqual([route.path, false]);
    }
  });

  it('the pages of one-time links are never pre-rendered (their address carries a secret); a public profile is', () => {
    const all = [...built.values()].flat();
    for (const path of ['/reset-password', '/verify-email', '/confirm-email']) {
      expect(all.find((r) => r.path === path)).toMatchObject({ path, prerender: false });
    }
    expect(all.find((r) => r.path === '/members/:id')).toMatchObject({ prerender: true });
    expect(all.find((r) => r.path === '/forgot-password')).toMatchObject({ prerender: true });
  });
});
