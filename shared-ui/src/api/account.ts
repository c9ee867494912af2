import type {
  Accepted,
  Account,
  ChangeEmail,
  ChangePassword,
  DeleteAccount,
  ForgotPassword,
  MemberProfile,
  MembershipSummary,
  PublicUser,
  ResetPassword,
  UpdateAccountInput,
} from '@cci/contracts';
import { authKeys } from './auth';
import { apiRequest } from './shared';
import { revalidate, useRead } from './read';

// Member accounts (issue 13): memberships, profiles, settings, one-time links and the member's data.

export const accountKeys = {
  account: () => '/api/me',
  export: () => '/api/me/export',
  membership: (slug: string) => `/api/me/memberships/${encodeURIComponent(slug)}`,
  member: (id: number | string) => `/api/members/${encodeURIComponent(String(id))}`,
};

/** After a membership changes: the list, and the session (its primaryCommunity drives My Dashboard). */
const refreshMemberships = () => revalidate(authKeys.myMemberships(), authKeys.user());

/** POST /api/me/memberships → the new membership (approved, or pending when staff approve members). */
export async function joinCommunity(community: string): Promise<MembershipSummary> {
  const membership = (await (await apiRequest('POST', authKeys.myMemberships(), { community })).json()) as MembershipSummary;
  await refreshMemberships();
  return membership;
}

/** DELETE /api/me/memberships/:slug (not the primary one: the API answers 409). */
export async function leaveCommunity(slug: string): Promise<void> {
  await apiRequest('DELETE', accountKeys.membership(slug));
  await refreshMemberships();
}

/** PATCH /api/me/memberships/:slug { primary: true }. */
export async function makePrimaryCommunity(slug: string): Promise<void> {
  await apiRequest('PATCH', accountKeys.membership(slug), { primary: true });
  await refreshMemberships();
}

/** GET /api/members/:id: a public profile (never the e-mail). */
export const useMemberProfile = (id: string | undefined) => useRead<MemberProfile>(id ? accountKeys.member(id) : null);

/** GET /api/me: the member's own account, for settings (only once signed in). */
export const useAccount = (signedIn: boolean) => useRead<Account>(signedIn ? accountKeys.account() : null);

/** PATCH /api/me → the account as stored; the session read follows (the nav shows the name). */
export async function updateAccount(values: UpdateAccountInput): Promise<Account> {
  const account = (await (await apiRequest('PATCH', accountKeys.account(), values)).json()) as Account;
  await revalidate(accountKeys.account(), authKeys.user());
  return account;
}

/** POST /api/me/password: every other session ends; this one stays signed in (with a new id). */
export async function changePassword(values: ChangePassword): Promise<void> {
  await apiRequest('POST', '/api/me/password', values);
}

/** POST /api/me/email → 202: a link goes to the new address; the account shows it as pending. */
export async function changeEmail(values: ChangeEmail): Promise<Accepted> {
  const accepted = (await (await apiRequest('POST', '/api/me/email', values)).json()) as Accepted;
  await revalidate(accountKeys.account());
  return accepted;
}

/** DELETE /api/me/sessions: "Log out everywhere", this browser included. */
export async function logOutEverywhere(): Promise<void> {
  await apiRequest('DELETE', '/api/me/sessions');
}

/** DELETE /api/me { password }: the account goes, and with it every session. */
export async function deleteAccount(values: DeleteAccount): Promise<void> {
  await apiRequest('DELETE', accountKeys.account(), values);
}

/** The URL of the data export (GET /api/me/export answers a JSON file to download). */
export const ACCOUNT_EXPORT_URL = accountKeys.export();

/** POST /api/auth/forgot-password → 202, the same answer whether or not the address has an account. */
export async function requestPasswordReset(values: ForgotPassword): Promise<Accepted> {
  return (await apiRequest('POST', '/api/auth/forgot-password', values)).json() as Promise<Accepted>;
}

/** POST /api/auth/reset-password: the new password; every session of the member ends. */
export async function resetPassword(values: ResetPassword): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', values);
}

/** POST /api/auth/verify-email → the member (verified); the session read follows. */
export async function verifyEmail(token: string): Promise<PublicUser> {
  const user = (await (await apiRequest('POST', '/api/auth/verify-email', { token })).json()) as PublicUser;
  await revalidate(authKeys.user());
  return user;
}

/** POST /api/auth/confirm-email: moves the account to the address the link was sent to. */
export async function confirmEmailChange(token: string): Promise<PublicUser> {
  const user = (await (await apiRequest('POST', '/api/auth/confirm-email', { token })).json()) as PublicUser;
  await revalidate(authKeys.user(), accountKeys.account());
  return user;
}

/** POST /api/auth/resend-verification → 202 (throttled). */
export async function resendVerification(): Promise<Accepted> {
  return (await apiRequest('POST', '/api/auth/resend-verification')).json() as Promise<Accepted>;
}
