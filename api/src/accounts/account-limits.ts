import { mailboxOf } from '@cci/contracts';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { LimitRule, RateLimitStore, Reservation } from '../limits/rate-limit.store';
import type { ThrottleLimit } from '../limits/throttle-limit';
import { tooMany } from '../limits/too-many';

/**
 * The limits of the account flows, counted in the shared store (RateLimitStore, table rate_limits):
 * - forgot-password, every request counted: per client IP, and per address asked about (whether or not it has an
 *   account: the limit must not tell);
 * - e-mails a member asks for: resend-verification and change of address, per member;
 * - wrong current passwords (POST /api/me/password, POST /api/me/email; PasswordCheck), failures only, per member;
 * - e-mails per RECIPIENT, whoever caused them, keyed by the recipient's mailbox (contracts' mailboxOf:
 *   `ada+1@x` and `ada+2@x` are one mailbox): the account e-mails a stranger can send to an address (verification at
 *   registration and on resend, a change of address's link or in-use notice to the new address), and the notices
 *   other people cause (notification e-mails of replies and mentions, the new-member notice to staff). When full, a
 *   message the recipient did not ask for is not sent (logged only: the stranger learns nothing); a member asking
 *   (resend, change of address) gets the 429.
 */
export interface AccountLimits {
  forgotPerIp: ThrottleLimit;
  forgotPerAddress: ThrottleLimit;
  resendVerification: ThrottleLimit;
  changeEmail: ThrottleLimit;
  passwordFailures: ThrottleLimit;
  accountMailPerRecipient: ThrottleLimit;
  noticesPerRecipient: ThrottleLimit;
}

const HOUR = 60 * 60_000;

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  forgotPerIp: { limit: 10, ttl: HOUR },
  forgotPerAddress: { limit: 3, ttl: HOUR },
  resendVerification: { limit: 3, ttl: HOUR },
  changeEmail: { limit: 5, ttl: HOUR },
  passwordFailures: { limit: 5, ttl: 15 * 60_000 },
  accountMailPerRecipient: { limit: 3, ttl: HOUR },
  noticesPerRecipient: { limit: 30, ttl: HOUR },
};

/** What each 429 says (followed by when to try again). */
export const ACCOUNT_LIMIT_MESSAGES: Record<keyof AccountLimits, string> = {
  forgotPerIp: 'Too many password reset requests from your network.',
  forgotPerAddress: 'Too many password reset requests for this address.',
  resendVerification: 'Too many verification e-mails requested.',
  changeEmail: 'Too many changes of e-mail address requested.',
  passwordFailures: 'Too many wrong passwords.',
  accountMailPerRecipient: 'Too many e-mails were sent to this address lately.',
  noticesPerRecipient: 'Too many notices were sent to this address lately.',
};

/** The account limits in force (AuthModule: the defaults, or a test's). */
export const ACCOUNT_LIMITS = Symbol('ACCOUNT_LIMITS');

/** Counters are keyed by a digest of an address: the limit table never holds e-mail addresses. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** One counter of `name` under `key`. */
export const limitRule = (limits: AccountLimits, name: keyof AccountLimits, key: string): LimitRule & { name: keyof AccountLimits } => ({
  name,
  key: `account-${name}:${key}`,
  limit: limits[name].limit,
  ttlMs: limits[name].ttl,
});

/** The limits counted per recipient (by mailbox). */
export type RecipientLimit = 'forgotPerAddress' | 'accountMailPerRecipient' | 'noticesPerRecipient';

/** The counter of `name` for the mailbox `email` delivers to (a digest of it: the table never holds addresses). */
export const recipientRule = (limits: AccountLimits, name: RecipientLimit, email: string) =>
  limitRule(limits, name, digest(mailboxOf(email)));

/** The two counters of a forgot-password request for `email` (normalised) from `ip`. */
export const forgotRules = (limits: AccountLimits, email: string, ip: string) => [
  limitRule(limits, 'forgotPerIp', ip),
  recipientRule(limits, 'forgotPerAddress', email),
];

/**
 * Takes one unit of each rule (all or none), or throws the 429 of the rule that is full (Retry-After, its message).
 * The caller may give the units back (PasswordCheck does when the password was right).
 */
export async function takeOrRefuse(
  store: RateLimitStore,
  rules: (LimitRule & { name: keyof AccountLimits })[],
  reply: FastifyReply,
): Promise<Reservation> {
  const taken = await store.reserve(rules);
  if (taken.ok) return taken.reservation;
  const name = rules.find((r) => r.key === taken.rule.key)!.name;
  throw tooMany(reply, taken.retryAfterSeconds, ACCOUNT_LIMIT_MESSAGES[name]);
}
