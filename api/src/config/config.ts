import net from 'node:net';
import { parseS3Url } from '../uploads/s3-url';
import path from 'node:path';
import * as v from 'valibot';
import { REPO_ROOT } from '../common/paths';

export type NodeEnv = 'development' | 'production' | 'test';
export type MemberApproval = 'auto' | 'required';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  production: boolean;
  port: number;
  host: string;
  /** Unset: the API starts an embedded PostgreSQL (see database/embedded.ts). */
  databaseUrl?: string;
  sessionSecret?: string;
  /**
   * The staff password of the admin API (at least 12 characters; required in production). Unset
   * elsewhere: admin/admin-password.ts generates one (development) or a random one (test). Never logged.
   */
  adminPassword?: string;
  /**
   * ADMIN_EMAILS: comma-separated addresses whose accounts hold the admin role (granted at boot and when they
   * register). In production ADMIN_PASSWORD may be left unset once these exist: the shared password gate is then off.
   */
  adminEmails: string[];
  /** UPLOADS_DIR: where uploaded images are stored when S3_URL is unset (`<repo>/.data/uploads` by default). */
  uploadsDir: string;
  /** S3_URL: an S3-compatible bucket for uploaded images instead of the disk (uploads/s3-url.ts). */
  s3Url?: string;
  /** smtp:// or smtps://; unset: e-mails are written as .eml files into `outboxDir` (mail/mail.service.ts). */
  smtpUrl?: string;
  /**
   * Folder of the .eml files written while SMTP_URL is unset. Not an environment variable: `<repo>/.data/outbox`
   * by default; main.ts puts it next to the embedded PostgreSQL's data folder (see dataFolderOutbox).
   */
  outboxDir: string;
  memberApproval: MemberApproval;
  /**
   * The site's address as members reach it, without a trailing slash: links in e-mails are built from it. PUBLIC_URL
   * (http:// or https://, no path, query or fragment); `http://localhost:<PORT>` by default.
   */
  publicUrl: string;
  logLevel: LogLevel;
  embeddedPg: { dataDir: string; port?: number };
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): false (none, the default: the socket's peer is
   * the client), a hop count (the last n proxies in front of the API), or a list of proxy addresses / CIDRs.
   */
  trustProxy: false | number | string[];
  /**
   * Folder holding the built front end, laid out like the repo: `shell/dist`, `shell/dist-ssr`, `mfe-<slice>/dist`
   * (each remote with its `server/` container), `releases/`. `WEB_ROOT` (absolute); the repo root by default. Compose
   * mounts the `web` volume, which the front-end images publish into, read-only there (docker/static/publish.sh).
   */
  webRoot: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.map((p) => `Invalid configuration: ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

const NODE_ENVS = ['development', 'production', 'test'] as const;
/** A staff password shorter than this is refused, in every environment (so a short one never reaches production). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Hide the password of a URL before echoing it in an error message. */
const redact = (value: string) => value.replace(/\/\/([^@/]*)@/, '//***@');
const got = (value: unknown) => `(got ${JSON.stringify(typeof value === 'string' ? redact(value) : value)})`;

const port = (name: string) =>
  v.pipe(
    v.string(),
    v.check(
      (s) => /^\d{1,5}$/.test(s) && Number(s) <= 65535,
      (i) => `${name} must be an integer between 0 and 65535 ${got(i.input)}`,
    ),
    v.transform(Number),
  );

const url = (name: string, schemes: string[]) =>
  v.pipe(
    v.string(),
    v.check(
      (s) => {
        try {
          const u = new URL(s);
          return schemes.includes(u.protocol) && u.hostname !== '';
        } catch {
          return false;
        }
      },
      (i) => `${name} must be a ${schemes.map((s) => `${s}//`).join(' or ')} URL ${got(i.input)}`,
    ),
  );

const picklist = <T extends readonly string[]>(name: string, options: T) =>
  v.picklist(options, (i) => `${name} must be one of ${options.join(', ')} ${got(i.input)}`);

/** proxy-addr's names for address ranges (Fastify hands TRUST_PROXY lists to it). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IPv4/IPv6 address, an address/prefix CIDR, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** WEB_ROOT: an absolute path (a relative one would depend on the folder the server was started from). */
const webRoot = v.pipe(
  v.string(),
  v.check(
    (s) => path.isAbsolute(s) && !s.includes('\0'),
    (i) => `WEB_ROOT must be an absolute path to the folder holding shell/dist and mfe-*/dist ${got(i.input)}`,
  ),
  v.transform((s) => path.resolve(s)),
);

const TRUST_PROXY_HELP = 'TRUST_PROXY must be false, a hop count (1-10), or a comma-separated list of proxy IP addresses or CIDRs';

const trustProxy = v.pipe(
  v.string(),
  v.transform((s) => s.trim()),
  v.check(
    (s) => {
      if (s === 'false' || /^\d{1,2}$/.test(s)) return s === 'false' || Number(s) <= 10;
      return s.split(',').every((e) => isProxyAddress(e.trim()));
    },
    (i) => `${TRUST_PROXY_HELP} ${got(i.input)}${i.input === 'true' ? ': "true" would let any client choose its own address' : ''}`,
  ),
  v.transform((s): false | number | string[] => {
    if (s === 'false' || s === '0') return false;
    if (/^\d+$/.test(s)) return Number(s);
    return s.split(',').map((e) => e.trim());
  }),
);

// Every variable arrives as a string (or is missing); an empty string counts as missing, so that
// `DATABASE_URL=` in a compose file means "not set".
const EnvSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(picklist('NODE_ENV', NODE_ENVS), 'development'),
    PORT: v.optional(port('PORT'), '3000'),
    HOST: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9.:_-]+$/, (i) => `HOST must be a host name or IP address ${got(i.input)}`),
      ),
    ),
    DATABASE_URL: v.optional(url('DATABASE_URL', ['postgres:', 'postgresql:'])),
    // Secrets are never echoed back, only their length.
    SESSION_SECRET: v.optional(
      v.pipe(
        v.string(),
        v.minLength(32, (i) => `SESSION_SECRET must be at least 32 characters (got ${String(i.input).length})`),
      ),
    ),
    ADMIN_PASSWORD: v.optional(
      v.pipe(
        v.string(),
        v.minLength(
          ADMIN_PASSWORD_MIN_LENGTH,
          (i) => `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (got ${String(i.input).length})`,
        ),
      ),
    ),
    ADMIN_EMAILS: v.optional(
      v.pipe(
        v.string(),
        v.transform((s) =>
          s
            .split(',')
            .map((a) => a.trim().toLowerCase())
            .filter(Boolean),
        ),
        v.check(
          (list) => list.every((a) => a.length <= 254 && /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(a)),
          (i) =>
            `ADMIN_EMAILS must be e-mail addresses separated by commas (got ${(i.input as string[]).filter((a) => !/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(a)).join(', ')})`,
        ),
      ),
      '',
    ),
    UPLOADS_DIR: v.optional(
      v.pipe(
        v.string(),
        v.check((s) => path.isAbsolute(s), 'UPLOADS_DIR must be an absolute path'),
      ),
    ),
    S3_URL: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (s) => {
            try {
              parseS3Url(s);
              return true;
            } catch {
              return false;
            }
          },
          (i) => {
            try {
              parseS3Url(String(i.input));
            } catch (err) {
              return (err as Error).message;
            }
            return 'S3_URL is not valid';
          },
        ),
      ),
    ),
    SMTP_URL: v.optional(url('SMTP_URL', ['smtp:', 'smtps:'])),
    MEMBER_APPROVAL: v.optional(picklist('MEMBER_APPROVAL', ['auto', 'required'] as const), 'auto'),
    PUBLIC_URL: v.optional(
      v.pipe(
        url('PUBLIC_URL', ['http:', 'https:']),
        v.check(
          (s) => {
            const u = new URL(s);
            return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
          },
          (i) => `PUBLIC_URL must be the site's origin, with no path, query, fragment or credentials ${got(i.input)}`,
        ),
      ),
    ),
    LOG_LEVEL: v.optional(picklist('LOG_LEVEL', LOG_LEVELS)),
    TRUST_PROXY: v.optional(trustProxy),
    WEB_ROOT: v.optional(webRoot),
    EMBEDDED_PG_DIR: v.optional(v.string()),
    EMBEDDED_PG_PORT: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (s) => /^\d{1,5}$/.test(s) && Number(s) >= 1 && Number(s) <= 65535,
          (i) => `EMBEDDED_PG_PORT must be an integer between 1 and 65535 ${got(i.input)}`,
        ),
        v.transform(Number),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['SESSION_SECRET']],
      (e) => e.NODE_ENV !== 'production' || e.SESSION_SECRET !== undefined,
      'SESSION_SECRET is required when NODE_ENV=production',
    ),
    ['SESSION_SECRET'],
  ),
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['ADMIN_PASSWORD'], ['ADMIN_EMAILS']],
      (e) => e.NODE_ENV !== 'production' || e.ADMIN_PASSWORD !== undefined || (e.ADMIN_EMAILS?.length ?? 0) > 0,
      'ADMIN_PASSWORD is required when NODE_ENV=production (unless ADMIN_EMAILS names staff accounts)',
    ),
    ['ADMIN_PASSWORD'],
  ),
);

