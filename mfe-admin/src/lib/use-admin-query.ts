import { useEffect } from 'react';
import useSWR from 'swr';
import { isUnauthorized } from './admin-errors';
import { SESSION_ENDED_TOAST, useAdminLock } from './admin-lock';

/** Every admin read starts with this prefix; the gate drops their cached answers when it locks. */
export const ADMIN_KEY_PREFIX = '/api/admin/';

/**
 * An admin read: fetched afresh each time a page shows it (the site-wide SWR setting never revalidates cached data,
 * which would show an admin yesterday's queue), and a 401 returns the page to its gate.
 */
export function useAdminQuery<T>(key: string | null) {
  const lock = useAdminLock();
  const result = useSWR<T>(key, { revalidateOnMount: true });
  const unauthorized = isUnauthorized(result.error);
  useEffect(() => {
    if (unauthorized) lock({ toast: SESSION_ENDED_TOAST });
  }, [unauthorized, lock]);
  return result;
}
