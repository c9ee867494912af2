import { Global, Module } from '@nestjs/common';
import type { ModuleMetadata } from '@nestjs/common';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { Response } from 'supertest';
import { ADMIN_FAILURE_LIMIT, type FailureLimit } from '../src/admin/admin-access';
import { createApp } from '../src/app.factory';
import { parseConfig } from '../src/config/config';
import { openDatabase } from '../src/database/open-database';
import { type BlockTestApp, forThisBlock, TEST_SESSION_SECRET, type TestApp } from './support';

export const ADMIN_PASSWORD = 'test-admin-password-123';

/** The admin API's routes (method and OpenAPI path): all of /api/admin, each in the document under the admin tag. */
export const ADMIN_ROUTES = [
  'DELETE /api/admin/session',
  'GET /api/admin/pending-members',
  'GET /api/admin/requests',
  'GET /api/admin/session',
  'GET /api/admin/stats',
  'GET /api/admin/users',
  'GET /api/admin/moderation/reports',
  'POST /api/admin/moderation/posts/{kind}/{id}',
  'POST /api/admin/approve-member/{id}',
  'POST /api/admin/reject-member/{id}',
  'POST /api/admin/send-welcome',
  'POST /api/admin/session',
  'GET /api/admin/spotlights',
  'POST /api/admin/spotlights/{id}/review',
  'GET /api/admin/content/{kind}',
  'GET /api/admin/content/{kind}/{id}',
  'POST /api/admin/content/{kind}/{id}/restore',
  'GET /api/admin/audit',
  'GET /api/admin/members',
  'GET /api/admin/members/{id}',
  'POST /api/admin/members/{id}/suspend',
  'POST /api/admin/members/{id}/unsuspend',
  'PUT /api/admin/members/{id}/role',
  'POST /api/admin/members/{id}/password-reset',
  'POST /api/admin/uploads',
  'GET /api/admin/overview',
  'GET /api/admin/requests/{kind}',
  'POST /api/admin/requests/{kind}/{id}/handled',
  'POST /api/admin/requests/demo-requests/{id}/reply',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/memberships/pending',
  'POST /api/admin/memberships/decide',
  'PUT /api/admin/spotlights/{id}/image',
  'GET /api/admin/activity/stream',
  'GET /api/admin/communities/{slug}/tags',
  'POST /api/admin/communities/{slug}/tags',
  'PATCH /api/admin/communities/{slug}/tags/{name}',
  'DELETE /api/admin/communities/{slug}/tags/{name}',
  'PUT /api/admin/communities/{slug}/tags/settings',
  'GET /api/admin/announcements',
  'POST /api/admin/announcements',
] as const;

/** Raises (or lowers) the wrong-password limit of the admin API for one test app. */
export function adminFailureLimit(limit: Partial<FailureLimit>): NonNullable<ModuleMetadata['imports']>[number] {
  @Global()
  @Module({ providers: [{ provide: ADMIN_FAILURE_LIMIT, useValue: limit }], exports: [ADMIN_FAILURE_LIMIT] })
  class AdminFailureLimitModule {}
  return AdminFailureLimitModule;
}

export interface AdminTestApp extends TestApp {
  /** Every log line the app wrote (JSON), when started with captureLogs. */
  logs: string[];
}

/**
 * Like support.ts's startTestApp, with ADMIN_PASSWORD set, the outbox folder of the test's choice and,
 * optionally, the log lines captured at info level (to check what is never logged).
 */
export async function startAdminTestApp(
  databaseUrl: string,
  options: { env?: Record<string, string>; outboxDir: string; captureLogs?: boolean; imports?: ModuleMetadata['imports'] },
): Promise<AdminTestApp> {
  const config = {
    ...parseConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, ADMIN_PASSWORD, LOG_LEVEL: 'silent', ...options.env }),
    outboxDir: options.outboxDir,
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = options.captureLogs ? pino({ level: 'trace', base: undefined }, sink) : pino({ level: 'silent' });
  const { dataSource } = await openDatabase(databaseUrl);
  const app = await createApp({ config, dataSource, logger, imports: options.imports });
  return { app, dataSource, logs, close: () => app.close() };
}

export interface BlockAdminTestApp extends AdminTestApp, BlockTestApp {
  /** The app's outbox folder (in a temporary folder of the block's own). */
  outboxDir: string;
}

type AdminAppOptions = Omit<Parameters<typeof startAdminTestApp>[1], 'outboxDir'>;

/**
 * A database and startAdminTestApp() of its own for the calling describe block (see support.ts's forThisBlock), its outbox in
 * a temporary folder that close() removes. `options` may be a function, called in beforeAll.
 */
export function adminAppForThisBlock(options: AdminAppOptions | (() => Promise<AdminAppOptions>) = {}): BlockAdminTestApp {
  const { handle, current } = forThisBlock(async (databaseUrl) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cci-admin-'));
    const remove = () => fs.rmSync(dir, { recursive: true, force: true });
    const outboxDir = path.join(dir, 'outbox');
    try {
      const t = await startAdminTestApp(databaseUrl, { ...(typeof options === 'function' ? await options() : options), outboxDir });
      return { ...t, outboxDir, close: () => t.close().finally(remove) };
    } catch (err) {
      remove();
      throw err;
    }
  });
  return Object.defineProperties(handle as BlockAdminTestApp, {
    logs: { get: () => current().logs },
    outboxDir: { get: () => current().outboxDir },
  });
}

/** The error body of a response (HttpErrorFilter's shape). */
export const errorOf = (res: Response) => res.body as { statusCode: number; message: string; error?: string };
