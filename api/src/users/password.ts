import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1): about 10 ms per hash
 * on this hardware. `Algorithm` is a const enum the compiler cannot inline across files under
 * isolatedModules, hence its value: 2 = Argon2id.
 */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, to verify against when there is no user: the answer then takes as long. */
export function makeDummyHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}
