import path from 'node:path';

/**
 * The monorepo root, resolved from this file rather than process.cwd(): `npm start` may run from any
 * folder. src/common and dist/common sit at the same depth, so the same path works for ts and js.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
