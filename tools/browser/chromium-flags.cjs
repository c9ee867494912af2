// The command-line flags of the headless Chromium that the workspace's tooling starts: the Playwright suites
// (e2e/playwright.config.ts, e2e/playwright.slices.config.ts) and the bench's Lighthouse runs (bench/run.mjs).
// Plain CommonJS, so that the TypeScript configs and the ES module bench load the same list.

/** No sandbox and no GPU (a container), and none of the browser's own background traffic or first-run pages. */
const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** The Playwright suites' browser: the same, and no QUIC. */
const PLAYWRIGHT_CHROMIUM_FLAGS = Object.freeze([...CHROMIUM_FLAGS, '--disable-quic']);

module.exports = { CHROMIUM_FLAGS, PLAYWRIGHT_CHROMIUM_FLAGS };
