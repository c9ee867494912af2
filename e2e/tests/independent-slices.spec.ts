import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from '../support/test';
import { waitForQuietNetwork } from '../support/network';
import { waitForApp } from '../support/navigation';
import { freePortAsync as freePort, startNode, stopProcess, waitForHealth, type Started } from '../support/processes';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { SITE_ROUTES } from '../support/site-routes';

/**
 * Independent slices (architecture.md): a slice is redeployed or rolled back by changing where mf-remotes.json
 * points, with no shell rebuild, and shells and remotes built apart keep working together.
 *
 * This file runs its own server (the real `node api/dist/main.js`, on a free port, with its own embedded
 * PostgreSQL) on a temp copy of the built site, because it edits the served mf-remotes.json and swaps the shell:
 * the shared build in the repo and the suite's server stay untouched. The server serves the folder its code sits
 * in (REPO_ROOT = three levels above api/dist/common), so the copy is `<tmp>/api/dist` + `<tmp>/<app>/dist`, with
 * `<tmp>/node_modules` linked to the repo's.
 *
 * Built once per run, in beforeAll (~20-40 s each on this machine):
 * - a release of mfe-community from a changed copy of its sources (a marker in the list page's title, and a new
 *   page, /community/:slug/highlights, in its routes module), through tools/release/build-remote.mjs into
 *   <tmp>/releases/community/<id>/ (browser and server containers);
 * - a shell from a changed copy of its sources (a marker in the footer), browser and server builds, into folders of
 *   its own.
 *
 * What "an old shell with a newer remote (and the reverse)" means here: the shell and the remote are compiled
 * apart, from different sources, at different times. What can break between two such builds is the run-time
 * contract: the shared singletons negotiated by version at run time (in the browser and in the server's rendering),
 * the routes module, the manifest, and a remote's chunks loading from its own folder. Separately compiled builds exercise all of it.
 * Building the previous commit instead (git worktree + install + build) would take minutes, and would test only
 * whatever that commit happened to change; the matrix below (current / other shell × current / new remote) is run
 * every time.
 */

const ROOT = resolve(__dirname, '../..');
const SLICE_FOLDERS = [
  'shell',
  ...(JSON.parse(readFileSync(join(ROOT, 'slices.json'), 'utf8')) as { folder: string }[]).map((s) => s.folder),
];
const RUN = randomBytes(4).toString('hex');
const RELEASE_ID = `e2e-community-${RUN}`;
const REMOTE_MARKER = `release ${RUN}`;
const SHELL_MARKER = `other shell ${RUN}`;
const COMMUNITIES_TITLE = 'Our Communities';
/** The page the release adds to the community slice (no shell change). */
const NEW_PAGE = '/community/entrepreneurs/highlights';
const NEW_PAGE_SOURCE = `import { Button, Container, PageTitle } from '@cci/shared-ui';
import { useParams } from '@cci/shared-ui/router';
import { useState } from 'react';
import { useCommunity } from '@cci/shared-ui/api';

export default function HighlightsPage() {
  const { slug } = useParams<{ slug: string }>();
  const { data } = useCommunity(slug);
  const [liked, setLiked] = useState(0);
  return (
    <Container>
      <PageTitle>{data ? \`\${data.name} highlights\` : 'Highlights'}</PageTitle>
      <p data-testid="highlights-release">__RELEASE__</p>
      <Button onClick={() => setLiked((n) => n + 1)}>Liked {liked}</Button>
    </Container>
  );
}
`;
const BUILD_TIMEOUT = 240_000;

let baseURL = ''; // set in beforeAll, once this file's server is up (not the worker's server: its own copy of the site)
const test = base.extend({ baseURL: async ({}, use) => use(baseURL) });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let site: string; // the served copy: api/dist, <app>/dist, releases/
let sources: string; // changed copies of the sources
let server: Started | undefined;
const member = { firstName: 'Grace', lastName: 'Hopper', email: `grace.${RUN}@example.com`, password: 'compiler-pioneer-1952' };

/** Runs a command to completion within `timeoutMs`; rejects with its output on failure. */
function run(command: string, args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done(output);
      else fail(new Error(`${command} ${args.join(' ')} → ${signal ?? `exit ${code}`}\n${output.slice(-4000)}`));
    });
  });
}

