import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assemble, headHtml, jsonForScript, keptQuery, Prerenderer, type RenderLimits } from './prerender';
import { servedFolderOf } from './releases';

describe('pre-rendered page assembly', () => {
  const template =
    '<!doctype html><html><head><title>t</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

  it('puts the styles in <head>, the markup in #root (live once hydrated: no aria-disabled) and the data in a JSON script', () => {
    const html = assemble(template, {
      html: '<main>Hi</main>',
      styles: '<style data-styled="active">a{}</style>',
      data: { '/api/x': [1] },
    })!;
    expect(html).toContain('<style data-styled="active">a{}</style></head>');
    expect(html).toContain('<div id="root" data-prerendered=""><main>Hi</main></div>');
    expect(html).toContain('<script type="application/json" id="prerendered-data">{"/api/x":[1]}</script>');
    expect(html).not.toContain('aria-disabled');
  });

  it("sets the route's title, HTML-escaped and taken literally; without one the template's title stays", () => {
    const page = { html: '<main>Hi</main>', styles: '', data: {} };
    const titled = assemble(template, page, 'Tom & Jerry </title><script>x</script> $& $1')!;
    expect(titled).toContain('<title>Tom &amp; Jerry &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; $&amp; $1</title>');
    expect(titled.match(/<title>/g)).toHaveLength(1);
    expect(titled).not.toContain('<title>t</title>');
    expect(assemble(template, page)).toContain('<title>t</title>');
    // The minified template's mount point (no quotes) and a template without a <title>.
    expect(assemble('<html><head></head><body><div id="root"></div></body></html>', page, 'X')).toContain(
      '<div id="root" data-prerendered=""><main>Hi</main></div>',
    );
  });

  it('takes markup and data literally (no $& or $1 expansion)', () => {
    const html = assemble(template, { html: '<p>$& $1 $`</p>', styles: '', data: { k: "$' $&" } })!;
    expect(html).toContain('<p>$& $1 $`</p>');
    expect(html).toContain('{"k":"$\' $&"}');
  });

  it('data can never close its <script> or open a comment', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script><!--', sep: '\u2028\u2029' });
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--', sep: '\u2028\u2029' });
  });

  it("writes the page's head tags, attribute values escaped, in place of the template's description", () => {
    const withDescription = template.replace('<title>t</title>', '<meta name="description" content="The site."><title>t</title>');
    const head = headHtml([
      { tag: 'meta', attr: 'name', key: 'description', content: 'A <b>&</b> "quoted" $& line' },
      { tag: 'link', rel: 'alternate', type: 'application/rss+xml', title: 'Feed "x"', href: 'https://site.example/rss.xml?a=1&b=2' },
    ]);
    expect(head).toBe(
      '<meta name="description" content="A &lt;b&gt;&amp;&lt;/b&gt; &quot;quoted&quot; $&amp; line">' +
        '<link rel="alternate" type="application/rss+xml" title="Feed &quot;x&quot;" href="https://site.example/rss.xml?a=1&amp;b=2">',
    );
    const html = assemble(withDescription, { html: '', styles: '<style>a{}</style>', data: {} }, 'T', {}, head)!;
    expect(html).not.toContain('The site.');
    expect(html).toContain(`${head}<style>a{}</style></head>`);
    expect(assemble(withDescription, { html: '', styles: '', data: {} }, 'T')).toContain('content="The site."');
  });

  it('gives up (null) on a template without the mount point', () => {
    expect(assemble('<html><head></head><body></body></html>', { html: '', styles: '', data: {} })).toBeNull();
  });
});

describe('keptQuery (the query a page is rendered and cached with)', () => {
  it("keeps the route's parameters in its order, each given once with a plain value; nothing else", () => {
    expect(keptQuery(['sort', 'tag'], '?tag=rag&utm_source=x&sort=top')).toBe('?sort=top&tag=rag');
    expect(keptQuery(['sort', 'tag'], '?tag=a&tag=b&sort=top')).toBe('?sort=top');
    expect(keptQuery(['sort', 'tag'], '?tag=%3Cscript%3E')).toBe('');
    expect(keptQuery(['sort', 'tag'], `?tag=${'x'.repeat(65)}`)).toBe('');
    expect(keptQuery(undefined, '?sort=top')).toBe('');
    expect(keptQuery(['sort'], '')).toBe('');
  });
});

