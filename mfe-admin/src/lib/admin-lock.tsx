import { toast, type ToastInput } from '@cci/shared-ui';
import { failureMessage, isUnauthorized } from './admin-errors';
import { createContext, useContext } from 'react';

/** Sends the page back to its password gate; an optional toast says why. */
export type LockAdmin = (options?: { toast?: ToastInput }) => void;

const AdminLockContext = createContext<LockAdmin>(() => undefined);

/** Provided by the page's gate, so any admin read or write that gets a 401 can return the page to it. */
export const AdminLockProvider = AdminLockContext.Provider;
export const useAdminLock = () => useContext(AdminLockContext);

/** What the admin sees when the server ends the admin session under an open page. */
export const SESSION_ENDED_TOAST: ToastInput = {
  variant: 'destructive',
  title: 'Admin Session Ended',
  description: 'Enter the admin password again to continue.',
};

/**
 * Runs an admin write: its toast when done; a 401 returns the page to its gate, any other failure is a destructive
 * toast with the server's reason. Resolves to whether the write landed.
 */
export function useAdminAction() {
  const lock = useAdminLock();
  return async (work: () => Promise<unknown>, done: string, failed: string): Promise<boolean> => {
    try {
      await work();
      toast({ title: done });
      return true;
    } catch (err) {
      if (isUnauthorized(err)) lock({ toast: SESSION_ENDED_TOAST });
      else toast({ variant: 'destructive', title: failed, description: failureMessage(err, 'Please try again.') });
      return false;
    }
  };
}
