#!/usr/bin/env node
// npm run bench: production build, the site on a fresh embedded PostgreSQL, then API load (autocannon, side by side
// with a raw node:http ceiling), Lighthouse (mobile + desktop), bytes of a first visit and navigation into a
// not-yet-loaded slice. Writes bench/results/<date>.md + .json and prints the markdown.
//
// Environment:
//   BENCH_DURATION   seconds per autocannon measurement (default 10; warm-up is BENCH_WARMUP, default 3)
//   BENCH_SKIP_BUILD=1  reuse the existing dist folders (development of the bench only)
//   BENCH_ONLY=api,cluster,pages,bytes,nav  run a subset (cluster: GET /api/communities on 1 and 3 replicas behind
//                    Debian's nginx running docker/gateway/nginx.conf; needs /usr/sbin/nginx or NGINX_PATH)
//   BENCH_NAV_RUNS   page loads for the navigation median (default 10)
//   BENCH_PAGES      comma-separated paths for Lighthouse (default the four of the issue)
//   CHROME_PATH      Chromium binary (default /usr/bin/chromium)
import { spawn, spawnSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const NAV_RUNS = Number(process.env.BENCH_NAV_RUNS ?? 10);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ONLY = new Set((process.env.BENCH_ONLY ?? 'api,cluster,pages,bytes,nav').split(',').map((s) => s.trim()));
const PAGES = (process.env.BENCH_PAGES ?? '/,/community,/community/entrepreneurs,/ai-evolution').split(',');
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run',
];

const BUDGET = {
  jsBytes: 170_000, // "≤ 170 KB of JS transferred for a first visit to /" (KB read as 1000 bytes, the strict reading)
  mobileScore: 95,
  desktopScore: 100,
  cls: 0.05,
  navMs: 150,
  publicRatio: 0.5,
  publicP99: 25,
  authP99: 50,
};

const log = (...a) => console.error('[bench]', ...a);

// ---------------------------------------------------------------- process bookkeeping (always clean up)
const children = new Set();
let tmp = null;
let cleaning = null;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

function waitExit(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    child.once('exit', () => { clearTimeout(t); resolve(true); });
  });
}

async function stopChild(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if (!(await waitExit(child, graceMs))) { log(`pid ${child.pid} still running after ${graceMs} ms: SIGKILL`); child.kill('SIGKILL'); await waitExit(child, 5000); }
}

function pidAlive(pid) { try { process.kill(pid, 0); return true; } catch { return false; } }

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
          try { process.kill(pid, 'SIGINT'); } catch {}
          for (let i = 0; i < 100 && pidAlive(pid); i++) await sleep(100);
          if (pidAlive(pid)) try { process.kill(pid, 'SIGKILL'); } catch {}
        }
      }
      rmSync(tmp, { recursive: true, force: true });
      tmp = null;
    }
  })();
  return cleaning;
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => { log(`${sig}: cleaning up`); await cleanup(); process.exit(130); });
}

