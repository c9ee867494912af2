import { formatRemotes, initialRemotes } from '../../tools/release/layout.cjs';
import { matchRoute, parseRemotesConfig, sliceOf } from './routes';

/** mf-remotes.json as the shell's build writes it from slices.json. */
const config = parseRemotesConfig(JSON.parse(formatRemotes(initialRemotes())));

describe('sliceOf: the slice that owns a path', () => {
  it('is the longest prefix on a segment boundary, fixed segments in any case', () => {
    expect(sliceOf(config, '/')).toBe('mfe_public');
    expect(sliceOf(config, '/about')).toBe('mfe_public');
    expect(sliceOf(config, '/community')).toBe('mfe_community');
    expect(sliceOf(config, '/Community/entrepreneurs/')).toBe('mfe_community');
    expect(sliceOf(config, '/community-engagement')).toBe('mfe_public'); // not a segment of /community
    // The menu's "Engage" opens the community slice's hub (issue 29 §10); the spec's preview above stays public's.
    expect(sliceOf(config, '/engage')).toBe('mfe_community');
    expect(sliceOf(config, '/engagement')).toBe('mfe_public');
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
