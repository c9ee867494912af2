import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../config/config';
import { ADMIN_PASSWORD_FILE, PasswordMatcher, resolveAdminPassword } from './admin-password';

describe('resolveAdminPassword', () => {
  let dir: string;
  const dev = { nodeEnv: 'development' as const, production: false, adminPassword: undefined };
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cci-admin-')), 'state');
  });
  afterEach(() => {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('uses ADMIN_PASSWORD from the environment, writes nothing and never logs it (nor anything else)', () => {
    const secret = 'env-staff-password-4711';
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const consoleLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const log = jest.fn();
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }]) {
      const config = parseConfig({ ...env, ADMIN_PASSWORD: secret });
      expect(resolveAdminPassword(config, dir, log)).toEqual({ password: secret, source: 'env' });
    }
    expect(log).not.toHaveBeenCalled();
    const written = [...stdout.mock.calls, ...stderr.mock.calls, ...consoleLog.mock.calls].flat().map(String).join('\n');
    expect(written).not.toContain(secret);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses to run in production without one', () => {
    expect(() => resolveAdminPassword({ nodeEnv: 'production', production: true, adminPassword: undefined }, dir)).toThrow(
      'ADMIN_PASSWORD is required',
    );
  });

  it('in tests without one: a random password in memory, no file, no log line', () => {
    const log = jest.fn();
    const a = resolveAdminPassword({ ...dev, nodeEnv: 'test' }, dir, log);
    const b = resolveAdminPassword({ ...dev, nodeEnv: 'test' }, dir, log);
    expect(a.source).toBe('memory');
    expect(a.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(a.password).not.toBe(b.password);
    expect(log).not.toHaveBeenCalled();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('in development: generates 24 characters once into <state>/admin-password (0600), shows it in one line, reuses it', () => {
    const log = jest.fn();
    const first = resolveAdminPassword(dev, dir, log);
    const file = path.join(dir, ADMIN_PASSWORD_FILE);
    expect(first).toEqual({ password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), source: 'generated', file });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.password);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      `Admin password (development): ${first.password} — set ADMIN_PASSWORD to choose one (kept in ${file})`,
    );

    const again = resolveAdminPassword(dev, dir, log);
    expect(again).toEqual({ password: first.password, source: 'file', file });
    expect(log).toHaveBeenCalledTimes(2); // printed at every start-up
  });

  it('keeps a password someone put in the file, and rejects one that is too short', () => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, ADMIN_PASSWORD_FILE);
    fs.writeFileSync(file, 'my-own-dev-password\n');
    expect(resolveAdminPassword(dev, dir).password).toBe('my-own-dev-password');
    fs.writeFileSync(file, 'short\n');
    expect(() => resolveAdminPassword(dev, dir)).toThrow(/at least 12 characters/);
  });
});

describe('PasswordMatcher', () => {
  const matcher = new PasswordMatcher('correct-staff-password');

  it('accepts exactly the password', () => {
    expect(matcher.matches('correct-staff-password')).toBe(true);
    for (const wrong of ['', 'correct-staff-passwor', 'correct-staff-password ', 'Correct-staff-password', 'x'.repeat(500)]) {
      expect(matcher.matches(wrong)).toBe(false);
    }
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 1, ['correct-staff-password'], { password: 'correct-staff-password' }])
      expect(matcher.matches(value)).toBe(false);
  });

  it('keeps a digest, not the password', () => {
    expect(JSON.stringify(matcher)).not.toContain('correct-staff-password');
    expect(Object.values(matcher).map(String).join()).not.toContain('correct-staff-password');
  });
});
