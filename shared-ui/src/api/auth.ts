import type { MembershipSummary, PublicUser, RegistrationInput, SignIn } from '@cci/contracts';
import { apiRequest, SESSION_KEY } from './shared';
import { revalidate, useRead } from './read';

export const authKeys = {
  /** The session read (useSession, in the main entry: the shell's nav shows it on every page). */
  user: () => SESSION_KEY,
  myMemberships: () => '/api/me/memberships',
};

/** Spec §4: POST ends the session; the mobile menu navigates here instead (GET, the server redirects to /). */
export const LOGOUT_PATH = '/api/logout';

/** POST /api/register → the new member, signed in; the session read is then invalidated (spec §7). */
export async function registerMember(values: RegistrationInput): Promise<PublicUser> {
  const user = (await (await apiRequest('POST', '/api/register', values)).json()) as PublicUser;
  await revalidate(authKeys.user());
  return user;
}

/** POST /api/login → the member. The caller redirects in full (spec §4), so no cached read is refreshed here. */
export async function signIn(values: SignIn): Promise<PublicUser> {
  return (await apiRequest('POST', '/api/login', values)).json() as Promise<PublicUser>;
}

export async function logOut(): Promise<void> {
  await apiRequest('POST', LOGOUT_PATH);
}

/** GET /api/me/memberships, read only once the session is known to be a member's (the call needs it). */
export const useMyMemberships = (signedIn: boolean) => useRead<MembershipSummary[]>(signedIn ? authKeys.myMemberships() : null);