describe('servedFolderOf (which build of a slice /mf-remotes.json points at)', () => {
  it('maps the current build and releases to their folders', () => {
    expect(servedFolderOf('/mfe/community/mf-manifest.json')).toBe('mfe-community/dist');
    expect(servedFolderOf('/mfe/public/releases/2026-11-21_a/mf-manifest.json')).toBe('releases/public/2026-11-21_a');
  });
  it('knows nothing of other slices, bad release ids or other hosts', () => {
    for (const url of [
      '/mfe/other/mf-manifest.json',
      '/mfe/community/releases/../x/mf-manifest.json',
      '/mfe/community/releases/.hidden/mf-manifest.json',
      'https://cdn.example/mfe/community/mf-manifest.json',
      '/mfe/community/remoteEntry.js',
    ]) {
      expect(servedFolderOf(url)).toBeUndefined();
    }
  });
});

/**
 * The Prerenderer against a fake shell server build (test/fixtures/prerender/render.cjs: the exports of
 * shell/dist-ssr/render.js, counting its renders and how many run at once) and fake server containers of three
 * slices (test/fixtures/prerender/container.cjs), loaded through Module Federation's runtime as the real ones are.
 * A stub API knows only the community 'known'.
 *
 *   public (owns "/")               /  and  /p/:n                       pre-rendered, no parameter read
 *   community (owns "/community")   /community/:slug                    pre-rendered, reads /api/communities/<slug>
 *   dashboard (owns "/dashboard")   /dashboard  and  /dashboard/:slug   prerender: false
 *
 * Other builds of the community slice sit in releases/community/<id>/ (see `RELEASES`).
 */
