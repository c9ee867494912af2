import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../common/session-route';
import { servedFolderOf } from './releases';
import { forgetModulesIn, realDir, SERVER_ENTRY, ServerRemotes, type SharedModules } from './server-remotes';

/** A route of a slice's routes module (shared-ui's SliceRoute), as far as the server needs it. */
interface SliceRoute {
  path: string;
  title?: string;
  prerender: boolean;
  /** The query parameters the page reads (shared-ui's SliceRoute.query): kept in its server render. */
  query?: readonly string[];
  page: () => Promise<{ default: unknown }>;
}
interface RouteMatch {
  route: SliceRoute;
  path: string;
  params: Record<string, string>;
}
interface PageToRender {
  remote: string;
  match: RouteMatch;
  Page: unknown;
  /** The query the page is rendered with ('' or `?sort=top&tag=rag`): the parameters its route reads, nothing else. */
  search: string;
}

/** A kept query value: a short word of letters, digits and dashes (a sort, a tag); anything else is left out. */
const QUERY_VALUE = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The part of `search` a route's page reads (its `query` names, in that order, once each, with a plain value): the
 * page is rendered with it and cached by it, so another parameter (or a value no page could read) makes no new page.
 */
export function keptQuery(names: readonly string[] | undefined, search: string): string {
  if (!names?.length || !search) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const values = given.getAll(name);
    if (values.length === 1 && QUERY_VALUE.test(values[0])) kept.set(name, values[0]);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** What the shell's server build (shell/dist-ssr/render.js, built by shell/webpack.ssr.js) exports: shell/src/ssr/entry.ts. */
interface RenderBundle {
  shared: SharedModules;
  parseRemotesConfig(json: unknown): Record<string, { entry: string; paths: string[] }>;
  sliceOf(config: Record<string, { entry: string; paths: string[] }>, pathname: string): string | undefined;
  routeOf(routes: readonly SliceRoute[], pathname: string): RouteMatch | undefined;
  paramReadsOf(page: PageToRender): string[];
  documentTitle(title: string | undefined): string;
  /** shared-ui's headTags (absent from a shell server build older than it: the page keeps index.html's head). */
  headTags?(title: string | undefined, head: object, origin: string, path: string): HeadTag[];
  prerender(
    page: PageToRender,
    fetchJson: (key: string) => Promise<unknown>,
    seed?: Record<string, unknown>,
  ): Promise<{ html: string; styles: string; data: Record<string, unknown>; title?: string; head?: object }>;
}

/** A tag of a page's head (shared-ui's HeadTag). */
type HeadTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: string; href: string; type?: string; title?: string };

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
  /** Rendered for the signed-in member who asked (their session and reads are in it): never stored by any cache. */
  member?: true;
}

/** The session read (shared-ui's SESSION_KEY): 200 with the member for a valid session cookie, else 401. */
const SESSION_KEY = '/api/auth/user';
/** A Cookie header that may carry a session: only then is the session read. */
const HAS_SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** A visitor's chosen colour theme (shared-ui's theme-choice.ts writes it); none means the system's. */
const THEME_COOKIE = /(?:^|;\s*)theme=(light|dark)(?:;|$)/;
/** The member's own account read: its `theme` is the one they chose (issue 30 §6). */
const ACCOUNT_KEY = '/api/me';

/** The theme chosen in a Cookie header, if any. */
export function themeOfCookie(cookie: string | undefined): 'light' | 'dark' | undefined {
  return (cookie && THEME_COOKIE.exec(cookie)?.[1]) as 'light' | 'dark' | undefined;
}

/**
 * The page with `data-theme` on <html> when a theme was chosen, so its first paint is in that theme (the palette's CSS
 * in index.html keys on it); without one the system's preference decides.
 */
export function withTheme(html: string, theme: string | undefined): string {
  return theme === 'light' || theme === 'dark' ? html.replace(/<html\b/, `<html data-theme="${theme}"`) : html;
}

