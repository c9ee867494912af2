import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';
import type { AppConfig } from '../config/config';
import { requestIdFor } from './request-id';

/** One JSON logger per process: boot messages, Nest's own logs and request logs all go through it. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined, // no pid/hostname on every line
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}

/**
 * Request logging for nestjs-pino (mounted on /api only: static files are not worth a line each; their
 * failures are logged by configureApp). The id is the one Fastify already gave the request, also sent
 * back as the x-request-id header.
 */
export function requestLogOptions(logger: Logger): PinoHttpOptions {
  return {
    logger,
    genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? requestIdFor(req),
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
