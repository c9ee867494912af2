const path = require('node:path');
const transform = require('./swc-transform');

const root = path.resolve(__dirname, '../..');

/** Base config of a Jest project in this workspace; workspace libs resolve to their TypeScript sources. */
module.exports = function project(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j)sx?$': transform },
    // Component tests (`/** @jest-environment jsdom */` files) get @testing-library/jest-dom; node tests are untouched.
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.js')],
    // Nest 12 packages are ESM-only: Jest on Node 20 must compile them to CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs)/)'],
    moduleNameMapper: {
      '^@cci/contracts$': path.join(root, 'contracts/src/index.ts'),
      '^@cci/shared-ui$': path.join(root, 'shared-ui/src/index.ts'),
      '^@cci/shared-ui/api$': path.join(root, 'shared-ui/src/api/index.ts'),
      '^@cci/shared-ui/forms$': path.join(root, 'shared-ui/src/forms/index.ts'),
      '^@cci/shared-ui/router$': path.join(root, 'shared-ui/src/router/index.ts'),
      '^@cci/shared-ui/live$': path.join(root, 'shared-ui/src/session/live.ts'),
      '^@cci/shared-ui/router/server$': path.join(root, 'shared-ui/src/router/server.ts'),
      '^@cci/shared-ui/tabs$': path.join(root, 'shared-ui/src/components/tabs.tsx'),
      '^@cci/shared-ui/testing$': path.join(root, 'shared-ui/src/testing/index.tsx'),
      '^@cci/shared-ui/dropdown-menu$': path.join(root, 'shared-ui/src/components/dropdown-menu.tsx'),
    },
    ...overrides,
  };
};
