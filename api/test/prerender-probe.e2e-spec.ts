// A security probe's findings on the served front end, against the real build (`npm run build` first):
// pre-rendering must not be a CPU amplifier, and source maps are never published.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITEMAP_PAGES } from '@cci/contracts';
import request from 'supertest';
import { REPO_ROOT } from '../src/common/paths';
import { currentFolder, SLICES } from '../src/web/releases';
import { BUILT_SERVER, freePort, stopProcess } from './server-process';
import { appForThisBlock, freshDatabase, TEST_SESSION_SECRET, type TestDatabase } from './support';

const SLICE_DIRS = ['shell/dist', ...SLICES.map(currentFolder)];
const BUNDLE = path.join(REPO_ROOT, 'shell/dist-ssr/render.js');
const SERVER_CONTAINERS = SLICES.map((slice) => path.join(REPO_ROOT, currentFolder(slice), 'server/remoteEntry.js'));
/** A release of the community slice made for these tests (a copy of its build, with one route's title changed). */
const PROBE_RELEASE = 'probe-r1';
/** The visitor's button of the community page, as the probe release spells it (the real one: "Join the Network"). */
const PROBE_CTA = 'Join the Network (probe release)';

/**
 * A web root made of a copy of the real build (a copy: a build of a slice run by someone else meanwhile does not
 * change it under the tests), except for:
 * - the pre-renderer: a wrapper around the real shell server build (copied to shell/dist-ssr/real/) that logs each
 *   render's start and end to `renders.log`. Everything else (which slice, the slices' server containers, the pages,
 *   the API reads) is real;
 * - releases/community/probe-r1: another copy of the community slice's build whose community page labels its
 *   visitor's button otherwise, so the server HTML tells which release it was rendered from.
 */
