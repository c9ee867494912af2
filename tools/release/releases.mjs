// Release tools of the front-end slices, shared by build-remote.mjs and point.mjs (plain Node, no dependencies).
// The slices and their release layout are layout.cjs's (slices.json; the server reads the same file): see there.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { readRoutes } = require('./routes-module.cjs');
const layout = require('./layout.cjs');

export const { SLICES, RELEASES_DIR, RELEASE_ID, remoteName, currentUrl, releaseUrl, formatRemotes } = layout;
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const currentDir = (webRoot, slice) => join(webRoot, layout.currentFolder(slice));
export const releasesOf = (webRoot, slice) => join(webRoot, RELEASES_DIR, slice);
export const releaseDir = (webRoot, slice, id) => join(webRoot, layout.releaseFolder(slice, id));
export const remotesFile = (webRoot) => join(webRoot, 'shell', 'dist', 'mf-remotes.json');

export class ReleaseError extends Error {}

export function checkSlice(slice) {
  if (!SLICES.includes(slice)) throw new ReleaseError(`unknown slice ${JSON.stringify(slice)}: one of ${SLICES.join(', ')}`);
  return slice;
}

export function checkReleaseId(id) {
  if (typeof id !== 'string' || !RELEASE_ID.test(id)) {
    throw new ReleaseError(
      `bad release id ${JSON.stringify(id)}: letters, digits, '-' and '_', starting with a letter or digit, at most 64`,
    );
  }
  return id;
}

