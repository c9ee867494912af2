import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { federatedId, ROUTES } from '../../shell/src/routes';
import { createServer } from 'node:net';

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
 * - a release of mfe-community from a changed copy of its sources (a marker in the list page's title), through
 *   tools/release/build-remote.mjs into <tmp>/releases/community/<id>/;
 * - a shell from a changed copy of its sources (a marker in the footer), into a folder of its own.
 *
 * What "an old shell with a newer remote (and the reverse)" means here: the shell and the remote are compiled
 * apart, from different sources, at different times. What can break between two such builds is the run-time
 * contract: the shared singletons negotiated by version at run time, the module names of the route table, the
 * manifest, and a remote's chunks loading from its own folder. Separately compiled builds exercise all of it.
 * Building the previous commit instead (git worktree + install + build) would take minutes, and would test only
 * whatever that commit happened to change; the matrix below (current / other shell × current / new remote) is run
 * every time.
 */

const ROOT = resolve(__dirname, '../..');
const SLICE_FOLDERS = ['shell', 'mfe-public', 'mfe-community', 'mfe-dashboard', 'mfe-admin'];
const RUN = randomBytes(4).toString('hex');
const RELEASE_ID = `e2e-community-${RUN}`;
const REMOTE_MARKER = `release ${RUN}`;
const SHELL_MARKER = `other shell ${RUN}`;
const COMMUNITIES_TITLE = 'Our Communities';
const BUILD_TIMEOUT = 240_000;

/** A port the OS says is free right now. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

let baseURL = ''; // set in beforeAll, once this file's server is up
const test = base.extend({ baseURL: async ({}, use) => use(baseURL) });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let site: string; // the served copy: api/dist, <app>/dist, releases/
let sources: string; // changed copies of the sources
let server: ChildProcess | undefined;
let serverLog = '';
const member = { firstName: 'Grace', lastName: 'Hopper', email: `grace.${RUN}@example.com`, password: 'compiler-pioneer-1952' };

/** Runs a command to completion within `timeoutMs`; rejects with its output on failure. */
function run(command: string, args: string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: options.cwd ?? ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NX_DAEMON: 'false' } });
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

const point = (slice: string, release: string) => run(process.execPath, [join(ROOT, 'tools/release/point.mjs'), slice, release, '--web-root', site]);

/**
 * A copy of an app's sources laid out like the repo (its tsconfig extends ../tsconfig.base.json, its webpack
 * config requires ../tools/webpack), with `text` replaced by `changed` in one file.
 */
function changedCopy(app: string, entries: string[], file: string, text: string, changed: string): string {
  for (const link of ['node_modules', 'tools', 'tsconfig.base.json']) {
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
  server = spawn(process.execPath, [join(site, 'api/dist/main.js')], { cwd: site, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  server.stdout!.on('data', (d) => (serverLog = (serverLog + d).slice(-8000)));
  server.stderr!.on('data', (d) => (serverLog = (serverLog + d).slice(-8000)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${serverLog}`);
    const ok = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within 120 s:\n${serverLog}`);
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM'); // main.ts stops Nest and its embedded PostgreSQL
  const inTime = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20_000))]);
  if (!inTime) {
    try {
      process.kill(-child.pid, 'SIGKILL'); // its own process group (detached): the server and what it started
    } catch {
      // already gone
    }
    await exited;
  }
}