function webRootOfTheBuild(): string {
  for (const file of [BUILT_SERVER, BUNDLE, ...SERVER_CONTAINERS, ...SLICE_DIRS.map((d) => path.join(REPO_ROOT, d))]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-prerender-probe-'));
  for (const dir of SLICE_DIRS) fs.cpSync(path.join(REPO_ROOT, dir), path.join(root, dir), { recursive: true, dereference: true });
  fs.cpSync(path.dirname(BUNDLE), path.join(root, 'shell/dist-ssr/real'), { recursive: true, dereference: true });

  const release = path.join(root, 'releases/community', PROBE_RELEASE);
  fs.cpSync(path.join(root, 'mfe-community/dist'), release, { recursive: true });
  const label = '" Join the Network"';
  const chunks = fs
    .readdirSync(path.join(release, 'server'))
    .map((f) => path.join(release, 'server', f))
    .filter((f) => fs.readFileSync(f, 'utf8').includes(label));
  if (chunks.length !== 1)
    throw new Error(`expected one server chunk of mfe-community with ${label}, found ${chunks.length}: has the build's output changed?`);
  fs.writeFileSync(chunks[0], fs.readFileSync(chunks[0], 'utf8').replace(label, JSON.stringify(` ${PROBE_CTA}`)));

  fs.writeFileSync(path.join(root, 'renders.log'), '');
  fs.writeFileSync(
    path.join(root, 'shell/dist-ssr/render.js'),
    `const fs = require('node:fs');
     const real = require('./real/render.js');
     const log = ${JSON.stringify(path.join(root, 'renders.log'))};
     module.exports = {
       ...real,
       prerender: async (page, ...rest) => {
         fs.appendFileSync(log, '+' + page.match.path + '\\n');
         try {
           return await real.prerender(page, ...rest);
         } finally {
           fs.appendFileSync(log, '-' + page.match.path + '\\n');
         }
       },
     };`,
  );
  return root;
}

/** Points a slice of `webRoot` at `entry`, as tools/release/point.mjs does (mf-remotes.json replaced in one step). */
function point(webRoot: string, remote: string, entry: string) {
  const file = path.join(webRoot, 'shell/dist/mf-remotes.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { entry: string; paths: string[] }>;
  config[remote] = { ...config[remote]!, entry };
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(config, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * The built API (api/dist, what `npm start` runs) serving `webRoot`, in a process of its own: the pre-renderer reads
 * the API with fastify.inject, whose light-my-request needs the ESM-only `cookie` that Jest's module system cannot load.
 */
async function startSite(databaseUrl: string, webRoot: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const dist = path.dirname(BUILT_SERVER);
  const script = `
    const load = (m) => require(${JSON.stringify(dist)} + '/' + m);
    (async () => {
      const config = load('config/config').parseConfig({ NODE_ENV: 'test', SESSION_SECRET: ${JSON.stringify(TEST_SESSION_SECRET)}, LOG_LEVEL: 'error' });
      const { dataSource } = await load('database/open-database').openDatabase(${JSON.stringify(databaseUrl)});
      const app = await load('app.factory').createApp({ config, dataSource, logger: load('common/logging').createRootLogger(config), webRoot: ${JSON.stringify(webRoot)} });
      await app.listen(${port}, '127.0.0.1');
      process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
    })().catch((err) => { console.error(err); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}) during start-up`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopProcess(child);
  throw new Error('the site did not start within 60 s');
}

describe('pre-rendering is not a CPU amplifier (real build)', () => {
  let db: TestDatabase;
  let webRoot: string;
  let site: { child: ChildProcess; base: string } | undefined;
  const http = () => request(site!.base);
  const index = () => fs.readFileSync(path.join(webRoot, 'shell/dist/index.html'), 'utf8');
  /** Renders logged since the test started (the paths, as their routes spell them), and the most that ran at once. */
  let logStart = 0;
  const renders = () => {
    const lines = fs.readFileSync(path.join(webRoot, 'renders.log'), 'utf8').slice(logStart).split('\n').filter(Boolean);
    let active = 0;
    let maxActive = 0;
    for (const line of lines) maxActive = Math.max(maxActive, (active += line.startsWith('+') ? 1 : -1));
    const paths = lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1));
    return { count: paths.length, paths, maxActive };
  };
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  beforeAll(async () => {
    webRoot = webRootOfTheBuild();
    db = await freshDatabase();
    site = await startSite(db.url, webRoot);
  });
  afterAll(async () => {
    if (site) await stopProcess(site.child);
    await db?.drop();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await http().get('/about').expect(200); // the bundle is loaded on the first page request
    logStart = fs.readFileSync(path.join(webRoot, 'renders.log'), 'utf8').length;
  });

  it('unknown slugs: 404 with the plain shell page, no render; a known page cached before stays cached', async () => {
    const known = await http().get('/community/entrepreneurs').expect(200);
    expect(known.text).toContain('<div id="root" data-prerendered="">');
    expect(known.text).not.toContain('aria-disabled');
    expect(titleOf(known.text)).toBe('Entrepreneurs Community · The AI Network'); // the page's own title (usePageTitle), with its data
    expect(renders().paths).toEqual(['/community/entrepreneurs']);

    // More unknown slugs than the cache holds pages (200): each used to be rendered (~30 ms) and cached.
    for (let i = 0; i < 250; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => http().get(`/community/no-such-${i + j}-${Date.now()}`)));
      for (const res of batch) {
        expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
          404,
          'text/html; charset=utf-8',
          'no-cache',
        ]);
        expect(res.text).toBe(index());
      }
    }
    expect(renders().count).toBe(1);

    const again = await http().get('/community/entrepreneurs').expect(200);
    expect(again.text).toBe(known.text);
    expect(renders().count).toBe(1); // still cached: not evicted by the unknown slugs
  });

  it('another spelling of a known page is the same cached page (no new render)', async () => {
    const page = (await http().get('/community/creatives').expect(200)).text;
    for (const url of ['/community/creatives/', '/community/%63reatives', '/Community/creatives', '//community//creatives']) {
      expect([url, (await http().get(url)).text]).toEqual([url, page]);
    }
    expect(renders().count).toBe(1);
  });

  it('unknown paths: 404 with the plain shell page, no render; HEAD says the same', async () => {
    for (const url of ['/no/such/page', '/community/entrepreneurs/members', '/admin/unknown', '/dashboard', '/x']) {
      const res = await http().get(url);
      expect([url, res.status, res.text === index()]).toEqual([url, 404, true]);
    }
    await http().head('/community/no-such-community').expect(404).expect('content-type', 'text/html; charset=utf-8');
    expect(renders().count).toBe(0);
  });

  it("personal pages (prerender: false in their slice's routes module) are the plain shell page with 200, never rendered", async () => {
    for (const url of ['/dashboard/entrepreneurs', '/dashboard/no-such-community', '/admin', '/admin/requests', '/Admin/communications/']) {
      const res = await http().get(url);
      expect([url, res.status, res.text === index()]).toEqual([url, 200, true]);
    }
    expect(renders().count).toBe(0);
  });

  it('at most 2 renders at a time, however many pages are asked for at once', async () => {
    // The public pages (those the sitemap lists) and a few more.
    const paths = [...SITEMAP_PAGES, '/register', '/login', '/community/educators', '/community/seniors', '/community/parents'];
    const results = await Promise.all(paths.map((url) => http().get(url)));
    for (const [i, res] of results.entries()) expect([paths[i], res.status]).toEqual([paths[i], 200]);
    expect(renders().count).toBeGreaterThan(2);
    expect(renders().maxActive).toBe(2);
    // Those that found no slot got the plain page, and are pre-rendered on a later request.
    const plain = paths.filter((_, i) => !results[i].text.includes('data-prerendered'));
    for (const url of plain) expect([url, (await http().get(url)).text]).toEqual([url, expect.stringContaining('data-prerendered')]);
  });

  it('the server renders with the release mf-remotes.json points at: switching changes the next page, and back', async () => {
    const current = await http().get('/community/entrepreneurs').expect(200);
    expect(current.text).not.toContain(PROBE_CTA);
    try {
      point(webRoot, 'mfe_community', `/mfe/community/releases/${PROBE_RELEASE}/mf-manifest.json`);
      const switched = await http().get('/community/entrepreneurs').expect(200);
      expect(switched.text).toContain('data-prerendered');
      expect(switched.text).toContain(PROBE_CTA);
      // Another slice is not affected; a release that is not there: the plain page (200), never a 500.
      point(webRoot, 'mfe_community', '/mfe/community/releases/no-such-release/mf-manifest.json');
      const missing = await http().get('/community/entrepreneurs').expect(200);
      expect(missing.text).toBe(index());
      expect((await http().get('/about').expect(200)).text).toContain('data-prerendered');
    } finally {
      point(webRoot, 'mfe_community', '/mfe/community/mf-manifest.json');
    }
    const back = await http().get('/community/entrepreneurs').expect(200);
    expect(back.text).not.toContain(PROBE_CTA);
    expect(back.text).toBe(current.text);
  });
});

