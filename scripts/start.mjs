// `npm start`: build whatever is missing or out of date, then serve API + shell + every slice on one port (PORT, default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project runs on Node 24, its own (the `node` dev dependency, first on every npm script's PATH) where the
// system Node is older.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Node ${process.version} is too old: the site needs Node 24. Start it with npm start (npm ci installs Node 24).`);
  process.exit(1);
}
console.log(`Node ${process.version}`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { SLICE_LIST } = createRequire(import.meta.url)('../tools/release/layout.cjs');
const outputs = [
  'contracts/dist/index.js',
  'api/dist/main.js',
  'shell/dist/index.html',
  ...SLICE_LIST.map((s) => `${s.folder}/dist/mf-manifest.json`),
];
// Nx rebuilds only what changed since the last build (and restores the rest from its cache), so a pull or an
// edit never leaves a stale slice or library behind; with everything up to date this takes a few seconds.
const missing = outputs.filter((f) => !existsSync(join(root, f)));
console.log(missing.length ? `Building (missing: ${missing.join(', ')}) ...` : 'Checking the builds are up to date ...');
const nx = spawnSync(process.execPath, [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
});
if (nx.status !== 0) process.exit(nx.status ?? 1);
// Same process: Ctrl-C and kill reach the server itself, not a wrapper.
await import(join(root, 'api/dist/main.js'));
