import {
  ADMIN_PREFIX,
  type AdminMember,
  type AdminRequests,
  type AdminStats,
  type MembershipDecisionResult,
  type PendingMember,
  type PendingMemberPage,
  routes,
  type SendWelcome,
} from '@cci/contracts';
import { mutate, type SWRConfiguration } from 'swr';
import { ApiError } from './shared';
import { call, href, send } from './endpoint';
import { revalidate, useRead } from './read';

export const adminKeys = {
  session: () => href(routes.admin.session, {}),
  stats: () => href(routes.admin.stats, {}),
  pendingMembers: () => href(routes.admin.pendingMembers, {}),
  users: () => href(routes.admin.users, {}),
  requests: () => href(routes.admin.requests, {}),
  /** The approval queue by pages. */
  pendingPage: (page: number) => href(routes.admin.pendingPage, {}, { page: page > 1 ? page : undefined }),
};

export const useAdminStats = (config?: SWRConfiguration) => useRead<AdminStats>(adminKeys.stats(), config);
export const usePendingPage = (page: number, config?: SWRConfiguration) => useRead<PendingMemberPage>(adminKeys.pendingPage(page), config);
/** GET /api/admin/users: the members, newest first. */
export const useAdminUsers = (config?: SWRConfiguration) => useRead<AdminMember[]>(adminKeys.users(), config);
/** GET /api/admin/requests: event requests, demo requests and the waitlist, each newest first. */
export const useAdminRequests = (config?: SWRConfiguration) => useRead<AdminRequests>(adminKeys.requests(), config);

/** A locked admin page keeps none of the admin answers in the shared cache (no request is made). */
export const forgetAdminReads = () =>
  mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_PREFIX), undefined, { revalidate: false }).then(() => undefined);

/**
 * The admin session lives on the server: the page sends the password once and never keeps or compares it
 * (the spec's original checked it in the page, §6). 204 marks the session admin; 401 wrong password; 429 throttled.
 */
export async function unlockAdmin(password: string): Promise<void> {
  await send(routes.admin.openSession, {}, { password });
}

/** Whether the server still counts this browser session as admin (200) or not (401; 403: a member who is not staff). */
export async function hasAdminSession(): Promise<boolean> {
  try {
    await send(routes.admin.session, {});
    return true;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return false;
    throw err;
  }
}

/** Ends the admin part of the session (the member sign-in, if any, stays). */
export async function lockAdminSession(): Promise<void> {
  await send(routes.admin.closeSession, {});
}

/**
 * Approves or rejects one application (`id` is the membership id). On success its row leaves the queue at once, and
 * the queue's pages and the counters are read again before it resolves; on failure the queue is read again and the
 * error thrown.
 */
export async function decideMembership(id: number, decision: 'approve' | 'reject'): Promise<PendingMember> {
  let decided: PendingMember;
  try {
    decided = await call(decision === 'approve' ? routes.admin.approveMember : routes.admin.rejectMember, { id });
  } catch (err) {
    // A 401 locks the page instead, which drops the admin reads.
    if (!(err instanceof ApiError && err.status === 401)) void revalidate(adminKeys.pendingMembers());
    throw err;
  }
  await mutate<PendingMember[]>(adminKeys.pendingMembers(), (rows) => rows?.filter((r) => r.id !== id), { revalidate: false });
  await membershipsChanged();
  return decided;
}

/** POST /api/admin/send-welcome: 202 { message } when the e-mail is queued; 401 / 400 / 502 { message } otherwise. */
export async function sendWelcome(body: SendWelcome): Promise<void> {
  await send(routes.admin.sendWelcome, {}, body);
}

/** After a membership decision: every page of the queue, the spec's queue, the counters, the overview and the audit log. */
function membershipsChanged() {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      (key.startsWith(href(routes.admin.pendingPage, {})) ||
        key === adminKeys.pendingMembers() ||
        key === adminKeys.stats() ||
        key === href(routes.admin.overview, {}) ||
        key.startsWith(href(routes.admin.audit, {})) ||
        key.startsWith(href(routes.admin.members, {}))),
  );
}

/** POST /api/admin/memberships/decide: approves or rejects the chosen applications at once (at most 100); resolves once the queue's pages are read again. */
export async function decideMemberships(ids: readonly number[], decision: 'approve' | 'reject'): Promise<MembershipDecisionResult> {
  try {
    return await call(routes.admin.decideMemberships, {}, { ids: [...ids], decision });
  } finally {
    await membershipsChanged();
  }
}
