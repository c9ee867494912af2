import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';

export interface ErrorBody {
  statusCode: number;
  message: string | string[];
  error?: string;
  [extra: string]: unknown;
}

/** How long a client should wait when the database's connections were all busy (a pool-acquire timeout). */
export const BUSY_RETRY_AFTER_S = 2;
const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a moment.';

/** pg-pool's error when no connection came free within connectionTimeoutMillis: overload, not a fault of the request. */
const isPoolTimeout = (e: unknown): boolean =>
  e instanceof Error && /^timeout exceeded when trying to connect$/.test((e as { driverError?: Error }).driverError?.message ?? e.message);

/**
 * Every error as JSON `{ statusCode, message, error? }`:
 * - HttpException: its own body (Nest's shape), status from the exception; Nest hands Fastify's own
 *   4xx errors (malformed JSON, body too large) over as HttpException(message, status);
 * - any other error object carrying a 4xx statusCode: its message;
 * - no database connection came free in time (every pooled connection busy): 503 with Retry-After;
 * - anything else: a plain 500 that says nothing about the cause; the stack goes to the log only.
 */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response, error: STATUS_CODES[statusCode] };
    return { ...(response as object), statusCode, message: (response as { message?: string }).message ?? exception.message };
  }
  const e = exception as { statusCode?: unknown; message?: unknown } | null;
  if (e && typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500 && typeof e.message === 'string') {
    return { statusCode: e.statusCode, message: e.message, error: STATUS_CODES[e.statusCode] };
  }
  if (isPoolTimeout(exception)) return { statusCode: 503, message: BUSY_MESSAGE, error: STATUS_CODES[503] };
  return { statusCode: 500, message: 'Internal server error' };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    if (body.statusCode === 503 && isPoolTimeout(exception)) {
      this.logger.warn({ reqId: req.id, method: req.method, url: req.url }, 'no database connection came free in time');
      if (!reply.sent) void reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, reqId: req.id, method: req.method, url: req.url }, 'request failed');
    }
    if (reply.sent) return;
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  }
}
