import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SANE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Request id: the caller's `x-request-id` when it is a sane token (a proxy or the front end can then
 * follow one request across services), else a fresh UUID. Anything else is replaced, never logged,
 * so a client cannot inject text into the logs.
 */
export function requestIdFor(req: Pick<IncomingMessage, 'headers'>): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_ID.test(value) ? value : randomUUID();
}