/** `20261121T084512Z-1a2b3c4` (UTC time, and the commit when in a git checkout): sorts by time. */
export function newReleaseId(commit) {
  const time = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${time}-${commit ?? randomBytes(4).toString('hex')}`;
}

/** The build's mf-manifest.json in `dir`, checked to be the remote of `slice`. */
export function readManifest(dir, slice) {
  const file = join(dir, 'mf-manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ReleaseError(`${file}: ${err.code === 'ENOENT' ? 'missing (not a build of the slice?)' : err.message}`);
  }
  if (manifest?.name !== remoteName(slice))
    throw new ReleaseError(`${file} is the manifest of ${JSON.stringify(manifest?.name)}, not ${remoteName(slice)}`);
  if (!Array.isArray(manifest.exposes)) throw new ReleaseError(`${file} has no exposes`);
  return manifest;
}

export const exposedNames = (manifest) => manifest.exposes.map((e) => e.name).sort();

export function readRemotes(webRoot) {
  const file = remotesFile(webRoot);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ReleaseError(`${file}: ${err.code === 'ENOENT' ? 'missing (build the shell first)' : err.message}`);
  }
}

/** Replaces `file` in one step (temp file in the same folder, fsync, rename): a reader sees the old or the new file, never half of one. */
export function writeAtomically(file, text) {
  const tmp = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(tmp, 'wx', 0o644);
    try {
      writeFileSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** The folder under `webRoot` of a manifest URL of mf-remotes.json (the layout in layout.cjs), or undefined. */
export function folderOfUrl(webRoot, url) {
  const folder = layout.folderOfUrl(url);
  return folder === undefined ? undefined : join(webRoot, folder);
}

/** The shell's server build in `webRoot`: its sliceOf() says which slice owns a path (shell/src/routes.ts). */
function shellRoutingOf(webRoot) {
  const file = join(webRoot, 'shell', 'dist-ssr', 'render.js');
  try {
    return require(file);
  } catch (err) {
    throw new ReleaseError(`${file}: ${err.code === 'MODULE_NOT_FOUND' ? 'missing (build the shell first)' : err.message}`);
  }
}

/**
 * Points the shell at a build of `slice`: `release` is a release id, or 'current' for mfe-<slice>/dist.
 * Refuses a target that is missing, is another remote, or whose routes module (read from its server container, as the
 * server reads it) cannot be loaded or lists a page outside the paths mf-remotes.json gives the slice. Unless `force`,
 * also refuses one that drops a page the release it replaces serves. Returns the old and new URLs.
 */
export async function pointSlice({ webRoot = REPO_ROOT, slice, release, force = false }) {
  checkSlice(slice);
  const to = release === 'current' ? currentUrl(slice) : releaseUrl(slice, checkReleaseId(release));
  const targetDir = release === 'current' ? currentDir(webRoot, slice) : releaseDir(webRoot, slice, release);
  readManifest(targetDir, slice);

  const remotes = readRemotes(webRoot);
  const key = remoteName(slice);
  if (typeof remotes[key]?.entry !== 'string') throw new ReleaseError(`${remotesFile(webRoot)} has no "${key}" entry`);
  const from = remotes[key].entry;

  const routesIn = async (dir, what) => {
    try {
      return await readRoutes(dir, key);
    } catch (err) {
      throw new ReleaseError(`${what}: its routes module cannot be loaded (${err.message.split('\n')[0]})`);
    }
  };
  const target = await routesIn(targetDir, to);
  const { parseRemotesConfig, sliceOf } = shellRoutingOf(webRoot);
  let config;
  try {
    config = parseRemotesConfig(remotes);
  } catch (err) {
    throw new ReleaseError(`${remotesFile(webRoot)}: ${err.message}`);
  }
  const outside = target.filter((r) => sliceOf(config, r.path) !== key).map((r) => r.path);
  if (outside.length)
    throw new ReleaseError(
      `${to} lists ${outside.join(', ')}, outside the paths ${JSON.stringify(config[key].paths)} that mf-remotes.json gives ${key}`,
    );
  if (!force) {
    const fromDir = folderOfUrl(webRoot, from);
    const before = fromDir && existsSync(fromDir) ? await routesIn(fromDir, from).catch(() => []) : [];
    const missing = before.map((r) => r.path).filter((p) => !target.some((r) => r.path === p));
    if (missing.length)
      throw new ReleaseError(`${to} does not serve ${missing.join(', ')}, which ${from} serves (use --force to point at it anyway)`);
  }

  const file = remotesFile(webRoot);
  writeAtomically(file, formatRemotes({ ...remotes, [key]: { ...remotes[key], entry: to } }));
  // Never pre-compressed by the build; a .br / .gz left beside it would be stale (the server ignores them too).
  for (const ext of ['.br', '.gz']) rmSync(file + ext, { force: true });
  return { slice, from, to };
}

/** Each slice: where mf-remotes.json points, and the releases on disk (oldest first by id). */
export function listReleases(webRoot = REPO_ROOT) {
  let remotes = {};
  try {
    remotes = readRemotes(webRoot);
  } catch {
    // no shell build: list the releases anyway
  }
  return SLICES.map((slice) => {
    let ids = [];
    try {
      ids = readdirSync(releasesOf(webRoot, slice))
        .filter((id) => RELEASE_ID.test(id) && statSync(releaseDir(webRoot, slice, id)).isDirectory())
        .sort();
    } catch {
      // no releases of this slice yet
    }
    return { slice, pointsAt: remotes[remoteName(slice)]?.entry, releases: ids };
  });
}

/** releases/ holds build output only: keep it out of git without touching the repo's .gitignore. */
export function ensureReleasesRoot(webRoot) {
  const dir = join(webRoot, RELEASES_DIR);
  mkdirSync(dir, { recursive: true });
  const ignore = join(dir, '.gitignore');
  if (!existsSync(ignore)) writeFileSync(ignore, '# Release builds of the front-end slices (tools/release): never committed.\n*\n');
  return dir;
}

/** `--name value` and `--flag` options after positional arguments. */
export function parseArgs(argv, { flags = [], options = [] } = {}) {
  const positional = [];
  const values = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (flags.includes(arg.slice(2))) values[arg.slice(2)] = true;
    else if (options.includes(arg.slice(2)) && i + 1 < argv.length) values[arg.slice(2)] = argv[++i];
    else throw new ReleaseError(`unknown option ${arg}`);
  }
  return { positional, values };
}

/** Runs a CLI's main: a ReleaseError is one line on stderr and exit code 1 (2 for usage). */
export async function runCli(main, usage) {
  try {
    await main();
  } catch (err) {
    if (!(err instanceof ReleaseError)) throw err;
    process.stderr.write(`${err.message}\n`);
    if (err.usage) process.stderr.write(`${usage}\n`);
    process.exit(err.usage ? 2 : 1);
  }
}

export function usageError(message) {
  const err = new ReleaseError(message);
  err.usage = true;
  return err;
}
