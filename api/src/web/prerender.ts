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
  /**
   * The path's route (shell/src/ssr/render.tsx): its canonical spelling, whether it is pre-rendered, and the API
   * reads named by its parameters; undefined for a path that shows the shell's 404 page. Bundles built before it
   * existed lack it: every path is then rendered (or not) as the bundle's prerender decides.
   */
  lookup?(pathname: string): { path: string; prerendered: boolean; paramReads: string[] } | undefined;
}

/** A page as sent: the HTML and its brotli and gzip encodings, plus what it was made from. */
export interface PrerenderedResponse {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** What to send for a path: a pre-rendered page (200), or the plain shell page for a path that names nothing (404). */
export interface PrerenderResult {
  status: 200 | 404;
  page: PrerenderedResponse;
}

/** One public API read as the page would make it. */
interface Read {
  status: number;
  /** The body when the answer is a 200 JSON. */
  body: string | undefined;
}

interface CacheEntry extends PrerenderedResponse {
  /** The API keys the page read, and a hash of their bodies + the bundle and template versions. */
  keys: string[];
  fingerprint: string;
}

const MAX_ENTRIES = 200;

/** Renders at a time, requests that may wait for one, and how long they wait (then: the plain shell page). */
export interface RenderLimits {
  concurrent: number;
  queued: number;
  waitMs: number;
}
const RENDER_LIMITS: RenderLimits = { concurrent: 2, queued: 8, waitMs: 1000 };

/**
 * At most `concurrent` tasks at a time; up to `queued` more wait for a slot, each for at most `waitMs`. Any other
 * task is refused at once (undefined), so a burst of renders costs a bounded amount of CPU and memory.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: RenderLimits) {}

  async run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (this.active < this.limits.concurrent) this.active++;
    else if (!(await this.slot())) return undefined;
    try {
      return await task();
    } finally {
      // Hand the slot to the next waiter as it is (active unchanged), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  private slot(): Promise<boolean> {
    if (this.waiting.length >= this.limits.queued) return Promise.resolve(false);
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        resolve(false);
      }, this.limits.waitMs);
      this.waiting.push(admit);
    });
  }
}
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
 *
 * Rendering costs ~30 ms of CPU, a cached page ~3 ms, so what reaches a render is bounded (issue 10):
 * - a path that shows the shell's 404 page, or whose parameters name nothing (a read such as
 *   `/api/communities/<slug>` answers 4xx), gets the plain shell page with 404 — one shared response, no render, no
 *   cache entry; the browser shows the not-found view;
 * - each page is cached under its route's spelling of the path, so `/about/`, `/About` or `/community/%65…` are
 *   not new pages;
 * - renders run at most a few at a time ({@link RENDER_LIMITS}); a request beyond that waits briefly, then gets the
 *   plain shell page.
 */
export class Prerenderer {
  private bundle?: { mtimeMs: number; mod: PrerenderBundle };
  private template?: { mtimeMs: number; text: string };
  /** The plain shell page, compressed once per index.html: what a path that names nothing is sent with its 404. */
  private plain?: { mtimeMs: number; page: PrerenderedResponse };
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<CacheEntry | null>>();
  private readonly limiter: Limiter;

  private readonly bundleFile: string;
  private readonly templateFile: string;
  private readonly remotesFile: string;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly webRoot: string,
    limits: RenderLimits = RENDER_LIMITS,
  ) {
    this.bundleFile = path.join(webRoot, 'shell', 'dist-ssr', 'prerender.js');
    this.templateFile = path.join(webRoot, 'shell', 'dist', 'index.html');
    this.remotesFile = path.join(webRoot, 'shell', 'dist', 'mf-remotes.json');
    this.limiter = new Limiter(limits);
  }

  /** How many pages are cached. */
  get size(): number {
    return this.cache.size;
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

  async page(pathname: string): Promise<PrerenderResult | null> {
    try {
      const bundle = this.loadBundle();
      const template = this.loadTemplate();
      if (!bundle || !template) return null;
      let key = pathname;
      let paramReads: string[] = [];
      if (typeof bundle.mod.lookup === 'function') {
        const route = bundle.mod.lookup(pathname);
        if (!route) return this.notFound(template);
        if (!route.prerendered) return null;
        key = route.path;
        paramReads = route.paramReads;
      }
      if (!this.servesCompiledSlice(bundle.mod, key)) return null;
      const versions = `${bundle.mtimeMs}:${template.mtimeMs}`;

      const cached = this.cache.get(key);
      if (cached) {
        const bodies = await Promise.all(cached.keys.map(async (k) => (await this.read(k)).body));
        if (fingerprintOf(versions, cached.keys, bodies) === cached.fingerprint) {
          this.cache.delete(key); // most recently used last
          this.cache.set(key, cached);
          return { status: 200, page: cached };
        }
      }
      // Before any render: does the path name something? (A cached page whose community is gone ends here too.)
      const reads = new Map(await Promise.all(paramReads.map(async (k) => [k, await this.read(k)] as const)));
      const statuses = [...reads.values()].map((r) => r.status);
      if (statuses.some((status) => status >= 400 && status < 500)) {
        this.cache.delete(key);
        return this.notFound(template);
      }
      if (statuses.some((status) => status !== 200)) return null; // the API is failing: the browser will try itself

      let pending = this.inFlight.get(key);
      if (!pending) {
        const render = () => this.render(key, bundle.mod, template.text, versions, reads);
        pending = this.limiter
          .run(render)
          .then((entry) => entry ?? null)
          .finally(() => this.inFlight.delete(key));
        this.inFlight.set(key, pending);
      }
      const entry = await pending;
      return entry ? { status: 200, page: entry } : null;
    } catch (err) {
      this.fastify.log.warn({ err, pathname }, 'pre-rendering failed; serving the plain page');
      return null;
    }
  }

  /** The plain shell page with 404: the browser renders the not-found view. Shared by every such path. */
  private notFound(template: { mtimeMs: number; text: string }): PrerenderResult {
    if (this.plain?.mtimeMs !== template.mtimeMs) this.plain = { mtimeMs: template.mtimeMs, page: encoded(template.text) };
    return { status: 404, page: this.plain.page };
  }

  /** Renders a page and caches it; `reads` are API reads already made for it (the same answers are used). */
  private async render(pathname: string, mod: PrerenderBundle, template: string, versions: string, reads: Map<string, Read>): Promise<CacheEntry | null> {
    const bodies = new Map<string, string | undefined>();
    const page = await mod.prerender(pathname, async (key) => {
      const body = (reads.get(key) ?? (await this.read(key))).body;
      bodies.set(key, body);
      return body === undefined ? undefined : JSON.parse(body);
    });
    if (!page) return null;
    const text = assemble(template, page);
    if (!text) return null;
    const keys = [...bodies.keys()];
    const entry: CacheEntry = { ...encoded(text), keys, fingerprint: fingerprintOf(versions, keys, keys.map((k) => bodies.get(k))) };
    this.cache.delete(pathname);
    this.cache.set(pathname, entry);
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /** A public API read as the browser would make it (no cookies): its status, and its body when 200 JSON. */
  private async read(key: string): Promise<Read> {
    const res = await this.fastify.inject({ method: 'GET', url: key, headers: { accept: 'application/json' } });
    const json = res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, body: json ? res.body : undefined };
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

/** An HTML page as sent: itself, brotli and gzip. */
function encoded(text: string): PrerenderedResponse {
  const html = Buffer.from(text);
  return {
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
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
