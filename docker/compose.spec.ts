// The operators' deployment files, checked without a Docker engine: docker-compose.yml is linted
// and validated against the Compose Specification by dclint, then read the way `docker compose`
// reads it; the gateway's nginx.conf is read to see where each URL goes.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DCLinter } from 'dclint';
import { parseConfig } from '../api/src/config/config';
import { cacheControlFor } from '../api/src/web/cache-control';
import { currentFolder } from '../api/src/web/releases';
import { SLICE_LIST } from '../tools/release/layout.cjs';
import { render as renderNginxCacheControl } from '../tools/web/nginx-cache-control.cjs';
import {
  bindSourcesOf,
  dependenciesOf,
  environmentOf,
  mountsOf,
  namedVolumesOf,
  portsOf,
  readCompose,
  resolveCompose,
  type Env,
} from './test/compose';
import {
  type Directive,
  find,
  headerFor,
  only,
  paramOf,
  parseNginx,
  proxyTarget,
  selectLocation,
  serverOf,
  upstreamServers,
} from './test/nginx';
import { NGINX_BIN, nginxVersion, renderGateway } from './test/render-gateway';

const root = path.resolve(__dirname, '..');
const composeFile = path.join(root, 'docker-compose.yml');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/**
 * The front-end services: the shell and one per slice of slices.json. Compose, the gateway's nginx.conf and the
 * workspaces cannot read slices.json: the tests below fail when they disagree with it.
 */
const SLICES = ['shell', ...SLICE_LIST.map((s) => s.folder)];
const SERVICES = ['postgres', 'api', ...SLICES, 'gateway'];
const API_ENV = [
  'PORT',
  'DATABASE_URL',
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'MEMBER_APPROVAL',
  'PUBLIC_URL',
  'NODE_ENV',
  'TRUST_PROXY',
  'WEB_ROOT',
];
/** The remotes' services (the gateway's static upstreams); the shell's container only publishes. */
const REMOTE_SERVICES = SLICES.filter((s) => s !== 'shell');
const POSTGRES_ENV = ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB'];
const SECRETS = ['SESSION_SECRET', 'ADMIN_PASSWORD', 'POSTGRES_PASSWORD'];
/** The least an operator must set; everything else has a default. */
const REQUIRED_ENV: Env = { SESSION_SECRET: 's'.repeat(32), ADMIN_PASSWORD: 'admin-password-1', POSTGRES_PASSWORD: 'pg-pass' };

const compose = resolveCompose(composeFile, REQUIRED_ENV);
const services = compose.services;

function lint(file: string) {
  const linter = new DCLinter({ rules: {}, quiet: true, debug: false, exclude: [] });
  const results = linter.lintFiles([file], false);
  expect(results).toHaveLength(1);
  return { linter, result: results[0] };
}

