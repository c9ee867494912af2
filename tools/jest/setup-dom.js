// Setup of every Jest project's test files. Component tests (`/** @jest-environment jsdom */`) get the DOM matchers of
// @testing-library/jest-dom and the few browser APIs jsdom lacks; node tests are left as they are.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');

  // findBy*/waitFor poll until the condition holds; on a busy 2-core machine (CI with the browser suite beside) an
  // answer can take longer than RTL's 1 s default, so they may wait up to 5 s, and a test up to 20 s. Neither is a sleep.
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(20_000);

  // Node's, where jsdom has none (react-router reads TextEncoder when it loads).
  const util = require('node:util');
  if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
  if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;

  // jsdom has no layout: the media queries some components read answer "no match", and observers never fire.
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  for (const name of ['IntersectionObserver', 'ResizeObserver']) {
    if (!window[name]) {
      window[name] = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    }
  }
  window.scrollTo = () => {}; // jsdom's own only logs "Not implemented"
  // Radix (toasts' swipe, select) asks for pointer capture, which jsdom does not implement.
  if (!Element.prototype.hasPointerCapture) {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.releasePointerCapture = () => {};
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}