describe('source maps are never published (real build)', () => {
  const site = appForThisBlock({ webRoot: REPO_ROOT });
  const { http } = site;
  /** Each built slice's files, as the URL the site serves them at. */
  const built = (ext: RegExp) =>
    SLICE_DIRS.flatMap((dir) => {
      const prefix = dir === 'shell/dist' ? '/' : `/mfe/${dir.split('-')[1].split('/')[0]}/`;
      return fs
        .readdirSync(path.join(REPO_ROOT, dir))
        .filter((f) => ext.test(f))
        .map((f) => ({ file: path.join(REPO_ROOT, dir, f), url: prefix + f }));
    });

  it('the production JavaScript points at no source map', async () => {
    const scripts = built(/\.js$/);
    expect(scripts.length).toBeGreaterThan(10);
    for (const { url } of scripts) {
      const res = await http().get(url).set('accept-encoding', 'identity');
      expect([url, res.status]).toEqual([url, 200]);
      expect([url, /sourceMappingURL/.test(res.text)]).toEqual([url, false]);
    }
  });

  it('a .map in the build answers 404, whatever the encoding asked', async () => {
    for (const { url } of built(/\.map$/)) {
      for (const encoding of ['identity', 'gzip, deflate, br']) {
        const res = await http().get(url).set('accept-encoding', encoding);
        expect([url, encoding, res.status]).toEqual([url, encoding, 404]);
        expect(res.text).not.toContain('sourcesContent');
      }
    }
  });
});
