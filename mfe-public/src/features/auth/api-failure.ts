import { ApiError, fieldErrorsOf } from '@cci/shared-ui';

/** What a failed account call means for the page: too many tries, a bad or spent link, or anything else. */
export type Failure =
  | { kind: 'throttled'; message: string }
  | { kind: 'invalid-link' }
  | { kind: 'conflict'; message: string }
  | { kind: 'other'; message: string };

/** The 429's own words (the API says what was limited), or a plain sentence. */
export function failureOf(err: unknown): Failure {
  if (err instanceof ApiError) {
    const message = err.serverMessage ?? err.message;
    if (err.status === 429) return { kind: 'throttled', message };
    if (fieldErrorsOf(err)?.token !== undefined) return { kind: 'invalid-link' };
    if (err.status === 409) return { kind: 'conflict', message };
    return { kind: 'other', message };
  }
  return { kind: 'other', message: 'The server could not be reached. Check your connection and try again.' };
}

export const TRY_LATER = 'Please wait a while before trying again.';
