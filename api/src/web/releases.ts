import path from 'node:path';

/**
 * Several builds of one slice can be live side by side; the shell picks one through /mf-remotes.json.
 *
 *   <webRoot>/mfe-<slice>/dist/            served at /mfe/<slice>/                 the current build
 *   <webRoot>/releases/<slice>/<id>/       served at /mfe/<slice>/releases/<id>/   any other build of that slice
 *
 * A release is a production build of the remote (tools/release/build-remote.mjs); its chunks load from wherever
 * its remoteEntry.js came from (publicPath 'auto'), so it works from any folder. Pointing the shell at it, or back,
 * is one line of shell/dist/mf-remotes.json (tools/release/point.mjs); nothing is rebuilt or restarted.
 * tools/release/*.mjs repeat these rules (they are plain Node scripts): keep both in step.
 */
export const SLICES = ['public', 'community', 'dashboard', 'admin'] as const;
export type Slice = (typeof SLICES)[number];

/** Folder under the web root holding `<slice>/<id>/` (git-ignored). */
export const RELEASES_DIR = 'releases';

/** A release id: one path segment of letters, digits, '-' and '_', starting with a letter or digit, at most 64. */
const RELEASE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export const isReleaseId = (id: string): boolean => RELEASE_ID.test(id);

const isSlice = (name: string): name is Slice => (SLICES as readonly string[]).includes(name);

/** Where the current build of a slice is served from, and its folder under the web root. */
export const slicePrefix = (slice: Slice) => `/mfe/${slice}/`;
export const currentFolder = (slice: Slice) => path.join(`mfe-${slice}`, 'dist');

/** The folder (under the web root) of a remote entry URL of /mf-remotes.json, by the layout above; else undefined. */
export function servedFolderOf(entryUrl: string): string | undefined {
  const current = /^\/mfe\/([a-z]+)\/mf-manifest\.json$/.exec(entryUrl);
  if (current && isSlice(current[1])) return currentFolder(current[1]);
  const release = /^\/mfe\/([a-z]+)\/releases\/([^/]+)\/mf-manifest\.json$/.exec(entryUrl);
  if (release && isSlice(release[1]) && isReleaseId(release[2])) return path.join(RELEASES_DIR, release[1], release[2]);
  return undefined;
}