// ---------------------------------------------------------------- build and start
function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') { log('BENCH_SKIP_BUILD=1: using the existing build'); return; }
  log('building (production mode) ...');
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build'], {
    cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (r.status !== 0) throw new Error(`build failed (exit ${r.status})`);
  log(`build done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** `node api/dist/main.js` with `env` (PORT set), tracked for cleanup; resolves once /api/health answers 200. */
async function spawnApi(env, what, timeoutMs) {
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  const keep = (d) => { out = (out + d).slice(-8000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${env.PORT}`;
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) during start-up:\n${out}`);
    try { const r = await fetch(`${base}/api/health`); if (r.ok) return { base, child, address: `127.0.0.1:${env.PORT}`, startMs: Date.now() - t0 }; } catch {}
    await sleep(250);
  }
  throw new Error(`${what} not healthy after ${timeoutMs / 1000} s:\n${out}`);
}

async function startSite() {
  tmp = mkdtempSync(path.join(tmpdir(), 'cci-bench-'));
  const port = await freePort();
  const pgPort = await freePort();
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_DIR: path.join(tmp, 'pg'), EMBEDDED_PG_PORT: String(pgPort),
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'), ADMIN_PASSWORD: crypto.randomBytes(16).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const { base, child: server, startMs } = await spawnApi(env, 'server', 120_000);
  log(`site up at ${base} in ${(startMs / 1000).toFixed(1)} s (fresh database in ${tmp})`);
  return { base, server, env };
}

/** Another replica of the site on its own port, on the same database (its URL from `npm run db:url`), healthy. */
async function startReplica(siteEnv) {
  const dbUrl = spawnSync(process.execPath, [path.join(ROOT, 'scripts/db-url.mjs')], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, EMBEDDED_PG_DIR: siteEnv.EMBEDDED_PG_DIR } });
  if (dbUrl.status !== 0) throw new Error(`db:url failed: ${dbUrl.stderr}`);
  return spawnApi({ ...siteEnv, PORT: String(await freePort()), DATABASE_URL: dbUrl.stdout.trim() }, 'replica', 60_000);
}

async function startRaw(body, contentType, headers) {
  const file = path.join(tmp, `raw-${crypto.randomBytes(4).toString('hex')}.body`);
  writeFileSync(file, body);
  writeFileSync(`${file}.headers.json`, JSON.stringify(headers));
  const port = await freePort();
  const child = fork(path.join(ROOT, 'bench/raw-server.mjs'), [String(port), file, contentType, `${file}.headers.json`], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  await new Promise((resolve, reject) => { child.once('message', resolve); child.once('exit', (c) => reject(new Error(`raw server exited ${c}`))); });
  return { url: `http://127.0.0.1:${port}`, child };
}

// ---------------------------------------------------------------- 2. API
/** Headers the raw server sets itself (content-type, content-length) or node:http adds to every response. */
const RAW_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);
async function cannon(url, headers) {
  const autocannon = require('autocannon');
  const run = (duration) => autocannon({ url, connections: 50, duration, headers });
  await run(WARMUP);
  const r = await run(DURATION);
  return {
    rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, meanMs: r.latency.average,
    requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts,
  };
}

