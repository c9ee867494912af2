import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from './page-head';
import { SITE } from './site-name';

export type { PageHead } from './page-head';

/** A page's document title: "<title> · The AI Network", or the site's name and tagline. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${SITE}` : `${SITE} · Connect, Create, Innovate`);

/**
 * The path of the page whose head the server wrote (its canonical link is in the document when the first page's effect
 * runs), until the first navigation away from it ('' then). Kept short: every first visit loads this module.
 */
let served: string | undefined;

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
  const json = JSON.stringify(head);
  useEffect(() => {
    document.title = documentTitle(title);
    served ??= document.querySelector('link[rel="canonical"]') ? location.pathname : '';
    if (location.pathname === served) return;
    served = '';
    void import('./page-head').then((m) => m.applyHead(title, JSON.parse(json) as PageHead));
  }, [title, json]);
}
