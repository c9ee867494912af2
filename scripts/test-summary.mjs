// One closing line for the whole `npm test` run: "Tests: N passed, N failed" (Jest + Playwright together).
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync(jestFile)) {
  const j = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
  skipped += j.numPendingTests + j.numTodoTests;
} else failed += 1;

if (existsSync(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
} else failed += 1;

console.log(`\nJest: ${existsSync(jestFile) ? 'ran' : 'missing results'} · Playwright: ${existsSync(playwrightFile) ? 'ran' : 'missing results'}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
