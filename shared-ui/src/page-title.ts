import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from './page-head';
import { SITE } from './site-name';

export type { PageHead } from './page-head';

/** A page's document title: "<title> · The AI Network", or the site's name and tagline. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${SITE}` : `${SITE} · Connect, Create, Innovate`);

/** The path of the page the server rendered this document for, until the first navigation away from it. */
let serverPath: string | undefined = typeof window === 'undefined' ? undefined : window.location.pathname;

/**
 * Where a server render collects the title and head the page asks for (shell/src/ssr/render.tsx provides it), so the
 * pre-rendered <title> names what the page shows ("Ada L.", "Entrepreneurs Community") rather than its route's, and
 * its description, canonical link and preview tags are the page's.
 */
export const PageTitleSink = createContext<((page: { title?: string; head: PageHead }) => void) | null>(null);

/**
 * Sets the document title for the current page: "<title> · The AI Network", and its head tags (headTags) from `head`:
 * a page passes what it knows of itself from the data it shows.
 */
export function usePageTitle(title: string | undefined, head: PageHead = {}) {
  const record = useContext(PageTitleSink);
  if (record) record({ title, head }); // a server render only: no effects run there
  const { description, type, image, feed } = head;
  const feedTitle = feed?.title;
  const feedPath = feed?.path;
  useEffect(() => {
    document.title = documentTitle(title);
    const path = window.location.pathname;
    // The server wrote the head of the page this document was loaded with (its canonical link is there).
    if (path === serverPath && document.head.querySelector('link[rel="canonical"]')) return;
    serverPath = undefined;
    const feed = feedTitle !== undefined && feedPath !== undefined ? { title: feedTitle, path: feedPath } : undefined;
    void import('./page-head').then((m) => m.applyHead(title, { description, type, image, feed }, path));
  }, [title, description, type, image, feedTitle, feedPath]);
}
