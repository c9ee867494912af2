import { cacheControlFor, IMMUTABLE, NO_CACHE, ONE_HOUR } from './cache-control';

describe('cacheControlFor', () => {
  it.each([
    'remoteEntry.js',
    'mf-manifest.json',
    'mf-stats.json',
    'mf-remotes.json',
    'index.html',
    'about.html',
    '/x/shell/dist/index.html',
    'page.1a2b3c4d.html',
    'remoteEntry.js.br',
    'mf-manifest.json.gz',
    '/x/shell/dist/index.html.br',
  ])('%s → no-cache', (file) => expect(cacheControlFor(file)).toBe(NO_CACHE));

  it.each([
    'main.1a2b3c4d.js',
    '/dist/static/js/123.0f9e8d7c.chunk.js',
    'styles.abcdef01.css',
    'logo.00112233.svg',
    'main.1a2b3c4d.js.br',
    '123.0f9e8d7c.css.gz',
  ])('%s → immutable', (file) => expect(cacheControlFor(file)).toBe(IMMUTABLE));

  it.each([
    'promo.mp4',
    'logo.svg',
    'main.js',
    'main.1A2B3C4D.js',
    'main.1a2b3c4.js',
    'favicon.ico',
    'remoteEntry.1a2b3c4d',
    'logo.svg.br',
    'data.tar.gz',
  ])('%s → one hour', (file) => expect(cacheControlFor(file)).toBe(ONE_HOUR));
});
