import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
export function resolveSessionSecret(config: Pick<AppConfig, 'sessionSecret' | 'production' | 'nodeEnv'>, stateDir: string, log?: (message: string) => void): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.production) throw new Error('SESSION_SECRET is required when NODE_ENV=production');
  if (config.nodeEnv === 'test') return generateSecret();
  const file = path.join(stateDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  fs.mkdirSync(stateDir, { recursive: true });
  try {
    // 'wx': two processes booting at once must not each write their own secret.
    fs.writeFileSync(file, `${generateSecret()}\n`, { mode: 0o600, flag: 'wx' });
    log?.(`Generated a session secret in ${file} (set SESSION_SECRET to choose one)`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const written = readSecret(file);
  if (written === undefined) throw new Error(`cannot read the session secret in ${file}`);
  return written;
}

/** The secret in `file`; undefined when there is no file; an error for one too short to use. */
function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const secret = text.trim();
  if (secret.length < 32) throw new Error(`${file} must hold at least 32 characters (delete it to get a new one)`);
  return secret;
}
