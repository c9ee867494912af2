// One lint for the whole tree (`npm run lint`, part of `npm test`): typescript-eslint, React hooks in the front end,
// the project boundaries (Nx tags in each package.json), bulletproof-react's feature isolation inside each
// slice (import-x zones), the API's module boundaries (apiZones: a module is imported only through what it exports),
// and no import cycles anywhere.
import { readdirSync } from 'node:fs';
import { createProjectGraphAsync } from '@nx/devkit';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// @nx/enforce-module-boundaries reads Nx's cached project graph and silently skips every check when there is none
// (a fresh clone): compute it first, so tags edited in a package.json count on the next run.
await createProjectGraphAsync({ exitOnError: true });

const SLICES = readdirSync(import.meta.dirname).filter((d) => d.startsWith('mfe-'));
const FRONT_END = ['shell', 'shared-ui', 'forum-ui', ...SLICES];
const dirsIn = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [e.name] : []));
const existing = (dir) => {
  try {
    return dirsIn(dir);
  } catch {
    return [];
  }
};

// Inside a slice: a feature never reaches into another feature, and what features share (components/, lib/,
// content/) never depends on a feature or a page. Pages compose features.
const sliceZones = SLICES.flatMap((slice) => {
  const src = `./${slice}/src`;
  const features = existing(`${src}/features`);
  const shared = existing(src).filter((d) => !['features', 'pages'].includes(d));
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `features/${feature} may not import another feature: move what both need to ${slice}/src/components, lib or content.`,
    })),
    {
      target: `${src}/features`,
      from: `${src}/pages`,
      message: 'A feature may not import a page: pages compose features, not the other way round.',
    },
    ...shared.map((dir) => ({
      target: `${src}/${dir}`,
      from: [`${src}/features`, `${src}/pages`],
      message: `${dir}/ is shared by the slice's features: it may not import a feature or a page.`,
    })),
  ];
});

// The folders outside the Nx projects hold the workspace's tooling. Projects' configs and tests load it (jest and
// webpack presets, docker/test helpers), and the server reads the one list of slices in slices.json and
// tools/release/layout.cjs; no shipped code loads the test, start or bench tooling.
const WORKSPACE_TOOLING = '^(\\.\\./)+(tools/|docker/test/|slices\\.json$)';
const toolingZones = [
  {
    target: [...FRONT_END.map((p) => `./${p}/src`), './contracts/src', './api/src'],
    from: ['./scripts', './bench', './docker', './e2e', './tools/jest', './tools/webpack'],
    message: 'Shipped code may not import test, start or bench tooling.',
  },
];

// The API's modules (api/src/<x>/, architecture.md "API"): a module folder is reached from any other folder only through
// what it exports: its <x>.module.ts, its services (*.service.ts), entities (*.entity.ts, *.entities.ts), its statements
// (<x>.queries.ts), and the files it lists in API_PUBLIC. Everything else in the folder is its own. The folders in
// API_LIBRARIES are shared code, not modules: anyone may import any of their files. The files at the top of api/src
// (main.ts, app.module.ts, app.setup.ts) assemble the app from the modules and are not held to this.
const API = './api/src';
const API_LIBRARIES = ['common', 'config', 'database', 'docs', 'perf', 'rules', 'types', 'web'];
/** Files a module offers other folders beyond the standard shape, each a piece of its API. */
const API_PUBLIC = {
  accounts: ['account-mailer.ts'], // AccountMailer: the per-recipient mail budget every module's e-mails draw on
  audit: ['staff-actor.ts'], // who a staff action is by (staffActorOf, StaffActor)
  auth: ['session-store.ts'], // the session statements (the hot-query list) and the session store
  bus: ['table-writes.subscriber.ts'], // a module's writes announced to the bus at commit
  communities: ['community-by-slug.ts'],
  discussions: ['posting-rules.ts', 'discussion-views.ts'], // lockPoster (the rule book for posting); thread summaries
  limits: ['rate-limit.store.ts', 'retry-after-throttler.guard.ts', 'throttle-limit.ts', 'too-many.ts'],
  mail: ['layout.ts'], // the shared e-mail layout
  members: ['post-author.ts'],
  notifications: ['notification-templates.ts'], // NOTIFICATIONS_FROM: the sender of the site's member e-mails
  users: ['password.ts'],
};
/**
 * Imports that cross a module's boundary today, by the file they import (relative to api/src) and the files that import
 * it. Each is to be fixed where it is, by moving the helper to its right home or exporting it through the module; this
 * list may only shrink. A new import of one of these files from anywhere else is an error.
 */
