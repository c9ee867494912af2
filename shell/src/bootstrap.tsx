import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
 * Where an element sits under the root, as indexes among element children — the same place in the identical new
 * markup. Resource hints (<link>, React's image preloads in the pre-rendered HTML) are not part of the layout.
 */
const layoutChildren = (node: Element) => Array.prototype.filter.call(node.children, (c: Element) => c.tagName !== 'LINK') as Element[];
function pathOf(el: Element, root: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift(layoutChildren(node.parentElement).indexOf(node));
  }
  return path;
}
const elementAt = (root: Element, path: number[]) => path.reduce<Element | undefined>((node, i) => (node ? layoutChildren(node)[i] : undefined), root);

export function render() {
  const container = document.getElementById('root')!;
  const data = prerenderedData();
  // A visitor may Tab into the pre-rendered page before React's render replaces it: keep focus where it was.
  const active = document.activeElement;
  let focused: number[] | null = active && active !== document.body && container.contains(active) ? pathOf(active, container) : null;
  const trackFocus = (e: FocusEvent) => {
    focused = e.target instanceof Element ? pathOf(e.target, container) : null;
  };
  if (container.hasAttribute('data-prerendered')) container.addEventListener('focusin', trackFocus);
  // The pre-rendered markup is live (no longer aria-disabled) once React's render has replaced it.
  const onCommitted = () => {
    container.removeEventListener('focusin', trackFocus);
    container.removeAttribute('aria-disabled');
    container.removeAttribute('data-prerendered');
    // The old element may still be reported as active for a moment after it left the document.
    const now = document.activeElement;
    if (focused && (!now || now === document.body || !now.isConnected)) {
      (elementAt(container, focused) as HTMLElement | undefined)?.focus?.();
    }
  };
  const root = createRoot(container);
  // A transition: React renders in slices of a few ms and yields to the browser in between, so the first render
  // does not block input (Total Blocking Time), and swaps the pre-rendered markup in one commit at the end.
  startTransition(() => root.render(<App data={data} onCommitted={onCommitted} />));
}
