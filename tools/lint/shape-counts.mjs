#!/usr/bin/env node
// The counts the API's and front end's shape is measured by, before and after a refactor (`node tools/lint/shape-counts.mjs`, `--json`):
// - API modules not in the standard shape: a `@Module(` declared anywhere but `api/src/<x>/<x>.module.ts`, and the
//   files that declare a controller or SQL outside `<x>.controller.ts` / `<x>.queries.ts`;
// - raw `.query(` calls in the API, and `as …[]` casts on their results (`as FooRow[]`, `as { id: number }[]`);
// - `/api/` literals in the front end (shell, slices, shared-ui, forum-ui), which the route table (contracts/src/routes/,
//   outside these folders) holds once: string and template literals only, not comments or import specifiers;
// - hex colour literals in the front end outside the theme.
// Test files, migrations and seeds are not counted: they are not the shape a newcomer follows.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIP_DIR = new Set(['node_modules', 'dist', 'dist-ssr', 'migrations', 'seed', 'testing', 'test']);
const SKIP_FILE = /\.(spec|test|e2e-spec)\.tsx?$|\.d\.ts$/;

/** The TypeScript source files under `dir` (relative to the repo root), tests and generated folders left out. */
function sources(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) {
        if (!SKIP_DIR.has(name)) walk(path);
      } else if (/\.tsx?$/.test(name) && !SKIP_FILE.test(name)) out.push(path);
    }
  };
  walk(join(ROOT, dir));
  return out;
}
const rel = (path) => relative(ROOT, path).split(sep).join('/');
const count = (text, re) => (text.match(re) ?? []).length;

/** `api/src/<x>/<file>`: the module folder and the file's name, or null for a file at the top of api/src. */
function placeOf(path) {
  const parts = rel(path).split('/').slice(2);
  return parts.length >= 2 ? { folder: parts[0], file: parts.at(-1), depth: parts.length } : null;
}

/** The code of a file without its comments and import specifiers (a comment's "GET /api/x" is no URL the code uses). */
const codeOf = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/\b(from|import)\s*\(?\s*(['"])[^'"\n]*\2/g, '$1 $2$2');
const api = sources('api/src').map((path) => ({ path, text: readFileSync(path, 'utf8'), place: placeOf(path) }));
const misplacedModules = api.filter(
  (f) =>
    /@Module\(/.test(f.text) &&
    rel(f.path) !== 'api/src/app.module.ts' &&
    !(f.place && f.place.depth === 2 && f.place.file === `${f.place.folder}.module.ts`),
);
const misplacedControllers = api.filter((f) => /@Controller\(/.test(codeOf(f.text)) && !/\.controller\.ts$/.test(f.path));
const SQL = /\.query(?:<[^>]*>)?\(/g;
// (A fresh regex per file: test() on a /g one would start where the last file's match ended.)
// The database's own plumbing runs SQL by nature (the typed helper, the embedded server, pools, named statements), and
// is listed apart from the modules.
const PLUMBING = /^api\/src\/database\//;
const sqlOutsideQueries = api.filter(
  (f) => new RegExp(SQL.source).test(f.text) && !/\.queries\.ts$/.test(f.path) && !PLUMBING.test(rel(f.path)),
);
const plumbingQueries = api.filter((f) => PLUMBING.test(rel(f.path))).reduce((n, f) => n + count(f.text, SQL), 0);
const rawQueries = api.filter((f) => !PLUMBING.test(rel(f.path))).reduce((n, f) => n + count(f.text, SQL), 0);
// `rows as FooRow[]` and `rows as { id: number }[]`: what an untyped query result is forced into.
const rowCasts = api
  .filter((f) => !PLUMBING.test(rel(f.path)))
  .reduce((n, f) => n + count(f.text, /\bas\s+(?:readonly\s+)?(?:\{[^{}]*\}|[A-Z]\w*(?:<[^<>]*>)?)\[\]/g), 0);

const front = [
  'shell/src',
  'shared-ui/src',
  ...(existsSync(join(ROOT, 'forum-ui/src')) ? ['forum-ui/src'] : []),
  ...readdirSync(ROOT)
    .filter((d) => d.startsWith('mfe-'))
    .map((d) => `${d}/src`),
].flatMap((dir) => sources(dir).map((path) => ({ path, text: readFileSync(path, 'utf8') })));
const apiLiterals = front.reduce((n, f) => n + count(codeOf(f.text), /['"`][^'"`\n]*\/api\//g), 0);
const hexOutsideTheme = front
  .filter((f) => !/shared-ui\/src\/(theme|syntax-theme)\.ts$/.test(rel(f.path))) // the theme files
  .reduce((n, f) => n + count(f.text, /#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3}(?:[0-9a-fA-F]{2})?)?\b(?![-\w])/g), 0);

const counts = {
  'API files declaring a @Module outside <x>/<x>.module.ts': misplacedModules.length,
  'API files declaring a controller outside *.controller.ts': misplacedControllers.length,
  'API files with SQL outside *.queries.ts (database/ apart)': sqlOutsideQueries.length,
  'raw .query( calls in the API (database/ apart)': rawQueries,
  'as …[] casts of rows in the API (database/ apart)': rowCasts,
  'raw .query( calls in database/ (the helper, the embedded server, pools)': plumbingQueries,
  '/api/ literals in the front end': apiLiterals,
  'hex colour literals in the front end outside the theme': hexOutsideTheme,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ counts, misplacedModules: misplacedModules.map((f) => rel(f.path)) }, null, 2));
} else {
  for (const [what, n] of Object.entries(counts)) console.log(`${String(n).padStart(5)}  ${what}`);
  console.log(`\nModules not in the standard shape:\n${misplacedModules.map((f) => `  ${rel(f.path)}`).join('\n')}`);
}
