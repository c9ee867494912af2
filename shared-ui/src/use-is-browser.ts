import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * false while the page is pre-rendered on the server, true in the browser (from the first render on). For what
 * must not be in the pre-rendered HTML: media that would start downloading before the page's scripts, say.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