async function registerUser(base) {
  const email = `bench-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = crypto.randomBytes(12).toString('hex');
  const res = await fetch(`${base}/api/register`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password, confirmPassword: password, primaryCommunity: 'entrepreneurs', agreeToTerms: true }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const sid = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sid='));
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
    const raw = await startRaw(body, contentType, headers);
    log(`${t.name}: raw node:http ...`);
    const ceiling = await cannon(raw.url + t.path, t.headers);
    await stopChild(raw.child); children.delete(raw.child);
    out.push({ ...t, headers: undefined, bytes: body.length, contentType, responseHeaders: headers, app, raw: ceiling, ratio: app.rps / ceiling.rps });
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
      port: await freePort(), replicas: replicas.slice(0, n).map((r) => r.address),
      dir: path.join(tmp, `nginx-${n}`), staticUpstream: `127.0.0.1:${await freePort()}`,
    });
    gateways.push(g);
    children.add(g.child);
    return g;
  };
  try {
    const one = await gateway(1);
    const three = await gateway(3);
    for (const r of replicas) { const res = await fetch(r.base + target); if (!res.ok) throw new Error(`${r.base}${target}: ${res.status}`); }
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
    await stopChild(raw.child); children.delete(raw.child);
    // Every replica answered: nginx's access log names the upstream of each request.
    const served = new Set([...three.accessLog().matchAll(/ upstream=(\S+?),? /g)].map((m) => m[1]));
    return { target, bytes: body.length, nginx: nginxVersion(), replicasServed: served.size, rows: rows.map((r) => ({ ...r, ratio: r.rps / rows[0].rps })) };
  } finally {
    for (const g of gateways) { await g.stop(); children.delete(g.child); }
    for (const r of replicas.slice(1)) { await stopChild(r.child); children.delete(r.child); }
  }
}

// ---------------------------------------------------------------- 3. Lighthouse
async function benchPages(base) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const out = [];
  for (const [form, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
    for (const p of PAGES) {
      // A fresh Chromium per run: no cache or service state carried from one page to the next.
      const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
      children.add(chrome.process);
      try {
        const r = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
        const a = r.lhr.audits;
        const row = {
          page: p, form, score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: a['largest-contentful-paint']?.numericValue, tbtMs: a['total-blocking-time']?.numericValue,
          cls: a['cumulative-layout-shift']?.numericValue, fcpMs: a['first-contentful-paint']?.numericValue,
          runtimeError: r.lhr.runtimeError?.message,
        };
        log(`lighthouse ${form} ${p}: ${row.score} (LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls?.toFixed(3)})`);
        out.push(row);
      } finally {
        await chrome.kill();
        children.delete(chrome.process);
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- 4./5. Playwright
async function launchBrowser() {
  const { chromium } = require(path.join(ROOT, 'node_modules/playwright'));
  return chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
}

async function benchBytes(base) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const responses = [];
    page.on('response', (r) => { const t = r.request().resourceType(); if (t === 'script' || t === 'stylesheet') responses.push(r); });
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const files = [];
    for (const r of responses) {
      const req = r.request();
      const h = await r.allHeaders();
      const body = await r.body().catch(() => Buffer.alloc(0));
      const sizes = await req.sizes().catch(() => null);
      const contentLength = h['content-length'] !== undefined ? Number(h['content-length']) : null;
      files.push({
        url: new URL(r.url()).pathname, type: req.resourceType() === 'script' ? 'js' : 'css', status: r.status(),
        encoding: h['content-encoding'] ?? 'identity', cacheControl: h['cache-control'] ?? null,
        transferred: sizes?.responseBodySize ?? contentLength ?? body.length, contentLength,
        decoded: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(body).length,
      });
    }
    const reactCopies = await page.evaluate(() => {
      const share = window.__FEDERATION__?.__SHARE__ ?? {};
      const copies = new Set();
      for (const scopes of Object.values(share))
        for (const [pkg, versions] of Object.entries(scopes.default ?? {}))
          if (pkg === 'react') for (const [v, info] of Object.entries(versions)) if (info.loaded || info.lib) copies.add(`${v} from ${info.from}`);
      return [...copies];
    });
    const sum = (type, key) => files.filter((f) => f.type === type).reduce((s, f) => s + f[key], 0);
    const totals = {
      jsTransferred: sum('js', 'transferred'), jsDecoded: sum('js', 'decoded'), jsGzip: sum('js', 'gzip'), jsBrotli: sum('js', 'brotli'),
      cssTransferred: sum('css', 'transferred'), cssDecoded: sum('css', 'decoded'), cssGzip: sum('css', 'gzip'), cssBrotli: sum('css', 'brotli'),
    };
    const compressed = files.some((f) => f.encoding !== 'identity');
    return { files, totals, compressed, reactCopies };
  } finally {
    await browser.close();
  }
}

async function benchNav(base) {
  const browser = await launchBrowser();
  const times = [];
  try {
    for (let i = 0; i < NAV_RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      let communityRequested = false;
      page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/mfe/community/')) communityRequested = true; });
      await page.goto(base + '/', { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const preloaded = communityRequested;
      // Time from the click event (its own timestamp) to the first animation frame in which a card is in the layout.
      await page.evaluate(() => {
        window.__bench = { t0: null, t1: null };
        document.addEventListener('click', (e) => { window.__bench.t0 ??= e.timeStamp; }, { capture: true, once: true });
        const check = () => {
          const card = document.querySelector('[data-testid="community-card"]');
          if (card && window.__bench.t0 !== null) {
            const r = card.getBoundingClientRect();
            if (r.width > 0 && r.height > 0 && getComputedStyle(card).visibility !== 'hidden') { window.__bench.t1 = performance.now(); return; }
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.getByRole('banner').getByRole('link', { name: 'Community', exact: true }).first().click();
      await page.waitForFunction(() => window.__bench.t1 !== null, null, { timeout: 15_000 });
      const { t0, t1 } = await page.evaluate(() => window.__bench);
      times.push({ ms: t1 - t0, remoteRequestedBeforeClick: preloaded });
      log(`navigation ${i + 1}/${NAV_RUNS}: ${(t1 - t0).toFixed(1)} ms${preloaded ? ' (mfe_community already requested on /)' : ''}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return { runs: times, median, min: sorted[0], max: sorted.at(-1) };
}

