#!/usr/bin/env node
/**
 * `npm run lint`: no test waits a fixed time longer than 100 ms (Budgets). A test waits for a condition; a
 * polling loop may pause between its checks for at most MAX_MS.
 *
 * Scans the test files (e2e/, api/test/, every *.spec.* and *.test.*) with the TypeScript parser and reports, as
 * file:line, each fixed wait of more than MAX_MS:
 *  - `page.waitForTimeout(N)` (Playwright's own sleep; a duration it cannot work out counts as long);
 *  - a sleep helper called with a duration: `sleep(N)`, `delay(N)`, `wait(N)`, `pause(N)`, timers/promises' `setTimeout(N)`;
 *  - a promise settled by nothing but a timer: `new Promise((r) => setTimeout(r, N))` and the like, also inside
 *    `page.evaluate`.
 * N is a number, a sum or product of numbers, or a `const` of the file with such a value. A timer raced against a
 * condition (an argument of `Promise.race` or `Promise.any`) is a deadline, not a sleep; timers of a file that
 * installs Jest's fake timers (`jest.useFakeTimers()`) do not wait at all.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const MAX_MS = 100;
const SLEEP_HELPERS = new Set(['sleep', 'delay', 'wait', 'pause', 'setTimeout', 'setTimeoutPromise']);
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'coverage',
  'test-results',
  'playwright-report',
  'releases',
  '.git',
  '.nx',
  '.data',
]);
const EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;

/** Whether a workspace-relative path is a test file this check covers. */
function isTestFile(rel) {
  const p = rel.split(path.sep).join('/');
  if (!EXTENSIONS.test(p) || /\.d\.[cm]?ts$/.test(p)) return false;
  return p.startsWith('e2e/') || p.startsWith('api/test/') || /\.(?:spec|test|e2e-spec)\.[cm]?[jt]sx?$/.test(p);
}

/** The value of a constant numeric expression, or undefined. */
function numberOf(node, constants, seen = new Set()) {
  if (!node) return undefined;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return numberOf(node.expression, constants, seen);
  if (ts.isBinaryExpression(node)) {
    const a = numberOf(node.left, constants, seen);
    const b = numberOf(node.right, constants, seen);
    if (a === undefined || b === undefined) return undefined;
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.PlusToken:
        return a + b;
      case ts.SyntaxKind.MinusToken:
        return a - b;
      case ts.SyntaxKind.AsteriskToken:
        return a * b;
      case ts.SyntaxKind.SlashToken:
        return a / b;
      default:
        return undefined;
    }
  }
  if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
    seen.add(node.text);
    return numberOf(constants.get(node.text), constants, seen);
  }
  return undefined;
}

/** `const NAME = <expression>` of the file (a name declared twice is ambiguous and left out). */
function constantsOf(source) {
  const found = new Map();
  const twice = new Set();
  const visit = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isVariableDeclarationList(node.parent) &&
      node.parent.flags & ts.NodeFlags.Const
    ) {
      if (found.has(node.name.text)) twice.add(node.name.text);
      found.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const name of twice) found.delete(name);
  return found;
}

const calleeName = (call) =>
  ts.isIdentifier(call.expression) ? call.expression.text : ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';

/** A sleep helper's call: `sleep(N)`, `delay(N)`..., or timers/promises' `setTimeout(N)` (never `jest.setTimeout(N)`). */
const isSleepHelper = (call) =>
  SLEEP_HELPERS.has(calleeName(call)) && (ts.isIdentifier(call.expression) || calleeName(call) !== 'setTimeout');

/** Whether the node is (within arrays, spreads and parentheses) an argument of Promise.race / Promise.any. */
function raced(node) {
  for (let n = node; n.parent; n = n.parent) {
    const p = n.parent;
    if (ts.isArrayLiteralExpression(p) || ts.isSpreadElement(p) || ts.isParenthesizedExpression(p)) continue;
    if (ts.isCallExpression(p) && p.arguments.includes(n)) return ['race', 'any'].includes(calleeName(p));
    return false;
  }
  return false;
}

