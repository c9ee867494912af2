#!/usr/bin/env node
// npm run bench: production build, the site on a fresh embedded PostgreSQL, then API load (autocannon, side by side
// with a raw node:http ceiling), Lighthouse (mobile + desktop), bytes of a first visit to each page and client-side
// navigation into pages not loaded yet, each judged against its budget (BUDGET below).
// Writes bench/results/<date>.md + .json and prints the markdown.
//
// Environment:
//   BENCH_DURATION   seconds per autocannon measurement (default 10; warm-up is BENCH_WARMUP, default 3)
//   BENCH_SKIP_BUILD=1  reuse the existing dist folders (development of the bench only)
//   BENCH_ONLY=api,cluster,pages,bytes,nav,live,members,discussions,engagement  run a subset (live: paint → live on the phone profile, BENCH_LIVE_PAGES, BENCH_LIVE_RUNS=5) (members: bench/members.mjs, discussions:
//                    bench/discussions.mjs, last: they seed the database; BENCH_DISCUSSIONS_STEPS=10000,100000,1000000) (cluster: GET /api/communities on 1 and 3 replicas behind
//                    Debian's nginx running docker/gateway/nginx.conf; needs /usr/sbin/nginx or NGINX_PATH)
//   BENCH_NAV_RUNS   runs per navigation pair (default 10; four pairs, see NAV_PAIRS)
//   BENCH_LH_RUNS    Lighthouse runs per page and form factor, the median reported (default 3)
//   BENCH_PAGES      comma-separated paths for Lighthouse and for the first-visit bytes (default the four of the
//                    issue: /,/community,/community/entrepreneurs,/ai-evolution)
//   CHROME_PATH      Chromium binary (default /usr/bin/chromium)
//   BENCH_API_BASELINE  a checkout of another commit with its API built (npm ci && npx nx build api): the API section
//                    also runs that API, on its own fresh database, endpoint by endpoint alternating with this one,
//                    so a change to the API is measured before and after in one run on the same machine load
//   BENCH_DATA_DIR   keep the site's database in this folder (with its session secret) instead of a temp dir, and
//                    reuse it next time: the discussions section then grows the forum only past what it holds
//                    (developing a fix at 1M replies without seeding again; not for reported numbers)
//   BENCH_PROFILE=list,thread,post,search  the discussions section's last step also runs these scenarios against a
//                    replica under `node --cpu-prof`, and reports where its time went (bench/cpu-profile.mjs)
import { spawn, spawnSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { benchMembers, MEMBERS_SIZE } from './members.mjs';
import { benchDiscussions, discussionsMarkdown } from './discussions.mjs';
import { benchEngagement, engagementMarkdown } from './engagement.mjs';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_FLAGS } from '../tools/browser/chromium-flags.cjs';
import firstVisitModule from '../tools/browser/first-visit.cjs';

const { FIRST_VISIT_JS_BUDGET, firstVisitFiles, totalsOf } = firstVisitModule;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'api,cluster,pages,bytes,nav,live,members,discussions,engagement').split(',').map((s) => s.trim()),
);
const BASELINE = process.env.BENCH_API_BASELINE ? path.resolve(process.env.BENCH_API_BASELINE) : undefined;
const PAGES = (process.env.BENCH_PAGES ?? '/,/community,/community/entrepreneurs,/ai-evolution,/login').split(',');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

// The budgets (KB = 1000 bytes, the strict reading).
const BUDGET = {
  jsBytes: FIRST_VISIT_JS_BUDGET, // JS as served (brotli, transferred bytes with Accept-Encoding: br) on a first visit to each page
  mobileScore: 98,
  desktopScore: 100,
  mobileTbtMs: 150, // Lighthouse Total Blocking Time on mobile, each page
  cls: 0.05,
  navMedianMs: 100, // client-side navigation into a page not loaded yet, median over all runs of all pairs
  navP95Ms: 200, // the same, nearest-rank 95th percentile
  paintToLiveMs: 1000, // first contentful paint → <html data-live>, median, phone profile, each of LIVE_PAGES
  publicRatio: 0.5,
  publicP99: 25,
  authP99: 50,
};

/**
 * Client-side navigations into a page whose code is not loaded yet: from `from` (loaded, network idle), click the
 * visible link to `to`; the target is in the DOM once an element matching `selector` (with exactly `text`, if given)
 * exists. Each target is absent on its source page (checked before every click).
 */
const NAV_PAIRS = [
  { from: '/about', to: '/community', selector: '[data-testid="community-card"]' },
  { from: '/about', to: '/events', selector: '[data-testid="watch-this-space"]' },
  { from: '/community', to: '/ai-evolution', selector: 'h1', text: 'The AI Evolution' },
  { from: '/', to: '/about', selector: 'h1', text: 'About The AI Network' },
];
const SKELETON = '[data-testid="page-loading"]';
const LOAD_FAILED = '[data-testid="remote-fallback"]'; // the shell's "This page could not be loaded" card

const log = (...a) => console.error('[bench]', ...a);

// ---------------------------------------------------------------- process bookkeeping (always clean up)
const children = new Set();
let tmp = null;
const KEEP_DIR = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
let cleaning = null;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function waitExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(t);
      resolve(true);
    });
  });
}

