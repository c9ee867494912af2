import { ApiError, fieldErrorsOf, type ToastInput } from '@cci/shared-ui';

/** 401 from an admin call: the server no longer (or never) saw an admin session. */
/** 401 (no admin session), or 403 on an admin read (signed in, but the account is not staff): back to the gate. */
export const isUnauthorized = (err: unknown): boolean =>
  err instanceof ApiError && (err.status === 401 || (err.status === 403 && /Staff only/.test(err.serverMessage ?? '')));

export { fieldErrorsOf };

/** What to tell the admin about a failed call: the field messages, else the server's message, else the fallback. */
export function failureMessage(err: unknown, fallback: string): string {
  const fields = fieldErrorsOf(err);
  if (fields) return Object.values(fields).join(' · ');
  return (err instanceof ApiError && err.serverMessage) || fallback;
}

/**
 * The toast of a failed create (spec §8 leaves it open): a destructive toast naming what was not created and why.
 * The dialog stays open with the values, so the admin can fix them and try again.
 */
export function createFailedToast(err: unknown, thing: 'event' | 'article' | 'trend'): ToastInput {
  return {
    variant: 'destructive',
    title: `Could not create the ${thing}`,
    description: failureMessage(err, 'Please check your connection and try again.'),
  };
}