describe('docker-compose.yml', () => {
  it('passes dclint (Compose Specification schema and every default rule) with no error or warning', async () => {
    const { linter, result } = lint(composeFile);
    const report = await linter.formatResults([result], 'stylish');
    expect({ errors: result.errorCount, warnings: result.warningCount, report }).toEqual(
      expect.objectContaining({ errors: 0, warnings: 0 }),
    );
  });

  it('would be rejected by the same dclint check when broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dclint-'));
    try {
      const broken = path.join(dir, 'docker-compose.yml');
      writeFileSync(broken, `version: "3.9"\n${readFileSync(composeFile, 'utf8')}`.replace("'0.0.0.0:${PORT", "'${PORT"));
      const rules = lint(broken)
        .result.messages.filter((m) => m.type === 'error')
        .map((m) => m.rule);
      expect(rules).toEqual(expect.arrayContaining(['no-version-field', 'no-unbound-port-interfaces']));

      writeFileSync(broken, readFileSync(composeFile, 'utf8').replace('restart: unless-stopped', 'restart: [sometimes]'));
      expect(lint(broken).result.messages.map((m) => m.rule)).toContain('invalid-schema');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has exactly the operators’ services, and no obsolete version key', () => {
    expect(Object.keys(services).sort()).toEqual([...SERVICES].sort());
    expect(compose).not.toHaveProperty('version');
  });

  it('refuses to start without each secret, and hard-codes none', () => {
    for (const name of SECRETS) {
      const env = { ...REQUIRED_ENV, [name]: undefined };
      expect(() => resolveCompose(composeFile, env)).toThrow(name);
      expect(() => resolveCompose(composeFile, { ...env, [name]: '' })).toThrow(name);
    }
    const text = readFileSync(composeFile, 'utf8');
    for (const name of SECRETS) {
      // every use of a secret is `${NAME:?...}`: no default value, no literal
      const uses = text.match(new RegExp(`\\$\\{${name}[^}]*\\}`, 'g')) ?? [];
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) expect(use.startsWith(`\${${name}:?`)).toBe(true);
    }
    const raw = readCompose(composeFile).services;
    for (const [service, key] of [
      ['api', 'SESSION_SECRET'],
      ['api', 'ADMIN_PASSWORD'],
      ['postgres', 'POSTGRES_PASSWORD'],
    ]) {
      expect(environmentOf(raw[service])[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    }
  });

  it('publishes the gateway alone, on port 3000 by default and on $PORT when set', () => {
    expect(portsOf(services.gateway)).toEqual([expect.objectContaining({ published: '3000', target: '80' })]);
    const moved = resolveCompose(composeFile, { ...REQUIRED_ENV, PORT: '8080' });
    expect(portsOf(moved.services.gateway)).toEqual([expect.objectContaining({ published: '8080', target: '80' })]);
    for (const name of SERVICES.filter((s) => s !== 'gateway')) expect(services[name].ports ?? []).toEqual([]);
  });

  it('runs postgres 18 with a named volume at the path its image keeps data under, and a readiness check', () => {
    const pg = services.postgres;
    expect(pg.image).toBe('postgres:18-alpine');
    expect(Object.keys(environmentOf(pg)).sort()).toEqual([...POSTGRES_ENV].sort());
    const mounts = namedVolumesOf(pg);
    expect(mounts).toEqual([[expect.any(String), '/var/lib/postgresql']]);
    expect(Object.keys(compose.volumes ?? {})).toContain(mounts[0][0]);
    expect(JSON.stringify(pg.healthcheck?.test)).toContain('pg_isready');
    expect(pg.restart).toBeDefined();
  });

  it('configures the api with the allowed variables only, pointed at the postgres service', () => {
    const api = services.api;
    const env = environmentOf(api);
    expect(API_ENV).toEqual(expect.arrayContaining(Object.keys(env)));
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['DATABASE_URL', 'SESSION_SECRET', 'ADMIN_PASSWORD']));
    expect(env.NODE_ENV).toBe('production');
    expect(env.PORT).toBe('3000');
    // One trusted hop: the gateway, which appends the address it sees to X-Forwarded-For (see the nginx.conf tests).
    expect(env.TRUST_PROXY).toBe('1');
    // The API's own boot check accepts the whole environment as compose passes it.
    const passed = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== null));
    expect(parseConfig(passed)).toEqual(expect.objectContaining({ production: true, port: 3000, trustProxy: 1, webRoot: env.WEB_ROOT }));

    const url = new URL(env.DATABASE_URL as string);
    const pgEnv = environmentOf(services.postgres);
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('postgres');
    expect(url.port || '5432').toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(pgEnv.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pgEnv.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);

    expect(api.build).toEqual(expect.objectContaining({ context: '.', dockerfile: 'docker/api.Dockerfile' }));
    // The database, and every front end: healthy once its build is published in the web volume.
    expect(dependenciesOf(api)).toEqual(Object.fromEntries(['postgres', ...SLICES].map((s) => [s, 'service_healthy'])));
    const check = JSON.stringify(api.healthcheck?.test);
    expect(check).toContain(`:${env.PORT}/api/health`);
    expect(api.restart).toBeDefined();
  });

  it('runs the api as 2 interchangeable replicas: no fixed name, no published port, a health check', () => {
    const api = services.api;
    expect(api.deploy).toEqual(expect.objectContaining({ replicas: 2 }));
    // Anything that pins one container (a name, a host port) would stop compose from starting a second.
    expect(api).not.toHaveProperty('container_name');
    expect(api).not.toHaveProperty('hostname');
    expect(portsOf(api)).toEqual([]);
    expect(api.healthcheck?.test).toBeDefined();
    // Every replica boots with the same settings (no per-replica secret or port).
    expect(environmentOf(api).PORT).toBe('3000');
  });

  it('builds one static server per slice, each from its own workspace folder', () => {
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    for (const name of SLICES) {
      const build = services[name].build;
      expect({ name, context: build?.context, dockerfile: build?.dockerfile }).toEqual({
        name,
        context: '.',
        dockerfile: 'docker/static.Dockerfile',
      });
      const slice = build?.args?.SLICE as string;
      expect({ name, slice }).toEqual({ name, slice: name });
      expect(workspaces).toContain(slice);
      const pkg = JSON.parse(read(`${slice}/package.json`));
      expect({ slice, build: typeof pkg.scripts?.build }).toEqual({ slice, build: 'string' });
      expect(services[name].restart).toBeDefined();
    }
  });

  it('starts the gateway after every service it routes to is healthy', () => {
    const gateway = services.gateway;
    expect(gateway.image).toMatch(/^nginx:1\.27/);
    expect(gateway.restart).toBeDefined();
    const deps = dependenciesOf(gateway);
    expect(Object.keys(deps).sort()).toEqual(['api', ...REMOTE_SERVICES].sort());
    for (const condition of Object.values(deps)) expect(condition).toBe('service_healthy');
    // every service waited on as healthy has a health check: in the file, or in its image
    for (const [name, service] of Object.entries(services)) {
      for (const [dep, condition] of Object.entries(dependenciesOf(service))) {
        expect(Object.keys(services)).toContain(dep);
        if (condition !== 'service_healthy') continue;
        const dockerfile = services[dep].build?.dockerfile;
        const imageCheck = dockerfile ? /^HEALTHCHECK\s/m.test(read(dockerfile)) : false;
        expect({ name, dep, healthcheck: Boolean(services[dep].healthcheck) || imageCheck }).toEqual({ name, dep, healthcheck: true });
      }
    }
  });

  it('shares one named volume `web` as the web root: written by the five front ends, read-only in the api, which reads WEB_ROOT there', () => {
    expect(Object.keys(compose.volumes ?? {})).toContain('web');
    const webRoot = environmentOf(services.api).WEB_ROOT;
    expect(webRoot).toBe('/web');
    expect(mountsOf(services.api)).toEqual([{ type: 'volume', source: 'web', target: webRoot, readOnly: true }]);
    // The api's root file system is read-only too: it writes nothing but /tmp.
    expect(services.api.read_only).toBe(true);
    const dockerfile = read('docker/static.Dockerfile');
    const imageWebRoot = /^ENV\s.*\bCCI_WEB_ROOT=(\S+)/m.exec(dockerfile)?.[1];
    for (const name of SLICES) {
      const mounts = mountsOf(services[name]).filter((m) => m.source === 'web');
      expect({ name, mounts }).toEqual({ name, mounts: [{ type: 'volume', source: 'web', target: imageWebRoot, readOnly: false }] });
    }
    // Nothing else sees the front end's files.
    for (const name of ['postgres', 'gateway'])
      expect({ name, web: mountsOf(services[name]).some((m) => m.source === 'web') }).toEqual({ name, web: false });
  });

  it('refers only to files that exist and are sent with the build context', () => {
    const ignored = dockerignore(read('.dockerignore'));
    for (const [name, service] of Object.entries(services)) {
      if (service.build) {
        const context = path.join(root, service.build.context ?? '.');
        expect(statSync(context).isDirectory()).toBe(true);
        const dockerfile = path.join(context, service.build.dockerfile ?? 'Dockerfile');
        expect({ name, dockerfile, exists: existsSync(dockerfile) }).toEqual({ name, dockerfile, exists: true });
        for (const source of copySources(readFileSync(dockerfile, 'utf8'))) {
          expect({ dockerfile, source, exists: existsSync(path.join(context, source)) }).toEqual({ dockerfile, source, exists: true });
          expect({ dockerfile, source, ignored: ignored(source) }).toEqual({ dockerfile, source, ignored: false });
        }
      }
      for (const source of bindSourcesOf(service)) {
        expect({ name, source, exists: existsSync(path.join(root, source)) }).toEqual({ name, source, exists: true });
      }
    }
    expect(bindSourcesOf(services.gateway)).toContain('./docker/gateway/nginx.conf');
    expect(ignored('node_modules/x')).toBe(true);
    expect(ignored('api/dist/main.js')).toBe(true);
  });
});

