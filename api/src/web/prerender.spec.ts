import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assemble, jsonForScript, Prerenderer, type RenderLimits } from './prerender';
import { servedFolderOf } from './releases';

describe('pre-rendered page assembly', () => {
  const template = '<!doctype html><html><head><title>t</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

  it('puts the styles in <head>, the markup in #root (marked not ready) and the data in a JSON script', () => {
    const html = assemble(template, { html: '<main>Hi</main>', styles: '<style data-styled="active">a{}</style>', data: { '/api/x': [1] } })!;
    expect(html).toContain('<style data-styled="active">a{}</style></head>');
    expect(html).toContain('<div id="root" aria-disabled="true" data-prerendered=""><main>Hi</main></div>');
    expect(html).toContain('<script type="application/json" id="prerendered-data">{"/api/x":[1]}</script>');
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

  it('gives up (null) on a template without the mount point', () => {
    expect(assemble('<html><head></head><body></body></html>', { html: '', styles: '', data: {} })).toBeNull();
  });
});

describe('servedFolderOf (which build of a slice /mf-remotes.json points at)', () => {
  it('maps the current build and releases to their folders', () => {
    expect(servedFolderOf('/mfe/community/mf-manifest.json')).toBe('mfe-community/dist');
    expect(servedFolderOf('/mfe/public/releases/2026-11-21_a/mf-manifest.json')).toBe('releases/public/2026-11-21_a');
  });
  it('knows nothing of other slices, bad release ids or other hosts', () => {
    for (const url of ['/mfe/other/mf-manifest.json', '/mfe/community/releases/../x/mf-manifest.json', '/mfe/community/releases/.hidden/mf-manifest.json', 'https://cdn.example/mfe/community/mf-manifest.json', '/mfe/community/remoteEntry.js']) {
      expect(servedFolderOf(url)).toBeUndefined();
    }
  });
});

/**
 * The Prerenderer against a stub bundle that behaves like shell/dist-ssr/prerender.js (one route with a parameter,
 * /community/:slug reading /api/communities/<slug>, and plain pages /p/<n>), counting its renders and how many run at
 * once, and a stub API in which only the community 'known' exists.
 */
describe('Prerenderer: what reaches a render', () => {
  const INDEX = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
  const STUB = `
    const state = { renders: 0, active: 0, maxActive: 0, delayMs: 0 };
    exports.state = state;
    exports.stamps = {};
    exports.remoteOf = () => undefined;
    exports.lookup = (pathname) => {
      const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts.length === 2 && parts[0].toLowerCase() === 'community') {
        const slug = encodeURIComponent(parts[1]);
        return { path: '/community/' + slug, prerendered: true, paramReads: ['/api/communities/' + slug] };
      }
      if (parts.length === 2 && parts[0] === 'p') return { path: '/p/' + parts[1], prerendered: true, paramReads: [] };
      if (parts.length === 1 && parts[0] === 'dashboard') return { path: '/dashboard', prerendered: false, paramReads: [] };
      return undefined;
    };
    exports.prerender = async (pathname, fetchJson) => {
      state.renders++;
      state.active++;
      state.maxActive = Math.max(state.maxActive, state.active);
      try {
        const data = {};
        const slug = /^\\/community\\/(.+)$/.exec(pathname);
        if (slug) data['/api/communities/' + slug[1]] = await fetchJson('/api/communities/' + slug[1]);
        await new Promise((resolve) => setTimeout(resolve, state.delayMs));
        return { html: '<main>' + pathname + ' ' + JSON.stringify(data) + '</main>', styles: '', data };
      } finally {
        state.active--;
      }
    };`;
  interface StubState { renders: number; active: number; maxActive: number; delayMs: number }

  let root: string;
  let state: StubState;
  /** Communities the stub API knows, slug → name. */
  let communities: Map<string, string>;
  let reads: string[];
  const api = {
    inject: async ({ url }: { url: string }) => {
      reads.push(url);
      const slug = /^\/api\/communities\/(.+)$/.exec(url)?.[1];
      const name = slug === undefined ? undefined : communities.get(decodeURIComponent(slug));
      return name === undefined
        ? { statusCode: 404, headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"statusCode":404}' }
        : { statusCode: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ name }) };
    },
    log: { warn: jest.fn() },
  } as unknown as FastifyInstance;
  const prerenderer = (limits?: RenderLimits) => new Prerenderer(api, root, limits);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-prerender-'));
    fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    fs.mkdirSync(path.join(root, 'shell/dist-ssr'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell/dist/index.html'), INDEX);
    fs.writeFileSync(path.join(root, 'shell/dist-ssr/prerender.js'), STUB);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    state = (require(path.join(root, 'shell/dist-ssr/prerender.js')) as { state: StubState }).state;
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    Object.assign(state, { renders: 0, active: 0, maxActive: 0, delayMs: 0 });
    communities = new Map([['known', 'Known']]);
    reads = [];
  });

  it('unknown slugs: 404 with the plain shell page, no render, no cache entry; the known page stays cached', async () => {
    const p = prerenderer();
    const known = await p.page('/community/known');
    expect(known?.status).toBe(200);
    expect(known?.page.html.toString()).toContain('<main>/community/known');
    expect([state.renders, p.size]).toEqual([1, 1]);

    const sent = new Set<unknown>();
    for (let i = 0; i < 300; i++) {
      const res = await p.page(`/community/no-such-${i}`);
      expect(res?.status).toBe(404);
      expect(res?.page.html.toString()).toBe(INDEX);
      sent.add(res?.page);
    }
    expect(sent.size).toBe(1); // one shared response, not one per path
    expect([state.renders, p.size]).toEqual([1, 1]);

    // More unknown slugs than the cache holds pages (200) did not evict the known one.
    expect((await p.page('/community/known'))?.status).toBe(200);
    expect(state.renders).toBe(1);
  });

  it('unknown paths (the shell 404 page): 404, no render, no API read, no cache entry', async () => {
    const p = prerenderer();
    for (const url of ['/no/such/page', '/x', '/community/a/b']) {
      const res = await p.page(url);
      expect([url, res?.status, res?.page.html.toString()]).toEqual([url, 404, INDEX]);
    }
    expect([state.renders, p.size, reads]).toEqual([0, 0, []]);
  });

  it("spellings of one page share its cache entry (/p/1/, //p/1, /Community/kno%77n)", async () => {
    const p = prerenderer();
    for (const url of ['/p/1', '/p/1/', '//p/1//', '/community/known', '/Community/kno%77n', '/community/known/']) {
      expect([url, (await p.page(url))?.status]).toEqual([url, 200]);
    }
    expect([state.renders, p.size]).toEqual([2, 2]);
  });

  it('a cached page stays fresh: its data changes, it is rendered again; its community is gone, it is a 404', async () => {
    const p = prerenderer();
    expect((await p.page('/community/known'))?.page.html.toString()).toContain('"name":"Known"');
    communities.set('known', 'Renamed');
    expect((await p.page('/community/known'))?.page.html.toString()).toContain('"name":"Renamed"');
    expect(state.renders).toBe(2);
    communities.delete('known');
    expect((await p.page('/community/known'))?.status).toBe(404);
    expect([state.renders, p.size]).toEqual([2, 0]);
  });

  it('pages that are not pre-rendered (personal) get null: the plain page with 200', async () => {
    const p = prerenderer();
    expect(await p.page('/dashboard')).toBeNull();
    expect(state.renders).toBe(0);
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
});