/** Whether `node` (a function body or expression) mentions the identifier `name`. */
function mentions(node, name) {
  let found = false;
  const visit = (n) => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === name) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The `setTimeout(cb, N)` calls inside a Promise executor whose callback settles the promise. */
function timersSettling(executor, settle) {
  const timers = [];
  const visit = (n) => {
    if (ts.isCallExpression(n) && calleeName(n) === 'setTimeout' && n.arguments.length >= 2 && mentions(n.arguments[0], settle))
      timers.push(n);
    ts.forEachChild(n, visit);
  };
  visit(executor.body);
  return timers;
}

/** Whether the executor settles its promise anywhere other than in the given timers. */
function settlesOtherwise(executor, names, timers) {
  let other = false;
  const visit = (n) => {
    if (other || timers.includes(n)) return;
    if (ts.isIdentifier(n) && names.includes(n.text)) other = true;
    else ts.forEachChild(n, visit);
  };
  visit(executor.body);
  return other;
}

/**
 * Every fixed wait of more than MAX_MS in one file's source: [{ line, ms, text }] (ms undefined when not known).
 * `fileName` only chooses the parser's dialect (.tsx, .js...).
 */
function findFixedSleeps(text, fileName = 'test.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const constants = constantsOf(source);
  const fakeTimers = /\b(?:jest|vi)\s*\.\s*useFakeTimers\s*\(/.test(text);
  const found = [];
  const report = (node, ms) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ line: line + 1, ms, text: node.getText(source).replace(/\s+/g, ' ').slice(0, 100) });
  };

  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const first = node.arguments[0];
      const ms = numberOf(first, constants);
      if (name === 'waitForTimeout') {
        if (ms === undefined || ms > MAX_MS) report(node, ms);
      } else if (isSleepHelper(node) && ms !== undefined && ms > MAX_MS && !raced(node) && !(name === 'setTimeout' && fakeTimers)) {
        // `sleep(N)`, or timers/promises' `setTimeout(N)` (its first argument is the delay, not a callback)
        report(node, ms);
      }
    }
    if (
      !fakeTimers &&
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Promise' &&
      node.arguments?.length === 1 &&
      (ts.isArrowFunction(node.arguments[0]) || ts.isFunctionExpression(node.arguments[0])) &&
      !raced(node)
    ) {
      const executor = node.arguments[0];
      const names = executor.parameters.flatMap((p) => (ts.isIdentifier(p.name) ? [p.name.text] : []));
      if (names.length) {
        const timers = names.flatMap((settle) => timersSettling(executor, settle));
        if (timers.length && !settlesOtherwise(executor, names, timers))
          for (const timer of timers) {
            const ms = numberOf(timer.arguments[1], constants);
            if (ms !== undefined && ms > MAX_MS) report(timer, ms);
          }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The test files under `root`, workspace-relative. */
function testFiles(root, dir = '') {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : testFiles(root, rel);
    return entry.isFile() && isTestFile(rel) ? [rel] : [];
  });
}

/** Scans the workspace (or the folder given as the first argument); 1 when it finds a sleep. */
function main(root = path.resolve(__dirname, '../..')) {
  const findings = testFiles(root)
    .sort()
    .flatMap((rel) => findFixedSleeps(fs.readFileSync(path.join(root, rel), 'utf8'), rel).map((f) => ({ rel, ...f })));
  if (!findings.length) return 0;
  for (const f of findings) console.error(`${f.rel}:${f.line}  ${f.ms === undefined ? 'unknown' : f.ms} ms  ${f.text}`);
  console.error(
    `\n${findings.length} fixed wait(s) over ${MAX_MS} ms in tests: wait for a condition instead (expect.poll, toPass, a polling loop of at most ${MAX_MS} ms steps, an event).`,
  );
  return 1;
}

module.exports = { findFixedSleeps, isTestFile, MAX_MS };

if (require.main === module) process.exitCode = main(process.argv[2] && path.resolve(process.argv[2]));