/** Pure: validates an environment and returns the typed configuration, or throws ConfigError listing every problem. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, input, { abortPipeEarly: true });
  if (!result.success) throw new ConfigError(result.issues.map((issue) => issue.message));
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  return {
    nodeEnv: e.NODE_ENV,
    production,
    port: e.PORT,
    // Containers need every interface; a developer machine should not expose the site to the LAN.
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmails: typeof e.ADMIN_EMAILS === 'string' ? [] : e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL,
    uploadsDir: e.UPLOADS_DIR ?? path.join(REPO_ROOT, '.data', 'uploads'),
    s3Url: e.S3_URL,
    outboxDir: path.join(REPO_ROOT, '.data', 'outbox'),
    memberApproval: e.MEMBER_APPROVAL,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY ?? false,
    webRoot: e.WEB_ROOT ?? REPO_ROOT,
    embeddedPg: {
      dataDir: path.resolve(e.EMBEDDED_PG_DIR ?? path.join(REPO_ROOT, '.data', 'pg')),
      port: e.EMBEDDED_PG_PORT,
    },
  };
}

/**
 * The outbox of a data folder: next to the embedded PostgreSQL's data (`dirname(EMBEDDED_PG_DIR)/outbox`),
 * which is `<repo>/.data/outbox` by default. A server started on a temp EMBEDDED_PG_DIR (tests, e2e)
 * thus writes its e-mails into its own temp folder. main.ts applies it.
 */
export function dataFolderOutbox(config: Pick<AppConfig, 'embeddedPg'>): string {
  return path.join(path.dirname(config.embeddedPg.dataDir), 'outbox');
}

let loaded: AppConfig | undefined;

/**
 * Reads process.env once. On a bad value it prints one line per problem to stderr and exits with
 * code 1: a configuration mistake is the operator's to fix, a stack trace would only hide the message.
 */
export function loadConfig(): AppConfig {
  if (loaded) return loaded;
  try {
    loaded = parseConfig(process.env);
    return loaded;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
