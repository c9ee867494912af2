import { useEffect } from 'react';

const SITE = 'The AI Network';

/** Sets the document title for the current page: "<title> · The AI Network". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE} · Connect, Create, Innovate`;
  }, [title]);
}