const API_KNOWN_CROSSINGS = {
  // accounts/ has no accounts.module.ts yet: auth.module.ts wires its controller and providers.
  'accounts/accounts.controller.ts': ['auth/auth.module.ts'],
  'accounts/account-limits.ts': ['auth/auth.module.ts', 'me/me.controller.ts'],
  'accounts/password-check.ts': ['auth/auth.module.ts', 'me/account.service.ts'],
  // Templates of other modules' e-mails kept in mail/.
  'mail/account-templates.ts': ['accounts/account-mailer.ts'],
  'mail/welcome-templates.ts': ['admin/admin.controller.ts'],
  // What a member's account deletion asks of other modules, outside their services.
  'mentoring/mentoring-accounts.ts': ['me/account.service.ts'],
  // The configuration reads an upload URL helper of the uploads module.
  'uploads/s3-url.ts': ['config/config.ts'],
};
const apiFolders = existing(API);
const apiModules = apiFolders.filter((d) => !API_LIBRARIES.includes(d));
const publicFile = (module, file) =>
  file === `${module}.module.ts` ||
  file === `${module}.queries.ts` ||
  /\.(service|entity|entities)\.ts$/.test(file) ||
  (API_PUBLIC[module] ?? []).includes(file);
/** Every TypeScript file in api/src's folders outside `module`'s, as a path from the repository's root. */
const apiFilesOutside = (module) => {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
    );
  return apiFolders.filter((d) => d !== module).flatMap((d) => walk(`${API}/${d}`));
};
const apiZones = [
  ...apiModules.map((module) => ({
    target: apiFolders.filter((d) => d !== module).map((d) => `${API}/${d}`),
    from: `${API}/${module}`,
    except: [
      ...readdirSync(`${API}/${module}`).filter((f) => publicFile(module, f)),
      ...Object.keys(API_KNOWN_CROSSINGS)
        .filter((path) => path.startsWith(`${module}/`))
        .map((path) => path.slice(module.length + 1)),
    ].map((f) => `./${f}`),
    message: `${module}/ is a module: import it through its ${module}.module.ts, services, entities, ${module}.queries.ts or the files it lists in API_PUBLIC (eslint.config.mjs).`,
  })),
  ...Object.entries(API_KNOWN_CROSSINGS).map(([path, importers]) => ({
    target: apiFilesOutside(path.split('/')[0]).filter((f) => !importers.some((i) => f === `${API}/${i}`)),
    from: `${API}/${path}`,
    message: `${path} is private to its module: the files that import it today are listed in API_KNOWN_CROSSINGS (eslint.config.mjs), a list that may only shrink.`,
  })),
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/dist-ssr/',
    '**/coverage/',
    '.data/',
    '.nx/',
    'test-results/',
    'playwright-report/',
    'releases/',
    'bench/results/',
  ]),
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['**/*.spec.*'],
    languageOptions: { sourceType: 'commonjs' },
    // CommonJS config and tool files (jest, webpack, node scripts) load their dependencies with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [...FRONT_END.map((p) => `${p}/src/**/*.{ts,tsx}`)],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    plugins: { '@nx': nx, 'import-x': importX },
    settings: {
      // import-x parses only files with these extensions (.js alone by default): no-cycle must follow TypeScript too.
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'] })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [WORKSPACE_TOOLING],
          depConstraints: [
            { sourceTag: 'scope:contracts', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:contracts'] },
            // The forum's components (forum-ui) build on the design system; the design system never needs them.
            { sourceTag: 'scope:forum', onlyDependOnLibsWithTags: ['scope:shared', 'scope:contracts'] },
            { sourceTag: 'scope:slice', onlyDependOnLibsWithTags: ['scope:forum', 'scope:shared', 'scope:contracts'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:forum', 'scope:shared', 'scope:contracts'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:contracts'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:contracts'] },
          ],
        },
      ],
      // `_`-prefixed names are deliberately unused (a rest sibling omitted from an object, a mock's parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...sliceZones, ...toolingZones, ...apiZones] }],
      'import-x/no-cycle': 'error',
    },
  },
);
