import { BadRequestException, ForbiddenException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const JSON_ONLY = 'Content-Type must be application/json';
export const CROSS_ORIGIN = 'Cross-origin request refused: this action is only accepted from the site itself';
export const MALFORMED_UNICODE = 'Request body contains text that is not valid Unicode (an unpaired UTF-16 surrogate such as \\ud800)';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Route config flag of a GET that changes state (GET /api/logout): the Origin rule applies to it as to a POST.
 * Set with RouteConfig (auth/session.ts's SessionRoute takes it as an extra).
 */
export interface StateChangingConfig {
  changesState?: boolean;
  /** Takes a multipart/form-data body (an upload: POST /api/admin/uploads) instead of JSON; the Origin rule still applies. */
  multipart?: boolean;
}

export const changesState = (req: FastifyRequest): boolean =>
  STATE_CHANGING.has(req.method) || (req.routeOptions?.config as StateChangingConfig | undefined)?.changesState === true;

const hasBody = (req: FastifyRequest): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** The media type of a Content-Type header, lower-cased, without parameters ('' when absent). */
const mediaType = (header: string | undefined): string => (header ?? '').split(';', 1)[0].trim().toLowerCase();

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Whether an Origin header names this site, i.e. the host the request was sent to (`req.host`: the Host header, or
 * X-Forwarded-Host from a proxy TRUST_PROXY trusts). Schemes are not compared (TLS ends at the gateway). `null` (sandboxed
 * frames, some redirects, file: pages) and anything unparsable are foreign. A Host without a port (nginx's `$host`
 * drops it) is compared by host name only.
 */
export function isSameOrigin(origin: string, requestHost: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null' || !(url.protocol in DEFAULT_PORT)) return false;
  const host = requestHost.trim().toLowerCase();
  if (!host) return false;
  const port = url.port || DEFAULT_PORT[url.protocol];
  return host === `${url.hostname}:${port}` || host === url.hostname;
}

const isWellFormed = (s: string): boolean => (s as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Whether every string in a parsed JSON value (object keys included) is well-formed Unicode. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function isWellFormedJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (!isWellFormed(v)) return false;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        if (!isWellFormed(key)) return false;
        pending.push(item);
      }
    }
  }
  return true;
}

/** onRequest: the Origin rule (403), then JSON only (415), before the body is read, a cookie parsed or a guard run. */
function checkRequest(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  if (!changesState(req)) return done();
  const origin = req.headers.origin;
  if (origin !== undefined && !isSameOrigin(origin, req.host)) return done(new ForbiddenException(CROSS_ORIGIN));
  // An HTML form can send urlencoded, multipart or text/plain bodies to any site with no CORS preflight; JSON needs one.
  const type = mediaType(req.headers['content-type']);
  const multipart = (req.routeOptions?.config as StateChangingConfig | undefined)?.multipart === true;
  if (STATE_CHANGING.has(req.method) && hasBody(req) && type !== 'application/json' && !(multipart && type === 'multipart/form-data')) {
    return done(new UnsupportedMediaTypeException(JSON_ONLY));
  }
  done();
}

/** preValidation: the parsed body holds well-formed strings only (PostgreSQL would store a lone surrogate as U+FFFD). */
function checkBody(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  if (req.body !== undefined && !isWellFormedJson(req.body)) return done(new BadRequestException(MALFORMED_UNICODE));
  done();
}

/**
 * The rules every request meets, for every route at once (Nest's and Fastify's own), as root hooks:
 * - a state-changing request (POST, PUT, PATCH, DELETE, or a route flagged `changesState`) whose Origin header
 *   names another site, or `null`, gets 403 (no Origin: a non-browser client or a same-origin GET, passes);
 * - a POST/PUT/PATCH/DELETE carrying a body that is not `application/json` (parameters such as charset allowed)
 *   gets 415: Nest registers a urlencoded parser and Fastify a text/plain one, which a cross-site form could use;
 * - a body with a string that is not well-formed Unicode gets 400.
 * Call before app.init(), so that the routes Nest declares then carry the hooks.
 */
export function registerRequestPolicy(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', checkRequest);
  fastify.addHook('preValidation', checkBody);
}
