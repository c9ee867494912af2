import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, dataFolderOutbox, parseConfig } from './config';

const problems = (env: Record<string, string | undefined>): string[] => {
  try {
    parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('applies the defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      production: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      memberApproval: 'auto',
      logLevel: 'info',
    });
    // default data dir is <repo root>/.data/pg, wherever the process was started from
    expect(config.embeddedPg.dataDir).toBe(path.resolve(__dirname, '../../../.data/pg'));
    expect(config.embeddedPg.port).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      SESSION_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'a-long-staff-password',
      SMTP_URL: 'smtps://mail.example.com:465',
      MEMBER_APPROVAL: 'required',
      EMBEDDED_PG_DIR: '/tmp/somewhere/pg',
      EMBEDDED_PG_PORT: '55432',
    });
    expect(config).toMatchObject({
      production: true,
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u:p@db:5432/app',
      adminPassword: 'a-long-staff-password',
      smtpUrl: 'smtps://mail.example.com:465',
      memberApproval: 'required',
      embeddedPg: { dataDir: '/tmp/somewhere/pg', port: 55432 },
    });
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('accepts port 0 and 65535, HOST overrides the default', () => {
    expect(parseConfig({ PORT: '0' }).port).toBe(0);
    expect(parseConfig({ PORT: '65535', HOST: '::1' })).toMatchObject({ port: 65535, host: '::1' });
  });

  it.each(['abc', '-1', '65536', '1.5', '3000x', ' 80'])('rejects PORT=%j with one clear line', (value) => {
    expect(problems({ PORT: value })).toEqual([`PORT must be an integer between 0 and 65535 (got ${JSON.stringify(value)})`]);
  });

  it('rejects a DATABASE_URL that is not postgres, hiding its password', () => {
    expect(problems({ DATABASE_URL: 'mysql://root:hunter2@db/app' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://***@db/app")',
    ]);
    expect(problems({ DATABASE_URL: 'not a url' })).toHaveLength(1);
  });

  it('rejects a short SESSION_SECRET without echoing it', () => {
    const [message] = problems({ SESSION_SECRET: 'short-secret' });
    expect(message).toBe('SESSION_SECRET must be at least 32 characters (got 12)');
    expect(message).not.toContain('short-secret');
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(problems({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-staff-password' })).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production',
    ]);
    expect(() => parseConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('PUBLIC_URL: the origin e-mail links are built from, http://localhost:<PORT> by default', () => {
    expect(parseConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseConfig({ PUBLIC_URL: 'https://community.example.com/' }).publicUrl).toBe('https://community.example.com');
    expect(parseConfig({ PUBLIC_URL: 'https://Community.Example.com:8443' }).publicUrl).toBe('https://community.example.com:8443');
    for (const bad of [
      'ftp://example.com',
      'https://example.com/app',
      'https://example.com/?a=1',
      'https://u:p@example.com',
      'example.com',
    ])
      expect(problems({ PUBLIC_URL: bad })).toEqual([expect.stringMatching(/^PUBLIC_URL must be /)]);
  });

  it('rejects bad SMTP_URL, MEMBER_APPROVAL, NODE_ENV and EMBEDDED_PG_PORT', () => {
    expect(problems({ SMTP_URL: 'http://mail' })).toEqual(['SMTP_URL must be a smtp:// or smtps:// URL (got "http://mail")']);
    expect(problems({ MEMBER_APPROVAL: 'sometimes' })).toEqual(['MEMBER_APPROVAL must be one of auto, required (got "sometimes")']);
    expect(problems({ NODE_ENV: 'prod' })).toEqual(['NODE_ENV must be one of development, production, test (got "prod")']);
    expect(problems({ EMBEDDED_PG_PORT: '0' })).toEqual(['EMBEDDED_PG_PORT must be an integer between 1 and 65535 (got "0")']);
  });

  it('reports every problem at once, one line each', () => {
    const err = (() => {
      try {
        parseConfig({ PORT: 'abc', MEMBER_APPROVAL: 'x', SMTP_URL: 'y' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(err?.problems).toHaveLength(3);
    expect(err?.message.split('\n')).toEqual(err?.problems.map((p) => `Invalid configuration: ${p}`));
  });

  it('uses a silent log level under NODE_ENV=test unless LOG_LEVEL says otherwise', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  describe('TRUST_PROXY', () => {
    const trust = (value: string) => parseConfig({ TRUST_PROXY: value }).trustProxy;

    it('is off unless set: X-Forwarded-For is then never believed', () => {
      expect(parseConfig({}).trustProxy).toBe(false);
      expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'y'.repeat(12) }).trustProxy).toBe(
        false,
      );
      expect(trust('false')).toBe(false);
      expect(trust('0')).toBe(false);
    });

    it('takes a hop count or a list of addresses, CIDRs and proxy-addr range names', () => {
      expect(trust('1')).toBe(1);
      expect(trust('2')).toBe(2);
      expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
      expect(trust('10.0.0.0/8, 172.16.0.0/12,::1,fd00::/8')).toEqual(['10.0.0.0/8', '172.16.0.0/12', '::1', 'fd00::/8']);
      expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    });

    it('refuses anything else with one clear line, "true" included', () => {
      for (const bad of ['true', 'yes', '11', '10.0.0.0/33', '::1/129', 'gateway', '10.0.0.1,', '1.2.3']) {
        expect(() => trust(bad)).toThrow(ConfigError);
        expect(() => trust(bad)).toThrow(
          /TRUST_PROXY must be false, a hop count \(1-10\), or a comma-separated list of proxy IP addresses or CIDRs/,
        );
      }
      expect(() => trust('true')).toThrow(/would let any client choose its own address/);
    });
  });

  describe('ADMIN_PASSWORD', () => {
    const secret = 'x'.repeat(32);

    it('is required in production only', () => {
      expect(problems({ NODE_ENV: 'production', SESSION_SECRET: secret })).toEqual([
        'ADMIN_PASSWORD is required when NODE_ENV=production (unless ADMIN_EMAILS names staff accounts)',
      ]);
      // One missing secret at a time (the checks after the first failing one are skipped).
      expect(problems({ NODE_ENV: 'production' })).toEqual(['SESSION_SECRET is required when NODE_ENV=production']);
      expect(parseConfig({ NODE_ENV: 'development' }).adminPassword).toBeUndefined();
      expect(parseConfig({ NODE_ENV: 'test' }).adminPassword).toBeUndefined();
    });

    it('may be left out in production once ADMIN_EMAILS names staff accounts; the addresses are checked', () => {
      const config = parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, ADMIN_EMAILS: ' Grace@Example.com, ada@example.com ' });
      expect(config.adminPassword).toBeUndefined();
      expect(config.adminEmails).toEqual(['grace@example.com', 'ada@example.com']);
      expect(parseConfig({ NODE_ENV: 'development' }).adminEmails).toEqual([]);
      expect(problems({ NODE_ENV: 'development', ADMIN_EMAILS: 'grace@example.com, not-an-address' })).toEqual([
        'ADMIN_EMAILS must be e-mail addresses separated by commas (got not-an-address)',
      ]);
    });

    it('needs at least 12 characters wherever it is set, and the message never echoes it', () => {
      for (const env of [{ NODE_ENV: 'production', SESSION_SECRET: secret }, { NODE_ENV: 'development' }, {}]) {
        const [message] = problems({ ...env, ADMIN_PASSWORD: 'hunter2-abc' });
        expect(message).toBe('ADMIN_PASSWORD must be at least 12 characters (got 11)');
        expect(message).not.toContain('hunter2');
      }
      expect(parseConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, ADMIN_PASSWORD: 'twelve-chars' }).adminPassword).toBe(
        'twelve-chars',
      );
    });

    it('is never part of any error message, whatever else is wrong', () => {
      const err = (() => {
        try {
          parseConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'short-pw', PORT: 'x', SMTP_URL: 'http://u:short-pw@mail' });
        } catch (e) {
          return e as ConfigError;
        }
      })();
      expect(err?.problems.length).toBeGreaterThanOrEqual(3);
      expect(err?.message).not.toContain('short-pw');
    });
  });

  describe('WEB_ROOT', () => {
    it('defaults to the repo root, where `npm run build` writes shell/dist and mfe-*/dist', () => {
      const root = path.resolve(__dirname, '../../..');
      expect(parseConfig({}).webRoot).toBe(root);
      expect(parseConfig({ WEB_ROOT: '' }).webRoot).toBe(root);
      expect(fs.existsSync(path.join(root, 'shell', 'package.json'))).toBe(true);
    });

    it('takes an absolute path, normalised (the compose volume: /web)', () => {
      expect(parseConfig({ WEB_ROOT: '/web' }).webRoot).toBe('/web');
      expect(parseConfig({ WEB_ROOT: '/srv/cci/web/' }).webRoot).toBe('/srv/cci/web');
      expect(parseConfig({ WEB_ROOT: '/srv/./cci//web' }).webRoot).toBe('/srv/cci/web');
    });

    it.each(['web', './web', '../web', '~/web', 'shell/dist'])('refuses the relative path %j with one clear line', (value) => {
      expect(problems({ WEB_ROOT: value })).toEqual([
        `WEB_ROOT must be an absolute path to the folder holding shell/dist and mfe-*/dist (got ${JSON.stringify(value)})`,
      ]);
    });
  });

  describe('outbox folder', () => {
    it('defaults to <repo>/.data/outbox; dataFolderOutbox puts it next to the embedded PostgreSQL data', () => {
      expect(parseConfig({}).outboxDir).toBe(path.resolve(__dirname, '../../../.data/outbox'));
      expect(dataFolderOutbox(parseConfig({}))).toBe(path.resolve(__dirname, '../../../.data/outbox'));
      expect(dataFolderOutbox(parseConfig({ EMBEDDED_PG_DIR: '/tmp/cci-e2e-abc/pg' }))).toBe('/tmp/cci-e2e-abc/outbox');
    });
  });
});
