// `npm run dev`: every slice and the API rebuild on change; the server restarts when the API's build changes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { SLICE_LIST } = createRequire(import.meta.url)('../tools/release/layout.cjs');
const bin = (name) => join(root, 'node_modules/.bin', name);
const children = [];
const run = (label, cmd, args, cwd = root) => {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${label}] ${l}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  children.push(child);
  return child;
};

run('contracts', bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], join(root, 'contracts'));
for (const app of ['shell', ...SLICE_LIST.map((s) => s.folder)]) {
  run(app, bin('webpack'), ['--mode', 'development', '--watch'], join(root, app));
}
// The pre-renderer (the server reloads its bundle when this rebuilds it).
run('shell-ssr', bin('webpack'), ['--mode', 'development', '--watch', '-c', 'webpack.ssr.js'], join(root, 'shell'));
run('api-build', bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], join(root, 'api'));

// Start the server once the API has compiled, then let node --watch restart it on every rebuild.
const main = join(root, 'api/dist/main.js');
const waitForApi = setInterval(() => {
  if (!existsSync(main)) return;
  clearInterval(waitForApi);
  run('server', process.execPath, ['--watch-path', join(root, 'api/dist'), main]);
}, 500);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