// ---------------------------------------------------------------- report
const pf = (ok) => (ok ? 'PASS' : '**FAIL**');
const ms = (v) => (v == null ? 'n/a' : `${v.toFixed(v < 10 ? 1 : 0)} ms`);
const kb = (b) => `${(b / 1000).toFixed(1)} KB`;

function markdown(res) {
  const L = [];
  L.push(`# Bench ${res.startedAt}`, '');
  L.push(`Node ${process.version}, ${res.machine.cpus} × ${res.machine.cpuModel}; autocannon 50 connections, ${DURATION} s after ${WARMUP} s warm-up; ${res.machine.chromium}.`);
  L.push(`Commit ${res.commit}${res.dirty ? ' (with uncommitted changes)' : ''}. KB = 1000 bytes.`, '');
  const checks = [];
  if (res.api) {
    L.push('## API (autocannon, side by side with a raw node:http server returning the same bytes)', '');
    L.push('| endpoint | bytes | app req/s | app p50 | app p99 | raw req/s | raw p50 | raw p99 | ratio | budget | result |');
    L.push('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of res.api) {
      let budget, ok;
      if (r.kind === 'public') { budget = `≥ 50 % of raw, p99 ≤ ${BUDGET.publicP99} ms`; ok = r.ratio >= BUDGET.publicRatio && r.app.p99 <= BUDGET.publicP99; }
      else { budget = `p99 ≤ ${BUDGET.authP99} ms`; ok = r.app.p99 <= BUDGET.authP99; }
      const errs = r.app.non2xx || r.app.errors ? ` (${r.app.non2xx} non-2xx, ${r.app.errors} errors)` : '';
      L.push(`| ${r.name} | ${r.bytes} | ${Math.round(r.app.rps)}${errs} | ${r.app.p50} ms | ${r.app.p99} ms | ${Math.round(r.raw.rps)} | ${r.raw.p50} ms | ${r.raw.p99} ms | ${(r.ratio * 100).toFixed(0)} % | ${budget} | ${pf(ok)} |`);
      checks.push({ metric: `API ${r.name}`, ok });
    }
    L.push('', 'The raw server sends the same bytes: the body and every response header of the app (security headers, x-request-id, cache-control, content-type; Date, Connection and Keep-Alive come from node:http in both).', '');
  }
  if (res.cluster) {
    const c = res.cluster;
    L.push(`## Replicas behind the gateway (\`GET ${c.target}\`, ${c.bytes} bytes; autocannon as above; Debian nginx ${c.nginx} running docker/gateway/nginx.conf)`, '');
    L.push('| setup | req/s | p50 | p99 | non-2xx | errors | vs raw |');
    L.push('|---|---|---|---|---|---|---|');
    for (const r of c.rows) L.push(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} | ${(r.ratio * 100).toFixed(0)} % |`);
    L.push('', `No budget: the figures as measured. nginx, the replicas and the load generator share ${res.machine.cpus} cores; ${c.replicasServed} replicas answered through the 3-replica gateway.`, '');
  }
  if (res.pages) {
    L.push('## Pages (Lighthouse 12.8.2, performance category; mobile = default config, desktop = desktop-config)', '');
    L.push('| page | form | score | budget | LCP | TBT | CLS (≤ 0.05) | result |');
    L.push('|---|---|---|---|---|---|---|---|');
    for (const r of res.pages) {
      const min = r.form === 'mobile' ? BUDGET.mobileScore : BUDGET.desktopScore;
      const ok = r.score >= min && r.cls <= BUDGET.cls;
      L.push(`| ${r.page} | ${r.form} | ${r.score}${r.runtimeError ? ` (${r.runtimeError})` : ''} | ≥ ${min} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls?.toFixed(3)} | ${pf(ok)} |`);
      checks.push({ metric: `Lighthouse ${r.form} ${r.page}`, ok });
    }
    L.push('');
  }
  if (res.bytes) {
    const b = res.bytes;
    L.push('## Bytes of a first visit to `/` (Playwright, Chromium)', '');
    L.push(b.compressed ? 'The server compresses at least some of these responses (content-encoding below).' :
      '**The server does not compress these responses** (no content-encoding): "transferred" is the full size; the gzip -9 / brotli columns show what pre-compression would give.', '');
    L.push('| file | type | encoding | transferred | content-length | decoded | gzip -9 | brotli |');
    L.push('|---|---|---|---|---|---|---|---|');
    for (const f of b.files) L.push(`| ${f.url} | ${f.type} | ${f.encoding} | ${f.transferred} | ${f.contentLength ?? '—'} | ${f.decoded} | ${f.gzip} | ${f.brotli} |`);
    const t = b.totals;
    L.push(`| **JS total** | | | **${t.jsTransferred}** | | ${t.jsDecoded} | ${t.jsGzip} | ${t.jsBrotli} |`);
    L.push(`| **CSS total** | | | **${t.cssTransferred}** | | ${t.cssDecoded} | ${t.cssGzip} | ${t.cssBrotli} |`, '');
    const jsOk = t.jsTransferred <= BUDGET.jsBytes;
    const reactOk = b.reactCopies.length === 1;
    L.push('| metric | value | budget | result |', '|---|---|---|---|');
    L.push(`| JS transferred on first visit to / | ${kb(t.jsTransferred)} (gzip -9 would be ${kb(t.jsGzip)}) | ≤ 170 KB | ${pf(jsOk)} |`);
    L.push(`| React copies in the page | ${b.reactCopies.length} (${b.reactCopies.join('; ') || 'none found'}) | 1 | ${pf(reactOk)} |`, '');
    checks.push({ metric: 'JS transferred on /', ok: jsOk }, { metric: 'React copies', ok: reactOk });
  }
  if (res.nav) {
    const n = res.nav;
    const ok = n.median <= BUDGET.navMs;
    L.push('## Navigation into a not-yet-loaded slice', '');
    L.push(`From \`/\` (network idle), click on the nav's "Community" link until the first \`[data-testid="community-card"]\` is laid out (click event timestamp → first animation frame with a card), ${n.runs.length} fresh page loads.`, '');
    L.push('| metric | value | budget | result |', '|---|---|---|---|');
    L.push(`| median | ${ms(n.median)} (min ${ms(n.min)}, max ${ms(n.max)}) | ≤ ${BUDGET.navMs} ms | ${pf(ok)} |`, '');
    L.push(`Runs: ${n.runs.map((r) => r.ms.toFixed(0)).join(', ')} ms.${n.runs.some((r) => r.remoteRequestedBeforeClick) ? ' (mfe_community files were already requested on `/` before the click in some runs.)' : ' mfe_community was not requested before the click in any run.'}`, '');
    checks.push({ metric: 'Navigation median', ok });
  }
  if (res.errors.length) {
    L.push('## Errors', '');
    for (const e of res.errors) L.push(`- ${e.section}: ${e.message.split('\n')[0]}`);
    L.push('');
  }
  const failed = checks.filter((c) => !c.ok);
  L.splice(5, 0, `**${checks.length - failed.length}/${checks.length} budgets met.**${failed.length ? ` Failed: ${failed.map((c) => c.metric).join('; ')}.` : ''}`, '');
  res.checks = checks;
  return L.join('\n');
}

function git(args) { const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }); return r.status === 0 ? r.stdout.trim() : ''; }

async function main() {
  const startedAt = new Date().toISOString();
  const os = await import('node:os');
  const chromiumVersion = spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '?';
  const res = {
    startedAt, durationS: DURATION, warmupS: WARMUP, budgets: BUDGET, commit: git(['rev-parse', '--short', 'HEAD']), dirty: git(['status', '--porcelain']) !== '',
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '?', node: process.version, chromium: chromiumVersion },
    errors: [],
  };
  build();
  const site = await startSite();
  const { base } = site;
  const sections = [['api', benchApi], ['cluster', () => benchCluster(site)], ['pages', benchPages], ['bytes', benchBytes], ['nav', benchNav]];
  for (const [name, fn] of sections) {
    if (!ONLY.has(name)) continue;
    try { res[name] = await fn(base); } catch (e) { log(`${name} failed:`, e); res.errors.push({ section: name, message: String(e?.stack ?? e) }); }
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

main().catch(async (e) => { log('failed:', e); await cleanup(); process.exit(1); });
