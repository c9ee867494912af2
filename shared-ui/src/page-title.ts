import { useEffect } from 'react';

const SITE = 'The AI Network';

/** A page's document title: "<title> · The AI Network", or the site's name and tagline. */
export const documentTitle = (title: string | undefined) => (title ? `${title} · ${SITE}` : `${SITE} · Connect, Create, Innovate`);

/** Sets the document title for the current page: "<title> · The AI Network". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
