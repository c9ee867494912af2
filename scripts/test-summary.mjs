// One closing line for the whole `npm test` run: "Tests: N passed, N failed" (Jest + Playwright together, and each
// check such as lint or format:check given as `name=passed` or `name=failed` counting as one test).
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, playwrightFile, ...checks] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

const failedChecks = checks.filter((c) => !c.endsWith('=passed')).map((c) => c.replace(/=.*/, ''));
passed += checks.length - failedChecks.length;
failed += failedChecks.length;

if (existsSync(jestFile)) {
  const j = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
  skipped += j.numPendingTests + j.numTodoTests;
} else failed += 1;

if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const s = report.stats;
  passed += s.expected;
  // errors outside tests (a web server that did not start, a broken config) count as failures too
  failed += s.unexpected + s.flaky + (report.errors?.length ?? 0);
  skipped += s.skipped;
} else failed += 1;

console.log(
  `\nJest: ${existsSync(jestFile) ? 'ran' : 'missing results'} · Playwright: ${existsSync(playwrightFile) ? 'ran' : 'missing results'}`,
);
if (checks.length) console.log(`Checks: ${failedChecks.length ? `${failedChecks.join(', ')} failed` : `${checks.length} passed`}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
