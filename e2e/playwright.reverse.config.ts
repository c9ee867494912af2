import { linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import config from './playwright.config';

/**
 * The browser suite in reverse file order, to show that no spec file depends on another having run first (* tests share no mutable seed rows). Playwright runs files in the sorted order of their names, so this config points
 * it at a folder of hard links to the spec files, named to sort the other way round (`000-staff-tools.spec.ts`, ...),
 * next to tests/ so that their relative imports resolve the same (.gitignore lists e2e/reverse-order).
 *
 *   export E2E_DATA_DIR=$(mktemp -d)
 *   node node_modules/@playwright/test/cli.js test -c e2e/playwright.reverse.config.ts            # 2 workers
 *   node node_modules/@playwright/test/cli.js test -c e2e/playwright.reverse.config.ts --workers=1 # one after another
 */
const tests = resolve(__dirname, 'tests');
const reversed = resolve(__dirname, 'reverse-order');
// Made afresh once per run, by the main process (its workers load this file again and find it made).
if (!process.env.E2E_REVERSE_ORDER_MADE) {
  process.env.E2E_REVERSE_ORDER_MADE = '1';
  rmSync(reversed, { recursive: true, force: true });
  mkdirSync(reversed, { recursive: true });
  const files = readdirSync(tests)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
    .reverse();
  files.forEach((file, i) => linkSync(join(tests, file), join(reversed, `${String(i).padStart(3, '0')}-${file}`)));
}

export default { ...config, testDir: reversed };
