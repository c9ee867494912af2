import { ApiError } from '@cci/shared-ui';

/**
 * A 400 from the API carries one message per field (`{ errors: { field: message } }`). Returned from a
 * react-final-form onSubmit, they show under the fields they belong to.
 */
export function apiFieldErrors(err: unknown): Record<string, string> | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  try {
    const body = JSON.parse(err.body) as { errors?: unknown };
    if (!body.errors || typeof body.errors !== 'object') return undefined;
    const entries = Object.entries(body.errors as Record<string, unknown>)
      .map(([field, message]) => [field, Array.isArray(message) ? message[0] : message] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string');
    return entries.length ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}
