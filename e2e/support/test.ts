import { expect, test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { trackRequests } from './network';
import { freePortAsync, startNode, stopProcess, waitForHealth, type Started } from './processes';

const ROOT = resolve(__dirname, '../..');

/** One worker's own test server: the API (with the built site) on its own embedded PostgreSQL, and its SMTP sink. */
export interface WorkerServer {
  baseURL: string;
  port: number;
  pgPort: number;
  smtpHttpPort: number;
  /** The folder holding this worker's `pg/` cluster and its `pg.password`. */
  stateDir: string;
}

let clients = 0;
let workerNumber = 0;
/**
 * A client address no other context or member of this worker's server has used (the server trusts X-Forwarded-For
 * from 127.0.0.1: TRUST_PROXY). Each test member is its own client, so per-IP limits (10 registrations a minute) never
 * make a test wait; a test of a limit sends one address on purpose.
 */
export function nextClientAddress(): string {
  clients += 1;
  return `10.${workerNumber % 250}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** `X-Forwarded-For` of a fresh client, merged into `headers`. */
export const asNewClient = (headers: Record<string, string> = {}) => ({ ...headers, 'X-Forwarded-For': nextClientAddress() });

/**
 * A new browser context that is a client of its own (its own X-Forwarded-For) and whose requests
 * `waitForQuietNetwork` can see. Tests and helpers make their extra contexts with this, not `browser.newContext()`.
 */
export async function newClientContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, extraHTTPHeaders: asNewClient(options.extraHTTPHeaders) });
  trackRequests(context);
  return context;
}

/** Sets a worker's server values where the support helpers (db.ts, mail.ts) read them. */
function publish(server: WorkerServer) {
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_PG_PORT = String(server.pgPort);
  process.env.E2E_SMTP_HTTP_PORT = String(server.smtpHttpPort);
  process.env.E2E_STATE_DIR = server.stateDir;
}

/**
 * The suite's `test`:
 * - each worker starts its own server, SMTP sink and database (`server`, worker-scoped, keyed by the worker) on free
 *   ports, and stops them when the worker ends; `baseURL` is that server's;
 * - each test is a client of its own (a distinct X-Forwarded-For for `page`, `context` and `request`);
 * - `page.goto` and `page.reload` return as Playwright's do (on `load`), not once the app is live: a test types and
 *   clicks as soon as what it needs is visible, as a visitor does. What is done before the page is live is kept and
 *   replayed (shell/src/early-input); only a test about hydration itself waits for `<html data-live>`.
 */
export const test = base.extend<object, { server: WorkerServer }>({
  server: [
    async ({}, use, workerInfo) => {
      workerNumber = workerInfo.workerIndex;
      const dataDir = process.env.E2E_DATA_DIR;
      if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
      // workerIndex, not parallelIndex: a worker restarted after a failure gets a fresh database too.
      const stateDir = join(dataDir, `worker-${workerInfo.workerIndex}`);
      mkdirSync(stateDir, { recursive: true });
      const [port, pgPort, smtpPort, smtpHttpPort] = [
        await freePortAsync(),
        await freePortAsync(),
        await freePortAsync(),
        await freePortAsync(),
      ];
      const baseURL = `http://127.0.0.1:${port}`;
      let sink: Started | undefined;
      let api: Started | undefined;
      try {
        sink = startNode(
          join(ROOT, 'tools/mail/smtp-sink.cjs'),
          { ...process.env, SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttpPort) },
          ROOT,
        );
        await waitForHealth(sink, `http://127.0.0.1:${smtpHttpPort}/health`, 30_000, 'the SMTP sink');
        api = startNode(
          join(ROOT, 'api/dist/main.js'),
          {
            ...process.env,
            PORT: String(port),
            EMBEDDED_PG_DIR: join(stateDir, 'pg'),
            EMBEDDED_PG_PORT: String(pgPort),
            NODE_ENV: 'test',
            ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            PUBLIC_URL: baseURL,
            // Limits stay on; X-Forwarded-For from this loopback client (the tests) names the client.
            TRUST_PROXY: '127.0.0.1',
          },
          ROOT,
        );
        await waitForHealth(api, `${baseURL}/api/health`, 150_000, `the test server of worker ${workerInfo.workerIndex}`);
        const server = { baseURL, port, pgPort, smtpHttpPort, stateDir };
        publish(server);
        await use(server);
      } finally {
        await stopProcess(api?.child, 15_000); // main.ts stops Nest and its embedded PostgreSQL
        await stopProcess(sink?.child, 5_000);
      }
    },
    { scope: 'worker', timeout: 180_000, title: 'test server of this worker' },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => use(asNewClient(extraHTTPHeaders)),
  context: async ({ context }, use) => {
    trackRequests(context);
    await use(context);
  },
});

export { expect };
export type { Page };
