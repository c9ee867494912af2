import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preloadTags } from './page-assets';

describe('preloadTags (the scripts of a pre-rendered page, preloaded from its HTML)', () => {
  let webRoot: string;
  const folder = path.join('mfe-community', 'dist');
  const write = (assets: unknown) => {
    fs.mkdirSync(path.join(webRoot, folder), { recursive: true });
    const file = path.join(webRoot, folder, 'mf-pages.json');
    fs.writeFileSync(file, typeof assets === 'string' ? assets : JSON.stringify(assets));
    const later = new Date(Date.now() + Math.random() * 100_000); // a new mtime for each write, so the cache sees it
    fs.utimesSync(file, later, later);
  };
  beforeEach(() => (webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'))));
  afterEach(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it("the manifest (as the runtime fetches it), the container, the routes module and the route's page chunks, from the release's folder", () => {
    write({ entry: 'remoteEntry.js', routes: ['routes.1.js'], pages: { '/community': ['a.2.js', 'b.3.js'], '/search': ['s.js'] } });
    expect(preloadTags(webRoot, folder, '/mfe/community/releases/r2/mf-manifest.json', '/community')).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/mfe/community/releases/r2/mf-manifest.json">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/mfe/community/releases/r2/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/mfe/community/releases/r2/routes.1.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/mfe/community/releases/r2/a.2.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/mfe/community/releases/r2/b.3.js">',
    );
  });

  it('a route without chunks of its own gets the shared ones; names that are not plain file names are left out', () => {
    write({ entry: 'remoteEntry.js', routes: ['routes.js', '../x.js', 'a"b.js'], pages: {} });
    expect(preloadTags(webRoot, folder, '/mfe/community/remoteEntry.js', '/nowhere')).toBe(
      '<link rel="preload" as="script" fetchpriority="low" href="/mfe/community/remoteEntry.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/mfe/community/routes.js">',
    );
  });

  it('no file, or a damaged one: no preloads (the page loads as before)', () => {
    expect(preloadTags(webRoot, folder, '/mfe/community/mf-manifest.json', '/community')).toBe('');
    write('{not json');
    expect(preloadTags(webRoot, folder, '/mfe/community/mf-manifest.json', '/community')).toBe('');
    write({ entry: 'remoteEntry.js' });
    expect(preloadTags(webRoot, folder, '/mfe/community/mf-manifest.json', '/community')).toBe('');
  });
});