/** One public API read as the page would make it. */
interface Read {
  status: number;
  /** The body when the answer is a 200 JSON. */
  body: string | undefined;
}

interface CacheEntry extends PrerenderedResponse {
  /** The API keys the page read, and a hash of their bodies + the versions it was made from. */
  keys: string[];
  /** The shell build, index.html and the slice's release it was made from. */
  versions: string;
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
const TITLE = /<title>[^<]*<\/title>/;

/** How long loading a slice's routes or page may take before the plain shell page is sent instead. */
const LOAD_TIMEOUT_MS = 3000;

/** JSON inside <script type="application/json">: nothing in it may close the tag or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');
/** index.html's own description: the page's replaces it. */
const DESCRIPTION = /<meta name=("description"|description) [^>]*>/;

/** A page's head tags as HTML (attribute values escaped). */
export function headHtml(tags: readonly HeadTag[]): string {
  const attr = (name: string, value: string | undefined) => (value === undefined ? '' : ` ${name}="${escapeAttribute(value)}"`);
  return tags
    .map((t) =>
      t.tag === 'meta'
        ? `<meta${attr(t.attr, t.key)}${attr('content', t.content)}>`
        : `<link${attr('rel', t.rel)}${attr('type', t.type)}${attr('title', t.title)}${attr('href', t.href)}>`,
    )
    .join('');
}

/**
 * The shell's index.html with the pre-rendered page in it (and the route's title, when given; and the page's head
 * tags, headHtml, in place of index.html's description when given).
 */
export function assemble(
  template: string,
  page: { html: string; styles: string; data: Record<string, unknown> },
  title?: string,
  load: { remotes?: unknown } = {},
  head = '',
): string | null {
  if (!ROOT_DIV.test(template) || !template.includes('</head>')) return null;
  return template
    .replace(TITLE, (tag) => (title === undefined ? tag : `<title>${escapeHtml(title)}</title>`))
    .replace(DESCRIPTION, (tag) => (head ? '' : tag))
    .replace('</head>', () => `${head}${page.styles}</head>`)
    .replace(
      ROOT_DIV,
      () =>
        // The browser hydrates this markup (shell/src/bootstrap.tsx): it is live as soon as React has attached.
        `<div id="root" data-prerendered="">${page.html}</div>` +
        `<script type="application/json" id="prerendered-data">${jsonForScript(page.data)}</script>` +
        // Where the slices live (mf-remotes.json as it was read for this page): the shell need not fetch it first.
        (load.remotes === undefined ? '' : `<script type="application/json" id="mf-remotes">${jsonForScript(load.remotes)}</script>`),
    );
}

/** Settles like `promise`, or rejects after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why a page went out plain: logged with the slice and the release it was to be rendered with. */
class RenderFailure extends Error {
  constructor(
    message: string,
    readonly slice: string,
    readonly release: string,
    readonly cause?: unknown,
  ) {
    super(message);
  }
}

/**
 * Serves the shell's pages pre-rendered with the server container of the slice release the browser loads, cached
 * per route and re-rendered only when a public read it used, the shell's build, index.html or the release changed.
 * Any failure yields null (the caller sends the plain index.html). Design and bounds: docs/decisions/0001.
 */
export class Prerenderer {
  private bundle?: { mtimeMs: number; dir: string; mod: RenderBundle; remotes: ServerRemotes };
  private template?: { mtimeMs: number; text: string };
  private remotesConfig?: { version: string; config: Record<string, { entry: string; paths: string[] }>; raw: unknown };
  /** The plain shell page, compressed once per index.html: what a path that names nothing is sent with its 404. */
  private readonly plain = new Map<string, PrerenderedResponse>();
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inFlight = new Map<string, Promise<CacheEntry | null>>();
  private readonly limiter: Limiter;
  private generation = 0;

  private readonly bundleFile: string;
  private readonly templateFile: string;
  private readonly remotesFile: string;

