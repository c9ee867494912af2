/**
 * Several builds of one slice can be live side by side; the shell picks one through /mf-remotes.json.
 *
 *   <webRoot>/mfe-<slice>/dist/            served at /mfe/<slice>/                 the current build
 *   <webRoot>/releases/<slice>/<id>/       served at /mfe/<slice>/releases/<id>/   any other build of that slice
 *
 * A release is a production build of the remote (tools/release/build-remote.mjs); its chunks load from wherever
 * its remoteEntry.js came from (publicPath 'auto'), so it works from any folder. Pointing the shell at it, or back,
 * is one line of shell/dist/mf-remotes.json (tools/release/point.mjs); nothing is rebuilt or restarted.
 * The slices and these rules are written once, in slices.json and tools/release/layout.cjs (plain CommonJS, shared
 * with the release tools), required at run time from the repo root (the API image copies both).
 */
export {
  currentFolder,
  folderOfUrl as servedFolderOf,
  isReleaseId,
  RELEASES_DIR,
  SLICES,
  slicePrefix,
} from '../../../tools/release/layout.cjs';