test.beforeAll(async () => {
  test.setTimeout(2 * BUILD_TIMEOUT + 180_000);
  const missing = ['api/dist/main.js', ...SLICE_FOLDERS.map((f) => `${f}/dist/${f === 'shell' ? 'index.html' : 'mf-manifest.json'}`)].filter(
    (f) => !existsSync(join(ROOT, f)),
  );
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run the production build first)`);

  site = mkdtempSync(join(tmpdir(), 'cci-slices-site-'));
  sources = mkdtempSync(join(tmpdir(), 'cci-slices-src-'));
  cpSync(join(ROOT, 'api/dist'), join(site, 'api/dist'), { recursive: true });
  for (const folder of SLICE_FOLDERS) cpSync(join(ROOT, folder, 'dist'), join(site, folder, 'dist'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'));

  // A newer community slice: its list page says so in its title.
  const community = changedCopy('mfe-community', ['src', 'webpack.config.js', 'tsconfig.json', 'package.json'], 'src/pages/community-list-page.tsx',
    `<PageTitle>${COMMUNITIES_TITLE}</PageTitle>`, `<PageTitle>${COMMUNITIES_TITLE} (${REMOTE_MARKER})</PageTitle>`);
  await run(process.execPath, [join(ROOT, 'tools/release/build-remote.mjs'), 'community', '--id', RELEASE_ID, '--src', community, '--web-root', site], {
    timeoutMs: BUILD_TIMEOUT,
  });

  // Another shell: same route table, compiled apart, its footer says which one it is. Kept beside the served one.
  const shell = changedCopy('shell', ['src', 'public', 'webpack.config.js', 'tsconfig.json', 'package.json'], 'src/layout/footer.tsx',
    'All rights reserved.', `All rights reserved. ${SHELL_MARKER}`);
  await run(process.execPath, [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--config', join(shell, 'webpack.config.js'), '--mode', 'production',
    '--output-path', join(site, 'shell/dist-other')], { cwd: shell, timeoutMs: BUILD_TIMEOUT });

  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  for (const dir of [site, sources]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Serves the other shell build (or the original again) in place of shell/dist, as a redeploy of the shell would. */
function useShell(which: 'current' | 'other') {
  const dist = join(site, 'shell/dist');
  const parked = join(site, which === 'other' ? 'shell/dist-current' : 'shell/dist-other');
  const wanted = join(site, which === 'other' ? 'shell/dist-other' : 'shell/dist-current');
  if (!existsSync(wanted)) return; // already in place
  const remotes = readFileSync(join(dist, 'mf-remotes.json')); // the slices' pointers survive a shell redeploy here
  renameSync(dist, parked);
  renameSync(wanted, dist);
  writeFileSync(join(dist, 'mf-remotes.json'), remotes);
}

/**
 * The route-table contract, against what is live: every entry of shell/src/routes.ts names a remote of the served
 * mf-remotes.json whose manifest exposes the module, and the module's files (and remoteEntry.js) are served.
 */
async function expectRouteTableResolves(request: APIRequestContext) {
  const remotes = (await (await request.get('/mf-remotes.json')).json()) as Record<string, string>;
  const manifests = new Map<string, { url: string; manifest: { name: string; metaData: { remoteEntry: { name: string; path: string } }; exposes: { name: string; path: string; assets: { js: { sync: string[] } } }[] } }>();
  for (const route of ROUTES) {
    const where = `${route.path} → ${federatedId(route)}`;
    expect(remotes[route.remote], `${where}: ${route.remote} in mf-remotes.json`).toEqual(expect.any(String));
    const url = new URL(remotes[route.remote], baseURL).toString();
    if (!manifests.has(url)) {
      const res = await request.get(url);
      expect(res.status(), `${where}: GET ${url}`).toBe(200);
      manifests.set(url, { url, manifest: await res.json() });
    }
    const { manifest } = manifests.get(url)!;
    expect(manifest.name, `${where}: ${url} is the manifest of ${route.remote}`).toBe(route.remote);
    const expose = manifest.exposes.find((e) => e.name === route.module);
    expect(expose, `${where}: ${url} exposes ./${route.module} (it exposes ${manifest.exposes.map((e) => e.path).join(', ')})`).toBeDefined();
    expect(expose!.path).toBe(`./${route.module}`);
    const files = [join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name), ...expose!.assets.js.sync];
    expect(expose!.assets.js.sync.length, `${where}: the module has files`).toBeGreaterThan(0);
    for (const file of files) {
      const res = await request.head(new URL(file, url).toString());
      expect(res.status(), `${where}: ${new URL(file, url).pathname}`).toBe(200);
      expect(res.headers()['content-type'], `${where}: ${file}`).toMatch(/javascript/);
    }
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
  await expect(communityTitle(page), label).toHaveText(expected.remote === 'release' ? `${COMMUNITIES_TITLE} (${REMOTE_MARKER})` : COMMUNITIES_TITLE);
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

test('a new build of one slice goes live by pointing mf-remotes.json at it, with no shell rebuild, and rolls back', async ({ page, request }) => {
  const shellBefore = fingerprint(join(site, 'shell/dist'), (name) => name === 'mf-remotes.json');
  const communityFiles: { path: string; encoding: Promise<string | undefined> }[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/mfe/community/')) communityFiles.push({ path, encoding: res.allHeaders().then((h) => h['content-encoding'], () => undefined) });
  });

  await page.goto('/community');
  await expect(communityTitle(page)).toHaveText(COMMUNITIES_TITLE);

  // Roll forward: one line of the served mf-remotes.json, through the release tool.
  await point('community', RELEASE_ID);
  const remotes = await (await request.get('/mf-remotes.json')).json();
  expect(remotes.mfe_community).toBe(`/mfe/community/releases/${RELEASE_ID}/mf-manifest.json`);
  await expectRouteTableResolves(request); // the release exposes every page the route table asks of the slice

  communityFiles.length = 0;
  await page.reload();
  await expect(communityTitle(page)).toHaveText(`${COMMUNITIES_TITLE} (${REMOTE_MARKER})`);
  await page.goto('/community/educators'); // a deep link into the slice's other page, from the release too
  await expect(page.getByRole('heading', { level: 1, name: 'Educators' })).toBeVisible();
  // Everything of the slice came from the release's folder (publicPath 'auto'), pre-compressed for this browser.
  const releasePrefix = `/mfe/community/releases/${RELEASE_ID}/`;
  expect(communityFiles.length).toBeGreaterThan(2);
  expect(communityFiles.filter((f) => !f.path.startsWith(releasePrefix))).toEqual([]);
  // (br or gzip, whichever this Chromium offers over plain http: either way the pre-compressed file.)
  const chunkEncodings = await Promise.all(communityFiles.filter((f) => /\.[0-9a-f]{8}\.js$/.test(f.path)).map((f) => f.encoding));
  expect(chunkEncodings.length).toBeGreaterThan(0);
  expect(chunkEncodings.filter((e) => e === 'br' || e === 'gzip').length, `encodings of the release's chunks: ${chunkEncodings.join(', ')}`).toBeGreaterThan(0);

  // Other slices are untouched.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  // Roll back.
  await point('community', 'current');
  communityFiles.length = 0;
  await page.goto('/community');
  await expect(communityTitle(page)).toHaveText(COMMUNITIES_TITLE);
  expect(communityFiles.filter((f) => f.path.startsWith('/mfe/community/releases/'))).toEqual([]);
  expect(communityFiles.map((f) => f.path)).toContain('/mfe/community/remoteEntry.js');

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
        await point('community', remote === 'release' ? RELEASE_ID : 'current');
        await expectEverySliceRenders(page, { shell, remote });
      }
    }
  } finally {
    useShell('current');
    await point('community', 'current');
  }
});

