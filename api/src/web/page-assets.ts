import fs from 'node:fs';
import path from 'node:path';

/** A remote build's mf-pages.json (tools/webpack/page-assets-plugin.js): its container, routes module and page chunks. */
interface PageAssets {
  entry: string;
  routes: string[];
  pages: Record<string, string[]>;
}

const cache = new Map<string, { mtimeMs: number; assets: PageAssets | null }>();

function pageAssetsIn(file: string): PageAssets | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    cache.delete(file);
    return null; // a build from before mf-pages.json: no preloads, the page works as before
  }
  const known = cache.get(file);
  if (known?.mtimeMs === mtimeMs) return known.assets;
  let assets: PageAssets | null = null;
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PageAssets>;
    if (typeof parsed.entry === 'string' && Array.isArray(parsed.routes) && parsed.pages && typeof parsed.pages === 'object') {
      assets = parsed as PageAssets;
    }
  } catch {
    assets = null;
  }
  cache.set(file, { mtimeMs, assets });
  return assets;
}

const SAFE_FILE = /^[\w.-]+$/;
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The <link rel="preload"> tags of a pre-rendered page (issue 26 §3): the slice's manifest (fetched by the federation
 * runtime), its container, its routes module and the chunks of the route's page, all from where the browser loads
 * that release (`entryUrl`, the slice's line of mf-remotes.json). The browser fetches them while it parses the page
 * and loads the shell, instead of one after another as each script finds it needs the next.
 */
export function preloadTags(webRoot: string, folder: string, entryUrl: string, routePath: string): string {
  const assets = pageAssetsIn(path.join(webRoot, folder, 'mf-pages.json'));
  if (!assets || !entryUrl.startsWith('/')) return '';
  const base = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
  const scripts = [assets.entry, ...assets.routes, ...(assets.pages[routePath] ?? [])].filter((f) => SAFE_FILE.test(f));
  // Low priority: fetched early, but after what paints the page (a hero image is the largest paint on most pages).
  const tags = [...new Set(scripts)].map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${attr(base + file)}">`);
  if (entryUrl.endsWith('.json')) {
    tags.unshift(`<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="${attr(entryUrl)}">`);
  }
  return tags.join('');
}
