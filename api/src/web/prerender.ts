import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { servedFolderOf } from './releases';

/** What the shell's pre-renderer bundle (shell/dist-ssr/prerender.js, built by shell/webpack.ssr.js) exports. */
interface PrerenderBundle {
  /** Each remote's source stamp as compiled into the bundle (tools/webpack/source-stamp.js). */
  stamps: Record<string, string>;
  remoteOf(pathname: string): string | undefined;
  prerender(pathname: string, fetchJson: (key: string) => Promise<unknown>): Promise<{ html: string; styles: string; data: Record<string, unknown> } | null>;
}

/** A page as sent: the HTML and its brotli and gzip encodings, plus what it was made from. */
export interface PrerenderedResponse {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface CacheEntry extends PrerenderedResponse {
  /** The API keys the page read, and a hash of their bodies + the bundle and template versions. */
  keys: string[];
  fingerprint: string;
}

const MAX_ENTRIES = 200;
/** The empty mount point in the built index.html (html-webpack-plugin's minifier drops the quotes). */
const ROOT_DIV = /<div id=("root"|root)><\/div>/;

/** JSON inside <script type="application/json">: nothing in it may close the tag or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The shell's index.html with the pre-rendered page in it. */
export function assemble(template: string, page: { html: string; styles: string; data: Record<string, unknown> }): string | null {
  if (!ROOT_DIV.test(template) || !template.includes('</head>')) return null;
  return template
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(
      ROOT_DIV,
      () =>
      // aria-disabled until the browser's render replaces this markup (shell/src/app.tsx): it looks ready, but its
      // buttons and fields do nothing before the scripts run. Links work (plain <a href>).
      `<div id="root" aria-disabled="true" data-prerendered="">${page.html}</div>` +
        `<script type="application/json" id="prerendered-data">${jsonForScript(page.data)}</script>`,
    );
}

/**
 * Serves the shell's pages pre-rendered: the nav, footer and the page's first view with the public data it shows,
 * so the browser paints the page before any script has run (issue 6: mobile Lighthouse ≥ 95 needs it).
 *
 * Always fresh, cheaply: a cached page remembers which public API keys it read; each request reads those keys again
 * in-process (fastify.inject — the API caches its public reads, so this is a memory copy) and re-renders only if
 * one of them, the bundle or index.html changed. Anything that goes wrong yields null: the caller then sends the
 * plain index.html and the browser renders the page as before. Never a 500 because of pre-rendering.
 */
export class Prerenderer {
  private bundle?: { mtimeMs: number; mod: PrerenderBundle };
  private template?: { mtimeMs: number; text: string };
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<CacheEntry | null>>();

  private readonly bundleFile: string;
  private readonly templateFile: string;
  private readonly remotesFile: string;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly webRoot: string,
  ) {
    this.bundleFile = path.join(webRoot, 'shell', 'dist-ssr', 'prerender.js');
    this.templateFile = path.join(webRoot, 'shell', 'dist', 'index.html');
    this.remotesFile = path.join(webRoot, 'shell', 'dist', 'mf-remotes.json');
  }

  /**
   * Whether the build of the path's slice that the shell now loads (per /mf-remotes.json) is the one compiled into
   * the pre-renderer. A slice deployed or rolled back on its own differs until the shell is built again: its pages
   * are then sent as the plain shell page, never as the slice's other version.
   */
  private servesCompiledSlice(bundle: PrerenderBundle, pathname: string): boolean {
    const remote = bundle.remoteOf(pathname);
    if (!remote) return true; // the shell's own 404 page: nothing of a slice in it
    let entry: unknown;
    try {
      entry = (JSON.parse(fs.readFileSync(this.remotesFile, 'utf8')) as Record<string, unknown>)[remote];
    } catch {
      return false;
    }
    const dir = typeof entry === 'string' ? servedFolderOf(entry) : undefined;
    if (!dir) return false;
    try {
      return fs.readFileSync(path.join(this.webRoot, dir, 'source-stamp.txt'), 'utf8').trim() === bundle.stamps[remote];
    } catch {
      return false;
    }
  }

  async page(pathname: string): Promise<PrerenderedResponse | null> {
    try {
      const bundle = this.loadBundle();
      const template = this.loadTemplate();
      if (!bundle || !template || !this.servesCompiledSlice(bundle.mod, pathname)) return null;
      const versions = `${bundle.mtimeMs}:${template.mtimeMs}`;

      const cached = this.cache.get(pathname);
      if (cached) {
        const bodies = await Promise.all(cached.keys.map((k) => this.read(k)));
        if (fingerprintOf(versions, cached.keys, bodies) === cached.fingerprint) {
          this.cache.delete(pathname); // most recently used last
          this.cache.set(pathname, cached);
          return cached;
        }
      }
      let pending = this.inFlight.get(pathname);
      if (!pending) {
        pending = this.render(pathname, bundle.mod, template.text, versions).finally(() => this.inFlight.delete(pathname));
        this.inFlight.set(pathname, pending);
      }
      return await pending;
    } catch (err) {
      this.fastify.log.warn({ err, pathname }, 'pre-rendering failed; serving the plain page');
      return null;
    }
  }

  private async render(pathname: string, mod: PrerenderBundle, template: string, versions: string): Promise<CacheEntry | null> {
    const bodies = new Map<string, string | undefined>();
    const page = await mod.prerender(pathname, async (key) => {
      const body = await this.read(key);
      bodies.set(key, body);
      return body === undefined ? undefined : JSON.parse(body);
    });
    if (!page) return null;
    const text = assemble(template, page);
    if (!text) return null;
    const keys = [...bodies.keys()];
    const html = Buffer.from(text);
    const entry: CacheEntry = {
      html,
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
      keys,
      fingerprint: fingerprintOf(versions, keys, keys.map((k) => bodies.get(k))),
    };
    this.cache.delete(pathname);
    this.cache.set(pathname, entry);
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /** A public API read as the browser would make it (no cookies): its body when 200 JSON, else undefined. */
  private async read(key: string): Promise<string | undefined> {
    const res = await this.fastify.inject({ method: 'GET', url: key, headers: { accept: 'application/json' } });
    return res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.body : undefined;
  }

  private loadBundle() {
    const mtimeMs = mtimeOf(this.bundleFile);
    if (mtimeMs === undefined) return undefined;
    if (this.bundle?.mtimeMs !== mtimeMs) {
      // A new build while the server runs: forget the old bundle (and its chunks) before loading the new one.
      const dir = path.dirname(this.bundleFile) + path.sep;
      for (const id of Object.keys(require.cache)) if (id.startsWith(dir)) delete require.cache[id];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      this.bundle = { mtimeMs, mod: require(this.bundleFile) as PrerenderBundle };
      this.cache.clear();
    }
    return this.bundle;
  }

  private loadTemplate() {
    const mtimeMs = mtimeOf(this.templateFile);
    if (mtimeMs === undefined) return undefined;
    if (this.template?.mtimeMs !== mtimeMs) this.template = { mtimeMs, text: fs.readFileSync(this.templateFile, 'utf8') };
    return this.template;
  }
}

function mtimeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function fingerprintOf(versions: string, keys: string[], bodies: (string | undefined)[]): string {
  const hash = createHash('sha1').update(versions);
  keys.forEach((k, i) => hash.update(`\0${k}\0${bodies[i] ?? '\u0001missing'}`));
  return hash.digest('base64');
}
