import { fieldErrorsOf, toastFailure } from '@cci/shared-ui';
import { byTopField } from './account-view';

/**
 * What a settings form returns when its call failed: the API's field messages (400 `errors`) under their fields, or a
 * destructive toast with the API's message (a 429 says when to try again) and nothing for the fields.
 */
export function failureOf(err: unknown, title: string): Record<string, string> | undefined {
  const fields = byTopField(fieldErrorsOf(err));
  if (fields) return fields;
  toastFailure(title, err, 'Please try again in a moment.');
  return undefined;
}

/**
 * The forms of one account read: saving one section refreshes the account, and the other sections' forms keep what
 * the member is still editing there (keepDirtyOnReinitialize) and reinitialise only when their stored values differ.
 */
export { sameValues } from '@cci/shared-ui/forms';
