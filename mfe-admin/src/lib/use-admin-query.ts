import { useEffect } from 'react';
import type { SWRResponse } from 'swr';
import { isUnauthorized } from './admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from './admin-lock';

/**
 * The config of every admin read: fetched afresh each time a page shows it (the site-wide SWR setting never
 * revalidates cached data, which would show an admin yesterday's queue).
 */
export const ADMIN_READ = { revalidateOnMount: true } as const;

/** An admin read, e.g. `useAdminQuery(useAdminStats(ADMIN_READ))`: a 401 returns the page to its gate. */
export function useAdminQuery<T>(result: SWRResponse<T, Error>): SWRResponse<T, Error> {
  const lock = useAdminLock();
  const unauthorized = isUnauthorized(result.error);
  useEffect(() => {
    if (unauthorized) lock({ toast: SESSION_ENDED_TOAST });
  }, [unauthorized, lock]);
  return result;
}
