import { expect, type APIRequestContext } from '@playwright/test';
import type { PublicUser } from '@cci/contracts';
import { linkIn, waitForMail } from './mail';
import { newMember } from './members';
import { asNewClient } from './test';

export type Member = ReturnType<typeof newMember> & { id: number };

/**
 * Registers a fresh member through the API with `request` (a page's or a context's: its cookie jar is then signed in
 * as them). Registration e-mails them a verification link. Registrations are limited per IP (10 a minute, on in the
 * test server too): each member registers as a client of their own (support/test.ts), so a 429 here is a failure.
 */
export async function registerMemberByApi(
  request: APIRequestContext,
  firstName = 'Ada',
  primaryCommunity = 'entrepreneurs',
  additionalCommunities: string[] = [],
): Promise<Member> {
  const m = newMember(firstName);
  const res = await request.post('/api/register', {
    data: { ...m, confirmPassword: m.password, primaryCommunity, additionalCommunities, agreeToTerms: true },
    headers: asNewClient(),
  });
  expect(res.status(), `POST /api/register: ${res.status() === 201 ? '' : await res.text()}`).toBe(201);
  return { ...m, id: ((await res.json()) as PublicUser).id };
}

/** The path and query of the newest link to `path` (/reset-password, /verify-email, /confirm-email) e-mailed to `address`. */
export async function mailedLink(address: string, path: string, origin: string, index = 0): Promise<string> {
  const message = await waitForMail(address, (m) => m.text.includes(`${path}?token=`), index);
  const url = new URL(linkIn(message, origin, path));
  return `${url.pathname}${url.search}`;
}

/** Asks for a password reset of `address` and answers the link e-mailed for it. */
export async function resetLinkFor(request: APIRequestContext, address: string, origin: string, index = 0): Promise<string> {
  const res = await request.post('/api/auth/forgot-password', { data: { email: address } });
  expect(res.status(), 'POST /api/auth/forgot-password').toBe(202);
  return mailedLink(address, '/reset-password', origin, index);
}
