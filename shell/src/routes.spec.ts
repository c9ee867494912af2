import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federatedId, matchRoute, ROUTES } from './routes';

const root = join(__dirname, '../..');
const REMOTE_FOLDERS: Record<string, string> = { mfe_public: 'mfe-public', mfe_community: 'mfe-community', mfe_dashboard: 'mfe-dashboard', mfe_admin: 'mfe-admin' };

describe('matchRoute', () => {
  it('matches static and parameterised paths, with or without a trailing slash', () => {
    expect(matchRoute('/community')?.module).toBe('CommunityListPage');
    expect(matchRoute('/community/')?.module).toBe('CommunityListPage');
    expect(matchRoute('/community/entrepreneurs')?.module).toBe('CommunityDetailPage');
  });
  it('does not match other paths', () => {
    expect(matchRoute('/')?.module).toBe('HomePage');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/community/a/b')).toBeUndefined();
    expect(matchRoute('/community-engagement')?.module).toBe('CommunityEngagementPage'); // not taken for /community/:slug
    expect(matchRoute('/admin/unknown')).toBeUndefined();
  });
});

describe('route table contract: every entry resolves to a module exposed by the built remote', () => {
  const remotesFile = JSON.parse(readFileSync(join(root, 'shell/public/mf-remotes.json'), 'utf8')) as Record<string, string>;

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s', (_path, route) => {
    expect(remotesFile[route.remote]).toBeDefined();
    const manifestPath = join(root, REMOTE_FOLDERS[route.remote], 'dist/mf-manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run \`npm run build\` first`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name: string; exposes: { name: string; path: string }[] };
    expect(manifest.name).toBe(route.remote);
    expect(manifest.exposes.map((e) => `${manifest.name}/${e.name}`)).toContain(federatedId(route));
  });
});