const point = (slice: string, release: string) =>
  run(process.execPath, [join(ROOT, 'tools/release/point.mjs'), slice, release, '--web-root', site]);
/** Rolling back from the release drops the page it added: point.mjs wants --force for that. */
const pointAnyway = (slice: string, release: string) =>
  run(process.execPath, [join(ROOT, 'tools/release/point.mjs'), slice, release, '--force', '--web-root', site]);

/**
 * A copy of an app's sources laid out like the repo (its tsconfig extends ../tsconfig.base.json, its webpack
 * config requires ../tools/webpack), with `text` replaced by `changed` in one file.
 */
function changedCopy(app: string, entries: string[], file: string, text: string, changed: string): string {
  for (const link of ['node_modules', 'tools', 'tsconfig.base.json', 'slices.json']) {
    if (!existsSync(join(sources, link))) symlinkSync(join(ROOT, link), join(sources, link));
  }
  const dir = join(sources, app);
  for (const entry of entries) cpSync(join(ROOT, app, entry), join(dir, entry), { recursive: true });
  const original = readFileSync(join(dir, file), 'utf8');
  if (!original.includes(text)) throw new Error(`${app}/${file} no longer contains ${JSON.stringify(text)}: update this test's marker`);
  writeFileSync(join(dir, file), original.replace(text, changed));
  return dir;
}

/** name → sha1 of every file under `dir` (to show that rolling a slice does not touch the shell's build). */
function fingerprint(dir: string, skip: (name: string) => boolean = () => false): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!skip(entry.name)) out[relative(dir, full)] = createHash('sha1').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

async function startServer() {
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    EMBEDDED_PG_DIR: join(site, '.data', 'pg'),
    ADMIN_PASSWORD: `e2e-admin-${RUN}-${randomBytes(6).toString('hex')}`,
    LOG_LEVEL: 'warn',
  };
  server = startNode(join(site, 'api/dist/main.js'), env, site);
  await waitForHealth(server, `${baseURL}/api/health`, 120_000, 'the server of the copied site');
}

async function stopServer() {
  const started = server;
  server = undefined;
  await stopProcess(started?.child, 20_000); // main.ts stops Nest and its embedded PostgreSQL
}