describe('docker/gateway/nginx.conf', () => {
  const conf = parseNginx(read('docker/gateway/nginx.conf'));
  const http = only(conf, 'http').block ?? [];
  const server = serverOf(conf);
  const staticPort = Number(only(serverOf(parseNginx(read('docker/static/nginx.conf'))), 'listen').args[0]);

  it.each([
    ['/api/auth/user', 'api', '/api/auth/user'],
    ['/api', 'api', '/api'],
    ['/api/communities?limit=3', 'api', '/api/communities?limit=3'],
    // The site itself: the api serves it as `npm start` does (pre-rendered pages with the CSP, the shell's files).
    ['/', 'api', '/'],
    ['/community/entrepreneurs', 'api', '/community/entrepreneurs'],
    ['/admin/communications', 'api', '/admin/communications'],
    ['/main.1a2b3c4d.js', 'api', '/main.1a2b3c4d.js'],
    ['/main.x.js', 'api', '/main.x.js'],
    ['/mf-remotes.json', 'api', '/mf-remotes.json'],
    ['/index.html', 'api', '/index.html'],
    ['/favicon.ico', 'api', '/favicon.ico'],
    ['/apiary', 'api', '/apiary'],
    // The sitemap, the feeds and robots.txt (api/src/reach/reach.routes.ts): the api, path unchanged.
    ['/sitemap.xml', 'api', '/sitemap.xml'],
    ['/sitemaps/2.xml', 'api', '/sitemaps/2.xml'],
    ['/rss.xml', 'api', '/rss.xml'],
    ['/feed', 'api', '/feed'],
    ['/community/entrepreneurs/feed.xml', 'api', '/community/entrepreneurs/feed.xml'],
    ['/robots.txt', 'api', '/robots.txt'],
    ['/mfe/unknown/remoteEntry.js', 'api', '/mfe/unknown/remoteEntry.js'],
    ['/mfe', 'api', '/mfe'],
    // The remotes' browser builds: their static servers, /mfe/<name> stripped.
    ['/mfe/public/remoteEntry.js', 'mfe-public', '/remoteEntry.js'],
    ['/mfe/community/remoteEntry.js', 'mfe-community', '/remoteEntry.js'],
    ['/mfe/community/mf-manifest.json', 'mfe-community', '/mf-manifest.json'],
    ['/mfe/community/serverless.1a2b3c4d.js', 'mfe-community', '/serverless.1a2b3c4d.js'],
    ['/mfe/dashboard/src_pages_dashboard.1a2b3c4d.js', 'mfe-dashboard', '/src_pages_dashboard.1a2b3c4d.js'],
    ['/mfe/admin/remoteEntry.js', 'mfe-admin', '/remoteEntry.js'],
  ])('sends %s to the %s service as %s', (url, service, forwarded) => {
    const target = proxyTarget(server, url, http);
    expect(target).toEqual(expect.objectContaining({ host: service, path: forwarded }));
    expect(Object.keys(services)).toContain(target?.host);
    const expectedPort = service === 'api' ? Number(environmentOf(services.api).PORT) : staticPort;
    expect(target?.port).toBe(expectedPort);
    if (service === 'api') expect(target?.upstream).toBe('api');
  });

  it.each([
    '/mfe/community/server/remoteEntry.js',
    '/mfe/community/server/',
    '/mfe/community/server',
    '/mfe/public/server/591.604e35cb.js',
    '/mfe/dashboard/server/remoteEntry.js',
    '/mfe/admin/server/remoteEntry.js',
    '/mfe/community/releases/r1/server/remoteEntry.js',
  ])("refuses %s: a remote's server container is read by the api from the web root, never published", (url) => {
    expect(proxyTarget(server, url, http)).toBeUndefined();
    const block = selectLocation(server, url)?.block;
    expect(find(block, 'return').map((d) => d.args)).toEqual([['404']]);
  });

  it("routes each remote of the api's release layout to its own service, and nothing to the shell's container", () => {
    for (const { slice, folder } of SLICE_LIST) {
      const target = proxyTarget(server, `/mfe/${slice}/remoteEntry.js`, http);
      expect({ slice, host: target?.host }).toEqual({ slice, host: folder });
      expect(REMOTE_SERVICES).toContain(folder);
    }
    const named = JSON.stringify(server);
    expect(named).not.toMatch(/\bshell\b/);
    expect(upstreamServers(http, 'shell')).toBeUndefined();
  });

  it('balances the api replicas through one upstream that follows the addresses of the service name', () => {
    for (const url of ['/api', '/api/communities', '/api/auth/login']) expect(proxyTarget(server, url, http)?.upstream).toBe('api');
    const [api, ...others] = upstreamServers(http, 'api') ?? [];
    expect(others).toEqual([]);
    expect({ host: api.host, port: api.port }).toEqual({ host: 'api', port: Number(environmentOf(services.api).PORT) });
    // `resolve`: every address of the name (one per replica), kept current through the resolver; it needs a zone.
    expect(api.params).toContain('resolve');
    const upstream = find(http, 'upstream').find((d) => d.args[0] === 'api')?.block;
    expect(only(upstream, 'zone').args[0]).toBe('api');
    expect(find(http, 'resolver')).toHaveLength(1);
    // `resolve` on an upstream server exists from nginx 1.27.3 on: the gateway image must be at least that.
    const tag = /^nginx:(\d+)\.(\d+)\.(\d+)(?:-alpine)?$/.exec(services.gateway.image ?? '');
    expect(tag).not.toBeNull();
    const [major, minor, patch] = tag!.slice(1).map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003);
    // Passive health: a failed replica is skipped for a few seconds, then tried again.
    expect(Number(paramOf(api, 'max_fails'))).toBeGreaterThanOrEqual(1);
    expect(paramOf(api, 'fail_timeout')).toMatch(/^\d+s$/);
    // Kept-alive connections to the replicas need HTTP/1.1 and no Connection header passed on.
    expect(Number(only(upstream, 'keepalive').args[0])).toBeGreaterThan(0);
    expect(only(http, 'proxy_http_version').args).toEqual(['1.1']);
    expect(find(http, 'proxy_set_header').find((d) => d.args[0] === 'Connection')?.args[1]).toBe('');
    // nginx closes an idle connection before the API does (Fastify's keepAliveTimeout, 72 s), never the reverse.
    expect(Number(/^(\d+)s$/.exec(only(upstream, 'keepalive_timeout').args[0])?.[1])).toBeLessThan(72);
  });

  it('retries an idempotent request on the next replica, boundedly, and never a write that reached one', () => {
    for (const url of ['/api', '/api/events']) {
      const location = selectLocation(server, url);
      // Set once at http level; a location of the api must not override it.
      for (const name of ['proxy_next_upstream', 'proxy_next_upstream_tries', 'proxy_next_upstream_timeout']) {
        expect({ url, name, own: find(location?.block, name).length, server: find(server, name).length }).toEqual({
          url,
          name,
          own: 0,
          server: 0,
        });
      }
    }
    const next = only(http, 'proxy_next_upstream').args;
    expect(next).toEqual(expect.arrayContaining(['error', 'timeout', 'http_502', 'http_503']));
    expect(next).not.toContain('non_idempotent');
    expect(next).not.toContain('off');
    const tries = Number(only(http, 'proxy_next_upstream_tries').args[0]);
    expect(tries).toBeGreaterThanOrEqual(2);
    expect(tries).toBeLessThanOrEqual(5);
    expect(only(http, 'proxy_next_upstream_timeout').args[0]).toMatch(/^[1-9]\d*s$/);
  });

  it('forwards the client address, scheme and a request id, and limits bodies to 1 MB', () => {
    const headers = Object.fromEntries(find(http, 'proxy_set_header').map((d) => [d.args[0].toLowerCase(), d.args[1]]));
    expect(headers['x-forwarded-for']).toBe('$proxy_add_x_forwarded_for');
    expect(headers['x-forwarded-proto']).toMatch(/^\$/);
    const requestId = headers['x-request-id'];
    expect(requestId).toMatch(/^\$/);
    // the request id is the client's, or nginx's $request_id when the client sent none
    const map = find(http, 'map').find((d) => d.args[1] === requestId);
    expect(map?.args[0]).toBe('$http_x_request_id');
    expect(only(map?.block, 'default').args[0]).toBe('$request_id');
    expect(only(http, 'client_max_body_size').args).toEqual(['1m']);
    expect(only(http, 'server_tokens').args).toEqual(['off']);
    expect(only(http, 'gzip').args).toEqual(['on']);
  });
});

