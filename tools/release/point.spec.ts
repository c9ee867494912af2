import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** tools/release/point.mjs against a fake web root (the browser-level story is e2e/tests/independent-slices.spec.ts). */
const POINT = join(__dirname, 'point.mjs');
const REMOTES = { mfe_public: '/mfe/public/mf-manifest.json', mfe_community: '/mfe/community/mf-manifest.json' };

let web: string;
const write = (file: string, content: string) => {
  mkdirSync(dirname(join(web, file)), { recursive: true });
  writeFileSync(join(web, file), content);
};
const manifest = (name: string, ...exposes: string[]) => JSON.stringify({ name, exposes: exposes.map((e) => ({ name: e, path: `./${e}` })) });
const point = (...args: string[]) => {
  const r = spawnSync(process.execPath, [POINT, ...args, '--web-root', web], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr };
};
const remotes = () => JSON.parse(readFileSync(join(web, 'shell/dist/mf-remotes.json'), 'utf8'));

beforeEach(() => {
  web = mkdtempSync(join(tmpdir(), 'cci-point-'));
  write('shell/dist/mf-remotes.json', `${JSON.stringify(REMOTES, null, 2)}\n`);
  // The shell's route table as the build compiles it (shell/src/routes.ts, minified).
  write('shell/dist/main.1a2b3c4d.js', 'const t=[{path:"/",remote:"mfe_public",module:"HomePage"},{path:"/community",remote:"mfe_community",module:"CommunityListPage"},' +
    '{path:"/community/:slug",remote:"mfe_community",module:"CommunityDetailPage"}];');
  write('mfe-community/dist/mf-manifest.json', manifest('mfe_community', 'CommunityListPage', 'CommunityDetailPage'));
  write('releases/community/r2/mf-manifest.json', manifest('mfe_community', 'CommunityListPage', 'CommunityDetailPage', 'NewPage'));
  write('releases/community/r1/mf-manifest.json', manifest('mfe_community', 'CommunityListPage'));
  write('releases/public/p1/mf-manifest.json', manifest('mfe_community', 'CommunityListPage'));
});
afterEach(() => rmSync(web, { recursive: true, force: true }));

describe('point.mjs', () => {
  it('points one slice at a release and back, leaving the other lines as they were', () => {
    write('shell/dist/mf-remotes.json.br', 'stale');
    write('shell/dist/mf-remotes.json.gz', 'stale');
    const forward = point('community', 'r2');
    expect(forward).toMatchObject({ status: 0, err: '' });
    expect(forward.out).toContain('/mfe/community/mf-manifest.json -> /mfe/community/releases/r2/mf-manifest.json');
    expect(remotes()).toEqual({ ...REMOTES, mfe_community: '/mfe/community/releases/r2/mf-manifest.json' });
    expect(Object.keys(remotes())).toEqual(Object.keys(REMOTES)); // same order: a readable diff
    expect(existsSync(join(web, 'shell/dist/mf-remotes.json.br')) || existsSync(join(web, 'shell/dist/mf-remotes.json.gz'))).toBe(false);

    expect(point('community', 'current').status).toBe(0);
    expect(readFileSync(join(web, 'shell/dist/mf-remotes.json'), 'utf8')).toBe(`${JSON.stringify(REMOTES, null, 2)}\n`);
    expect(readdirSync(join(web, 'shell/dist')).sort()).toEqual(['main.1a2b3c4d.js', 'mf-remotes.json']); // no temp file left behind
  });

  it('--list shows where each slice points and its releases', () => {
    point('community', 'r2');
    const { status, out } = point('--list');
    expect(status).toBe(0);
    expect(out).toContain('community: /mfe/community/releases/r2/mf-manifest.json\n  r1\n  r2  <- in use\n');
  });

  it.each([
    [['community', '../r2'], /bad release id/],
    [['community', 'r2/..'], /bad release id/],
    [['community', '.hidden'], /bad release id/],
    [['community', 'r9'], /missing/],
    [['search', 'r2'], /unknown slice/],
    [['public', 'p1'], /manifest of "mfe_community", not mfe_public/],
  ])('refuses %j, writing nothing', (args, message) => {
    const before = readFileSync(join(web, 'shell/dist/mf-remotes.json'), 'utf8');
    const r = point(...args);
    expect(r.status).toBe(1);
    expect(r.err).toMatch(message);
    expect(readFileSync(join(web, 'shell/dist/mf-remotes.json'), 'utf8')).toBe(before);
  });

  it("refuses a build without a page the served shell's route table uses, unless --force", () => {
    const r = point('community', 'r1');
    expect(r.status).toBe(1);
    expect(r.err).toContain('does not expose CommunityDetailPage, which the shell\'s route table uses');
    expect(remotes().mfe_community).toBe(REMOTES.mfe_community);
    expect(point('community', 'r1', '--force').status).toBe(0);
    expect(remotes().mfe_community).toBe('/mfe/community/releases/r1/mf-manifest.json');
  });

  it('refuses to point without a route table to check against, unless --force', () => {
    rmSync(join(web, 'shell/dist/main.1a2b3c4d.js'));
    const r = point('community', 'r2');
    expect(r.status).toBe(1);
    expect(r.err).toContain('could not read the route table');
    expect(point('community', 'r2', '--force').status).toBe(0);
  });

  it('usage errors exit 2', () => {
    expect(point().status).toBe(2);
    expect(point('community').status).toBe(2);
    expect(point('community', 'r2', '--bogus').status).toBe(1);
  });
});
