const path = require('node:path');
const transform = require('./swc-transform');
const { SLICE_LIST } = require('../release/layout.cjs');

const root = path.resolve(__dirname, '../..');

/** The projects of browser code (component tests render it in jsdom). */
const BROWSER_PROJECTS = new Set(['shared-ui', 'forum-ui', 'shell', ...SLICE_LIST.map((s) => s.folder)]);
/**
 * Their import() becomes a require(): the parts a page loads on demand (React.lazy: the toaster, the nav's drawer,
 * a tab's panel) then load in a component test as in the browser. Native import() is kept elsewhere (ESM-only packages).
 */
const browserTransform = [transform[0], { ...transform[1], module: { ...transform[1].module, ignoreDynamic: false } }];

/** Base config of a Jest project in this workspace; workspace libs resolve to their TypeScript sources. */
module.exports = function project(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j)sx?$': BROWSER_PROJECTS.has(path.basename(dir)) ? browserTransform : transform },
    // Component tests (`/** @jest-environment jsdom */` files) get @testing-library/jest-dom; node tests are untouched.
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    // Nest 12 packages are ESM-only: Jest (without --experimental-vm-modules) must compile them to CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
    moduleNameMapper: {
      '^@cci/contracts$': path.join(root, 'contracts/src/index.ts'),
      '^@cci/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
      '^@cci/shared-ui/api$': path.join(root, 'shared-ui/src/api/index.ts'),
      '^@cci/shared-ui/forms$': path.join(root, 'shared-ui/src/forms/index.ts'),
      '^@cci/shared-ui/field-styles$': path.join(root, 'shared-ui/src/forms/field-styles.ts'),
      '^@cci/shared-ui/router$': path.join(root, 'shared-ui/src/router/index.ts'),
      '^@cci/shared-ui/live$': path.join(root, 'shared-ui/src/session/live.ts'),
      '^@cci/shared-ui/page-head$': path.join(root, 'shared-ui/src/page-head.ts'),
      '^@cci/shared-ui/router/server$': path.join(root, 'shared-ui/src/router/server.ts'),
      '^@cci/shared-ui/tabs$': path.join(root, 'shared-ui/src/components/tabs.tsx'),
      '^@cci/shared-ui/community-card$': path.join(root, 'shared-ui/src/components/community-card.tsx'),
      '^@cci/shared-ui/community-icon$': path.join(root, 'shared-ui/src/components/community-icon.tsx'),
      '^@cci/shared-ui/testing$': path.join(root, 'shared-ui/src/testing/index.tsx'),
      '^@cci/shared-ui/dropdown-menu$': path.join(root, 'shared-ui/src/components/dropdown-menu.tsx'),
      '^@cci/shared-ui/load-more$': path.join(root, 'shared-ui/src/components/load-more.tsx'),
      '^@cci/shared-ui/mentor-card$': path.join(root, 'shared-ui/src/components/mentor-card.tsx'),
      '^@cci/shared-ui/avatar$': path.join(root, 'shared-ui/src/components/avatar.tsx'),
      '^@cci/shared-ui/engagement-card$': path.join(root, 'shared-ui/src/components/engagement-card.tsx'),
      '^@cci/shared-ui/syntax-theme$': path.join(root, 'shared-ui/src/syntax-theme.ts'),
      '^@cci/shared-ui/choose-theme$': path.join(root, 'shared-ui/src/choose-theme.ts'),
      '^@cci/forum-ui$': path.join(root, 'forum-ui/src/index.ts'),
    },
    ...overrides,
  };
};