describe("docker/test/render-gateway.js: the same gateway config on Debian's nginx, for the cluster test and the bench", () => {
  const source = read('docker/gateway/nginx.conf');
  const layout = {
    port: 18_080,
    replicas: ['127.0.0.1:18081', '127.0.0.1:18082', '127.0.0.1:18083'],
    dir: '/tmp/cci-gw',
    staticUpstream: '127.0.0.1:18089',
  };
  let rendered: Directive[] = [];
  let http: Directive[] = [];
  beforeAll(() => {
    rendered = parseNginx(renderGateway(source, layout));
    http = only(rendered, 'http').block ?? [];
  });
  /** What the renderer may change: where files go, where upstreams are, the port, the daemon mode. */
  const LOCAL = new Set([
    'user',
    'daemon',
    'pid',
    'error_log',
    'access_log',
    'include',
    'resolver',
    'listen',
    'client_body_temp_path',
    'proxy_temp_path',
    'fastcgi_temp_path',
    'uwsgi_temp_path',
    'scgi_temp_path',
  ]);
  const shape = (block: Directive[] | undefined, inUpstream = false): unknown[] =>
    (block ?? [])
      .filter((d) => !LOCAL.has(d.name) || (d.name === 'access_log' && d.args[0] === 'off'))
      .filter((d) => !(inUpstream && d.name === 'server'))
      .map((d) => ({
        name: d.name,
        args: d.name === 'set' && /_upstream$/.test(d.args[0]) ? [d.args[0]] : d.args,
        block: d.block && shape(d.block, d.name === 'upstream'),
      }));

  it('changes nothing but addresses, ports and file paths: every location, header, timeout and retry rule is the real one', () => {
    expect(shape(rendered)).toEqual(shape(parseNginx(source)));
  });

  it("points the api upstream at the replicas with the same parameters, minus `resolve` (Debian's nginx is older than 1.27.3)", () => {
    const [original] = upstreamServers(only(parseNginx(source), 'http').block ?? [], 'api') ?? [];
    const servers = upstreamServers(http, 'api') ?? [];
    expect(servers.map((s) => `${s.host}:${s.port}`)).toEqual(layout.replicas);
    for (const s of servers) expect(s.params).toEqual(original.params.filter((p) => p !== 'resolve'));
    expect(renderGateway(source, layout)).not.toMatch(/\sresolve[\s;]/);
    for (const url of ['/api/communities', '/', '/mfe/public/remoteEntry.js']) {
      const target = proxyTarget(serverOf(rendered), url, http);
      expect({ url, host: target?.host }).toEqual({ url, host: '127.0.0.1' });
    }
    expect(only(serverOf(rendered), 'listen').args).toEqual([`127.0.0.1:${layout.port}`]);
  });

  it('keeps every file it writes in the given folder and runs in the foreground', () => {
    const paths = [
      only(rendered, 'pid').args[0],
      only(rendered, 'error_log').args[0],
      ...find(http, 'access_log')
        .map((d) => d.args[0])
        .filter((a) => a !== 'off'),
      ...http.filter((d) => d.name.endsWith('_temp_path')).map((d) => d.args[0]),
    ];
    expect(paths.length).toBe(8);
    for (const p of paths) expect(p.startsWith(`${layout.dir}/`)).toBe(true);
    expect(only(rendered, 'daemon').args).toEqual(['off']);
  });

  it('refuses a config whose shape it does not know, rather than testing something else', () => {
    expect(() => renderGateway(source.replace('listen 80;', 'listen 8080;'), layout)).toThrow(/listen 80/);
    expect(() => renderGateway(source.replace(/ resolve /, ' '), layout)).toThrow(/resolve/);
    expect(() => renderGateway(source.replace(/server api:3000/, 'server backend:3000'), layout)).toThrow(/api upstream/);
    expect(() => renderGateway(source, { ...layout, replicas: [] })).toThrow(/replica/);
  });

  it("is accepted by Debian's nginx (nginx -t; scripts/test.sh installs nginx like chromium)", () => {
    expect(nginxVersion()).toMatch(/^1\./);
    const dir = mkdtempSync(path.join(tmpdir(), 'cci-gw-'));
    try {
      const conf = path.join(dir, 'nginx.conf');
      writeFileSync(conf, renderGateway(source, { ...layout, dir }));
      const check = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { encoding: 'utf8' });
      expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: expect.stringContaining('test is successful') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The static nginx's config as its image holds it: nginx.conf with the generated cache rules it includes. */
const CACHE_CONF_INCLUDE = 'include /etc/nginx/cache-control.conf;';
const staticNginx = () => read('docker/static/nginx.conf').replace(CACHE_CONF_INCLUDE, read('docker/static/cache-control.conf'));

describe('docker/static/nginx.conf', () => {
  const server = serverOf(parseNginx(staticNginx()));

  it("includes the cache rules generated from the API's (tools/web/nginx-cache-control.cjs), as committed", () => {
    expect(read('docker/static/nginx.conf')).toContain(CACHE_CONF_INCLUDE);
    expect(read('docker/static.Dockerfile')).toMatch(/^COPY docker\/static\/cache-control\.conf \/etc\/nginx\/cache-control\.conf$/m);
    // Fails when cache-control.cjs changed and the file was not regenerated: run `node tools/web/nginx-cache-control.cjs`.
    expect(read('docker/static/cache-control.conf')).toBe(renderNginxCacheControl());
  });

  it.each([
    ...['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'mf-remotes.json', 'index.html', 'about.html', 'page.1a2b3c4d.html'],
    ...['remoteEntry.js.br', 'mf-manifest.json.gz', 'index.html.br', 'main.1a2b3c4d.js', '123.0f9e8d7c.chunk.js', 'styles.abcdef01.css'],
    ...['logo.00112233.svg', 'main.1a2b3c4d.js.br', '123.0f9e8d7c.css.gz', 'main.1a2b3c4d.br', 'promo.mp4', 'logo.svg', 'main.js'],
    ...['main.1A2B3C4D.js', 'main.1a2b3c4.js', 'x.0123456789abcdef0123.js', 'favicon.ico', 'remoteEntry.1a2b3c4d', 'logo.svg.br'],
    ...['data.tar.gz', 'images/hero.webp', 'fonts/inter.1a2b3c4d.woff2'],
  ])('gives /%s the Cache-Control the API gives it', (file) => {
    expect(headerFor(server, `/${file}`, 'Cache-Control')).toBe(cacheControlFor(file));
  });

  it.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/mf-manifest.json', 'no-cache'],
    ['/mf-remotes.json', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['/src_pages_home-page_tsx.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/styles.9f8e7d6c.css', 'public, max-age=31536000, immutable'],
    ['/favicon.ico', 'public, max-age=3600'],
    ['/logo.png', 'public, max-age=3600'],
    ['/main.js', 'public, max-age=3600'],
  ])('serves %s with Cache-Control: %s', (url, cacheControl) => {
    expect(headerFor(server, url, 'Cache-Control')).toBe(cacheControl);
  });

  it.each([
    '/main.1a2b3c4d.js.map',
    '/src_pages_home-page_tsx.0123456789abcdef0123.js.map',
    '/remoteEntry.js.map',
    '/main.js.map',
    '/MAIN.JS.MAP',
    '/styles.9f8e7d6c.css.map.gz',
    '/main.1a2b3c4d.js.map.br',
  ])('never publishes a source map: %s → 404', (url) => {
    const block = selectLocation(server, url)?.block;
    expect(find(block, 'return').map((d) => d.args)).toEqual([['404']]);
    expect(find(block, 'try_files')).toEqual([]);
  });

  it.each(['/server/remoteEntry.js', '/server/', '/server', '/server/591.604e35cb.js'])(
    'never publishes the server container: %s → 404',
    (url) => {
      const block = selectLocation(server, url)?.block;
      expect(find(block, 'return').map((d) => d.args)).toEqual([['404']]);
    },
  );

  it('serves the current build from the web volume, the previous one for chunks it no longer has, and no page fallback', () => {
    expect(only(server, 'root').args).toEqual([environmentOf(services.api).WEB_ROOT]);
    expect(only(server, 'include').args).toEqual(['/etc/nginx/slice.conf']);
    const tryFiles = (url: string) => only(selectLocation(server, url)?.block, 'try_files').args;
    // What the shell loads to learn about a release, and HTML: the current build only.
    for (const url of ['/remoteEntry.js', '/mf-manifest.json', '/index.html'])
      expect({ url, t: tryFiles(url) }).toEqual({ url, t: ['$current$uri', '=404'] });
    // Chunks and other files: the current build, else the previous one (a page loaded before a redeploy).
    for (const url of ['/src_pages_home-page_tsx.0123abcd.js', '/logo.png', '/community/entrepreneurs']) {
      expect({ url, t: tryFiles(url) }).toEqual({ url, t: ['$current$uri', '$previous$uri', '=404'] });
    }
  });
});

describe('docker/static/publish.sh: each front-end image publishes its build into the web volume', () => {
  const script = path.join(root, 'docker/static/publish.sh');
  let tmp: string;
  let web: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'cci-publish-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** A build as the image holds it (/opt/cci/build): dist/ (+ dist-ssr/ for the shell), BUILD_ID. */
  function build(name: string, id: string, files: Record<string, string>): string {
    const dir = path.join(tmp, 'builds', name);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
      // As old as an image layer: the copy must not keep it (the api's caches are keyed by modification time).
      utimesSync(path.join(dir, file), new Date('2001-01-01'), new Date('2001-01-01'));
    }
    writeFileSync(path.join(dir, 'BUILD_ID'), `${id}\n`);
    return dir;
  }
  const remote = (id: string, chunk: string) =>
    build(`community-${id}`, id, {
      'dist/remoteEntry.js': `entry ${id}`,
      'dist/mf-manifest.json': `{"id":"${id}"}`,
      [`dist/${chunk}`]: `chunk ${id}`,
      'dist/server/remoteEntry.js': `server ${id}`,
    });
  const publish = (slice: string, buildDir: string, root = web) =>
    spawnSync('sh', [script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, CCI_SLICE: slice, CCI_WEB_ROOT: root, CCI_BUILD_DIR: buildDir },
    });
  const text = (file: string) => readFileSync(path.join(web, file), 'utf8');
  const builds = (slice: string) => readdirSync(path.join(web, '.builds', slice)).sort();
  /** The slice's folders as docker/static.Dockerfile writes them into /etc/nginx/slice.conf for its nginx. */
  function sliceConf(slice: string): Record<string, string> {
    const line = read('docker/static.Dockerfile').replace(/\\\n/g, ' ');
    const m = /printf '(set \$current [^']*)' "\$\{SLICE\}" "\$\{SLICE\}" > \/etc\/nginx\/slice\.conf/.exec(line);
    expect(m).not.toBeNull();
    const conf = parseNginx(m![1].replace(/%s/g, slice).replace(/\\n/g, '\n'));
    return Object.fromEntries(find(conf, 'set').map((d) => [d.args[0], d.args[1]]));
  }

  it('publishes a build, switches atomically to the next one, keeps the previous one, and drops older ones', () => {
    web = path.join(tmp, 'web-remote');
    mkdirSync(web);
    const started = Date.now() - 1_000;
    const a = publish('mfe-community', remote('aaaa1111', '1.aaaaaaaa.js'));
    expect({ status: a.status, stderr: a.stderr }).toEqual({ status: 0, stderr: '' });
    // The repo's layout, through one relative symlink per slice (the volume is mounted at other paths elsewhere).
    expect(lstatSync(path.join(web, 'mfe-community')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(path.join(web, 'mfe-community'))).toBe('.builds/mfe-community/aaaa1111');
    expect(text(`${currentFolder('community')}/remoteEntry.js`)).toBe('entry aaaa1111');
    expect(text(`${currentFolder('community')}/server/remoteEntry.js`)).toBe('server aaaa1111');
    expect(statSync(path.join(web, currentFolder('community'), 'remoteEntry.js')).mtimeMs).toBeGreaterThan(started);
    expect(builds('mfe-community')).toEqual(['aaaa1111']);

    // A restart of the same image: nothing is copied again.
    const mtime = statSync(path.join(web, 'mfe-community/dist/remoteEntry.js')).mtimeMs;
    const again = publish('mfe-community', remote('aaaa1111', '1.aaaaaaaa.js'));
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('already published');
    expect(statSync(path.join(web, 'mfe-community/dist/remoteEntry.js')).mtimeMs).toBe(mtime);

    // A new image of the slice: the current build switches, the one before is kept as `previous`.
    expect(publish('mfe-community', remote('bbbb2222', '2.bbbbbbbb.js')).status).toBe(0);
    expect(text('mfe-community/dist/remoteEntry.js')).toBe('entry bbbb2222');
    expect(readlinkSync(path.join(web, '.builds/mfe-community/previous'))).toBe('aaaa1111');
    // What the slice's nginx serves: a chunk of the previous build stays reachable (a page loaded before the switch).
    const conf = sliceConf('mfe-community');
    expect(conf.$current).toBe(`/${currentFolder('community')}`);
    expect(readFileSync(path.join(web, conf.$current, 'remoteEntry.js'), 'utf8')).toBe('entry bbbb2222');
    expect(readFileSync(path.join(web, conf.$previous, '1.aaaaaaaa.js'), 'utf8')).toBe('chunk aaaa1111');
    expect(existsSync(path.join(web, conf.$current, '1.aaaaaaaa.js'))).toBe(false);

    // A third: the oldest goes.
    expect(publish('mfe-community', remote('cccc3333', '3.cccccccc.js')).status).toBe(0);
    expect(builds('mfe-community')).toEqual(['bbbb2222', 'cccc3333', 'previous']);
    expect(readlinkSync(path.join(web, '.builds/mfe-community/previous'))).toBe('bbbb2222');

    // Rolling back to the image before: its kept build becomes current again, without a copy.
    const kept = statSync(path.join(web, '.builds/mfe-community/bbbb2222/dist/remoteEntry.js')).mtimeMs;
    expect(publish('mfe-community', remote('bbbb2222', '2.bbbbbbbb.js')).status).toBe(0);
    expect(text('mfe-community/dist/remoteEntry.js')).toBe('entry bbbb2222');
    expect(statSync(path.join(web, 'mfe-community/dist/remoteEntry.js')).mtimeMs).toBe(kept);
    expect(readlinkSync(path.join(web, '.builds/mfe-community/previous'))).toBe('cccc3333');
    // No temp folder or temp link is left behind.
    expect(readdirSync(web).filter((f) => f.startsWith('.') && f !== '.builds')).toEqual([]);
    expect(builds('mfe-community').filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it("publishes the shell's browser build and its server build together, under one link", () => {
    web = path.join(tmp, 'web-shell');
    mkdirSync(web);
    for (const id of ['dddd4444', 'eeee5555']) {
      const dir = build(`shell-${id}`, id, {
        'dist/index.html': `index ${id}`,
        'dist/mf-remotes.json': '{}',
        'dist-ssr/render.js': `render ${id}`,
      });
      expect(publish('shell', dir).status).toBe(0);
      // Where the api reads them (api/src/web/web.ts, prerender.ts).
      expect([text('shell/dist/index.html'), text('shell/dist-ssr/render.js')]).toEqual([`index ${id}`, `render ${id}`]);
    }
    expect(readlinkSync(path.join(web, 'shell'))).toBe('.builds/shell/eeee5555');
    expect(sliceConf('shell').$current).toBe('/shell/dist');
  });

  it('stops the container with a clear message rather than publish something else', () => {
    web = path.join(tmp, 'web-errors');
    mkdirSync(web);
    const good = remote('ffff6666', '6.ffffffff.js');
    const missingRoot = publish('mfe-community', good, path.join(tmp, 'no-such-volume'));
    expect({ status: missingRoot.status, stderr: missingRoot.stderr }).toEqual({
      status: 1,
      stderr: expect.stringMatching(/no web root at .*no-such-volume: mount the volume `web`/),
    });
    expect(publish('../etc', good).stderr).toMatch(/CCI_SLICE must be shell or mfe-<name>/);
    expect(publish('mfe-community', path.join(tmp, 'nothing')).stderr).toMatch(/no build in/);
    mkdirSync(path.join(web, 'mfe-public'));
    const notALink = publish('mfe-public', good);
    expect({ status: notALink.status, stderr: notALink.stderr }).toEqual({
      status: 1,
      stderr: expect.stringContaining('is not a symlink'),
    });
    expect(readdirSync(path.join(web, 'mfe-public'))).toEqual([]);
  });
});

describe('Dockerfiles', () => {
  /** Instructions of the last stage, with its base image resolved from the global ARG defaults. */
  function finalStage(file: string) {
    const lines = read(file)
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const firstFrom = lines.findIndex((l) => /^FROM\s/i.test(l));
    const args: Record<string, string> = {};
    for (const line of lines.slice(0, firstFrom)) {
      const arg = /^ARG\s+(\w+)=(\S+)$/i.exec(line);
      if (arg) args[arg[1]] = arg[2];
    }
    const lastFrom = lines.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
    const base = lines[lastFrom].split(/\s+/)[1].replace(/^\$\{(\w+)\}$/, (_, name: string) => args[name] ?? name);
    return { base, args, stages: lines.filter((l) => /^FROM\s/i.test(l)).length, instructions: lines.slice(lastFrom + 1) };
  }

  it('builds the api on Node 24 and runs it with production dependencies only, as a non-root user', () => {
    const stage = finalStage('docker/api.Dockerfile');
    expect(stage.args.NODE_IMAGE).toBe('node:24-bookworm-slim');
    expect(stage.base).toBe('node:24-bookworm-slim');
    expect(stage.stages).toBeGreaterThan(1);
    expect(stage.instructions).toContain('ENV NODE_ENV=production');
    const user = stage.instructions.filter((l) => /^USER\s/i.test(l)).pop();
    expect(user).toBeDefined();
    expect(user?.split(/\s+/)[1]).not.toMatch(/^(root|0)(:|$)/);
    expect(stage.instructions.filter((l) => /^CMD\s/i.test(l)).pop()).toBe('CMD ["node", "api/dist/main.js"]');
    expect(read('docker/api.Dockerfile')).toMatch(/npm ci --omit=dev --workspace api --include-workspace-root=false/);
  });

  it('copies into the api image every file the API requires from outside api/ and contracts/ at run time', () => {
    // Relative imports of api/src that leave api/ (e.g. tools/release/layout.cjs), and the relative requires of those.
    const outside = new Set<string>();
    const visit = (file: string, text: string) => {
      for (const [, spec] of text.matchAll(/(?:from|require\()\s*'(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), spec));
        if (target.startsWith('api/') || !/\.(c?js|json)$/.test(target) || outside.has(target)) continue;
        outside.add(target);
        visit(path.join(root, target), read(target));
      }
    };
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : /(?<!\.spec)\.ts$/.test(e.name) ? [path.join(dir, e.name)] : [],
      );
    for (const file of walk(path.join(root, 'api/src'))) visit(file, readFileSync(file, 'utf8'));
    expect([...outside].sort()).toEqual(['slices.json', 'tools/release/layout.cjs', 'tools/web/cache-control.cjs']);
    const copies = finalStage('docker/api.Dockerfile').instructions.filter((l) => /^COPY\s/i.test(l));
    for (const file of outside) expect(copies).toContain(`COPY --from=build /app/${file} ./${file}`);
  });

  it('serves each slice from nginx 1.27 with the static server config, after publishing its build from the entrypoint', () => {
    const stage = finalStage('docker/static.Dockerfile');
    expect(stage.args.NODE_IMAGE).toBe('node:24-bookworm-slim');
    expect(stage.base).toBe('nginx:1.27-alpine');
    expect(stage.instructions).toContain('COPY docker/static/nginx.conf /etc/nginx/nginx.conf');
    // The official image's entrypoint runs /docker-entrypoint.d/*.sh (executable ones) before nginx, and stops on a failure.
    expect(stage.instructions).toContain('COPY --chmod=0755 docker/static/publish.sh /docker-entrypoint.d/40-cci-publish.sh');
    expect(stage.instructions).toContain('ENV CCI_SLICE=${SLICE} CCI_WEB_ROOT=/web CCI_BUILD_DIR=/opt/cci/build');
    expect(stage.instructions).toContain('COPY --from=build /out/ /opt/cci/build/');
    expect(stage.instructions.some((l) => /^HEALTHCHECK\s.*\/__health/.test(l))).toBe(true);
    expect(stage.instructions.join('\n')).not.toMatch(/\/usr\/share\/nginx\/html\/\s*$/m);
  });

  it("puts the shell's server build and the remotes' server containers in what the image publishes, and no source map", () => {
    const text = read('docker/static.Dockerfile').replace(/\\\n/g, ' ');
    expect(text).toMatch(/test -f dist\/index\.html && test -f dist\/mf-remotes\.json && test -f dist-ssr\/render\.js;/);
    expect(text).toMatch(/test -f dist\/remoteEntry\.js && test -f dist\/mf-manifest\.json && test -f dist\/server\/remoteEntry\.js;/);
    expect(text).toMatch(/cp -R "\$\{SLICE\}\/dist" \/out\/dist/);
    expect(text).toMatch(/if \[ "\$\{SLICE\}" = "shell" \]; then cp -R shell\/dist-ssr \/out\/dist-ssr; fi/);
    expect(text).toMatch(/find \/out -name '\*\.map' -delete/);
    expect(text).toMatch(/> BUILD_ID/);
  });
});

/** Sources of the COPY/ADD instructions that read the build context (not another stage). */
function copySources(dockerfile: string): string[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([instruction, ...rest]) => /^(COPY|ADD)$/i.test(instruction) && !rest.some((w) => w.startsWith('--from=')))
    .flatMap(([, ...rest]) => rest.filter((w) => !w.startsWith('--')).slice(0, -1))
    .filter((source) => source !== '.');
}

/** A matcher for paths excluded by a .dockerignore (patterns in order; the last match wins). */
function dockerignore(text: string): (file: string) => boolean {
  const toRegex = (glob: string) => {
    const parts = glob.split('/');
    const body = parts
      .map((part, i) => {
        const last = i === parts.length - 1;
        if (part === '**') return last ? '.*' : '(?:[^/]+/)*';
        const re = part
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')
          .replace(/\?/g, '[^/]');
        return last ? re : `${re}/`;
      })
      .join('');
    // a pattern matches a path and everything under it
    return new RegExp(`^${body}(?:/.*)?$`);
  };
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => ({ negate: l.startsWith('!'), re: toRegex(l.replace(/^!/, '').replace(/^\/+|\/+$/g, '')) }));
  return (file) => rules.reduce((ignored, r) => (r.re.test(file) ? !r.negate : ignored), false);
}