test.beforeAll(async () => {
  test.setTimeout(2 * BUILD_TIMEOUT + 180_000);
  const missing = [
    'api/dist/main.js',
    ...SLICE_FOLDERS.map((f) => `${f}/dist/${f === 'shell' ? 'index.html' : 'mf-manifest.json'}`),
  ].filter((f) => !existsSync(join(ROOT, f)));
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run the production build first)`);

  site = mkdtempSync(join(tmpdir(), 'cci-slices-site-'));
  sources = mkdtempSync(join(tmpdir(), 'cci-slices-src-'));
  cpSync(join(ROOT, 'api/dist'), join(site, 'api/dist'), { recursive: true });
  // What the API requires at run time from beside api/ (as the API image copies them): the slices and their layout.
  for (const file of ['slices.json', 'tools/release/layout.cjs', 'tools/web/cache-control.cjs']) cpSync(join(ROOT, file), join(site, file));
  for (const folder of SLICE_FOLDERS) cpSync(join(ROOT, folder, 'dist'), join(site, folder, 'dist'), { recursive: true });
  cpSync(join(ROOT, 'shell/dist-ssr'), join(site, 'shell/dist-ssr'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));

  // A newer community slice: its list page says so in its title, and it has a new page (a file and a line of its
  // routes module; nothing else anywhere).
  const community = changedCopy(
    'mfe-community',
    ['src', 'webpack.config.js', 'tsconfig.json', 'package.json'],
    'src/pages/community-list-page.tsx',
    `<PageTitle>${COMMUNITIES_TITLE}</PageTitle>`,
    `<PageTitle>${COMMUNITIES_TITLE} (${REMOTE_MARKER})</PageTitle>`,
  );
  writeFileSync(join(community, 'src/pages/highlights-page.tsx'), NEW_PAGE_SOURCE.replace('__RELEASE__', REMOTE_MARKER));
  const routesFile = join(community, 'src/routes.ts');
  const routesSource = readFileSync(routesFile, 'utf8');
  const lastRoute = /\n\];/;
  if (!lastRoute.test(routesSource)) throw new Error('mfe-community/src/routes.ts no longer ends its list with "\\n];": update this test');
  writeFileSync(
    routesFile,
    routesSource.replace(
      lastRoute,
      `\n  { path: '/community/:slug/highlights', title: 'Highlights', prerender: true, page: () => import('./pages/highlights-page') },\n];`,
    ),
  );
  await run(
    process.execPath,
    [join(ROOT, 'tools/release/build-remote.mjs'), 'community', '--id', RELEASE_ID, '--src', community, '--web-root', site],
    {
      timeoutMs: BUILD_TIMEOUT,
    },
  );

  // Another shell compiled apart, its footer says which one it is: browser and server builds, kept beside the served ones.
  const shell = changedCopy(
    'shell',
    ['src', 'public', 'webpack.config.js', 'webpack.ssr.js', 'tsconfig.json', 'package.json'],
    'src/layout/footer.tsx',
    'All rights reserved.',
    `All rights reserved. ${SHELL_MARKER}`,
  );
  for (const [config, out] of [
    ['webpack.config.js', 'shell/dist-other'],
    ['webpack.ssr.js', 'shell/dist-ssr-other'],
  ]) {
    await run(
      process.execPath,
      [
        join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        join(shell, config),
        '--mode',
        'production',
        '--output-path',
        join(site, out),
      ],
      {
        cwd: shell,
        timeoutMs: BUILD_TIMEOUT,
      },
    );
  }

  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  for (const dir of [site, sources]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Serves the other shell build (or the original again) in place of shell/dist and dist-ssr, as a redeploy of the shell would. */
function useShell(which: 'current' | 'other') {
  for (const name of ['dist', 'dist-ssr']) {
    const dist = join(site, 'shell', name);
    const parked = join(site, 'shell', which === 'other' ? `${name}-current` : `${name}-other`);
    const wanted = join(site, 'shell', which === 'other' ? `${name}-other` : `${name}-current`);
    if (!existsSync(wanted)) continue; // already in place
    const remotes = name === 'dist' ? readFileSync(join(dist, 'mf-remotes.json')) : undefined; // the slices' pointers survive a shell redeploy here
    renameSync(dist, parked);
    renameSync(wanted, dist);
    if (remotes) writeFileSync(join(dist, 'mf-remotes.json'), remotes);
  }
}

type Remotes = Record<string, { entry: string; paths: string[] }>;

/** The folder of the served site a manifest URL of mf-remotes.json names. */
const folderOf = (url: string) => {
  const release = /^\/mfe\/([a-z]+)\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url);
  if (release) return join(site, 'releases', release[1], release[2]);
  const current = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/.exec(url);
  if (current) return join(site, `mfe-${current[1]}`, 'dist');
  throw new Error(`not a manifest URL of this site: ${url}`);
};

/**
 * The route-table contract, against what is live: each slice of the served mf-remotes.json has a manifest exposing
 * its routes module, whose files are served; the server container beside it (read the way the server reads it)
 * lists every page of that slice, and is not served to browsers.
 */
async function expectRouteTableResolves(request: APIRequestContext) {
  const remotes = (await (await request.get('/mf-remotes.json')).json()) as Remotes;
  expect(Object.keys(remotes).sort()).toEqual(['mfe_admin', 'mfe_community', 'mfe_dashboard', 'mfe_public']);
  for (const [remote, { entry }] of Object.entries(remotes)) {
    const url = new URL(entry, baseURL).toString();
    const res = await request.get(url);
    expect(res.status(), `${remote}: GET ${url}`).toBe(200);
    const manifest = (await res.json()) as {
      name: string;
      metaData: { remoteEntry: { name: string; path: string } };
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    expect(manifest.name, `${url} is the manifest of ${remote}`).toBe(remote);
    const expose = manifest.exposes.find((e) => e.name === 'routes');
    expect(expose, `${url} exposes ./routes`).toBeDefined();
    for (const file of [join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name), ...expose!.assets.js.sync]) {
      const served = await request.head(new URL(file, url).toString());
      expect(served.status(), `${remote}: ${new URL(file, url).pathname}`).toBe(200);
      expect(served.headers()['content-type'], `${remote}: ${file}`).toMatch(/javascript/);
    }
    expect(
      (await request.get(new URL('server/remoteEntry.js', url).toString())).status(),
      `${remote}: its server container is not public`,
    ).toBe(404);
    const listed = JSON.parse(await run(process.execPath, [join(ROOT, 'tools/release/routes-module.cjs'), folderOf(entry), remote])) as {
      path: string;
    }[];
    for (const route of SITE_ROUTES.filter((r) => r.remote === remote))
      expect(
        listed.map((r) => r.path),
        `${remote} serves ${route.path}`,
      ).toContain(route.path);
  }
}

const communityTitle = (page: Page) => page.getByRole('heading', { level: 1, name: new RegExp(`^${COMMUNITIES_TITLE}`) });

/** One page of every slice renders its real content (not the shell's fallback) under whatever is being served. */
async function expectEverySliceRenders(page: Page, expected: { remote: 'current' | 'release'; shell: 'current' | 'other' }) {
  const label = `${expected.shell} shell, ${expected.remote} community slice`;
  const fallback = page.getByTestId('remote-fallback');
  const footerMarker = page.getByRole('contentinfo').getByText(SHELL_MARKER);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect, Create, Innovate' }), label).toBeVisible();
  await expect(footerMarker, `${label}: which shell is served`).toHaveCount(expected.shell === 'other' ? 1 : 0);

  await page.goto('/community');
  await expect(communityTitle(page), label).toHaveText(
    expected.remote === 'release' ? `${COMMUNITIES_TITLE} (${REMOTE_MARKER})` : COMMUNITIES_TITLE,
  );
  await expect(page.getByTestId('community-card').first(), label).toBeVisible();
  await page.getByTestId('community-card').first().click(); // client-side navigation to the slice's other page
  await expect(page.getByRole('tab', { name: 'Overview' }), label).toBeVisible();

  await page.goto('/dashboard/entrepreneurs');
  await expect(page.getByText(`Welcome back, ${member.firstName}!`).first(), label).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access' }), label).toBeVisible();
  await expect(fallback, label).toHaveCount(0);
}

test('the route table resolves against the served remotes', async ({ request }) => {
  await expectRouteTableResolves(request);
});

/** Every element of the server's HTML, taken before any script ran; then whether hydration kept them all. */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { ssrNodes: Element[] }).ssrNodes = [...document.querySelectorAll('#root *')];
    });
  });
  const messages: string[] = [];
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  // The session's answer changes the nav on purpose: held back, hydration must change nothing.
  await page.route('**/api/auth/user', () => undefined);
  return {
    messages,
    async expectHydrated() {
      await expect(page.locator('html')).toHaveAttribute('data-live', '');
      // Effects that run after hydration change the page, if they would, once their requests are answered.
      await waitForQuietNetwork(page, { ignore: (r) => new URL(r.url()).pathname === '/api/auth/user' });
      const { count, lost } = await page.evaluate(() => {
        const before = (window as unknown as { ssrNodes?: Element[] }).ssrNodes ?? [];
        return { count: before.length, lost: before.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 160)) };
      });
      expect(count, 'the page came as server HTML').toBeGreaterThan(50);
      expect(lost, 'hydration kept every server element').toEqual([]);
      expect(messages).toEqual([]);
    },
  };
}

test('a page added to one slice and shipped alone is served pre-rendered and hydrated, with the shell untouched', async ({
  browser,
  request,
}) => {
  const shellBefore = {
    dist: fingerprint(join(site, 'shell/dist'), (name) => name === 'mf-remotes.json'),
    ssr: fingerprint(join(site, 'shell/dist-ssr')),
  };
  const apiBefore = fingerprint(join(site, 'api/dist'));
  expect((await request.get(NEW_PAGE)).status(), 'not a page before the release').toBe(404);

  await point('community', RELEASE_ID);
  try {
    // The server's HTML: 200, pre-rendered by the release's server container, in the shell's frame, with its data and title.
    const res = await request.get(NEW_PAGE);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain('Entrepreneurs highlights');
    expect(html).toContain(REMOTE_MARKER);
    expect(html).toContain('aria-label="Main"'); // the nav's frame
    expect(html).toContain('<footer');
    expect(html).toContain('<title>Highlights · The AI Network</title>');
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");

    // The browser hydrates it: the same elements, no warning, and the page's button works.
    const context = await browser.newContext();
    const page = await context.newPage();
    const hydration = await watchHydration(page);
    await page.goto(NEW_PAGE);
    await hydration.expectHydrated();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrepreneurs highlights' })).toBeVisible();
    await page.getByRole('button', { name: 'Liked 0' }).click();
    await expect(page.getByRole('button', { name: 'Liked 1' })).toBeVisible();
    // And a link inside the site reaches it too (client-side navigation into the new page).
    await page.goto('/community/entrepreneurs');
    // No link leads there, so the test navigates as a link would, by history: only a live router hears that (a
    // popstate before hydration is lost, and the page stays put), so this one step waits for the page to be live.
    await waitForApp(page);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, NEW_PAGE);
    await expect(page.getByTestId('highlights-release')).toHaveText(REMOTE_MARKER);
    await context.close();
  } finally {
    await pointAnyway('community', 'current');
  }
  expect((await request.get(NEW_PAGE)).status(), 'gone again with the release').toBe(404);
  // Neither the shell (browser and server builds) nor the API was rebuilt or touched.
  expect({
    dist: fingerprint(join(site, 'shell/dist'), (name) => name === 'mf-remotes.json'),
    ssr: fingerprint(join(site, 'shell/dist-ssr')),
  }).toEqual(shellBefore);
  expect(fingerprint(join(site, 'api/dist'))).toEqual(apiBefore);
});

test('switching a slice to an older release and back changes the server HTML on the next request, and the client with it', async ({
  browser,
  request,
}) => {
  const marked = `${COMMUNITIES_TITLE} (${REMOTE_MARKER})`;
  const serverTitle = async () =>
    /<h1[^>]*>([^<]*(?:<!-- -->[^<]*)*)<\/h1>/.exec(await (await request.get('/community')).text())?.[1]?.replace(/<!-- -->/g, '');
  const clientTitle = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const hydration = await watchHydration(page);
    await page.goto('/community');
    await hydration.expectHydrated();
    const text = await page.getByRole('heading', { level: 1 }).first().textContent();
    await context.close();
    return text;
  };
  try {
    for (const [release, title] of [
      [RELEASE_ID, marked],
      ['current', COMMUNITIES_TITLE],
      [RELEASE_ID, marked],
      ['current', COMMUNITIES_TITLE],
    ] as const) {
      await pointAnyway('community', release);
      expect(await serverTitle(), `server HTML with ${release}`).toBe(title);
      expect(await clientTitle(), `browser with ${release}`).toBe(title);
    }
  } finally {
    await pointAnyway('community', 'current');
  }
  expect(server?.log() ?? '').not.toMatch(/pre-rendering failed/);
});

test('a new build of one slice goes live by pointing mf-remotes.json at it, with no shell rebuild, and rolls back', async ({
  browser,
  page,
  request,
}) => {
  const shellBefore = fingerprint(join(site, 'shell/dist'), (name) => name === 'mf-remotes.json');
  const communityFiles: { path: string; encoding: Promise<string | undefined> }[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/mfe/community/'))
      communityFiles.push({
        path,
        encoding: res.allHeaders().then(
          (h) => h['content-encoding'],
          () => undefined,
        ),
      });
  });

  await page.goto('/community');
  await expect(communityTitle(page)).toHaveText(COMMUNITIES_TITLE);

  // Roll forward: one line of the served mf-remotes.json, through the release tool.
  await point('community', RELEASE_ID);
  const remotes = (await (await request.get('/mf-remotes.json')).json()) as Remotes;
  expect(remotes.mfe_community.entry).toBe(`/mfe/community/releases/${RELEASE_ID}/mf-manifest.json`);
  await expectRouteTableResolves(request); // the release still serves every page of the slice

  communityFiles.length = 0;
  await page.reload();
  await expect(communityTitle(page)).toHaveText(`${COMMUNITIES_TITLE} (${REMOTE_MARKER})`);
  await page.goto('/community/educators'); // a deep link into the slice's other page, from the release too
  await expect(page.getByRole('heading', { level: 1, name: 'Educators' })).toBeVisible();
  // What the browser loaded, once it has: the heading above is already in the server's HTML.
  await waitForApp(page);
  await waitForQuietNetwork(page);
  // Everything of the slice came from the release's folder (publicPath 'auto'), pre-compressed for this browser.
  const releasePrefix = `/mfe/community/releases/${RELEASE_ID}/`;
  expect(communityFiles.length).toBeGreaterThan(2);
  expect(communityFiles.filter((f) => !f.path.startsWith(releasePrefix))).toEqual([]);
  // (br or gzip, whichever this Chromium offers over plain http: either way the pre-compressed file.)
  const chunkEncodings = await Promise.all(communityFiles.filter((f) => /\.[0-9a-f]{8}\.js$/.test(f.path)).map((f) => f.encoding));
  expect(chunkEncodings.length).toBeGreaterThan(0);
  expect(
    chunkEncodings.filter((e) => e === 'br' || e === 'gzip').length,
    `encodings of the release's chunks: ${chunkEncodings.join(', ')}`,
  ).toBeGreaterThan(0);

  // Other slices are untouched.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Roll back (dropping the page the release added: --force). A fresh browser context checks it: this page's
  // renderer may answer the current build's files from its memory cache (no response event at all).
  await pointAnyway('community', 'current');
  const fresh = await browser.newContext();
  try {
    const after = await fresh.newPage();
    const paths: string[] = [];
    after.on('response', (res) => {
      const path = new URL(res.url()).pathname;
      if (path.startsWith('/mfe/community/')) paths.push(path);
    });
    await after.goto('/community');
    await expect(communityTitle(after)).toHaveText(COMMUNITIES_TITLE);
    // The title is the server's HTML at first: what this checks is the build the browser then loads, once it is live.
    await waitForApp(after);
    expect(paths.filter((p) => p.startsWith('/mfe/community/releases/'))).toEqual([]);
    expect(paths).toContain('/mfe/community/mf-manifest.json');
  } finally {
    await fresh.close();
  }

  // The shell's build was never touched: only its pointer file changed.
  expect(fingerprint(join(site, 'shell/dist'), (name) => name === 'mf-remotes.json')).toEqual(shellBefore);
});

