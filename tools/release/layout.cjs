// The front-end slices (slices.json) and the release layout of their builds: the one source of both, read by the build
// (tools/webpack, the shell's generated mf-remotes.json), the scripts (start, dev, jest), the release tools
// (releases.mjs) and the server (api/src/web/releases.ts requires this file at run time: plain CommonJS, no dependencies).
//
//   <webRoot>/mfe-<slice>/dist/          served at /mfe/<slice>/                 the current build (npm run build)
//   <webRoot>/releases/<slice>/<id>/     served at /mfe/<slice>/releases/<id>/   other builds, side by side
//   <webRoot>/shell/dist/mf-remotes.json which of them the shell (and the server's rendering) loads, one entry per
//                                        slice: { "entry": <manifest URL>, "paths": <prefixes it owns> }
const path = require('node:path');

/** @type {{ slice: string, remote: string, folder: string, paths: string[] }[]} in slices.json's order */
const SLICE_LIST = Object.freeze(require('../../slices.json').map((s) => Object.freeze({ ...s, paths: Object.freeze([...s.paths]) })));
const SLICES = Object.freeze(SLICE_LIST.map((s) => s.slice));

const RELEASES_DIR = 'releases';
/** A release id: one path segment of letters, digits, '-' and '_', starting with a letter or digit, at most 64. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const isSlice = (name) => SLICES.includes(name);
const isReleaseId = (id) => typeof id === 'string' && RELEASE_ID.test(id);
const sliceEntry = (slice) => {
  const entry = SLICE_LIST.find((s) => s.slice === slice);
  if (!entry) throw new Error(`unknown slice ${JSON.stringify(slice)}: one of ${SLICES.join(', ')}`);
  return entry;
};

/** Module Federation name of a slice's remote (mfe_<slice>). */
const remoteName = (slice) => sliceEntry(slice).remote;
/** Where the current build of a slice is served from, and its folder under the web root. */
const slicePrefix = (slice) => `/mfe/${slice}/`;
const currentFolder = (slice) => path.join(sliceEntry(slice).folder, 'dist');
const currentUrl = (slice) => `${slicePrefix(slice)}mf-manifest.json`;
const releaseFolder = (slice, id) => path.join(RELEASES_DIR, slice, id);
const releaseUrl = (slice, id) => `${slicePrefix(slice)}releases/${id}/mf-manifest.json`;

/** The folder (relative to the web root) of a manifest URL of mf-remotes.json, by the layout above; else undefined. */
function folderOfUrl(url) {
  const current = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/.exec(url);
  if (current && isSlice(current[1])) return currentFolder(current[1]);
  const release = /^\/mfe\/([a-z]+)\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url);
  if (release && isSlice(release[1]) && isReleaseId(release[2])) return releaseFolder(release[1], release[2]);
  return undefined;
}

/** mf-remotes.json as the shell's build ships it: every slice (of `list`, slices.json's) at its current build, with its paths. */
const initialRemotes = (list = SLICE_LIST) =>
  Object.fromEntries(list.map((s) => [s.remote, { entry: `/mfe/${s.slice}/mf-manifest.json`, paths: [...s.paths] }]));

/**
 * mf-remotes.json's text, one line per slice: pointing a slice (tools/release/point.mjs) changes its line only (a
 * readable diff), and pointing it back gives the same bytes again.
 */
function formatRemotes(remotes) {
  const value = (v) => {
    if (Array.isArray(v)) return `[${v.map(value).join(', ')}]`;
    if (v && typeof v === 'object') {
      const fields = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${value(x)}`);
      return fields.length ? `{ ${fields.join(', ')} }` : '{}';
    }
    return JSON.stringify(v);
  };
  const lines = Object.entries(remotes).map(([k, v]) => `  ${JSON.stringify(k)}: ${value(v)}`);
  return lines.length ? `{\n${lines.join(',\n')}\n}\n` : '{}\n';
}

module.exports = {
  SLICE_LIST,
  SLICES,
  RELEASES_DIR,
  RELEASE_ID,
  isSlice,
  isReleaseId,
  remoteName,
  slicePrefix,
  currentFolder,
  currentUrl,
  releaseFolder,
  releaseUrl,
  folderOfUrl,
  initialRemotes,
  formatRemotes,
};
