import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecretFile } from '../common/secret-file';
import type { AppConfig } from '../config/config';

export const SESSION_SECRET_FILE = 'session-secret';
const GENERATED_LENGTH = 48;

/** 48 URL-safe characters (36 random bytes). */
export const generateSecret = () => randomBytes(36).toString('base64url').slice(0, GENERATED_LENGTH);

/**
 * The secret that signs session cookies:
 * - SESSION_SECRET when set (config requires it in production, at least 32 characters);
 * - in tests without one, a random secret kept in memory;
 * - otherwise (a developer's `npm start`), a random secret generated once and kept in
 *   `<stateDir>/session-secret` (0600), so sessions survive restarts.
 */
export function resolveSessionSecret(
  config: Pick<AppConfig, 'sessionSecret' | 'production' | 'nodeEnv'>,
  stateDir: string,
  log?: (message: string) => void,
): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.production) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  if (config.nodeEnv === 'test') return generateSecret();
  const file = path.join(stateDir, SESSION_SECRET_FILE);
  const { value, created } = readOrCreateSecretFile(file, { generate: generateSecret, minLength: 32 });
  if (created) log?.(`Generated a session secret in ${file} (set SESSION_SECRET to choose one)`);
  return value;
}
