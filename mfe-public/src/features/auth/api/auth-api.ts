import { type PublicUser, type RegistrationInput, type SignIn } from '@cci/contracts';
import { ApiError, apiRequest } from '@cci/shared-ui';

export async function registerMember(values: RegistrationInput): Promise<PublicUser> {
  return (await apiRequest('POST', '/api/register', values)).json() as Promise<PublicUser>;
}

export async function signIn(values: SignIn): Promise<PublicUser> {
  return (await apiRequest('POST', '/api/login', values)).json() as Promise<PublicUser>;
}

/** A 400 from the API carries field messages ({ errors: { field: message } }): hand them to the form. */
export function fieldErrorsOf(err: unknown): Record<string, string> | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  try {
    const body = JSON.parse(err.body) as { errors?: Record<string, string | string[]> };
    if (!body.errors) return undefined;
    return Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  } catch {
    return undefined;
  }
}
