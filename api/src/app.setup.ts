import { HttpException, Logger, type SecurityHeadersOptions } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@cci/contracts';
import path from 'node:path';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { resolveSessionSecret } from './auth/session-secret';
import { SessionStore } from './auth/session-store';
import { registerSessions } from './auth/session';
import { HttpErrorFilter, toErrorBody } from './common/http-error.filter';
import { RequestLogController } from './common/logging';
import { REPO_ROOT } from './common/paths';
import { registerRequestPolicy } from './common/request-policy';
import { requestIdFor } from './common/request-id';
import { SESSION_COOKIE } from './common/session-route';
import type { AppConfig } from './config/config';
import { setupOpenApi } from './docs/openapi';
import { serveCachedJson } from './perf/cached-json';
import { writeSecurityHeaders } from './perf/router-error-headers';
import { shellInlineScriptHashes } from './web/inline-scripts';
import { registerWeb } from './web/web';
import { registerReach } from './reach/reach.routes';
import { ReachService } from './reach/reach.service';

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count N trusts the last N hops (proxy-addr's meaning: the client is
 * the address the outermost of them appended). Fastify 5.12 turns a plain number into "trust nobody", because a hop
 * count cannot tell a proxy from a client that reached the API directly: hence the function, and the README's rule
 * that a hop count fits only an API that cannot be reached around its proxies (compose: the gateway is the way in).
 */
export function trustedProxies(trust: AppConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface RequestTimeouts {
  /** Whole request (headers + body) must have arrived within this. */
  requestMs: number;
  /** A socket idle this long is closed (also bounds keep-alive idleness). */
  idleMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { requestMs: 30_000, idleMs: 75_000 };

/**
 * The HTTP adapter. Fastify takes the request id from requestIdFor (a sane incoming x-request-id or a
 * UUID); the request log (Fastify's, through the root logger and RequestLogController) and the
 * x-request-id response header then carry the same id.
 */
export function createFastifyAdapter(
  config: Pick<AppConfig, 'production' | 'trustProxy'>,
  logger: PinoLogger,
  timeouts: RequestTimeouts = DEFAULT_REQUEST_TIMEOUTS,
): FastifyAdapter {
  const logController = new RequestLogController();
  const adapter: FastifyAdapter = new FastifyAdapter({
    genReqId: requestIdFor,
    loggerInstance: logger,
    logController,
    // The router rejects a malformed URL (400) or an over-long parameter (414) before any hook or
    // filter runs; answer those in our error shape too (Fastify's own adds a `code` field), with the
    // security headers like every other response (perf/router-error-headers.ts).
    frameworkErrors: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      writeSecurityHeaders(adapter, req, reply);
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .code(status)
        .header('x-request-id', req.id)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(toErrorBody(new HttpException(error.message, status))));
      logController.requestCompleted(null, req, reply); // Fastify logs no completion for these
    },
    // X-Forwarded-* count only from the proxies TRUST_PROXY names (off by default): otherwise a client could pick
    // its own address, and with it its rate-limit keys.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request must arrive whole (headers and body) within requestTimeout, and a connection that sends nothing for
    // connectionTimeout is closed: a body trickled in a byte at a time cannot hold a socket open for minutes.
    // Node checks these every connectionsCheckingInterval (30 s by default: a 30 s limit would then hold up to a
    // minute), and enforces requestTimeout only while headersTimeout is not longer (its default of 60 s is, once
    // Fastify sets a shorter requestTimeout after creating the server: a trickled body then never timed out).
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    ...({ http: { connectionsCheckingInterval: Math.min(2_000, timeouts.requestMs), headersTimeout: timeouts.requestMs } } as object),
  });
  return adapter;
}

/**
 * Content-Security-Policy for the React shell and its remotes, all from this origin: no inline
 * scripts but the shell's own (its early-input capture, allowed by hash: inlineScriptHashes); inline
 * styles because styled-components injects <style> tags; data: images and fonts for
 * inlined assets. Swagger UI at /api/docs fits it too: its HTML loads its scripts from files and only
 * uses inline styles and data: images.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"] as string[],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * helmet 8's header set, through Nest's built-in `app.useSecurityHeaders()` (same option names and
 * defaults as helmet): the values are validated and serialised once at boot, and one onRequest hook
 * copies them onto every response (404s and errors included). @fastify/helmet built a new helmet
 * middleware, re-parsing the CSP, on every request (about a fifth of the CPU time of a cached public read).
 * - CSP useDefaults: false, so the policy is exactly the list above (helmet's defaults would add
 *   upgrade-insecure-requests, which breaks a plain-http deployment on a LAN address).
 * - X-Frame-Options: DENY says the same as frame-ancestors 'none' to browsers without CSP level 2.
 */
export const SECURITY_HEADERS: SecurityHeadersOptions = securityHeaders([]);

/** The headers above, with `scriptHashes` ('sha256-…') also allowed as inline scripts. */
export function securityHeaders(scriptHashes: readonly string[]): SecurityHeadersOptions {
  const scriptSrc = [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes.map((hash) => `'${hash}'`)];
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, scriptSrc } },
    xFrameOptions: { action: 'deny' },
  };
}

export interface ConfigureOptions {
  /** Folder holding shell/dist and mfe-*\/dist; `config.webRoot` (WEB_ROOT, else the repo root) unless a test points elsewhere. */
  webRoot?: string;
}

/** Everything HTTP about the app, shared by main.ts and the tests. Call before app.init()/listen(). */
export async function configureApp(
  app: NestFastifyApplication,
  config: AppConfig,
  options: ConfigureOptions = {},
): Promise<NestFastifyApplication> {
  const fastify = app.getHttpAdapter().getInstance();
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new HttpErrorFilter());

  const webRoot = options.webRoot ?? config.webRoot;
  app.useSecurityHeaders(securityHeaders(shellInlineScriptHashes(webRoot)));

  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    done();
  });

  // Origin (403), JSON-only bodies (415) and well-formed Unicode (400) on every route (common/request-policy.ts).
  registerRequestPolicy(fastify);
  // Multipart bodies are parsed only where the request policy lets them in (the upload route); one file, 5 MB at most.
  await fastify.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 } });

  // Cookies, sessions and the signed-in member only on routes declared with @SessionRoute() (auth/session.ts).
  const secret = resolveSessionSecret(config, path.join(REPO_ROOT, '.data'), (message) => new Logger('Sessions').log(message));
  await registerSessions(app, { config, secret, store: app.get(SessionStore) });

  serveCachedJson(app);
  setupOpenApi(app, SESSION_COOKIE);
  // The sitemap, feeds and robots.txt, at the site's paths (before the pages' catch-all takes every other path).
  registerReach(fastify, app.get(ReachService));
  await registerWeb(fastify, webRoot, config.publicUrl);
  return app;
}
