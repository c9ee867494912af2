import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Level, type Logger } from 'pino';
import { routeWantsSession } from './session-route';
import type { AppConfig } from '../config/config';

/** One JSON logger per process: boot messages, Nest's own logs and request logs all go through it. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined, // no pid/hostname on every line
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}

/** A request that took at least this long is logged (warn) even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CompletedRequest {
  method: string;
  statusCode: number;
  responseTimeMs: number;
  /** The route opted in to the session (@SessionRoute()): sign-in state is involved. */
  sessionRoute: boolean;
  error?: unknown;
}

/**
 * The level of the one line logged per request, when it completes:
 * - error: the response failed (5xx, or the stream broke);
 * - warn: a client error (4xx), or a slow response (>= SLOW_REQUEST_MS);
 * - info: everything that writes (POST, ...) or involves a session (login, logout, auth/user, admin);
 * - debug: anonymous reads that succeeded quickly (GET/HEAD of the public API, cached or not, of the
 *   static files and of the health check). These were one info line each, i.e. one write
 *   to stdout per public read; LOG_LEVEL=debug brings them back.
 */
export function requestLogLevel({ method, statusCode, responseTimeMs, sessionRoute, error }: CompletedRequest): Level {
  if (error || statusCode >= 500) return 'error';
  if (statusCode >= 400 || responseTimeMs >= SLOW_REQUEST_MS) return 'warn';
  if (!SAFE_METHODS.has(method) || sessionRoute) return 'info';
  return 'debug';
}

/**
 * Fastify's own request logging (its LogController, the documented hook for customising Fastify's
 * per-request log lines), instead of pino-http mounted as Nest middleware: that one ran through
 * middie on every request, built a logger child with the serialised request, and put each request
 * in an AsyncLocalStorage context (which turns on promise hooks for every promise of the process):
 * about a quarter of the CPU time of a cached public read.
 *
 * One line per request, when it completes, at the level of requestLogLevel(); every line carries
 * `reqId` (the id also sent back as x-request-id, see request-id.ts). No "incoming request" line,
 * and no separate "route not found" line (the completion line says 404).
 */
export class RequestLogController extends LogController {
  incomingRequest(): void {}

  routeNotFound(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = requestLogLevel({
      method: request.method,
      statusCode: reply.statusCode,
      responseTimeMs: reply.elapsedTime || 0,
      sessionRoute: routeWantsSession(request.routeOptions?.config),
      error,
    });
    const log = reply.log as FastifyBaseLogger & Partial<Pick<Logger, 'isLevelEnabled'>>;
    if (log.isLevelEnabled?.(level) === false) return;
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: Number.isFinite(reply.elapsedTime) ? Math.round(reply.elapsedTime) : undefined,
      ...(error ? { err: error } : {}),
    };
    log[level](line, error ? 'request errored' : 'request completed');
  }
}
