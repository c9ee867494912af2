import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type PrerenderedData } from './app';

/** The data the server pre-rendered the page with (api/src/web/prerender.ts), if it did. */
function prerenderedData(): PrerenderedData | undefined {
  const script = document.getElementById('prerendered-data');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as PrerenderedData;
  } catch {
    return undefined;
  }
}

/**
 * Starts the app. A pre-rendered page is hydrated: React attaches to the server's DOM as it is (same elements, same
 * styled-components classes: stable ids at compile time), so nothing is drawn twice and whatever the visitor already
 * focused or typed stays. index.ts has loaded the page's module first, so the first render equals the server's.
 */
export function render() {
  const container = document.getElementById('root')!;
  // As a transition, React renders in slices of a few ms and yields to the browser in between, so starting the app
  // does not block input (Total Blocking Time); a click on a part not hydrated yet makes React hydrate it first.
  if (container.hasAttribute('data-prerendered')) {
    const data = prerenderedData();
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
