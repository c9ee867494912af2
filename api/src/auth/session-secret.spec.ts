import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './session-secret';

describe('resolveSessionSecret', () => {
  let dir: string;
  const dev = { nodeEnv: 'development' as const, production: false, sessionSecret: undefined };
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cci-secret-')), 'state');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('uses SESSION_SECRET when set, and writes nothing', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecret({ ...dev, sessionSecret: secret }, dir)).toBe(secret);
    expect(resolveSessionSecret({ nodeEnv: 'production', production: true, sessionSecret: secret }, dir)).toBe(secret);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('refuses to run in production without one', () => {
    expect(() => resolveSessionSecret({ nodeEnv: 'production', production: true, sessionSecret: undefined }, dir)).toThrow(
      'SESSION_SECRET is required',
    );
  });

  it('in tests without one: a random secret in memory, no file', () => {
    const a = resolveSessionSecret({ ...dev, nodeEnv: 'test' }, dir);
    const b = resolveSessionSecret({ ...dev, nodeEnv: 'test' }, dir);
    expect(a).toHaveLength(48);
    expect(a).not.toBe(b);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('in development: generates 48 characters once into <state>/session-secret (0600) and reuses them', () => {
    const log = jest.fn();
    const first = resolveSessionSecret(dev, dir, log);
    expect(first).toMatch(/^[A-Za-z0-9_-]{48}$/);
    const file = path.join(dir, SESSION_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(file));
    expect(resolveSessionSecret(dev, dir, log)).toBe(first);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('keeps a secret someone put in the file, and rejects one that is too short', () => {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, SESSION_SECRET_FILE);
    fs.writeFileSync(file, `${'k'.repeat(32)}\n`);
    expect(resolveSessionSecret(dev, dir)).toBe('k'.repeat(32));
    fs.writeFileSync(file, 'short\n');
    expect(() => resolveSessionSecret(dev, dir)).toThrow(/at least 32 characters/);
  });
});
