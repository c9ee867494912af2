import { createContext, useContext, useEffect } from 'react';

const SITE = 'The AI Network';

/** A page's document title: "<title> · The AI Network", or the site's name and tagline. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${SITE}` : `${SITE} · Connect, Create, Innovate`);

/**
 * Where a server render collects the title the page asks for (shell/src/ssr/render.tsx provides it), so the
 * pre-rendered <title> names what the page shows ("Ada L.", "Entrepreneurs Community") rather than its route's.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the document title for the current page: "<title> · The AI Network". */
export function usePageTitle(title: string | undefined) {
  const record = useContext(PageTitleSink);
  if (record && title !== undefined) record(title); // a server render only: no effects run there
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
