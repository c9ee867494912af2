import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import adminRoutes from '../../mfe-admin/src/routes';
import communityRoutes from '../../mfe-community/src/routes';
import dashboardRoutes from '../../mfe-dashboard/src/routes';
import publicRoutes from '../../mfe-public/src/routes';
import { formatRemotes, initialRemotes, SLICE_LIST } from '../../tools/release/layout.cjs';
import { matchRoute, parseRemotesConfig, sliceOf } from './routes';

const root = join(__dirname, '../..');
/** mf-remotes.json as the shell's build writes it from slices.json. */
const config = parseRemotesConfig(JSON.parse(formatRemotes(initialRemotes())));

describe('sliceOf: the slice that owns a path', () => {
  it('is the longest prefix on a segment boundary, fixed segments in any case', () => {
    expect(sliceOf(config, '/')).toBe('mfe_public');
    expect(sliceOf(config, '/about')).toBe('mfe_public');
    expect(sliceOf(config, '/community')).toBe('mfe_community');
    expect(sliceOf(config, '/Community/entrepreneurs/')).toBe('mfe_community');
    expect(sliceOf(config, '/community-engagement')).toBe('mfe_public'); // not a segment of /community
    expect(sliceOf(config, '/communityx')).toBe('mfe_public');
    expect(sliceOf(config, '/dashboard/x')).toBe('mfe_dashboard');
    expect(sliceOf(config, '/admin/requests')).toBe('mfe_admin');
  });
  it('is undefined when no slice owns "/"', () => {
    expect(
      sliceOf(parseRemotesConfig({ mfe_admin: { entry: '/mfe/admin/mf-manifest.json', paths: ['/admin'] } }), '/about'),
    ).toBeUndefined();
  });
});

describe('parseRemotesConfig', () => {
  it.each([
    [[], /expected an object/],
    [{ 'Bad-Name': { entry: '/x', paths: ['/'] } }, /bad remote name/],
    [{ mfe_x: '/mfe/x/mf-manifest.json' }, /entry must be a path/],
    [{ mfe_x: { entry: 'http://elsewhere/x.json', paths: ['/'] } }, /entry must be a path/],
    [{ mfe_x: { entry: '/x', paths: ['community'] } }, /paths must be a list/],
    [{ mfe_x: { entry: '/x', paths: ['/a//b'] } }, /paths must be a list/],
  ])('refuses %j', (json, message) => {
    expect(() => parseRemotesConfig(json)).toThrow(message);
  });
});

describe('matchRoute', () => {
  const routes = [{ path: '/community' }, { path: '/community/:slug' }, { path: '/community/new' }, { path: '/community/:slug/members' }];
  it('matches fixed and parameterised paths, with or without a trailing slash, fixed segments in any case', () => {
    expect(matchRoute(routes, '/community')?.route.path).toBe('/community');
    expect(matchRoute(routes, '/COMMUNITY/')?.path).toBe('/community');
    expect(matchRoute(routes, '/community/entrepreneurs')).toEqual({
      route: routes[1],
      path: '/community/entrepreneurs',
      params: { slug: 'entrepreneurs' },
    });
    expect(matchRoute(routes, '/community/a/members')?.params).toEqual({ slug: 'a' });
  });
  it('prefers fixed segments to parameters, as react-router does', () => {
    expect(matchRoute(routes, '/community/new')?.route.path).toBe('/community/new');
  });
  it('one spelling per page: parameters decoded then encoded once, no empty segments; a parameter keeps its case', () => {
    expect(matchRoute(routes, '//community//%65ntrepreneurs')?.path).toBe('/community/entrepreneurs');
    expect(matchRoute(routes, '/community/a%20b')?.path).toBe('/community/a%20b');
    expect(matchRoute(routes, '/community/%3Fx%3D1%2F..')?.path).toBe('/community/%3Fx%3D1%2F..');
    expect(matchRoute(routes, '/community/Entrepreneurs')?.path).toBe('/community/Entrepreneurs');
  });
  it('does not match other paths, nor undecodable ones', () => {
    expect(matchRoute(routes, '/community/a/b')).toBeUndefined();
    expect(matchRoute(routes, '/nope')).toBeUndefined();
    expect(matchRoute(routes, '/community/%E0%A4%A')).toBeUndefined();
  });
});

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
      '/',
      '/about',
      '/ai-evolution',
      '/events',
      '/demo',
      '/ai-agent',
      '/prompt-engineering',
      '/ai-safety',
      '/tool-integration',
      '/privacy-policy',
      '/terms-of-service',
      '/community-guidelines',
      '/community-engagement',
      '/register',
      '/login',
      '/community',
      '/community/:slug',
      '/dashboard/:slug',
      '/admin',
      '/admin/requests',
      '/admin/communications',
    ]) {
      expect(all).toContain(path);
    }
  });

  it('personal pages (dashboard, admin) are never pre-rendered', () => {
    for (const route of [...built.values()].flat()) {
      if (/^\/(dashboard|admin)(\/|$)/.test(route.path)) expect([route.path, route.prerender]).toEqual([route.path, false]);
    }
  });
});
