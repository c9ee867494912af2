#!/usr/bin/env node
// Builds one remote (production mode) into a new release folder beside its current build, without touching
// mfe-<slice>/dist, the shell or any other slice. The shell starts using it once point.mjs says so.
//
//   node tools/release/build-remote.mjs <slice> [--id <id>] [--src <folder>] [--web-root <folder>]
//
//   <slice>      a slice of slices.json (public, community, ...)
//   --id         the release id (default: UTC time and commit, e.g. 20261121T084512Z-1a2b3c4); never reused
//   --src        the folder holding the remote's webpack.config.js (default: <repo>/mfe-<slice>)
//   --web-root   the folder the server serves (default: the repo); the release goes to <web-root>/releases/<slice>/<id>/
//
// The remotes use publicPath 'auto': their chunks load from wherever remoteEntry.js came from, so a build works from
// any folder. It is written to a hidden folder first and renamed when complete: a half-built release is never served.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  REPO_ROOT,
  ReleaseError,
  checkReleaseId,
  checkSlice,
  ensureReleasesRoot,
  exposedNames,
  newReleaseId,
  parseArgs,
  readManifest,
  releaseDir,
  releasesOf,
  remoteName,
  runCli,
  SLICES,
  usageError,
} from './releases.mjs';

const { readRoutes } = createRequire(import.meta.url)('./routes-module.cjs');

const USAGE = `usage: node tools/release/build-remote.mjs <${SLICES.join('|')}> [--id <id>] [--src <folder>] [--web-root <folder>]`;

function gitCommit() {
  const git = spawnSync('git', ['-C', REPO_ROOT, 'rev-parse', '--short=7', 'HEAD'], { encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : undefined;
}

/** Builds and returns { slice, id, dir, url }. Throws a ReleaseError on a bad argument or a failed build. */
export async function buildRemote({ slice, id, src, webRoot = REPO_ROOT, stdio = 'inherit' }) {
  checkSlice(slice);
  id = checkReleaseId(id ?? newReleaseId(gitCommit()));
  src = resolve(src ?? join(REPO_ROOT, `mfe-${slice}`));
  if (!existsSync(join(src, 'webpack.config.js'))) throw new ReleaseError(`${src} has no webpack.config.js`);
  const dir = releaseDir(webRoot, slice, id);
  if (existsSync(dir)) throw new ReleaseError(`release ${id} of ${slice} exists already (${dir}): a release is never rebuilt in place`);

  ensureReleasesRoot(webRoot);
  mkdirSync(releasesOf(webRoot, slice), { recursive: true });
  const building = join(releasesOf(webRoot, slice), `.building-${id}-${randomBytes(4).toString('hex')}`);
  try {
    const webpack = spawnSync(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js'),
        '--config',
        join(src, 'webpack.config.js'),
        '--mode',
        'production',
        '--env',
        `outDir=${building}`,
      ],
      { cwd: src, stdio, env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (webpack.error) throw new ReleaseError(`webpack could not start: ${webpack.error.message}`);
    if (webpack.status !== 0) throw new ReleaseError(`webpack failed (exit code ${webpack.status ?? webpack.signal})`);
    const manifest = readManifest(building, slice); // the right remote, with its exposes
    if (!exposedNames(manifest).includes('routes')) throw new ReleaseError(`${remoteName(slice)} built without its routes module`);
    // The server container (what the server renders with) loads and lists its pages.
    const routes = await readRoutes(building, remoteName(slice)).catch((err) => {
      throw new ReleaseError(`${remoteName(slice)}'s server container: ${err.message.split('\n')[0]}`);
    });
    if (!routes.length) throw new ReleaseError(`${remoteName(slice)} lists no page`);
    renameSync(building, dir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return { slice, id, dir, url: `/mfe/${slice}/releases/${id}/` };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  await runCli(async () => {
    const { positional, values } = parseArgs(process.argv.slice(2), { options: ['id', 'src', 'web-root'] });
    if (positional.length !== 1) throw usageError('expected one slice');
    const webRoot = resolve(values['web-root'] ?? REPO_ROOT);
    const built = await buildRemote({ slice: positional[0], id: values.id, src: values.src, webRoot });
    const pointArgs = `${built.slice} ${built.id}${webRoot === REPO_ROOT ? '' : ` --web-root ${webRoot}`}`;
    process.stdout.write(
      `Built ${remoteName(built.slice)} into ${relative(process.cwd(), built.dir) || '.'} (served at ${built.url}).\n` +
        `Point the shell at it:  node tools/release/point.mjs ${pointArgs}\n` +
        `Roll back:              node tools/release/point.mjs ${built.slice} current${webRoot === REPO_ROOT ? '' : ` --web-root ${webRoot}`}\n`,
    );
  }, USAGE);
}
