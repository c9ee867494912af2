import type { ToastInput } from '@cci/shared-ui';
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
