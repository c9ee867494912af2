import { type PublicUser, type RegistrationInput, type SignIn } from '@cci/contracts';
import { apiRequest } from '@cci/shared-ui';

export async function registerMember(values: RegistrationInput): Promise<PublicUser> {
  return (await apiRequest('POST', '/api/register', values)).json() as Promise<PublicUser>;
}

export async function signIn(values: SignIn): Promise<PublicUser> {
  return (await apiRequest('POST', '/api/login', values)).json() as Promise<PublicUser>;
}

/** Field messages of a 400 answer, for the form (one implementation, in shared-ui). */
export { fieldErrorsOf } from '@cci/shared-ui';
