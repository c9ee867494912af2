import { expect, type APIRequestContext } from '@playwright/test';
import type { PublicUser } from '@cci/contracts';
import { linkIn, waitForMail } from './mail';
import { newMember } from './members';

export type Member = ReturnType<typeof newMember> & { id: number };

/**
 * Registers a fresh member through the API with `request` (a page's or a context's: its cookie jar is then signed in
 * as them). Registration e-mails them a verification link. Registrations are limited per IP (10 a minute): on a 429
 * this waits as long as Retry-After says, once, so a run that registers many members in a row still gets them.
 */
export async function registerMemberByApi(
  request: APIRequestContext,
  firstName = 'Ada',
  primaryCommunity = 'entrepreneurs',
  additionalCommunities: string[] = [],
): Promise<Member> {
  const m = newMember(firstName);
  const register = () =>
    request.post('/api/register', {
      data: { ...m, confirmPassword: m.password, primaryCommunity, additionalCommunities, agreeToTerms: true },
    });
  let res = await register();
  if (res.status() === 429) {
    const wait = Math.min(Number(res.headers()['retry-after'] ?? 60), 60);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 250));
    res = await register();
  }
  expect(res.status(), 'POST /api/register').toBe(201);
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
