import { preloadPage } from './federation';

/**
 * Starts loading a page's slice as soon as the visitor points at, touches or tabs to a link to it — every link
 * on the page, the slices' own included — so the click usually finds the page module ready (no skeleton flash).
 * A failed prefetch is forgotten on Retry; the real navigation shows its own error.
 */
export function prefetchPageOf(href: string, origin = location.origin): void {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return;
  }
  if (url.origin !== origin) return;
  void preloadPage(url.pathname);
}

export function installLinkPrefetch(doc: Document = document): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link) prefetchPageOf(link.getAttribute('href')!);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    doc.addEventListener(type, onIntent, { passive: true, capture: true });
}
