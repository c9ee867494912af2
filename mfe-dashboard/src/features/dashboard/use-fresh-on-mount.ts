import { useEffect } from 'react';
import { revalidate } from '@cci/shared-ui/api';

/**
 * Reads these keys again when the component mounts. The site's SWR never revalidates cached data on mount (swrConfig:
 * "never stale"), and a dashboard tab is mounted each time it is chosen: a thread posted from the other tab changed
 * what this one shows while it was hidden. A read made in the last 2 s is not repeated (SWR's deduping).
 */
export function useFreshOnMount(keys: readonly string[]) {
  const joined = keys.join('\n');
  useEffect(() => {
    void revalidate(...joined.split('\n'));
  }, [joined]);
}
