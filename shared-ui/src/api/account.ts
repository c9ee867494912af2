import {
  type Accepted,
  type Account,
  type ChangeEmail,
  type ChangePassword,
  type DeleteAccount,
  type ForgotPassword,
  type MemberProfile,
  type MembershipSummary,
  type PublicUser,
  type ResetPassword,
  routes,
  type UpdateAccountInput,
  type WelcomeState,
  type WelcomeUpdate,
} from '@cci/contracts';
import { authKeys } from './auth';
import { communityKeys } from './communities';
import { call, href, send } from './endpoint';
import { revalidate, useRead } from './read';
import { apiUpload } from './shared';

// Member accounts: memberships, profiles, settings, one-time links and the member's data.

export const accountKeys = {
  account: () => href(routes.me.account, {}),
  export: () => href(routes.me.exportData, {}),
  membership: (slug: string) => href(routes.me.leave, { slug }),
  member: (id: number | string) => href(routes.members.profile, { id }),
};

/** After a membership changes: the list, and the session (its primaryCommunity drives My Dashboard). */
const refreshMemberships = () => revalidate(authKeys.myMemberships(), authKeys.user());

/** POST /api/me/memberships → the new membership (approved, or pending when staff approve members); an approved one counts in the community's read. */
export async function joinCommunity(community: string): Promise<MembershipSummary> {
  const membership = await call(routes.me.join, {}, { community });
  await refreshMemberships();
  if (membership.status === 'approved') void revalidate(communityKeys.detail(community)); // its member count includes them
  return membership;
}

/** DELETE /api/me/memberships/:slug (not the primary one: the API answers 409). */
export async function leaveCommunity(slug: string): Promise<void> {
  await send(routes.me.leave, { slug });
  await refreshMemberships();
}

/** PATCH /api/me/memberships/:slug { primary: true }. */
export async function makePrimaryCommunity(slug: string): Promise<void> {
  await send(routes.me.updateMembership, { slug }, { primary: true });
  await refreshMemberships();
}

/** GET /api/members/:id: a public profile (never the e-mail). */
export const useMemberProfile = (id: string | undefined) => useRead<MemberProfile>(id ? accountKeys.member(id) : null);

/** GET /api/me: the member's own account, for settings (only once signed in). */
export const useAccount = (signedIn: boolean) => useRead<Account>(signedIn ? accountKeys.account() : null);

/** PATCH /api/me → the account as stored; the session read follows (the nav shows the name). */
export async function updateAccount(values: UpdateAccountInput): Promise<Account> {
  const account = await call(routes.me.update, {}, values);
  await revalidate(accountKeys.account(), authKeys.user());
  return account;
}

/** PUT /api/me/avatar (multipart): the member's photo, square-cropped; the account read follows. */
export async function setAvatar(file: File): Promise<{ avatar: string }> {
  const answer = await apiUpload<{ avatar: string }>(href(routes.me.setAvatar, {}), file, 'PUT');
  await revalidate(accountKeys.account());
  return answer;
}

/** DELETE /api/me/avatar: the initials show again. */
export async function removeAvatar(): Promise<void> {
  await send(routes.me.removeAvatar, {});
  await revalidate(accountKeys.account());
}

/** PATCH /api/me/welcome: the first-day welcome's step reached, or done; the account read (and the checklist) follows. */
export async function updateWelcome(patch: WelcomeUpdate): Promise<WelcomeState> {
  const welcome = await call(routes.me.welcome, {}, patch);
  await revalidate(accountKeys.account());
  return welcome;
}

/** POST /api/me/password: every other session ends; this one stays signed in (with a new id). */
export async function changePassword(values: ChangePassword): Promise<void> {
  await send(routes.me.changePassword, {}, values);
}

/** POST /api/me/email → 202: a link goes to the new address; the account shows it as pending. */
export async function changeEmail(values: ChangeEmail): Promise<Accepted> {
  const accepted = await call(routes.me.changeEmail, {}, values);
  await revalidate(accountKeys.account());
  return accepted;
}

/** DELETE /api/me/sessions: "Log out everywhere", this browser included. */
export async function logOutEverywhere(): Promise<void> {
  await send(routes.me.endSessions, {});
}

/** DELETE /api/me { password }: the account goes, and with it every session. */
export async function deleteAccount(values: DeleteAccount): Promise<void> {
  await send(routes.me.remove, {}, values);
}

/** The URL of the data export (GET /api/me/export answers a JSON file to download). */
export const ACCOUNT_EXPORT_URL = accountKeys.export();

/** POST /api/auth/forgot-password → 202, the same answer whether or not the address has an account. */
export async function requestPasswordReset(values: ForgotPassword): Promise<Accepted> {
  return call(routes.auth.forgotPassword, {}, values);
}

/** POST /api/auth/reset-password: the new password; every session of the member ends, this browser's too. */
export async function resetPassword(values: ResetPassword): Promise<void> {
  await send(routes.auth.resetPassword, {}, values);
  void revalidate(authKeys.user());
}

/** POST /api/auth/verify-email → the member (verified); the session read follows. */
export async function verifyEmail(token: string): Promise<PublicUser> {
  const user = await call(routes.auth.verifyEmail, {}, { token });
  await revalidate(authKeys.user());
  return user;
}

/** POST /api/auth/confirm-email: moves the account to the address the link was sent to. */
export async function confirmEmailChange(token: string): Promise<PublicUser> {
  const user = await call(routes.auth.confirmEmail, {}, { token });
  await revalidate(authKeys.user(), accountKeys.account());
  return user;
}

/** POST /api/auth/resend-verification → 202 (throttled). */
export async function resendVerification(): Promise<Accepted> {
  return call(routes.auth.resendVerification, {});
}