test('the release tool refuses what would break the shell', async () => {
  const refused = (args: string[]) => point(args[0], args[1]).then(() => 'accepted', (err: Error) => err.message);
  expect(await refused(['community', '../../shell'])).toMatch(/bad release id/);
  expect(await refused(['community', 'no-such-release'])).toMatch(/missing/);
  expect(await refused(['nope', RELEASE_ID])).toMatch(/unknown slice/);
  // A release of one slice is not a build of another.
  mkdirSync(join(site, 'releases/public'), { recursive: true });
  cpSync(join(site, 'releases/community', RELEASE_ID), join(site, 'releases/public', RELEASE_ID), { recursive: true });
  expect(await refused(['public', RELEASE_ID])).toMatch(/manifest of "mfe_community", not mfe_public/);
  // A build that lost a page the route table uses (here: a release without CommunityDetailPage) is refused.
  const lessId = `${RELEASE_ID}-less`;
  cpSync(join(site, 'releases/community', RELEASE_ID), join(site, 'releases/community', lessId), { recursive: true });
  const manifestFile = join(site, 'releases/community', lessId, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.exposes = manifest.exposes.filter((e: { name: string }) => e.name !== 'CommunityDetailPage');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  expect(await refused(['community', lessId])).toMatch(/does not expose CommunityDetailPage/);
  // Nothing was written.
  expect(JSON.parse(readFileSync(join(site, 'shell/dist/mf-remotes.json'), 'utf8')).mfe_community).toBe('/mfe/community/mf-manifest.json');
  expect(statSync(join(site, 'shell/dist')).isDirectory()).toBe(true);
  expect(readdirSync(join(site, 'shell/dist')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});
