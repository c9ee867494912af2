import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import type { PublicUser } from '@cci/contracts';
import { DEFAULT_ACCOUNT_LIMITS } from '../src/accounts/account-limits';
import { createApp } from '../src/app.factory';
import { parseConfig } from '../src/config/config';
import { openDatabase } from '../src/database/open-database';
import { registration, sidCookie } from './auth-helpers';
import { type BlockTestApp, forThisBlock, relaxedAuthLimits, TEST_SESSION_SECRET, type TestApp } from './support';

export interface MemberTestApp extends TestApp {
  /** Every log line the app wrote (JSON, from trace up). */
  logs: string[];
  http(): ReturnType<typeof request>;
}

/**
 * The real app for the member API tests: registrations, sign-ins and account e-mails unthrottled (many from 127.0.0.1), e-mail into a
 * temporary outbox (removed by close()), every log line captured, and `env` on top of NODE_ENV=test.
 */
export async function startMemberApp(databaseUrl: string, env: Record<string, string> = {}): Promise<MemberTestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-members-'));
  const config = {
    ...parseConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, LOG_LEVEL: 'silent', ...env }),
    outboxDir: path.join(dir, 'outbox'),
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const { dataSource } = await openDatabase(databaseUrl);
  const relaxed = relaxedAuthLimits(1_000_000);
  const app = await createApp({
    config,
    dataSource,
    logger: pino({ level: 'trace', base: undefined }, sink),
    // Wrong current passwords keep their real limit (me-account.e2e-spec.ts counts them).
    auth: { ...relaxed, accounts: { ...relaxed.accounts, passwordFailures: DEFAULT_ACCOUNT_LIMITS.passwordFailures } },
  });
  return {
    app,
    dataSource,
    logs,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database and startMemberApp() of its own for the calling describe block (made in beforeAll, dropped in afterAll);
 * the answer stands for the app once beforeAll ran.
 */
export function memberAppForThisBlock(env: Record<string, string> = {}): MemberTestApp & BlockTestApp {
  const { handle, current } = forThisBlock((databaseUrl) => startMemberApp(databaseUrl, env));
  return Object.defineProperty(handle as MemberTestApp & BlockTestApp, 'logs', { get: () => current().logs });
}

export interface SignedUp {
  user: PublicUser;
  cookie: string;
  /** The registration body (its e-mail and password). */
  body: Record<string, unknown> & { email: string; password: string };
}

/** Registers a member (entrepreneurs unless said otherwise) and answers the member, the session cookie and the body. */
export async function signUp(t: MemberTestApp, overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = registration(overrides) as SignedUp['body'];
  const res = await t.http().post('/api/register').send(body).expect(201);
  return { user: res.body as PublicUser, cookie: sidCookie(res), body };
}

/** memberCount of a community as the public API answers it. */
export async function memberCountOf(t: MemberTestApp, slug: string): Promise<number> {
  return ((await t.http().get(`/api/communities/${slug}`).expect(200)).body as { memberCount: number }).memberCount;
}
