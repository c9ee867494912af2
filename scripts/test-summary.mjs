// One closing line for the whole `npm test` run: "Tests: N passed, N failed" (Jest + Playwright together, and each
// check such as lint or format:check given as `name=passed` or `name=failed` counting as one test). A browser test that
// passed only on its retry (CI retries once) counts as passed and is listed as flaky, with ", N flaky" on that line.
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, playwrightFile, ...checks] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Browser tests that failed first and passed on their retry (CI retries once): passed, but listed, never hidden. */
const flaky = [];

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
  passed += s.expected + s.flaky;
  // errors outside tests (a web server that did not start, a broken config) count as failures too
  failed += s.unexpected + (report.errors?.length ?? 0);
  skipped += s.skipped;
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') flaky.push(`${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // The report's own count wins if the walk missed any (a title with a path-like ending, say).
  while (flaky.length < s.flaky) flaky.push('(a test the report counts as flaky)');
} else failed += 1;

console.log(
  `\nJest: ${existsSync(jestFile) ? 'ran' : 'missing results'} · Playwright: ${existsSync(playwrightFile) ? 'ran' : 'missing results'}`,
);
if (flaky.length) {
  console.log(`Flaky (failed, then passed on retry): ${flaky.length}`);
  for (const f of flaky) console.log(`  - ${f}`);
}
if (checks.length) console.log(`Checks: ${failedChecks.length ? `${failedChecks.join(', ')} failed` : `${checks.length} passed`}`);
console.log(
  `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
