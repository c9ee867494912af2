import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { DEFAULT_ACCOUNT_LIMITS } from '../src/accounts/account-limits';
import { createApp, type CreateAppOptions } from '../src/app.factory';
import { createRootLogger } from '../src/common/logging';
import { parseConfig } from '../src/config/config';
import { openDatabase } from '../src/database/open-database';
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../src/database/pg-admin';

// api/jest.config.js sets testTimeout: 60000, but jest-circus reads only the GLOBAL testTimeout, so in
// the root multi-project run (`npx jest --selectProjects api`) hooks and tests got the 5 s default, too
// short for a beforeAll that creates a database and boots the app on a busy 2-core machine. Every e2e
// file imports this module, so the intended limit applies however Jest is started.
jest.setTimeout(60_000);

/** URL of the test server (any database on it), set by global-setup.ts. */
export function testServerUrl(): string {
  const url = process.env.API_TEST_PG_URL;
  if (!url) throw new Error('API_TEST_PG_URL is not set: run the tests through jest (test/global-setup.ts)');
  return url;
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty `test_<random>` database; drop() removes it. */
export async function freshDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const server = testServerUrl();
  await createDatabaseIfMissing(server, name);
  return { name, url: withDatabase(server, name), drop: () => dropDatabase(server, name) };
}

/** The tables the seed fills (api/src/database/seed), for the tests that count or compare their rows. */
export const SEEDED_TABLES = [
  'communities',
  'events',
  'articles',
  'trends',
  'member_spotlights',
  'challenges',
  'mentor_profiles',
  'discussion_categories',
] as const;

export interface TestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * Auth limits out of the way (tests that are not about them make many sign-ins, registrations and account requests
 * from 127.0.0.1).
 */
export function relaxedAuthLimits(limit: number): NonNullable<CreateAppOptions['auth']> {
  const accounts = Object.fromEntries(Object.keys(DEFAULT_ACCOUNT_LIMITS).map((name) => [name, { limit }]));
  return { register: { limit }, login: { accountAndIp: { limit }, ip: { limit }, account: { limit } }, accounts };
}

export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

export interface TestAppOptions extends Pick<CreateAppOptions, 'webRoot' | 'auth' | 'requests' | 'imports' | 'timeouts'> {
  /** Environment for parseConfig, on top of NODE_ENV=test and a session secret. */
  env?: Record<string, string>;
}

/** The real app (same factory and setup as main.ts) on `databaseUrl`, migrated and seeded, not listening. */
export async function startTestApp(databaseUrl: string, options: TestAppOptions = {}): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'silent', ...options.env });
  const { dataSource } = await openDatabase(databaseUrl);
  const app = await createApp({
    config,
    dataSource,
    logger: createRootLogger(config),
    webRoot: options.webRoot,
    auth: options.auth,
    requests: options.requests,
    imports: options.imports,
    timeouts: options.timeouts,
  });
  return { app, dataSource, close: () => app.close() };
}

export interface BlockTestApp extends TestApp {
  /** The block's own database. */
  database: TestDatabase;
  /** supertest on the app's HTTP server. */
  http(): ReturnType<typeof request>;
}

/**
 * A fresh database and `start(its url)` for the calling describe block (made in beforeAll, closed and dropped in afterAll).
 * `handle` stands for the app once beforeAll ran; `current()` is the started app itself.
 */
export function forThisBlock<T extends TestApp>(start: (databaseUrl: string) => Promise<T>): { handle: BlockTestApp; current(): T } {
  let db: TestDatabase | undefined;
  let t: T | undefined;
  beforeAll(async () => {
    db = await freshDatabase();
    t = await start(db.url);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });
  const current = () => {
    if (!t || !db) throw new Error('the app of this block starts in beforeAll');
    return t;
  };
  const handle: BlockTestApp = {
    get app() {
      return current().app;
    },
    get dataSource() {
      return current().dataSource;
    },
    get database() {
      current();
      return db!;
    },
    http: () => request(current().app.getHttpServer()),
    close: () => current().close(),
  };
  return { handle, current };
}

/** A database and startTestApp(…, options) of its own for the calling describe block; see forThisBlock. */
export function appForThisBlock(options: TestAppOptions = {}): BlockTestApp {
  return forThisBlock((databaseUrl) => startTestApp(databaseUrl, options)).handle;
}

/** Retries `check` until it passes or `withinMs` is over (then throws its last failure). Returns the time it took. */
export async function eventually(check: () => Promise<unknown>, withinMs: number, everyMs = 10): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (err) {
      if (Date.now() - started > withinMs) throw err;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