  constructor(
    private readonly fastify: FastifyInstance,
    private readonly webRoot: string,
    /** The site's public address (PUBLIC_URL): the canonical and preview links of a page are made absolute with it. */
    private readonly origin: string,
    limits: RenderLimits = RENDER_LIMITS,
    /** How long loading a slice's routes or page may take (tests use a short bound). */
    private readonly loadTimeoutMs = LOAD_TIMEOUT_MS,
  ) {
    this.bundleFile = path.join(webRoot, 'shell', 'dist-ssr', 'render.js');
    this.templateFile = path.join(webRoot, 'shell', 'dist', 'index.html');
    this.remotesFile = path.join(webRoot, 'shell', 'dist', 'mf-remotes.json');
    this.limiter = new Limiter(limits);
  }

  /** How many pages are cached. */
  get size(): number {
    return this.cache.size;
  }

  /**
   * The page for `pathname`. With the Cookie header of a signed-in member, the page is rendered for that member (their
   * session, and each read as they would make it: the reply box of a thread they may reply to is in the HTML, so what
   * they type before the page is live has a field to go into). Such a page is never cached; when renders are busy,
   * or the session is not valid, the visitor's page is sent instead.
   */
  async page(pathname: string, cookie?: string, search = ''): Promise<PrerenderResult | null> {
    try {
      return await this.pageOrFail(pathname, cookie, search);
    } catch (err) {
      if (err instanceof RenderFailure) {
        this.fastify.log.warn(
          { err: err.cause ?? err, pathname, slice: err.slice, release: err.release },
          `pre-rendering failed (${err.message}); serving the plain page`,
        );
      } else {
        this.fastify.log.warn({ err, pathname }, 'pre-rendering failed; serving the plain page');
      }
      return null;
    }
  }

  private async pageOrFail(pathname: string, cookie: string | undefined, search: string): Promise<PrerenderResult | null> {
    const bundle = this.loadBundle();
    const template = this.loadTemplate();
    if (!bundle || !template) return null;
    const remotes = this.loadRemotesConfig(bundle.mod);
    const config = remotes.config;
    const remote = bundle.mod.sliceOf(config, pathname);
    let theme = themeOfCookie(cookie);
    if (!remote) return this.notFound(template, theme);
    const release = config[remote]!.entry;
    const folder = servedFolderOf(release);
    if (!folder) throw new RenderFailure('the release is not a folder this server serves', remote, release);
    const fail = (what: string) => (err: unknown) => {
      throw new RenderFailure(what, remote, release, err);
    };

    const serverEntry = path.join(this.webRoot, folder, SERVER_ENTRY);
    const { build, routes } = await within(bundle.remotes.routesOf(remote, serverEntry), this.loadTimeoutMs, 'loading the routes').catch(
      fail('its routes module could not be loaded'),
    );
    if (!Array.isArray(routes)) throw new RenderFailure('its routes module exports no list of routes', remote, release);
    const match = bundle.mod.routeOf(routes, pathname);
    if (!match) return this.notFound(template, theme);
    if (!match.route.prerender) return null;
    const query = keptQuery(match.route.query, search);
    const key = match.path + query;
    // The page carries every slice's line of mf-remotes.json: a change to it renders the page anew.
    const versions = `${bundle.mtimeMs}:${template.mtimeMs}:${release}:${build}:${remotes.version}`;
    const title = bundle.mod.documentTitle(match.route.title);
    const load = { remotes: remotes.raw };

    const session = cookie && HAS_SESSION_COOKIE.test(cookie) ? await this.read(SESSION_KEY, cookie) : undefined;
    if (session?.status === 200 && session.body !== undefined) {
      // The member's own choice wins over the cookie (set on another device, or before they signed in).
      const account = await this.read(ACCOUNT_KEY, cookie);
      const chosen = account.body === undefined ? undefined : (JSON.parse(account.body) as { theme?: string }).theme;
      if (chosen === 'light' || chosen === 'dark') theme = chosen;
      else if (chosen === 'system') theme = undefined;
      const page: PageToRender = { remote, match, search: query, Page: await this.loadPage(match, remote, release, fail) };
      const reads = await this.paramReads(bundle.mod, page, cookie);
      if (reads === 'not found') return this.notFound(template, theme);
      if (reads === 'failing') return null;
      const seed = { [SESSION_KEY]: JSON.parse(session.body) as unknown };
      const rendered = await this.limiter
        .run(() => this.renderText(bundle.mod, page, withTheme(template.text, theme), title, reads, load, cookie, seed))
        .catch(fail('rendering failed'));
      if (rendered) return { status: 200, page: encoded(rendered.text), member: true };
      // Renders are busy: the visitor's page (cached, most likely) rather than none.
    }

    // A visitor's page is kept once per theme chosen (none, light, dark).
    const themed = theme ? `${key}\0${theme}` : key;
    const cached = this.cache.get(themed);
    if (cached?.versions === versions) {
      const bodies = await Promise.all(cached.keys.map(async (k) => (await this.read(k)).body));
      if (fingerprintOf(versions, cached.keys, bodies) === cached.fingerprint) {
        this.cache.delete(themed); // most recently used last
        this.cache.set(themed, cached);
        return { status: 200, page: cached };
      }
    }
    const page: PageToRender = { remote, match, search: query, Page: await this.loadPage(match, remote, release, fail) };

    // Before any render: does the path name something? (A cached page whose community is gone ends here too.)
    const reads = await this.paramReads(bundle.mod, page);
    if (reads === 'not found') {
      this.cache.delete(themed);
      return this.notFound(template, theme);
    }
    if (reads === 'failing') return null; // the API is failing: the browser will try itself

    const inFlightKey = `${versions}\0${themed}`;
    let pending = this.inFlight.get(inFlightKey);
    if (!pending) {
      const render = () =>
        this.render(themed, bundle.mod, page, withTheme(template.text, theme), title, versions, reads, load).catch(
          fail('rendering failed'),
        );
      pending = this.limiter
        .run(render)
        .then((entry) => entry ?? null)
        .finally(() => this.inFlight.delete(inFlightKey));
      this.inFlight.set(inFlightKey, pending);
    }
    const entry = await pending;
    return entry ? { status: 200, page: entry } : null;
  }

