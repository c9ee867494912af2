import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type PrerenderedData } from './app';
import { readJsonScript } from './json-script';

/**
 * Starts the app. A pre-rendered page is hydrated: React attaches to the server's DOM as it is (same elements, same
 * styled-components classes: stable ids at compile time), so nothing is drawn twice. What the visitor typed or
 * clicked meanwhile is handed to the live page by early-input/ (App). index.ts has loaded the page's module first, so
 * the first render equals the server's.
 */
export function render() {
  const container = document.getElementById('root')!;
  // As a transition, React renders in slices of a few ms and yields to the browser in between, so starting the app
  // does not block input (Total Blocking Time); until it is live, early-input/capture.js holds clicks and submits.
  if (container.hasAttribute('data-prerendered')) {
    // The data the server pre-rendered the page with (api/src/web/prerender.ts), if it did.
    const data = readJsonScript('prerendered-data') as PrerenderedData | undefined;
    startTransition(() => {
      hydrateRoot(container, <App data={data} />, {
        onRecoverableError: (error) => console.error('[shell] hydration', error),
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  }
}
