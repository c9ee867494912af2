// The compose gateway (docker/gateway/nginx.conf) on Debian's nginx, outside Docker: the cluster test
// (api/test/cluster.e2e-spec.ts) and `npm run bench` run that very file, rendered for loopback. There is
// no second copy of the config: every change here is a substitution on the real file, and each one must
// find exactly what it replaces, so a reshaped gateway config fails loudly instead of testing something else.
//
// Plain CommonJS, so that bench/run.mjs (plain Node) and the Jest tests (TypeScript, see render-gateway.d.ts)
// share it.
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');

const GATEWAY_CONF = path.resolve(__dirname, '..', 'gateway', 'nginx.conf');
const NGINX_BIN = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** Where Debian's nginx package keeps the MIME table the config includes. */
const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

/** `text` with `pattern` (global regex) replaced, which must match exactly `count` times. */
function substitute(text, pattern, replacement, what, count = 1) {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count) {
    throw new Error(
      `docker/gateway/nginx.conf changed shape: expected ${count} × ${what} (${pattern}), found ${found}; update docker/test/render-gateway.js`,
    );
  }
  return text.replace(pattern, replacement);
}

/**
 * The gateway config for Debian's nginx on loopback:
 * - the `api` upstream's server line becomes one line per replica (`host:port`), with the same parameters
 *   minus `resolve` (nginx >= 1.27.3; Debian's is 1.22, and the replicas are addresses anyway);
 * - `listen` on 127.0.0.1:`port`; the remotes' static upstreams (mfe-*) at `staticUpstream` (the test has none);
 * - user, pid, logs and temp folders in `dir`; Debian's mime.types; the resolver at 127.0.0.1 (nothing is
 *   resolved: every address is literal);
 * - `daemon off`, so the nginx started is the process the caller stops.
 */
function renderGateway(source, { port, replicas, dir, staticUpstream, mimeTypes = DEBIAN_MIME_TYPES }) {
  if (!Number.isInteger(port) || port <= 0) throw new Error(`renderGateway: bad port ${port}`);
  if (!Array.isArray(replicas) || replicas.length === 0) throw new Error('renderGateway: at least one replica');
  for (const r of [...replicas, staticUpstream]) {
    if (!/^[\w.-]+:\d+$/.test(String(r))) throw new Error(`renderGateway: "${r}" is not host:port`);
  }
  const p = (name) => path.join(dir, name);
  let text = source;
  text = substitute(text, /^user\s+\S+;$/gm, typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root;' : '', 'user');
  text = substitute(text, /^error_log\s+\S+/gm, `error_log ${p('error.log')}`, 'error_log');
  text = substitute(text, /^pid\s+\S+;$/gm, `daemon off;\npid ${p('nginx.pid')};`, 'pid');
  text = substitute(text, /^(\s*)access_log\s+\/\S+/gm, `$1access_log ${p('access.log')}`, 'access_log to a file');
  text = substitute(text, /^(\s*)include\s+\/etc\/nginx\/mime\.types;$/gm, `$1include ${mimeTypes};`, 'include of mime.types');
  text = substitute(
    text,
    /^http \{$/gm,
    ['http {', ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${p(`${t}_temp`)};`)].join('\n'),
    'http block',
  );
  text = substitute(text, /^(\s*)resolver\s+[^;]+;$/gm, '$1resolver 127.0.0.1 valid=10s ipv6=off;', 'resolver');
  // upstream api { ... server api:3000 resolve <params>; ... }
  text = substitute(
    text,
    /^(\s*)server\s+api:\d+((?:\s+[^;\s]+)*);$/gm,
    (_, indent, params) => {
      const kept = params
        .trim()
        .split(/\s+/)
        .filter((w) => w && w !== 'resolve');
      if (!params.includes('resolve'))
        throw new Error('docker/gateway/nginx.conf: the api upstream no longer uses `resolve`; update render-gateway.js');
      return replicas.map((r) => `${indent}server ${r}${kept.length ? ` ${kept.join(' ')}` : ''};`).join('\n');
    },
    'server line of the api upstream',
  );
  text = substitute(text, /^(\s*)listen\s+80;$/gm, `$1listen 127.0.0.1:${port};`, 'listen 80');
  // One per remote (mfe-public, mfe-community, mfe-dashboard, mfe-admin); the shell is no target of the gateway.
  text = substitute(text, /^(\s*set\s+\$\w+_upstream\s+)[\w-]+:\d+;$/gm, `$1${staticUpstream};`, 'static upstream', 4);
  if (/\sresolve[\s;]/.test(text)) throw new Error('rendered gateway config still uses `resolve`');
  return text;
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

function waitExit(child, ms) {
  if (!alive(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The pids whose parent is `pid` (nginx's workers), from /proc. */
function childPids(pid) {
  const out = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's nginx in the foreground on the rendered gateway config; resolves once it accepts connections on
 * `port`. `stop()` is a fast shutdown (SIGTERM), SIGKILL to the master and its workers after 10 s.
 */
async function startGateway({ port, replicas, dir, staticUpstream }) {
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: apt-get install nginx (scripts/test.sh does it)`);
  fs.mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, renderGateway(fs.readFileSync(GATEWAY_CONF, 'utf8'), { port, replicas, dir, staticUpstream }));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf];
  const check = spawnSync(NGINX_BIN, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t rejected the rendered gateway config:\n${check.stderr}`);
  const child = spawn(NGINX_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d) => {
    out = (out + d.toString('utf8')).slice(-16_384);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'error.log'), 'utf8').slice(-16_384);
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (!alive(child)) return;
    const workers = childPids(child.pid);
    child.kill('SIGTERM');
    if (await waitExit(child, 10_000)) return;
    for (const pid of [child.pid, ...workers]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    await waitExit(child, 5_000);
  };
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    if (!alive(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${out}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    conf,
    accessLog: () => {
      try {
        return fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
      } catch {
        return '';
      }
    },
    errorLog,
    stop,
  };
}

/** `nginx -v` of the binary used, e.g. "1.22.1", or undefined when it is missing. */
function nginxVersion() {
  const r = spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' });
  return /nginx\/([\d.]+)/.exec(`${r.stderr ?? ''}${r.stdout ?? ''}`)?.[1];
}

module.exports = { GATEWAY_CONF, NGINX_BIN, DEBIAN_MIME_TYPES, renderGateway, startGateway, nginxVersion };