  /** The route's page component, loaded from the slice's server container. */
  private async loadPage(match: RouteMatch, remote: string, release: string, fail: (what: string) => (err: unknown) => never) {
    const mod = await within(match.route.page(), this.loadTimeoutMs, 'loading the page').catch(
      fail(`its page ${match.route.path} could not be loaded`),
    );
    if (!mod?.default) throw new RenderFailure(`its page ${match.route.path} exports no component`, remote, release);
    return mod.default;
  }

  /**
   * The reads that say whether the path names something (paramReadsOf), made before any render: 'not found' when
   * one answers 4xx, 'failing' when one fails otherwise; else their answers, which the render uses.
   */
  private async paramReads(mod: RenderBundle, page: PageToRender, cookie?: string): Promise<Map<string, Read> | 'not found' | 'failing'> {
    const keys = mod.paramReadsOf(page);
    const reads = new Map(await Promise.all(keys.map(async (k) => [k, await this.read(k, cookie)] as const)));
    const statuses = [...reads.values()].map((r) => r.status);
    if (statuses.some((status) => status >= 400 && status < 500)) return 'not found';
    if (statuses.some((status) => status !== 200)) return 'failing';
    return reads;
  }

  /** The plain shell page with 404: the browser renders the not-found view. Shared by every such path. */
  private notFound(template: { mtimeMs: number; text: string }, theme: string | undefined): PrerenderResult {
    const plainKey = `${template.mtimeMs}:${theme ?? ''}`;
    let page = this.plain.get(plainKey);
    if (!page) {
      if (this.plain.size >= 3) this.plain.clear(); // one index.html at a time, in each theme
      page = encoded(withTheme(template.text, theme));
      this.plain.set(plainKey, page);
    }
    return { status: 404, page };
  }

