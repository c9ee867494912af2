import { createHash } from 'node:crypto';
import type { LimitRule } from '../limits/rate-limit.store';
import type { ThrottleLimit } from '../limits/throttle-limit';

/** Registrations: 10 per minute per client IP, every request counted (@nestjs/throttler, shared storage). */
export const DEFAULT_REGISTER_THROTTLE: ThrottleLimit = { limit: 10, ttl: 60_000 };
/** What a 429 of the registration throttle says (followed by when to try again). */
export const TOO_MANY_REGISTRATIONS = 'Too many registrations from your network.';

/**
 * Failed sign-ins, the way mature forums count them: failures only (a successful sign-in never counts), under
 * three keys at once.
 * - account + IP, strict: one person guessing one password.
 * - IP alone, loose: one address guessing many accounts, loose enough that an office or school behind one address
 *   is not locked out by one person.
 * - account alone, a slow ceiling: many addresses guessing one account.
 */
export interface LoginLimits {
  accountAndIp: ThrottleLimit;
  ip: ThrottleLimit;
  account: ThrottleLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountAndIp: { limit: 5, ttl: 15 * 60_000 },
  ip: { limit: 50, ttl: 60 * 60_000 },
  account: { limit: 30, ttl: 60 * 60_000 },
};

/** What the 429 says for each login limit (followed by when to try again). */
export const LOGIN_LIMIT_MESSAGES: Record<keyof LoginLimits, string> = {
  accountAndIp: 'Too many failed sign-in attempts for this account.',
  ip: 'Too many failed sign-in attempts from your network.',
  account: 'Too many failed sign-in attempts for this account from several places, so it is locked for now.',
};

/** The counters are keyed by a digest of the e-mail: the limit table never holds addresses. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The three counters of a sign-in attempt with `email` (normalised) from `ip`. */
export function loginRules(limits: LoginLimits, email: string, ip: string): (LimitRule & { name: keyof LoginLimits })[] {
  const account = digest(email);
  return [
    { name: 'accountAndIp', key: `login-account-ip:${account}:${ip}`, limit: limits.accountAndIp.limit, ttlMs: limits.accountAndIp.ttl },
    { name: 'ip', key: `login-ip:${ip}`, limit: limits.ip.limit, ttlMs: limits.ip.ttl },
    { name: 'account', key: `login-account:${account}`, limit: limits.account.limit, ttlMs: limits.account.ttl },
  ];
}
