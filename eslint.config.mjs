// One lint for the whole tree (`npm run lint`, part of `npm test`): typescript-eslint, React hooks in the front end,
// the project boundaries of issue 12 (Nx tags in each package.json), bulletproof-react's feature isolation inside each
// slice (import-x zones), and no import cycles anywhere.
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
// tools/release/layout.cjs (issue 12 §4); no shipped code loads the test, start or bench tooling.
const WORKSPACE_TOOLING = '^(\\.\\./)+(tools/|docker/test/|slices\\.json$)';
const toolingZones = [
  {
    target: [...FRONT_END.map((p) => `./${p}/src`), './contracts/src', './api/src'],
    from: ['./scripts', './bench', './docker', './e2e', './tools/jest', './tools/webpack'],
    message: 'Shipped code may not import test, start or bench tooling.',
  },
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
      'import-x/no-restricted-paths': ['error', { zones: [...sliceZones, ...toolingZones] }],
      'import-x/no-cycle': 'error',
    },
  },
);
