import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formatRemotes, initialRemotes, SLICE_LIST } from './layout.cjs';

/**
 * tools/release/point.mjs against a fake web root (the browser-level story is e2e/tests/independent-slices.spec.ts).
 * The shell's server build is the real one (its sliceOf says which slice owns a path); each release is a manifest and a
 * small server container that the Module Federation runtime loads as it loads a built one.
 */
const POINT = join(__dirname, 'point.mjs');
const SHELL_SSR = join(__dirname, '..', '..', 'shell', 'dist-ssr');
const REMOTES = {
  mfe_public: { entry: '/mfe/public/mf-manifest.json', paths: ['/'] },
  mfe_community: { entry: '/mfe/community/mf-manifest.json', paths: ['/community'] },
  mfe_dashboard: { entry: '/mfe/dashboard/mf-manifest.json', paths: ['/dashboard'] },
};
/** As the shell's build writes mf-remotes.json (shell/webpack.config.js): one line per slice. */
const REMOTES_TEXT = `{\n${Object.entries(REMOTES)
  .map(([name, value]) => `  "${name}": { "entry": "${value.entry}", "paths": ${JSON.stringify(value.paths)} }`)
  .join(',\n')}\n}\n`;
const RELEASE_R2 = '/mfe/community/releases/r2/mf-manifest.json';

interface Page {
  path: string;
  title?: string;
  prerender?: boolean;
}
const LIST: Page[] = [{ path: '/community', title: 'Communities' }];
const DETAIL: Page[] = [...LIST, { path: '/community/:slug', title: 'Community' }];

