import { type MembershipSummary, type PublicUser, type RegistrationInput, routes, type SignIn } from '@cci/contracts';
import { call, href, send } from './endpoint';
import { SESSION_KEY } from './shared';
import { revalidate, useRead } from './read';

export const authKeys = {
  /** The session read (useSession, in the main entry: the shell's nav shows it on every page). */
  user: () => SESSION_KEY,
  myMemberships: () => href(routes.me.memberships, {}),
};

/** Spec §4: POST ends the session; the mobile menu navigates here instead (GET, the server redirects to /). */
export const LOGOUT_PATH = href(routes.auth.logoutAndRedirect, {});

/** The browser's time zone: the API shows its city as the place of this sign-in in the member's list of devices. */
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** POST /api/register → the new member, signed in; the session read is then invalidated (spec §7). */
export async function registerMember(values: RegistrationInput): Promise<PublicUser> {
  const user = await call(routes.auth.register, {}, { ...values, tz: zone() });
  await revalidate(authKeys.user());
  return user;
}

/** POST /api/login → the member. The caller redirects in full (spec §4), so no cached read is refreshed here. */
export async function signIn(values: SignIn): Promise<PublicUser> {
  return call(routes.auth.login, {}, { ...values, tz: zone() });
}

export async function logOut(): Promise<void> {
  await send(routes.auth.logout, {});
}

/** GET /api/me/memberships, read only once the session is known to be a member's (the call needs it). */
export const useMyMemberships = (signedIn: boolean) => useRead<MembershipSummary[]>(signedIn ? authKeys.myMemberships() : null);