async function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await waitExit(child, graceMs))) {
    log(`pid ${child.pid} still running after ${graceMs} ms: SIGKILL`);
    child.kill('SIGKILL');
    await waitExit(child, 5000);
  }
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function cleanup() {
  cleaning ??= (async () => {
    await Promise.all([...children].map((c) => stopChild(c)));
    if (tmp) {
      // The embedded PostgreSQL is the server's child: if the server had to be killed, stop it by its own pid file.
      const pidFile = path.join(tmp, 'pg', 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
        if (pid > 0 && pidAlive(pid)) {
          log(`stopping leftover PostgreSQL pid ${pid}`);
          try {
            process.kill(pid, 'SIGINT');
          } catch {}
          for (let i = 0; i < 100 && pidAlive(pid); i++) await sleep(100);
          if (pidAlive(pid))
            try {
              process.kill(pid, 'SIGKILL');
            } catch {}
        }
      }
      if (tmp !== KEEP_DIR) rmSync(tmp, { recursive: true, force: true });
      tmp = null;
    }
  })();
  return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    log(`${sig}: cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

// ---------------------------------------------------------------- build and start
function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    log('BENCH_SKIP_BUILD=1: using the existing build');
    return;
  }
  log('building (production mode) ...');
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (r.status !== 0) throw new Error(`build failed (exit ${r.status})`);
  log(`build done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** `node api/dist/main.js` with `env` (PORT set), tracked for cleanup; resolves once /api/health answers 200. */
async function spawnApi(env, what, timeoutMs, root = ROOT, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'api/dist/main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  const keep = (d) => {
    out = (out + d).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${env.PORT}`;
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) during start-up:\n${out}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) return { base, child, address: `127.0.0.1:${env.PORT}`, startMs: Date.now() - t0 };
    } catch {}
    await sleep(250);
  }
  throw new Error(`${what} not healthy after ${timeoutMs / 1000} s:\n${out}`);
}

async function startSite(root = ROOT) {
  if (KEEP_DIR) mkdirSync(KEEP_DIR, { recursive: true });
  tmp ??= KEEP_DIR ?? mkdtempSync(path.join(tmpdir(), 'cci-bench-'));
  const port = await freePort();
  const pgPort = await freePort();
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_DIR: path.join(tmp, root === ROOT ? 'pg' : 'pg-baseline'),
    EMBEDDED_PG_PORT: String(pgPort),
    SESSION_SECRET: keptSecret() ?? crypto.randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: crypto.randomBytes(16).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { base, child: server, startMs } = await spawnApi(env, 'server', 120_000, root);
  log(`site${root === ROOT ? '' : ` of ${root}`} up at ${base} in ${(startMs / 1000).toFixed(1)} s (fresh database in ${tmp})`);
  return { base, server, env };
}

/** With BENCH_DATA_DIR, the session secret kept beside the database (the seeded sessions' cookies are signed with it). */
function keptSecret() {
  if (!KEEP_DIR) return undefined;
  const file = path.join(KEEP_DIR, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, crypto.randomBytes(32).toString('hex'));
  return readFileSync(file, 'utf8').trim();
}

/** The site's database URL (`npm run db:url` on its embedded PostgreSQL). */
function siteDatabaseUrl(siteEnv) {
  const dbUrl = spawnSync(process.execPath, [path.join(ROOT, 'scripts/db-url.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, EMBEDDED_PG_DIR: siteEnv.EMBEDDED_PG_DIR },
  });
  if (dbUrl.status !== 0) throw new Error(`db:url failed: ${dbUrl.stderr}`);
  return dbUrl.stdout.trim();
}

/** Another replica of the site on its own port, on the same database, healthy. */
async function startReplica(siteEnv, nodeArgs = []) {
  return spawnApi(
    { ...siteEnv, PORT: String(await freePort()), DATABASE_URL: siteDatabaseUrl(siteEnv) },
    'replica',
    60_000,
    ROOT,
    nodeArgs,
  );
}

async function startRaw(body, contentType, headers) {
  const file = path.join(tmp, `raw-${crypto.randomBytes(4).toString('hex')}.body`);
  writeFileSync(file, body);
  writeFileSync(`${file}.headers.json`, JSON.stringify(headers));
  const port = await freePort();
  const child = fork(path.join(ROOT, 'bench/raw-server.mjs'), [String(port), file, contentType, `${file}.headers.json`], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (c) => reject(new Error(`raw server exited ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

// ---------------------------------------------------------------- 2. API
/** Headers the raw server sets itself (content-type, content-length) or node:http adds to every response. */
const RAW_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
/** autocannon on `url`, 50 connections, WARMUP s then DURATION s measured; `options` adds to autocannon's (method, requests). */
async function cannon(url, headers, options = {}) {
  const autocannon = require('autocannon');
  const run = (duration) => autocannon({ url, connections: 50, duration, headers, ...options });
  await run(WARMUP);
  const r = await run(DURATION);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    meanMs: r.latency.average,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** The mean of two autocannon measurements (rates and latencies averaged, counts summed). */
function mean(a, b) {
  const avg = (k) => (a[k] + b[k]) / 2;
  return { rps: avg('rps'), p50: avg('p50'), p99: avg('p99'), meanMs: avg('meanMs'), requests: a.requests + b.requests };
}

async function registerUser(base) {
  const email = `bench-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = crypto.randomBytes(12).toString('hex');
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password,
      confirmPassword: password,
      primaryCommunity: 'entrepreneurs',
      agreeToTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new Error('register: no sid cookie');
  return sid;
}

/** The app's body and own response headers for `url`, which a raw node:http server replays byte for byte. */
async function captureResponse(url, headers) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const contentType = res.headers.get('content-type') ?? 'application/json';
  // The ceiling answers with the same bytes: the body and the app's own response headers (security headers,
  // x-request-id, cache-control, ...); node:http adds Date, Connection and Keep-Alive to both alike.
  const ownHeaders = Object.fromEntries([...res.headers].filter(([name]) => !RAW_OWN_HEADERS.has(name)));
  return { body, contentType, ownHeaders };
}

async function benchApi(base) {
  const baseline = BASELINE ? await startSite(BASELINE) : undefined;
  const baselineCookie = baseline && (await registerUser(baseline.base));
  const cookie = await registerUser(base);
  const targets = [
    { name: 'GET /api/communities', path: '/api/communities', kind: 'public' },
    { name: 'GET /api/communities/entrepreneurs', path: '/api/communities/entrepreneurs', kind: 'public' },
    { name: 'GET /api/auth/user (signed in)', path: '/api/auth/user', kind: 'auth', headers: { cookie } },
  ];
  const out = [];
  for (const t of targets) {
    const { body, contentType, ownHeaders: headers } = await captureResponse(base + t.path, t.headers);
    log(`${t.name}: ${body.length} bytes, ${Object.keys(headers).length + 2} headers of its own; app ...`);
    const app = await cannon(base + t.path, t.headers);
    let before, after;
    if (baseline) {
      // A B B A: this, baseline, baseline, this, so that a drift of the machine's load weighs on both alike.
      log(`${t.name}: baseline ${BASELINE}, twice, then this commit again ...`);
      const headersBefore = t.kind === 'auth' ? { cookie: baselineCookie } : t.headers;
      before = mean(await cannon(baseline.base + t.path, headersBefore), await cannon(baseline.base + t.path, headersBefore));
      after = mean(app, await cannon(base + t.path, t.headers));
    }
    const raw = await startRaw(body, contentType, headers);
    log(`${t.name}: raw node:http ...`);
    const ceiling = await cannon(raw.url + t.path, t.headers);
    await stopChild(raw.child);
    children.delete(raw.child);
    out.push({
      ...t,
      headers: undefined,
      bytes: body.length,
      contentType,
      responseHeaders: headers,
      app,
      raw: ceiling,
      ratio: app.rps / ceiling.rps,
      baseline: before && { before, after },
    });
  }
  if (baseline) {
    await stopChild(baseline.server);
    children.delete(baseline.server);
  }
  return out;
}

// ---------------------------------------------------------------- 2b. replicas behind the gateway
/**
 * Public-read throughput (GET /api/communities, the API section's method: autocannon, 50 connections) on the site
 * alone, on 1 and on 3 replicas behind Debian's nginx running the compose gateway's own config (rendered by
 * docker/test/render-gateway.js, as the cluster test does), and on the raw node:http ceiling, one after the other in
 * this run. The replicas share the site's database; nginx and every replica share the machine's cores with the
 * load generator, so on a small machine more replicas means more processes on the same cores, not more throughput.
 */
async function benchCluster(site) {
  const { startGateway, nginxVersion } = require('../docker/test/render-gateway.js');
  const target = '/api/communities';
  const replicas = [{ base: site.base, address: new URL(site.base).host }];
  for (let i = 1; i < 3; i++) replicas.push(await startReplica(site.env));
  const gateways = [];
  const gateway = async (n) => {
    const g = await startGateway({
      port: await freePort(),
      replicas: replicas.slice(0, n).map((r) => r.address),
      dir: path.join(tmp, `nginx-${n}`),
      staticUpstream: `127.0.0.1:${await freePort()}`,
    });
    gateways.push(g);
    children.add(g.child);
    return g;
  };
  try {
    const one = await gateway(1);
    const three = await gateway(3);
    for (const r of replicas) {
      const res = await fetch(r.base + target);
      if (!res.ok) throw new Error(`${r.base}${target}: ${res.status}`);
    }
    const { body, contentType, ownHeaders } = await captureResponse(site.base + target);
    const raw = await startRaw(body, contentType, ownHeaders);
    const rows = [];
    for (const [name, url] of [
      ['raw node:http (same bytes)', raw.url + target],
      ['1 replica, direct', site.base + target],
      ['1 replica behind nginx', one.base + target],
      ['3 replicas behind nginx', three.base + target],
    ]) {
      log(`cluster: ${name} ...`);
      rows.push({ name, ...(await cannon(url)) });
    }
    await stopChild(raw.child);
    children.delete(raw.child);
    // Every replica answered: nginx's access log names the upstream of each request.
    const served = new Set([...three.accessLog().matchAll(/ upstream=(\S+?),? /g)].map((m) => m[1]));
    return {
      target,
      bytes: body.length,
      nginx: nginxVersion(),
      replicasServed: served.size,
      rows: rows.map((r) => ({ ...r, ratio: r.rps / rows[0].rps })),
    };
  } finally {
    for (const g of gateways) {
      await g.stop();
      children.delete(g.child);
    }
    for (const r of replicas.slice(1)) {
      await stopChild(r.child);
      children.delete(r.child);
    }
  }
}

// ---------------------------------------------------------------- 3. Lighthouse
/** One Lighthouse run of `url` in a fresh Chromium (no cache or service state carried from one run to the next). */
async function lighthouseRun(lighthouse, chromeLauncher, url, config) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  children.add(chrome.process);
  try {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    const a = r.lhr.audits;
    return {
      score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
      lcpMs: a['largest-contentful-paint']?.numericValue,
      tbtMs: a['total-blocking-time']?.numericValue,
      cls: a['cumulative-layout-shift']?.numericValue,
      fcpMs: a['first-contentful-paint']?.numericValue,
      runtimeError: r.lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
    children.delete(chrome.process);
  }
}

async function benchPages(base) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const out = [];
  for (const [form, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const p of PAGES) {
      // LH_RUNS runs per page, the median one reported (Lighthouse's own advice: one mobile run's TBT varies by
      // ±70 ms on this machine); a run that failed to record counts as the worst.
      const runs = [];
      for (let i = 0; i < LH_RUNS; i++) runs.push(await lighthouseRun(lighthouse, chromeLauncher, base + p, config));
      const ranked = [...runs].sort((a, b) => b.score - a.score || (a.tbtMs ?? Infinity) - (b.tbtMs ?? Infinity));
      const row = {
        page: p,
        form,
        ...ranked[Math.floor((ranked.length - 1) / 2)],
        runs: runs.map((r) => ({ score: r.score, tbtMs: r.tbtMs })),
      };
      log(
        `lighthouse ${form} ${p}: median of ${LH_RUNS} ${row.score} (LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls?.toFixed(3)}); runs ${runs.map((r) => `${r.score}/${Math.round(r.tbtMs)}`).join(', ')}`,
      );
      out.push(row);
    }
  }
  return out;
}

// ---------------------------------------------------------------- 4./5. Playwright
async function launchBrowser() {
  const { chromium } = require(path.join(ROOT, 'node_modules/playwright'));
  return chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
}

/** A fresh browser context (no cache, no service state) and a page in it, closed by `fn`'s end. */
async function withPage(browser, options, fn) {
  const context = await browser.newContext(options);
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every JS/CSS response of a first visit to `url` (fresh context, brotli only offered) and the React copies loaded. */
async function firstVisit(browser, url) {
  const { files, extra } = await firstVisitFiles(browser, url, {
    settle: async (page) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    },
    inspect: async (page) => ({
      reactCopies: await page.evaluate(() => {
        const share = window.__FEDERATION__?.__SHARE__ ?? {};
        const copies = new Set();
        for (const scopes of Object.values(share))
          for (const [pkg, versions] of Object.entries(scopes.default ?? {}))
            if (pkg === 'react')
              for (const [v, info] of Object.entries(versions)) if (info.loaded || info.lib) copies.add(`${v} from ${info.from}`);
        return [...copies];
      }),
      loadFailed: (await page.locator(LOAD_FAILED).count()) > 0,
    }),
  });
  return { files, ...extra };
}

/**
 * First visit to each of PAGES in its own fresh context, with `Accept-Encoding: br` (what the budget counts: JS as
 * served, brotli): per page the JS and CSS transferred (encoded body bytes), decoded, gzip -9 and brotli sizes.
 */
async function benchBytes(base) {
  const browser = await launchBrowser();
  try {
    const pages = [];
    for (const p of PAGES) {
      const { files, reactCopies, loadFailed } = await firstVisit(browser, base + p);
      const totals = totalsOf(files);
      const jsNotBrotli = files
        .filter((f) => f.type === 'js' && f.encoding !== 'br')
        .map((f) => ({ url: f.url, encoding: f.encoding, transferred: f.transferred }));
      log(
        `bytes ${p}: JS ${kb(totals.jsTransferred)} transferred in ${totals.jsFiles} files (${jsNotBrotli.length} not brotli), CSS ${kb(totals.cssTransferred)}; React copies ${reactCopies.length}${loadFailed ? '; THE PAGE DID NOT LOAD' : ''}`,
      );
      pages.push({ page: p, loadFailed, files, totals, jsNotBrotli, reactCopies });
    }
    return { acceptEncoding: 'br', pages };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- paint → live
/** A mid-range phone: 4× CPU slowdown, 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
const PHONE = { cpu: 4, latencyMs: 150, downBytesPerS: 1_600_000 / 8, upBytesPerS: 750_000 / 8 };
const LIVE_PAGES = (process.env.BENCH_LIVE_PAGES ?? '/login,/register,/community').split(',');
const LIVE_RUNS = Number(process.env.BENCH_LIVE_RUNS ?? 5);

/**
 * One first visit to `url` on the phone profile (fresh context, no cache): first contentful paint and the moment the
 * page is live (`<html data-live>`, seen by a MutationObserver installed before the page's scripts), both from
 * performance.now() in the page.
 */
async function paintToLiveOnce(browser, url) {
  return withPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downBytesPerS,
      uploadThroughput: PHONE.upBytesPerS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    await page.addInitScript(() => {
      const mark = () => {
        if (document.documentElement.hasAttribute('data-live') && window.__liveAt === undefined) window.__liveAt = performance.now();
      };
      // The init script runs before the <html> element exists: the document is observed, its subtree included.
      new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__liveAt !== undefined, null, { timeout: 60_000 });
    return page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      return { fcp, live: window.__liveAt, paintToLive: fcp === null ? null : window.__liveAt - fcp };
    });
  });
}

/** LIVE_RUNS first visits to each of LIVE_PAGES on the phone profile, interleaved; the median of paint → live. */
async function benchLive(base) {
  const browser = await launchBrowser();
  try {
    const pages = LIVE_PAGES.map((p) => ({ page: p, runs: [] }));
    for (let i = 0; i < LIVE_RUNS; i++) {
      for (const p of pages) {
        const run = await paintToLiveOnce(browser, base + p.page);
        p.runs.push(run);
        log(
          `live ${p.page} run ${i + 1}: FCP ${Math.round(run.fcp)} ms, live ${Math.round(run.live)} ms, paint → live ${Math.round(run.paintToLive)} ms`,
        );
      }
    }
    return {
      profile: PHONE,
      pages: pages.map((p) => ({
        ...p,
        paintToLive: stats(p.runs.map((r) => r.paintToLive).filter((v) => v !== null)),
        fcp: stats(p.runs.map((r) => r.fcp).filter((v) => v !== null)),
        live: stats(p.runs.map((r) => r.live)),
      })),
    };
  } finally {
    await browser.close();
  }
}

/** Nearest-rank percentile `q` (0..1] of sorted `s`. */
const nearestRank = (s, q) => s[Math.max(0, Math.ceil(q * s.length) - 1)];
function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return { n: 0, median: null, p95: null, min: null, max: null };
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { n: s.length, median, p95: nearestRank(s, 0.95), min: s[0], max: s.at(-1) };
}

/**
 * One client-side navigation of `pair` in a fresh 1280×800 context: t0 = performance.now() in a capture-phase click
 * listener, t1 = performance.now() in the first MutationObserver callback (document.body, childList + subtree +
 * characterData) that finds the target's content in the DOM; the same observer notes a page skeleton on the way.
 */
async function navigateOnce(browser, base, pair) {
  return withPage(browser, { viewport: { width: 1280, height: 800 } }, async (page) => {
    await page.goto(base + pair.from, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    let clicked = false;
    const scriptsAfterClick = [];
    page.on('request', (r) => {
      if (clicked && r.resourceType() === 'script') scriptsAfterClick.push(new URL(r.url()).pathname);
    });
    const alreadyThere = await page.evaluate(
      ({ selector, text, skeleton }) => {
        const present = () => [...document.querySelectorAll(selector)].some((e) => text === undefined || e.textContent.trim() === text);
        if (present()) return true;
        const b = (window.__bench = { t0: null, t1: null, skeleton: false });
        window.addEventListener(
          'click',
          () => {
            b.t0 ??= performance.now();
          },
          { capture: true, once: true },
        );
        const isSkeleton = (n) => n.nodeType === 1 && (n.matches(skeleton) || n.querySelector(skeleton) !== null);
        const observer = new MutationObserver((records) => {
          const now = performance.now();
          if (b.t0 === null) return;
          b.skeleton ||= document.querySelector(skeleton) !== null || records.some((r) => [...r.addedNodes].some(isSkeleton));
          if (present()) {
            b.t1 = now;
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        return false;
      },
      { selector: pair.selector, text: pair.text, skeleton: SKELETON },
    );
    if (alreadyThere) throw new Error(`${pair.to}'s content (${targetLabel(pair)}) is already on ${pair.from}`);
    let link = page.locator(`a[href="${pair.to}"]`).first();
    if (!(await link.isVisible())) link = page.locator(`a[href="${pair.to}"]:visible`).first();
    await link.waitFor({ state: 'visible', timeout: 5000 });
    clicked = true;
    // A tap or keyboard user: the click alone, with no hover before it (hover prefetches the page).
    await link.evaluate((a) => a.click());
    // A full page load would lose window.__bench: waiting for t1 also proves the navigation stayed in the page.
    await page
      .waitForFunction(() => window.__bench?.t1 != null, null, { timeout: 15_000 })
      .catch(async (e) => {
        const at = await page
          .evaluate(
            (failed) =>
              `${location.pathname}, h1 "${document.querySelector('h1')?.textContent.trim() ?? ''}"${document.querySelector(failed) ? ', the page failed to load' : ''}`,
            LOAD_FAILED,
          )
          .catch(() => '?');
        throw new Error(`${targetLabel(pair)} not in the DOM 15 s after the click (at ${at}): ${e.message.split('\n')[0]}`);
      });
    const { t0, t1, skeleton } = await page.evaluate(() => window.__bench);
    const landed = new URL(page.url()).pathname;
    if (landed !== pair.to) throw new Error(`clicked the link to ${pair.to} but landed on ${landed}`);
    return { ms: t1 - t0, skeleton, scriptsAfterClick: scriptsAfterClick.length };
  });
}

const targetLabel = (pair) => (pair.text === undefined ? `\`${pair.selector}\`` : `\`${pair.selector}\` "${pair.text}"`);

/** NAV_RUNS runs of every NAV_PAIRS navigation, the pairs interleaved; per pair and overall median, p95, min, max. */
async function benchNav(base) {
  const browser = await launchBrowser();
  const pairs = NAV_PAIRS.map((p) => ({ ...p, target: targetLabel(p), runs: [], failures: [] }));
  try {
    for (let i = 0; i < NAV_RUNS; i++) {
      for (const pair of pairs) {
        const what = `navigation ${pair.from} → ${pair.to} ${i + 1}/${NAV_RUNS}`;
        try {
          const run = await navigateOnce(browser, base, pair);
          pair.runs.push(run);
          log(
            `${what}: ${run.ms.toFixed(1)} ms${run.skeleton ? ', skeleton shown' : ''}, ${run.scriptsAfterClick} scripts requested after the click`,
          );
        } catch (e) {
          pair.failures.push(String(e?.message ?? e).split('\n')[0]);
          log(`${what} failed:`, e?.message ?? e);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const all = pairs.flatMap((p) => p.runs);
  return {
    runsPerPair: NAV_RUNS,
    viewport: '1280x800',
    pairs: pairs.map((p) => ({ ...p, ...stats(p.runs.map((r) => r.ms)), skeletonRuns: p.runs.filter((r) => r.skeleton).length })),
    overall: stats(all.map((r) => r.ms)),
    skeletonRuns: all.filter((r) => r.skeleton).length,
    failedRuns: pairs.reduce((s, p) => s + p.failures.length, 0),
  };
}

// ---------------------------------------------------------------- report
const pf = (ok) => (ok ? 'PASS' : '**FAIL**');
const ms = (v) => (v == null ? 'n/a' : `${v.toFixed(v < 10 ? 1 : 0)} ms`);
const kb = (b) => `${(b / 1000).toFixed(1)} KB`;

function markdown(res) {
  const L = [];
  L.push(`# Bench ${res.startedAt}`, '');
  L.push(
    `Node ${process.version}, ${res.machine.cpus} × ${res.machine.cpuModel}; autocannon 50 connections, ${DURATION} s after ${WARMUP} s warm-up; ${res.machine.chromium}.`,
  );
  L.push(`Commit ${res.commit}${res.dirty ? ' (with uncommitted changes)' : ''}. KB = 1000 bytes.`, '');
  const checks = [];
  if (res.api) {
    L.push('## API (autocannon, side by side with a raw node:http server returning the same bytes)', '');
    L.push('| endpoint | bytes | app req/s | app p50 | app p99 | raw req/s | raw p50 | raw p99 | ratio | budget | result |');
    L.push('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of res.api) {
      let budget, ok;
      if (r.kind === 'public') {
        budget = `≥ 50 % of raw, p99 ≤ ${BUDGET.publicP99} ms`;
        ok = r.ratio >= BUDGET.publicRatio && r.app.p99 <= BUDGET.publicP99;
      } else {
        budget = `p99 ≤ ${BUDGET.authP99} ms`;
        ok = r.app.p99 <= BUDGET.authP99;
      }
      const errs = r.app.non2xx || r.app.errors ? ` (${r.app.non2xx} non-2xx, ${r.app.errors} errors)` : '';
      L.push(
        `| ${r.name} | ${r.bytes} | ${Math.round(r.app.rps)}${errs} | ${r.app.p50} ms | ${r.app.p99} ms | ${Math.round(r.raw.rps)} | ${r.raw.p50} ms | ${r.raw.p99} ms | ${(r.ratio * 100).toFixed(0)} % | ${budget} | ${pf(ok)} |`,
      );
      checks.push({ metric: `API ${r.name}`, ok });
    }
    L.push(
      '',
      'The raw server sends the same bytes: the body and every response header of the app (security headers, x-request-id, cache-control, content-type; Date, Connection and Keep-Alive come from node:http in both).',
      '',
    );
    if (res.api.some((r) => r.baseline)) {
      L.push(
        `### Before and after: this commit against the baseline \`${res.apiBaseline}\` (same run, endpoint by endpoint, each side the mean of two measurements taken A B B A)`,
        '',
      );
      L.push('| endpoint | baseline req/s | baseline p50 | baseline p99 | this req/s | this p50 | this p99 | req/s change |');
      L.push('|---|---|---|---|---|---|---|---|');
      for (const r of res.api.filter((x) => x.baseline)) {
        const { before: b, after: a } = r.baseline;
        L.push(
          `| ${r.name} | ${Math.round(b.rps)} | ${b.p50} ms | ${b.p99} ms | ${Math.round(a.rps)} | ${a.p50} ms | ${a.p99} ms | ${(((a.rps - b.rps) / b.rps) * 100).toFixed(1)} % |`,
        );
      }
      L.push('');
    }
  }
  if (res.members) {
    const m = res.members;
    L.push(
      `## Members at size (seeded ${MEMBERS_SIZE.members.toLocaleString('en')} members: ${m.size.users} users, ${m.size.memberships} memberships, ${m.size.sessions} sessions, ${m.size.tokens} one-time links)`,
      '',
      '| hot query (api/src/database/hot-queries.ts) | execution | whole-table scans of users, user_communities, sessions, account_tokens | result |',
      '|---|---|---|---|',
    );
    for (const p of m.plans) {
      const ok = p.seqScans.length === 0;
      L.push(`| ${p.name} | ${p.executionMs} ms | ${p.seqScans.join(', ') || 'none'} | ${pf(ok)} |`);
      checks.push({ metric: `plan: ${p.name}`, ok });
    }
    L.push('', '| read (autocannon as above) | req/s | p50 | p99 | budget | result |', '|---|---|---|---|---|---|');
    for (const r of m.loads) {
      const ok = r.p99 <= BUDGET.authP99 && !r.non2xx && !r.errors;
      L.push(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | p99 ≤ ${BUDGET.authP99} ms | ${pf(ok)} |`);
      checks.push({ metric: `members ${r.name}`, ok });
    }
    L.push('', '<details><summary>Plans (EXPLAIN ANALYZE, BUFFERS)</summary>', '');
    for (const p of m.plans) L.push(`**${p.name}**`, '', '```', p.plan, '```', '');
    L.push('</details>', '');
  }
  if (res.discussions) {
    const d = discussionsMarkdown(res.discussions, pf);
    L.push(...d.lines);
    checks.push(...d.checks);
  }
  if (res.engagement) {
    const e = engagementMarkdown(res.engagement, pf);
    L.push(...e.lines);
    checks.push(...e.checks);
  }
  if (res.cluster) {
    const c = res.cluster;
    L.push(
      `## Replicas behind the gateway (\`GET ${c.target}\`, ${c.bytes} bytes; autocannon as above; Debian nginx ${c.nginx} running docker/gateway/nginx.conf)`,
      '',
    );
    L.push('| setup | req/s | p50 | p99 | non-2xx | errors | vs raw |');
    L.push('|---|---|---|---|---|---|---|');
    for (const r of c.rows)
      L.push(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} | ${(r.ratio * 100).toFixed(0)} % |`,
      );
    L.push(
      '',
      `No budget: the figures as measured. nginx, the replicas and the load generator share ${res.machine.cpus} cores; ${c.replicasServed} replicas answered through the 3-replica gateway.`,
      '',
    );
  }
  if (res.pages) {
    L.push('## Pages (Lighthouse 12.8.2, performance category; mobile = default config, desktop = desktop-config)', '');
    L.push('| page | form | score | budget | LCP | TBT | TBT budget | CLS | CLS budget | result |');
    L.push('|---|---|---|---|---|---|---|---|---|---|');
    for (const r of res.pages) {
      const mobile = r.form === 'mobile';
      const min = mobile ? BUDGET.mobileScore : BUDGET.desktopScore;
      const failed = [
        r.runtimeError && 'Lighthouse error',
        !(r.score >= min) && 'score',
        mobile && !(r.tbtMs <= BUDGET.mobileTbtMs) && 'TBT',
        !(r.cls <= BUDGET.cls) && 'CLS',
      ].filter(Boolean);
      L.push(
        `| ${r.page} | ${r.form} | ${r.score}${r.runtimeError ? ` (${r.runtimeError})` : ''} | ≥ ${min} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${mobile ? `≤ ${BUDGET.mobileTbtMs} ms` : '—'} | ${r.cls?.toFixed(3) ?? 'n/a'} | ≤ ${BUDGET.cls} | ${pf(!failed.length)}${failed.length ? ` (${failed.join(', ')})` : ''} |`,
      );
      checks.push({ metric: `Lighthouse ${r.form} ${r.page}${failed.length ? ` (${failed.join(', ')})` : ''}`, ok: !failed.length });
    }
    L.push('');
  }
  if (res.bytes) {
    const { pages } = res.bytes;
    L.push('## Bytes of a first visit to each page (Playwright, Chromium, a fresh context per page, `Accept-Encoding: br`)', '');
    L.push(
      '"Transferred" is the encoded body as served of every JS response (by resource type or content type) until ' +
        "Playwright's `networkidle` (no request for 500 ms) and 500 ms more: what the budget counts; gzip -9 and brotli are what those files would compress to.",
      '',
    );
    L.push('| page | JS files | JS transferred | budget | not brotli-encoded JS | JS decoded | CSS transferred | React copies | result |');
    L.push('|---|---|---|---|---|---|---|---|---|');
    for (const p of pages) {
      const t = p.totals;
      const jsOk = !p.loadFailed && t.jsTransferred <= BUDGET.jsBytes;
      const reactOk = p.reactCopies.length === 1;
      const plain = p.jsNotBrotli.length
        ? `${p.jsNotBrotli.length} (${p.jsNotBrotli.map((f) => `${f.url} ${f.encoding} ${f.transferred} B`).join(', ')})`
        : 'none';
      L.push(
        `| ${p.page} | ${t.jsFiles} | **${kb(t.jsTransferred)}** | ≤ ${kb(BUDGET.jsBytes)} | ${plain} | ${kb(t.jsDecoded)} | ${kb(t.cssTransferred)} | ${p.reactCopies.length} (${p.reactCopies.join('; ') || 'none found'}) | ${pf(jsOk)}${p.loadFailed ? ' (the page did not load: its bytes are incomplete)' : ''}${reactOk ? '' : ` (React copies ${pf(false)})`} |`,
      );
      checks.push({ metric: `JS transferred on ${p.page}`, ok: jsOk }, { metric: `React copies on ${p.page}`, ok: reactOk });
    }
    L.push('', `Files (✓ = loaded on the first visit to that page; sizes in bytes):`, '');
    L.push(`| file | type | encoding | transferred | decoded | gzip -9 | brotli | ${pages.map((p) => p.page).join(' | ')} |`);
    L.push(`|---|---|---|---|---|---|---|${pages.map(() => '---').join('|')}|`);
    const files = new Map();
    for (const p of pages) for (const f of p.files) if (!files.has(f.url)) files.set(f.url, f);
    for (const f of files.values())
      L.push(
        `| ${f.url} | ${f.type} | ${f.encoding} | ${f.transferred} | ${f.decoded} | ${f.gzip} | ${f.brotli} | ${pages.map((p) => (p.files.some((g) => g.url === f.url) ? '✓' : '')).join(' | ')} |`,
      );
    L.push('');
  }
  if (res.live) {
    const { profile, pages } = res.live;
    L.push(
      `## From first paint to live: phone profile, ${profile.cpu}× CPU, ${(profile.downBytesPerS * 8) / 1e6} Mbit/s down, ${profile.latencyMs} ms round trip`,
      '',
    );
    L.push(
      "A fresh context per visit (no cache); first contentful paint and `<html data-live>` (a MutationObserver set before the page's scripts), both by performance.now() in the page.",
      '',
    );
    L.push('| page | runs | FCP median | live median | paint → live median | min | max | budget | result |');
    L.push('|---|---|---|---|---|---|---|---|---|');
    for (const p of pages) {
      const ok = p.paintToLive.median !== null && p.paintToLive.median <= BUDGET.paintToLiveMs;
      L.push(
        `| ${p.page} | ${p.runs.length} | ${Math.round(p.fcp.median)} ms | ${Math.round(p.live.median)} ms | **${Math.round(p.paintToLive.median)} ms** | ${Math.round(p.paintToLive.min)} ms | ${Math.round(p.paintToLive.max)} ms | ≤ ${BUDGET.paintToLiveMs} ms | ${pf(ok)} |`,
      );
      checks.push({ metric: `paint → live on ${p.page}`, ok });
    }
    L.push('');
  }
  if (res.nav) {
    const n = res.nav;
    const complete = n.failedRuns === 0;
    const medianOk = complete && n.overall.median !== null && n.overall.median <= BUDGET.navMedianMs;
    const p95Ok = complete && n.overall.p95 !== null && n.overall.p95 <= BUDGET.navP95Ms;
    L.push('## Navigation into a page not loaded yet (client-side, Chromium at 1280×800)', '');
    L.push(
      `${n.runsPerPair} runs per pair, each in a fresh context: load the source page (network idle), then click its visible link to the target. ` +
        'Time from `performance.now()` in a capture-phase click listener to `performance.now()` in the first MutationObserver callback ' +
        '(document.body, childList + subtree + characterData) that finds the target content in the DOM; the same observer notes whether ' +
        `the page skeleton \`${SKELETON}\` appeared. p95 is nearest-rank.`,
      '',
    );
    L.push('| from → to | target content | runs | median | p95 | min | max | skeleton flashes | failed runs |');
    L.push('|---|---|---|---|---|---|---|---|---|');
    for (const p of n.pairs)
      L.push(
        `| ${p.from} → ${p.to} | ${p.target} | ${p.n} | ${ms(p.median)} | ${ms(p.p95)} | ${ms(p.min)} | ${ms(p.max)} | ${p.skeletonRuns} | ${p.failures.length} |`,
      );
    L.push(
      `| **all** | | ${n.overall.n} | **${ms(n.overall.median)}** | **${ms(n.overall.p95)}** | ${ms(n.overall.min)} | ${ms(n.overall.max)} | ${n.skeletonRuns} | ${n.failedRuns} |`,
      '',
    );
    const incomplete = complete ? '' : ` (${n.failedRuns} runs failed)`;
    L.push('| metric | value | budget | result |', '|---|---|---|---|');
    L.push(`| median, all runs | ${ms(n.overall.median)}${incomplete} | ≤ ${BUDGET.navMedianMs} ms | ${pf(medianOk)} |`);
    L.push(`| p95, all runs | ${ms(n.overall.p95)}${incomplete} | ≤ ${BUDGET.navP95Ms} ms | ${pf(p95Ok)} |`);
    L.push(`| runs with a skeleton flash | ${n.skeletonRuns} of ${n.overall.n} | (reported, no budget) | — |`, '');
    for (const p of n.pairs) {
      const skeletonIn = p.runs.flatMap((r, i) => (r.skeleton ? [i + 1] : []));
      L.push(
        `- ${p.from} → ${p.to}: ${
          p.runs.length
            ? `${p.runs.map((r) => r.ms.toFixed(0)).join(', ')} ms; skeleton in ${skeletonIn.length ? `runs ${skeletonIn.join(', ')}` : 'no run'}; ` +
              `scripts requested after the click: ${p.runs.map((r) => r.scriptsAfterClick).join(', ')}`
            : 'no successful run'
        }`,
      );
      for (const f of [...new Set(p.failures)]) L.push(`  - failed: ${f}`);
    }
    L.push('');
    checks.push({ metric: 'Navigation median', ok: medianOk }, { metric: 'Navigation p95', ok: p95Ok });
  }
  if (res.errors.length) {
    L.push('## Errors', '');
    for (const e of res.errors) L.push(`- ${e.section}: ${e.message.split('\n')[0]}`);
    L.push('');
  }
  const failed = checks.filter((c) => !c.ok);
  L.splice(
    5,
    0,
    `**${checks.length - failed.length}/${checks.length} budgets met.**${failed.length ? ` Failed: ${failed.map((c) => c.metric).join('; ')}.` : ''}`,
    '',
  );
  res.checks = checks;
  return L.join('\n');
}

function git(args) {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

async function main() {
  const startedAt = new Date().toISOString();
  const os = await import('node:os');
  const chromiumVersion = spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '?';
  const res = {
    startedAt,
    durationS: DURATION,
    warmupS: WARMUP,
    budgets: BUDGET,
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: git(['status', '--porcelain']) !== '',
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '?', node: process.version, chromium: chromiumVersion },
    errors: [],
    apiBaseline:
      BASELINE && `${BASELINE} at ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: BASELINE, encoding: 'utf8' }).stdout.trim()}`,
  };
  build();
  const site = await startSite();
  const { base } = site;
  const sections = [
    ['api', benchApi],
    ['cluster', () => benchCluster(site)],
    ['pages', benchPages],
    ['bytes', benchBytes],
    ['nav', benchNav],
    ['live', benchLive],
    ['members', () => benchMembers({ root: ROOT, databaseUrl: siteDatabaseUrl(site.env), base, cannon, registerUser, log })],
    [
      'discussions',
      () =>
        benchDiscussions({
          root: ROOT,
          databaseUrl: siteDatabaseUrl(site.env),
          base,
          cannon,
          secret: site.env.SESSION_SECRET,
          startReplica: (nodeArgs) => startReplica(site.env, nodeArgs),
          stopReplica: async (r) => {
            await stopChild(r.child);
            children.delete(r.child);
          },
          log,
        }),
    ],
    [
      'engagement',
      () => benchEngagement({ root: ROOT, databaseUrl: siteDatabaseUrl(site.env), base, cannon, secret: site.env.SESSION_SECRET, log }),
    ],
  ];
  for (const [name, fn] of sections) {
    if (!ONLY.has(name)) continue;
    try {
      res[name] = await fn(base);
    } catch (e) {
      log(`${name} failed:`, e);
      res.errors.push({ section: name, message: String(e?.stack ?? e) });
    }
  }
  await cleanup();
  const md = markdown(res);
  const dir = path.join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const stamp = startedAt.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
  writeFileSync(path.join(dir, `${stamp}.md`), md + '\n');
  writeFileSync(path.join(dir, `${stamp}.json`), JSON.stringify(res, null, 2) + '\n');
  console.log(md);
  log(`written bench/results/${stamp}.md and .json`);
  if (res.errors.length) process.exitCode = 1;
}

main().catch(async (e) => {
  log('failed:', e);
  await cleanup();
  process.exit(1);
});