let web: string;
const write = (file: string, content: string) => {
  mkdirSync(dirname(join(web, file)), { recursive: true });
  writeFileSync(join(web, file), content);
};
const manifest = (name: string) => JSON.stringify({ name, exposes: [{ name: 'routes', path: './routes' }] });
/** A server container as the remote's build makes one (commonjs-module library): `./routes` lists `pages`. */
const container = (name: string, pages: Page[]) => {
  const routes = pages.map(({ path, title, prerender = true }) => ({ path, title, prerender }));
  return `const routes = ${JSON.stringify(routes)}.map((r) => ({ ...r, page: () => Promise.resolve({ default: () => null }) }));
module.exports = { ${name}: {
  init() {},
  get(expose) {
    if (expose !== './routes') return Promise.reject(new Error('no expose ' + expose));
    return Promise.resolve(() => ({ __esModule: true, default: routes }));
  },
} };
`;
};
/** A build of the community slice in `dir` (relative to the web root) serving `pages`. */
const build = (dir: string, pages: Page[], name = 'mfe_community') => {
  write(`${dir}/mf-manifest.json`, manifest(name));
  write(`${dir}/server/remoteEntry.js`, container(name, pages));
};
const point = (...args: string[]) => {
  const r = spawnSync(process.execPath, [POINT, ...args, '--web-root', web], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
};
const remotesText = () => readFileSync(join(web, 'shell/dist/mf-remotes.json'), 'utf8');
const remotes = () => JSON.parse(remotesText());

beforeAll(() => {
  if (!existsSync(join(SHELL_SSR, 'render.js'))) throw new Error(`${SHELL_SSR}/render.js is missing: build the shell first`);
});

beforeEach(() => {
  web = mkdtempSync(join(tmpdir(), 'cci-point-'));
  write('shell/dist/mf-remotes.json', REMOTES_TEXT);
  cpSync(SHELL_SSR, join(web, 'shell/dist-ssr'), { recursive: true });
  build('mfe-community/dist', DETAIL);
  build('releases/community/r1', LIST); // drops /community/:slug
  build(
    'releases/community/r2',
    DETAIL.map((p) => ({ ...p, title: `${p.title} (r2)` })),
  ); // the same pages
  build('releases/community/r3', [...DETAIL, { path: '/community/new', title: 'New community', prerender: false }]); // adds one
  build('releases/public/p1', LIST); // the community slice's build, in the public slice's folder
});
afterEach(() => rmSync(web, { recursive: true, force: true }));

/** Runs point.mjs with `args` and checks it fails with `message`, leaving mf-remotes.json byte for byte as it was. */
const expectRefused = (args: string[], message: string | RegExp) => {
  const before = remotesText();
  const r = point(...args);
  expect(r).toMatchObject({ status: 1, out: '' });
  expect(r.err).toMatch(message);
  expect(remotesText()).toBe(before);
  expect(readdirSync(join(web, 'shell/dist'))).toEqual(['mf-remotes.json']); // no temp file left behind
};

describe('point.mjs', () => {
  it('points one slice at a release and back, changing its entry only', () => {
    write('shell/dist/mf-remotes.json.br', 'stale');
    write('shell/dist/mf-remotes.json.gz', 'stale');
    const forward = point('community', 'r2');
    expect(forward).toMatchObject({ status: 0, err: '' });
    expect(forward.out).toContain(`/mfe/community/mf-manifest.json -> ${RELEASE_R2}`);
    expect(remotes()).toEqual({ ...REMOTES, mfe_community: { entry: RELEASE_R2, paths: ['/community'] } });
    expect(Object.keys(remotes())).toEqual(Object.keys(REMOTES)); // same order: a readable diff
    expect(Object.keys(remotes().mfe_community)).toEqual(['entry', 'paths']);
    const changed = remotesText()
      .split('\n')
      .filter((line, i) => line !== REMOTES_TEXT.split('\n')[i]);
    expect(changed).toEqual([`  "mfe_community": { "entry": "${RELEASE_R2}", "paths": ["/community"] },`]); // a one-line diff
    expect(existsSync(join(web, 'shell/dist/mf-remotes.json.br')) || existsSync(join(web, 'shell/dist/mf-remotes.json.gz'))).toBe(false);

    expect(point('community', 'r2').out).toBe(`community: already ${RELEASE_R2}\n`);
    const back = point('community', 'current');
    expect(back).toMatchObject({ status: 0, err: '' });
    expect(back.out).toContain(`${RELEASE_R2} -> /mfe/community/mf-manifest.json`);
    expect(remotesText()).toBe(REMOTES_TEXT);
    expect(readdirSync(join(web, 'shell/dist'))).toEqual(['mf-remotes.json']); // no temp file left behind
  });

  it("gives back the shell build's mf-remotes.json (from slices.json) byte for byte after pointing a slice away and back", () => {
    const shipped = formatRemotes(initialRemotes());
    expect(shipped.split('\n')).toHaveLength(SLICE_LIST.length + 3); // {, a line per slice, }, and the final newline
    write('shell/dist/mf-remotes.json', shipped);
    expect(point('community', 'r2').status).toBe(0);
    expect(remotes()).toEqual({ ...JSON.parse(shipped), mfe_community: { ...JSON.parse(shipped).mfe_community, entry: RELEASE_R2 } });
    expect(point('community', 'current').status).toBe(0);
    expect(remotesText()).toBe(shipped);
  });

  it('--list shows where each slice points and its releases', () => {
    expect(point('community', 'r2').status).toBe(0);
    const { status, out } = point('--list');
    expect(status).toBe(0);
    expect(out).toContain('public: /mfe/public/mf-manifest.json\n  p1\n');
    expect(out).toContain(`community: ${RELEASE_R2}\n  r1\n  r2  <- in use\n  r3\n`);
    expect(out).toContain('dashboard: /mfe/dashboard/mf-manifest.json\n');
    expect(out).toContain('admin: (not in mf-remotes.json)\n');
  });

  it.each([
    [['community', '../r2'], /bad release id/],
    [['community', 'r2/..'], /bad release id/],
    [['community', '.hidden'], /bad release id/],
    [['community', 'r9'], /r9\/mf-manifest\.json: missing/],
    [['search', 'r2'], /unknown slice "search"/],
    [['public', 'p1'], /manifest of "mfe_community", not mfe_public/],
  ])('refuses %j, writing nothing', (args, message) => expectRefused(args, message));

  it('accepts a release that adds a page', () => {
    expect(point('community', 'r3')).toMatchObject({ status: 0, err: '' });
    expect(remotes().mfe_community.entry).toBe('/mfe/community/releases/r3/mf-manifest.json');
  });

  it('refuses a release without a page the release in use serves, unless --force', () => {
    expectRefused(
      ['community', 'r1'],
      'releases/r1/mf-manifest.json does not serve /community/:slug, which /mfe/community/mf-manifest.json serves',
    );
    expect(point('community', 'r1', '--force')).toMatchObject({ status: 0, err: '' });
    expect(remotes().mfe_community.entry).toBe('/mfe/community/releases/r1/mf-manifest.json');
  });

  it('compares with the release in use, not with the current build: rolling back past an added page needs --force', () => {
    expect(point('community', 'r3').status).toBe(0);
    expectRefused(['community', 'current'], 'does not serve /community/new, which /mfe/community/releases/r3/mf-manifest.json serves');
    expectRefused(['community', 'r2'], 'does not serve /community/new');
    expect(point('community', 'current', '--force').status).toBe(0);
    expect(remotesText()).toBe(REMOTES_TEXT);
  });

  it('refuses a release that lists a page outside the paths of its slice, even with --force', () => {
    build('releases/community/wide', [...DETAIL, { path: '/events' }, { path: '/dashboard/community' }]);
    const message = 'releases/wide/mf-manifest.json lists /events, /dashboard/community, outside the paths ["/community"]';
    expectRefused(['community', 'wide'], message);
    expectRefused(['community', 'wide', '--force'], message);
  });

  it('reads the paths a slice owns from the served mf-remotes.json', () => {
    build('releases/community/wide', [...DETAIL, { path: '/events/:id' }]);
    write(
      'shell/dist/mf-remotes.json',
      `${JSON.stringify({ ...REMOTES, mfe_community: { ...REMOTES.mfe_community, paths: ['/community', '/events'] } }, null, 2)}\n`,
    );
    expect(point('community', 'wide')).toMatchObject({ status: 0, err: '' });
    expect(remotes().mfe_community).toEqual({ entry: '/mfe/community/releases/wide/mf-manifest.json', paths: ['/community', '/events'] });
  });

  it.each([
    ['has no server container', () => rmSync(join(web, 'releases/community/r2/server'), { recursive: true })],
    [
      'has a server container that throws when loaded',
      () => write('releases/community/r2/server/remoteEntry.js', "throw new Error('boom in the container');\n"),
    ],
    [
      'has a server container without the remote',
      () => write('releases/community/r2/server/remoteEntry.js', container('mfe_other', DETAIL)),
    ],
    [
      'has a routes module that is not a list of routes',
      () =>
        write(
          'releases/community/r2/server/remoteEntry.js',
          container('mfe_community', DETAIL).replace('default: routes', 'default: { routes }'),
        ),
    ],
    [
      'has a route without a page',
      () => write('releases/community/r2/server/remoteEntry.js', container('mfe_community', DETAIL).replace('page: () =>', 'view: () =>')),
    ],
  ])('refuses a release that %s, even with --force', (_what, breakIt) => {
    breakIt();
    expectRefused(['community', 'r2'], `${RELEASE_R2}: its routes module cannot be loaded`);
    expectRefused(['community', 'r2', '--force'], `${RELEASE_R2}: its routes module cannot be loaded`);
  });

  it('names the cause when a server container throws', () => {
    write('releases/community/r2/server/remoteEntry.js', "throw new Error('boom in the container');\n");
    expectRefused(['community', 'r2'], /cannot be loaded \(boom in the container\)/);
  });

  it('rolls away from a release in use whose server container is broken', () => {
    expect(point('community', 'r2').status).toBe(0);
    rmSync(join(web, 'releases/community/r2/server'), { recursive: true });
    expect(point('community', 'current')).toMatchObject({ status: 0, err: '' });
    expect(remotesText()).toBe(REMOTES_TEXT);
  });

  it("refuses without the shell's server build or an entry for the slice", () => {
    write('shell/dist/mf-remotes.json', `${JSON.stringify({ mfe_public: REMOTES.mfe_public }, null, 2)}\n`);
    expectRefused(['community', 'r2'], 'has no "mfe_community" entry');
    write('shell/dist/mf-remotes.json', REMOTES_TEXT);
    rmSync(join(web, 'shell/dist-ssr'), { recursive: true });
    expectRefused(['community', 'r2'], /dist-ssr\/render\.js: missing \(build the shell first\)/);
  });

  it('refuses an mf-remotes.json the shell would not accept, in one line', () => {
    write('shell/dist/mf-remotes.json', `${JSON.stringify({ ...REMOTES, mfe_dashboard: '/mfe/dashboard/mf-manifest.json' })}\n`);
    expectRefused(
      ['community', 'r2'],
      /^\S*shell\/dist\/mf-remotes\.json: mf-remotes\.json: mfe_dashboard\.entry must be a path on this site\n$/,
    );
  });

  it('usage errors exit 2', () => {
    expect(point()).toMatchObject({ status: 2, out: '' });
    expect(point('community')).toMatchObject({ status: 2, out: '' });
    expect(point('--list', 'community')).toMatchObject({ status: 2, out: '' });
    expect(point('community', 'r2', '--bogus')).toMatchObject({ status: 1, err: 'unknown option --bogus\n' });
    expect(remotesText()).toBe(REMOTES_TEXT);
  });
});
