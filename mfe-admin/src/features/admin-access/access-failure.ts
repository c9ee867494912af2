import { ApiError, type ToastInput } from '@cci/shared-ui';

export interface AccessFailure {
  toast: ToastInput;
  /** Spec §8: after a wrong password the field is cleared. */
  clearPassword: boolean;
}

/**
 * What the gate shows when the server does not open the admin session: 401 is the spec's wrong-password toast
 * (dashboard or communications wording); 429 is the server's throttle message; anything else says the check failed.
 */
export function accessFailure(err: unknown, denied: { title: string; description: string }): AccessFailure {
  const status = err instanceof ApiError ? err.status : 0;
  const serverMessage = err instanceof ApiError ? err.serverMessage : undefined;
  if (status === 401) return { toast: { variant: 'destructive', ...denied }, clearPassword: true };
  if (status === 429) {
    return {
      toast: {
        variant: 'destructive',
        title: denied.title,
        description: serverMessage || 'Too many attempts. Please wait a moment and try again.',
      },
      clearPassword: true,
    };
  }
  if (status === 400)
    return {
      toast: { variant: 'destructive', title: denied.title, description: serverMessage || 'Password is required' },
      clearPassword: false,
    };
  return {
    toast: {
      variant: 'destructive',
      title: 'Verification Failed',
      description: 'The password could not be checked right now. Please try again.',
    },
    clearPassword: false,
  };
}
