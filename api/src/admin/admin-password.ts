import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../common/secret-file';
import { ADMIN_PASSWORD_MIN_LENGTH, type AppConfig } from '../config/config';

export const ADMIN_PASSWORD_FILE = 'admin-password';

/** 24 URL-safe characters (18 random bytes, 144 bits). */
export const generateAdminPassword = () => randomBytes(18).toString('base64url');

export type AdminPasswordSource = 'env' | 'file' | 'generated' | 'memory' | 'off';

export interface ResolvedAdminPassword {
  /** null: the shared password is switched off (production with staff accounts and no ADMIN_PASSWORD). */
  password: string | null;
  /** off: switched off; env: ADMIN_PASSWORD; file: read from <stateDir>/admin-password; generated: just written there; memory: random, this process only. */
  source: AdminPasswordSource;
  file?: string;
}

/**
 * The staff password of the admin API:
 * - ADMIN_PASSWORD when set (config requires it in production and checks its length); never logged;
 * - in tests without one, a random password kept in memory (nobody can open the admin session);
 * - otherwise (a developer's `npm start`), a random password generated once into `<stateDir>/admin-password`
 *   (0600) and reused later; `log` then gets ONE line that shows it, at every start-up, so the developer
 *   can type it into the /admin gate.
 */
export function resolveAdminPassword(
  config: Pick<AppConfig, 'adminPassword' | 'production' | 'nodeEnv'> & Partial<Pick<AppConfig, 'adminEmails'>>,
  stateDir: string,
  log?: (message: string) => void,
): ResolvedAdminPassword {
  if (config.adminPassword) return { password: config.adminPassword, source: 'env' };
  if (config.production && config.adminEmails?.length) return { password: null, source: 'off' };
  if (config.production) throw new Error('ADMIN_PASSWORD is required when NODE_ENV=production');
  if (config.nodeEnv === 'test') return { password: generateAdminPassword(), source: 'memory' };
  const file = path.join(stateDir, ADMIN_PASSWORD_FILE);
  const { value: password, created } = readOrCreateSecretFile(file, {
    generate: generateAdminPassword,
    minLength: ADMIN_PASSWORD_MIN_LENGTH,
  });
  log?.(`Admin password (development): ${password} — set ADMIN_PASSWORD to choose one (kept in ${file})`);
  return { password, source: created ? 'generated' : 'file', file };
}

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * A password check that takes the same time whatever the guess: both sides are hashed first (SHA-256),
 * so neither the length of the password nor the position of the first wrong character shows in the timing.
 */
export class PasswordMatcher {
  private readonly digest: Buffer;

  constructor(password: string) {
    this.digest = sha256(password);
  }

  matches(given: unknown): boolean {
    if (typeof given !== 'string' || given === '') return false;
    return timingSafeEqual(sha256(given), this.digest);
  }
}