  /** Renders a page and caches it; `reads` are API reads already made for it (the same answers are used). */
  private async render(
    key: string,
    mod: RenderBundle,
    page: PageToRender,
    template: string,
    title: string,
    versions: string,
    reads: Map<string, Read>,
    load: { remotes: unknown },
  ): Promise<CacheEntry | null> {
    const generation = this.generation;
    const rendered = await this.renderText(mod, page, template, title, reads, load);
    if (!rendered) return null;
    const { text, bodies } = rendered;
    const keys = [...bodies.keys()];
    const entry: CacheEntry = {
      ...encoded(text),
      keys,
      versions,
      fingerprint: fingerprintOf(
        versions,
        keys,
        keys.map((k) => bodies.get(k)),
      ),
    };
    if (generation !== this.generation) return entry; // the shell was rebuilt meanwhile: serve it once, cache nothing
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /**
   * The page as HTML (null when index.html has no mount point), and the body of each API read it used. `cookie`
   * and `seed`: a member's page (their reads; their session to start with).
   */
  private async renderText(
    mod: RenderBundle,
    page: PageToRender,
    template: string,
    title: string,
    reads: Map<string, Read>,
    load: { remotes: unknown },
    cookie?: string,
    seed?: Record<string, unknown>,
  ): Promise<{ text: string; bodies: Map<string, string | undefined> } | null> {
    const bodies = new Map<string, string | undefined>();
    const rendered = await mod.prerender(
      page,
      async (k) => {
        const body = (reads.get(k) ?? (await this.read(k, cookie))).body;
        bodies.set(k, body);
        return body === undefined ? undefined : JSON.parse(body);
      },
      seed,
    );
    // The page's own title (usePageTitle with the data it read) when it asked for one; else the route's.
    const text = assemble(
      template,
      rendered,
      rendered.title === undefined ? title : mod.documentTitle(rendered.title),
      load,
      mod.headTags
        ? headHtml(mod.headTags(rendered.title ?? page.match.route.title, rendered.head ?? {}, this.origin, page.match.path))
        : '',
    );
    return text === null ? null : { text, bodies };
  }

  /**
   * An API read as the browser would make it: a visitor's (no cookies), or, with `cookie`, the member's whose
   * request this is. Its status, and its body when 200 JSON.
   */
  private async read(key: string, cookie?: string): Promise<Read> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    const res = await this.fastify.inject({ method: 'GET', url: key, headers });
    const json = res.statusCode === 200 && String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, body: json ? res.body : undefined };
  }

  /**
   * The shell's server build, reloaded when it changes (a new shell build while the server runs). The slices'
   * containers take their shared modules from it, so a new build starts a new federation instance; the old one's
   * modules are forgotten.
   */
  private loadBundle() {
    const mtimeMs = mtimeOf(this.bundleFile);
    if (mtimeMs === undefined) return undefined;
    if (this.bundle?.mtimeMs !== mtimeMs) {
      if (this.bundle) {
        this.bundle.remotes.dispose();
        forgetModulesIn(this.bundle.dir);
      }
      const dir = realDir(path.dirname(this.bundleFile));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(this.bundleFile) as RenderBundle;
      this.generation++;
      this.bundle = { mtimeMs, dir, mod, remotes: new ServerRemotes(`cci_render_${this.generation}`, mod.shared) };
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

  /** mf-remotes.json, read again when it changes (point.mjs replaces it atomically). */
  private loadRemotesConfig(mod: RenderBundle) {
    // point.mjs replaces the file by a rename: a new inode, even within one clock tick.
    const stat = fs.statSync(this.remotesFile);
    const version = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (this.remotesConfig?.version !== version) {
      const raw: unknown = JSON.parse(fs.readFileSync(this.remotesFile, 'utf8'));
      this.remotesConfig = { version, config: mod.parseRemotesConfig(raw), raw };
    }
    return this.remotesConfig;
  }
}

/** An HTML page as sent: itself, brotli and gzip. */
function encoded(text: string): PrerenderedResponse {
  const html = Buffer.from(text);
  return {
    html,
    br: zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
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