describe('Prerenderer: what reaches a render', () => {
  const FIXTURES = path.resolve(__dirname, '../../test/fixtures/prerender');
  const INDEX = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
  const CURRENT = '/mfe/community/mf-manifest.json';
  const release = (id: string) => `/mfe/community/releases/${id}/mf-manifest.json`;
  const COMMUNITY_ROUTES = (label: string, extra = '') => `[
    { path: '/community', title: 'Communities', prerender: true, page: page('${label} list') },
    { path: '/community/:slug', title: 'Community', prerender: true, reads: ['/api/communities/:slug'], page: page('${label}') },
    ${extra}
  ]`;
  /** Builds of the community slice besides the current one: id → the body of its server/remoteEntry.js. */
  const RELEASES: Record<string, string> = {
    // Another version of the pages, and a page the current build does not have.
    r2: `module.exports = container('mfe_community', ${COMMUNITY_ROUTES('community r2', "{ path: '/community/:slug/events', title: 'Events', prerender: true, reads: ['/api/communities/:slug'], page: page('events r2') },")});`,
    r3: `module.exports = container('mfe_community', ${COMMUNITY_ROUTES('community r3')});`,
    broken: `throw new Error('broken build');`,
    'no-routes': `module.exports = container('mfe_community', { notAList: true });`,
    'wrong-name': `module.exports = container('mfe_other', ${COMMUNITY_ROUTES('wrong')});`,
    'page-fails': `module.exports = container('mfe_community', [{ path: '/community/:slug', prerender: true, page: () => Promise.reject(new Error('chunk missing')) }]);`,
    'render-throws': `module.exports = container('mfe_community', [{ path: '/community/:slug', prerender: true, page: async () => ({ default: () => { throw new Error('render bug'); } }) }]);`,
    'slow-routes': `module.exports = container('mfe_community', ${COMMUNITY_ROUTES('slow')}, { delayMs: 400 });`,
    // 'missing': pointed at, never built.
  };

  interface FakeState {
    renders: number;
    active: number;
    maxActive: number;
    delayMs: number;
    rendered: string[];
  }
  let root: string;
  let state: FakeState;
  /** The labels of the pages loaded (a route's page() called), in order. */
  let loads: string[];
  /** Communities the stub API knows, slug → name. */
  let communities: Map<string, string>;
  let reads: string[];
  const warn = jest.fn();
  /** The theme the signed-in member chose (their account's, GET /api/me). */
  let memberTheme: string;
  /** The session cookie of the one signed-in member the stub API knows. */
  const MEMBER_COOKIE = 'lang=en; sid=ada-session';
  const json = (statusCode: number, body: unknown) => ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });
  const api = {
    inject: async ({ url, headers }: { url: string; headers: Record<string, string> }) => {
      // A read made with a cookie is noted with it.
      reads.push(headers.cookie ? `${url} [${headers.cookie}]` : url);
      const member = headers.cookie?.endsWith(MEMBER_COOKIE) === true;
      if (url === '/api/auth/user') return member ? json(200, { firstName: 'Ada' }) : json(401, { statusCode: 401 });
      if (url === '/api/me') return member ? json(200, { theme: memberTheme }) : json(401, { statusCode: 401 });
      const slug = /^\/api\/communities\/(.+)$/.exec(url)?.[1];
      const name = slug === undefined ? undefined : communities.get(decodeURIComponent(slug));
      // A member reads what is theirs too.
      return name === undefined ? json(404, { statusCode: 404 }) : json(200, member ? { name, joined: true } : { name });
    },
    log: { warn },
  } as unknown as FastifyInstance;
  const prerenderer = (limits?: RenderLimits, loadTimeoutMs?: number) =>
    new Prerenderer(api, root, 'https://site.example', limits, loadTimeoutMs);
  const html = (res: { page: { html: Buffer } } | null) => res?.page.html.toString();

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const writeContainer = (folder: string, body: string) =>
    write(
      `${folder}/server/remoteEntry.js`,
      `const { container, page } = require(${JSON.stringify(path.join(FIXTURES, 'container.cjs'))});\n${body}\n`,
    );
  /** Points the community slice at `entry` as tools/release/point.mjs does: mf-remotes.json replaced in one step. */
  const pointCommunity = (entry: string) => {
    const config = {
      mfe_public: { entry: '/mfe/public/mf-manifest.json', paths: ['/'] },
      mfe_community: { entry, paths: ['/community'] },
      mfe_dashboard: { entry: '/mfe/dashboard/mf-manifest.json', paths: ['/dashboard'] },
    };
    write('shell/dist/mf-remotes.json.tmp', JSON.stringify(config, null, 2));
    fs.renameSync(path.join(root, 'shell/dist/mf-remotes.json.tmp'), path.join(root, 'shell/dist/mf-remotes.json'));
  };
  /** Whether the test looked at its warnings; if not, it must have logged none. */
  let warningsChecked: boolean;
  /** The warnings logged since the test started, as [fields, message]. */
  const warnings = () => {
    warningsChecked = true;
    return warn.mock.calls as [Record<string, unknown>, string][];
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-prerender-'));
    write('shell/dist/index.html', INDEX);
    fs.mkdirSync(path.join(root, 'shell/dist-ssr'), { recursive: true });
    fs.copyFileSync(path.join(FIXTURES, 'render.cjs'), path.join(root, 'shell/dist-ssr/render.js'));
    writeContainer(
      'mfe-public/dist',
      `module.exports = container('mfe_public', [
        { path: '/', title: 'Home', prerender: true, page: page('home') },
        { path: '/p/:n', title: 'Page <&> "n"', prerender: true, page: page('plain') },
        { path: '/slow', title: 'Slow', prerender: true, page: page('slow', { delayMs: 400 }) },
      ]);`,
    );
    writeContainer('mfe-community/dist', `module.exports = container('mfe_community', ${COMMUNITY_ROUTES('community r1')});`);
    writeContainer(
      'mfe-dashboard/dist',
      `module.exports = container('mfe_dashboard', [
        { path: '/dashboard', title: 'Dashboard', prerender: false, page: page('dashboard') },
        { path: '/dashboard/:slug', title: 'Dashboard', prerender: false, reads: ['/api/communities/:slug'], page: page('dashboard') },
      ]);`,
    );
    for (const [id, body] of Object.entries(RELEASES)) writeContainer(`releases/community/${id}`, body);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    state = (require(path.join(root, 'shell/dist-ssr/render.js')) as { state: FakeState }).state;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loads = (require(path.join(FIXTURES, 'container.cjs')) as { loads: string[] }).loads;
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    Object.assign(state, { renders: 0, active: 0, maxActive: 0, delayMs: 0, rendered: [] });
    loads.length = 0;
    communities = new Map([['known', 'Known']]);
    memberTheme = 'system';
    reads = [];
    warn.mockClear();
    warningsChecked = false;
    pointCommunity(CURRENT);
  });
  afterEach(() => {
    // A test that expects a failure checks its warnings; anything else logged is a surprise.
    if (!warningsChecked) expect(warn.mock.calls).toEqual([]);
  });

  it('renders the page of the slice that owns the path, with its data, styles and title', async () => {
    const p = prerenderer();
    const res = await p.page('/community/known');
    expect(res?.status).toBe(200);
    const text = html(res)!;
    expect(text).toContain(
      '<div id="root" data-prerendered=""><main>community r1 /community/known {"/api/communities/known":{"name":"Known"}}</main></div>',
    );
    expect(text).toContain('<title>Community | CCI</title>');
    expect(text).toContain('<style data-styled="active">main{}</style></head>');
    expect(text).toContain('<script type="application/json" id="prerendered-data">{"/api/communities/known":{"name":"Known"}}</script>');
    expect(text).not.toContain('aria-disabled');
    expect(html(await p.page('/'))).toContain('<main>home / {}</main>');
    expect(html(await p.page('/p/1'))).toContain('<title>Page &lt;&amp;&gt; "n" | CCI</title>');
    expect(state.rendered).toEqual(['/community/known', '/', '/p/1']);
  });

  it('unknown slugs: 404 with the plain shell page, no render, no cache entry; the known page stays cached', async () => {
    const p = prerenderer();
    const known = await p.page('/community/known');
    expect(known?.status).toBe(200);
    expect(html(known)).toContain('<main>community r1 /community/known');
    expect([state.renders, p.size]).toEqual([1, 1]);

    const sent = new Set<unknown>();
    for (let i = 0; i < 300; i++) {
      const res = await p.page(`/community/no-such-${i}`);
      expect(res?.status).toBe(404);
      expect(html(res)).toBe(INDEX);
      sent.add(res?.page);
    }
    expect(sent.size).toBe(1); // one shared response, not one per path
    expect([state.renders, p.size]).toEqual([1, 1]);

    // More unknown slugs than the cache holds pages (200) did not evict the known one.
    expect((await p.page('/community/known'))?.status).toBe(200);
    expect(state.renders).toBe(1);
  });

  it('unknown paths (the shell 404 page): 404, no render, no page loaded, no API read, no cache entry', async () => {
    const p = prerenderer();
    for (const url of ['/no/such/page', '/x', '/community/a/b', '/p', '/p/1/2', '/dashboard/a/b']) {
      const res = await p.page(url);
      expect([url, res?.status, html(res)]).toEqual([url, 404, INDEX]);
    }
    expect([state.renders, p.size, reads, loads]).toEqual([0, 0, [], []]);
  });

  it('spellings of one page share its cache entry (/p/1/, //p/1, /Community/kno%77n)', async () => {
    const p = prerenderer();
    for (const url of [
      '/p/1',
      '/p/1/',
      '//p/1//',
      '/P/1',
      '/community/known',
      '/Community/kno%77n',
      '/community/known/',
      '/COMMUNITY//known',
    ]) {
      expect([url, (await p.page(url))?.status]).toEqual([url, 200]);
    }
    expect([state.renders, p.size]).toEqual([2, 2]);
    expect(state.rendered).toEqual(['/p/1', '/community/known']);
  });

  it('a cached page stays fresh: its data changes, it is rendered again; its community is gone, it is a 404', async () => {
    const p = prerenderer();
    expect(html(await p.page('/community/known'))).toContain('"name":"Known"');
    expect(html(await p.page('/community/known'))).toContain('"name":"Known"');
    expect(state.renders).toBe(1);
    communities.set('known', 'Renamed');
    expect(html(await p.page('/community/known'))).toContain('"name":"Renamed"');
    expect(state.renders).toBe(2);
    communities.delete('known');
    expect((await p.page('/community/known'))?.status).toBe(404);
    expect([state.renders, p.size]).toEqual([2, 0]);
  });

  it('routes with prerender: false (personal pages) get null, the plain page with 200: no page loaded, no API read, no render', async () => {
    const p = prerenderer();
    for (const url of ['/dashboard', '/dashboard/known', '/dashboard/no-such-community', '/Dashboard/']) {
      expect([url, await p.page(url)]).toEqual([url, null]);
    }
    expect([state.renders, p.size, reads, loads]).toEqual([0, 0, [], []]);
  });

  describe('the release mf-remotes.json points at', () => {
    it('pointing a slice at another release changes the next response, and pointing it back restores it (nothing stale)', async () => {
      const p = prerenderer();
      const r1 = html(await p.page('/community/known'))!;
      expect(r1).toContain('<main>community r1 /community/known');
      expect((await p.page('/community/known/events'))?.status).toBe(404); // not a page of r1
      const home = html(await p.page('/'));

      pointCommunity(release('r2'));
      expect(html(await p.page('/community/known'))).toContain('<main>community r2 /community/known');
      const events = await p.page('/community/known/events'); // a page only r2 has: served without any other change
      expect([events?.status, html(events)]).toEqual([200, expect.stringContaining('<main>events r2 /community/known/events')]);
      expect(html(await p.page('/community/known'))).toContain('<main>community r2'); // cached for r2 now

      pointCommunity(CURRENT);
      expect(html(await p.page('/community/known'))).toBe(r1);
      expect((await p.page('/community/known/events'))?.status).toBe(404);

      pointCommunity(release('r2'));
      expect(html(await p.page('/community/known'))).toContain('<main>community r2 /community/known');
      expect(state.rendered).toEqual([
        '/community/known',
        '/',
        '/community/known',
        '/community/known/events',
        '/community/known',
        '/community/known',
      ]);
      // Every page carries mf-remotes.json (the shell reads where the slices live from it): the home page is rendered
      // anew with the community's new line, and is otherwise the same.
      const homeNow = html(await p.page('/'))!;
      expect(homeNow).toContain('"entry":"/mfe/community/releases/r2/mf-manifest.json"');
      expect(homeNow.replace('/releases/r2/', '/')).toBe(home);
      expect(state.renders).toBe(7);
    });

    it('switching between two releases at once (ids of one length: mf-remotes.json keeps its size) is seen', async () => {
      const p = prerenderer();
      for (const id of ['r2', 'r3', 'r2', 'r3']) {
        pointCommunity(release(id));
        expect([id, html(await p.page('/community/known'))]).toEqual([
          id,
          expect.stringContaining(`<main>community ${id} /community/known`),
        ]);
      }
    });

    it.each([
      ['missing', 'its routes module could not be loaded'],
      ['broken', 'its routes module could not be loaded'],
      ['wrong-name', 'its routes module could not be loaded'],
      ['no-routes', 'its routes module exports no list of routes'],
      ['page-fails', 'its page /community/:slug could not be loaded'],
      ['render-throws', 'rendering failed'],
      ['../r2', 'the release is not a folder this server serves'],
    ])(
      'a release %s: the plain page (null), logged with the slice and the release; other slices and releases still render',
      async (id, reason) => {
        const p = prerenderer();
        pointCommunity(release(id));
        expect(await p.page('/community/known')).toBeNull();
        expect(warnings()).toEqual([
          [
            expect.objectContaining({ slice: 'mfe_community', release: release(id), pathname: '/community/known' }),
            expect.stringContaining(reason),
          ],
        ]);
        expect([state.renders - (id === 'render-throws' ? 1 : 0), p.size]).toEqual([0, 0]);

        expect((await p.page('/p/1'))?.status).toBe(200);
        pointCommunity(release('r2'));
        expect(html(await p.page('/community/known'))).toContain('<main>community r2');
        expect(warnings()).toHaveLength(1);
      },
    );
  });

  describe('bounded in time', () => {
    it('a page that loads slower than the bound: the plain page (null) in about the bound, logged; the next request can use it', async () => {
      const p = prerenderer(undefined, 100);
      const started = Date.now();
      expect(await p.page('/slow')).toBeNull();
      expect(Date.now() - started).toBeLessThan(350); // the page takes 400 ms to load
      expect(warnings()).toEqual([
        [
          expect.objectContaining({ slice: 'mfe_public', release: '/mfe/public/mf-manifest.json' }),
          expect.stringMatching(/its page \/slow could not be loaded/),
        ],
      ]);
      expect(String((warnings()[0][0].err as Error).message)).toMatch(/took longer than 100 ms/);
      expect(state.renders).toBe(0);
      expect((await p.page('/p/1'))?.status).toBe(200); // the slot and the slice are not held by the slow page
    });

    it('a routes module that loads slower than the bound: the plain page (null), logged', async () => {
      const p = prerenderer(undefined, 100);
      pointCommunity(release('slow-routes'));
      const started = Date.now();
      expect(await p.page('/community/known')).toBeNull();
      expect(Date.now() - started).toBeLessThan(350); // the routes take 400 ms
      expect(warnings()).toEqual([
        [
          expect.objectContaining({ slice: 'mfe_community', release: release('slow-routes') }),
          expect.stringContaining('its routes module could not be loaded'),
        ],
      ]);
      expect(state.renders).toBe(0);
    });
  });

  it('renders at most `concurrent` at a time; up to `queued` wait their turn, the rest get the plain page at once', async () => {
    state.delayMs = 30;
    const p = prerenderer({ concurrent: 2, queued: 5, waitMs: 10_000 });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => p.page(`/p/${i}`)));
    expect(state.maxActive).toBe(2);
    expect(results.filter((r) => r?.status === 200)).toHaveLength(7); // 2 rendering + 5 queued
    expect(results.filter((r) => r === null)).toHaveLength(3);
    expect([state.renders, p.size]).toEqual([7, 7]);
    // The slots were all given back: the next burst is served the same way.
    state.maxActive = 0;
    const again = await Promise.all(Array.from({ length: 7 }, (_, i) => p.page(`/p/${i + 100}`)));
    expect(again.every((r) => r?.status === 200)).toBe(true);
    expect(state.maxActive).toBe(2);
  });

  it('a queued render waits at most `waitMs`, then the plain page is sent', async () => {
    state.delayMs = 300;
    const p = prerenderer({ concurrent: 1, queued: 4, waitMs: 20 });
    const started = Date.now();
    const [first, second] = await Promise.all([p.page('/p/slow'), p.page('/p/waiting').then((r) => [r, Date.now() - started] as const)]);
    expect(first?.status).toBe(200);
    expect(second[0]).toBeNull();
    expect(second[1]).toBeLessThan(250);
    expect(state.renders).toBe(1);
  });

  it('one render for simultaneous requests of one page', async () => {
    state.delayMs = 20;
    const p = prerenderer();
    const results = await Promise.all(Array.from({ length: 5 }, () => p.page('/community/known')));
    expect(results.every((r) => r?.status === 200)).toBe(true);
    expect(state.renders).toBe(1);
  });

  describe("a signed-in member's page", () => {
    it('is rendered for them (their session to start with, their reads) and never cached', async () => {
      const p = prerenderer();
      const first = await p.page('/community/known', MEMBER_COOKIE);
      expect(first).toMatchObject({ status: 200, member: true });
      const data = '{"/api/auth/user":{"firstName":"Ada"},"/api/communities/known":{"name":"Known","joined":true}}';
      expect(html(first)).toContain(`<main>community r1 /community/known ${data}</main>`);
      expect(html(first)).toContain(`<script type="application/json" id="prerendered-data">${data}</script>`);
      expect(html(first)).toContain('<title>Community | CCI</title>');
      expect(reads).toEqual([
        `/api/auth/user [${MEMBER_COOKIE}]`,
        `/api/me [${MEMBER_COOKIE}]`,
        `/api/communities/known [${MEMBER_COOKIE}]`,
      ]);
      expect(p.size).toBe(0);
      // Rendered again for each request: nothing of it is kept, for them or anyone.
      await p.page('/community/known', MEMBER_COOKIE);
      expect(state.renders).toBe(2);
      const visitor = await p.page('/community/known');
      expect(visitor?.member).toBeUndefined();
      expect(html(visitor)).toContain('<main>community r1 /community/known {"/api/communities/known":{"name":"Known"}}</main>');
      expect(html(visitor)).not.toContain('Ada');
    });

    it("a cookie without a valid session gets the visitor's page, cached; a cookie without `sid` is not even read", async () => {
      const p = prerenderer();
      const stale = await p.page('/community/known', 'sid=expired');
      expect(stale?.member).toBeUndefined();
      expect(html(stale)).toContain('{"/api/communities/known":{"name":"Known"}}</main>');
      expect(p.size).toBe(1);
      reads = [];
      const other = await p.page('/community/known', 'lang=en; xsid=1');
      expect(html(other)).toBe(html(stale));
      expect(reads).toEqual(['/api/communities/known']); // the cache's freshness check only: no session read
      expect(state.renders).toBe(1);
    });

    it('an unknown slug is the plain 404 page for a member too; a page that is not pre-rendered stays so', async () => {
      const p = prerenderer();
      const missing = await p.page('/community/nope', MEMBER_COOKIE);
      expect([missing?.status, html(missing), missing?.member]).toEqual([404, INDEX, undefined]);
      expect(await p.page('/dashboard', MEMBER_COOKIE)).toBeNull();
      expect(state.renders).toBe(0);
    });

    it("when renders are busy, the member gets the visitor's page rather than none", async () => {
      const p = prerenderer({ concurrent: 1, queued: 0, waitMs: 10 });
      await p.page('/p/1'); // cached
      state.delayMs = 200;
      const [slow, member] = await Promise.all([p.page('/p/2'), p.page('/p/1', MEMBER_COOKIE)]);
      expect(slow?.status).toBe(200);
      expect(member?.member).toBeUndefined();
      expect(html(member)).toContain('<main>plain /p/1 {}</main>');
    });
  });

  describe('the colour theme chosen (issue 30 §6)', () => {
    it("a visitor's theme cookie puts data-theme on <html>; each theme's page is cached apart; none means the system's", async () => {
      const p = prerenderer();
      const dark = html(await p.page('/community/known', 'theme=dark'));
      expect(dark).toMatch(/^<!doctype html><html data-theme="dark"><head>/);
      const plain = html(await p.page('/community/known'));
      expect(plain).toMatch(/^<!doctype html><html><head>/);
      expect(html(await p.page('/community/known', 'a=1; theme=light'))).toMatch(/<html data-theme="light">/);
      expect(html(await p.page('/community/known', 'theme=dark'))).toBe(dark);
      expect(html(await p.page('/community/known', 'theme=sepia'))).toBe(plain);
      expect(p.size).toBe(3);
      expect(state.renders).toBe(3);
      expect(html(await p.page('/community/nope', 'theme=dark'))).toBe(INDEX.replace('<html>', '<html data-theme="dark">'));
    });

    it("a member's page follows their account's choice over the cookie", async () => {
      const p = prerenderer();
      memberTheme = 'light';
      expect(html(await p.page('/community/known', `theme=dark; ${MEMBER_COOKIE}`))).toMatch(/<html data-theme="light">/);
      memberTheme = 'dark';
      expect(html(await p.page('/community/known', MEMBER_COOKIE))).toMatch(/<html data-theme="dark">/);
      memberTheme = 'system';
      expect(html(await p.page('/community/known', `theme=dark; ${MEMBER_COOKIE}`))).toMatch(/<html><head>/);
    });
  });
});
