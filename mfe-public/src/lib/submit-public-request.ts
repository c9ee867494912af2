import { REQUEST_TOASTS } from '@cci/contracts';
import { fieldErrorsOf, toast } from '@cci/shared-ui';
import { submitWithMinimumDuration } from './submit-with-minimum-duration';

export type PublicRequestKind = keyof typeof REQUEST_TOASTS;

export type SubmissionOutcome<T> = { ok: true; result: T } | { ok: false; fieldErrors?: Record<string, string> };

/**
 * One submission of a public form (event request, demo request, waitlist): the call takes at least
 * `minimumMs`, then the spec's §8 toast for that form shows. On failure the caller keeps the form as it is and
 * returns `fieldErrors` (if the API named any) from its onSubmit.
 */
export async function submitPublicRequest<T>(kind: PublicRequestKind, call: Promise<T>, minimumMs: number): Promise<SubmissionOutcome<T>> {
  try {
    const result = await submitWithMinimumDuration(call, minimumMs);
    toast(REQUEST_TOASTS[kind].success);
    return { ok: true, result };
  } catch (err) {
    toast({ variant: 'destructive', ...REQUEST_TOASTS[kind].failure });
    return { ok: false, fieldErrors: fieldErrorsOf(err) };
  }
}
