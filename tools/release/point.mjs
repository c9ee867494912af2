#!/usr/bin/env node
// Points the shell at a build of one slice by rewriting that slice's line of the served mf-remotes.json (atomically).
// No rebuild and no restart: the shell reads the file on every page load (fetch with cache: 'no-cache'), and the
// server renders the slice's pages with that release's server container from the next request on; a page already
// open keeps the build it loaded until it is reloaded. Before writing, it loads the target's routes module (as the
// server would) and refuses a build it cannot load or that lists pages outside the slice's paths.
//
//   node tools/release/point.mjs <slice> <release-id>   use <web-root>/releases/<slice>/<id>/ (roll forward, or back to an older release)
//   node tools/release/point.mjs <slice> current        use mfe-<slice>/dist again (roll back to the current build)
//   node tools/release/point.mjs --list                 where each slice points, and the releases on disk
//   options: --web-root <folder> (default: the repo), --force (allow a build that drops a page the one it replaces serves)
//
// Rebuilding the shell (npm run build, npm start) writes mf-remotes.json anew from slices.json, which points every
// slice at its current build again.
import { relative, resolve } from 'node:path';
import { REPO_ROOT, SLICES, listReleases, parseArgs, pointSlice, runCli, usageError } from './releases.mjs';

const USAGE =
  `usage: node tools/release/point.mjs <${SLICES.join('|')}> <release-id|current> [--web-root <folder>] [--force]\n` +
  '       node tools/release/point.mjs --list [--web-root <folder>]';

await runCli(async () => {
  const { positional, values } = parseArgs(process.argv.slice(2), { flags: ['force', 'list'], options: ['web-root'] });
  const webRoot = resolve(values['web-root'] ?? REPO_ROOT);
  if (values.list) {
    if (positional.length) throw usageError('--list takes no other argument');
    for (const { slice, pointsAt, releases } of listReleases(webRoot)) {
      process.stdout.write(`${slice}: ${pointsAt ?? '(not in mf-remotes.json)'}\n`);
      for (const id of releases) process.stdout.write(`  ${id}${pointsAt?.includes(`/releases/${id}/`) ? '  <- in use' : ''}\n`);
    }
    return;
  }
  if (positional.length !== 2) throw usageError('expected a slice and a release id (or "current")');
  const { slice, from, to } = await pointSlice({ webRoot, slice: positional[0], release: positional[1], force: values.force === true });
  const file = relative(process.cwd(), resolve(webRoot, 'shell/dist/mf-remotes.json'));
  process.stdout.write(from === to ? `${slice}: already ${to}\n` : `${slice}: ${from} -> ${to} (${file})\n`);
}, USAGE);