test('shells and remotes built apart work together: current or other shell × current or new community slice', async ({ page }) => {
  const res = await page.request.post('/api/register', {
    data: { ...member, confirmPassword: member.password, primaryCommunity: 'entrepreneurs', agreeToTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201); // signed in: the dashboard slice renders for real, not a redirect

  try {
    for (const shell of ['current', 'other'] as const) {
      useShell(shell);
      for (const remote of ['current', 'release'] as const) {
        await pointAnyway('community', remote === 'release' ? RELEASE_ID : 'current');
        await expectEverySliceRenders(page, { shell, remote });
      }
    }
  } finally {
    useShell('current');
    await pointAnyway('community', 'current');
  }
});

test('the release tool refuses what would break the site', async () => {
  const refused = (args: string[]) =>
    point(args[0], args[1]).then(
      () => 'accepted',
      (err: Error) => err.message,
    );
  expect(await refused(['community', '../../shell'])).toMatch(/bad release id/);
  expect(await refused(['community', 'no-such-release'])).toMatch(/missing/);
  expect(await refused(['nope', RELEASE_ID])).toMatch(/unknown slice/);
  // A release of one slice is not a build of another.
  mkdirSync(join(site, 'releases/public'), { recursive: true });
  cpSync(join(site, 'releases/community', RELEASE_ID), join(site, 'releases/public', RELEASE_ID), { recursive: true });
  expect(await refused(['public', RELEASE_ID])).toMatch(/manifest of "mfe_community", not mfe_public/);
  // Back from the release (which added a page) to the current build drops that page: refused unless --force.
  await point('community', RELEASE_ID);
  expect(await refused(['community', 'current'])).toMatch(/does not serve \/community\/:slug\/highlights/);
  await pointAnyway('community', 'current');
  // A release whose server container is gone cannot be rendered by the server: refused.
  const brokenId = `${RELEASE_ID}-broken`;
  cpSync(join(site, 'releases/community', RELEASE_ID), join(site, 'releases/community', brokenId), { recursive: true });
  rmSync(join(site, 'releases/community', brokenId, 'server'), { recursive: true });
  expect(await refused(['community', brokenId])).toMatch(/routes module cannot be loaded/);
  // Nothing was written.
  expect((JSON.parse(readFileSync(join(site, 'shell/dist/mf-remotes.json'), 'utf8')) as Remotes).mfe_community.entry).toBe(
    '/mfe/community/mf-manifest.json',
  );
  expect(statSync(join(site, 'shell/dist')).isDirectory()).toBe(true);
  expect(readdirSync(join(site, 'shell/dist')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});
