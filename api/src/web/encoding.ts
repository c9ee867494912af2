import { negotiate } from '@fastify/accept-negotiator';

const ANY = /\*/g;

/**
 * The content coding to send, from those we have (in our order of preference), by the request's Accept-Encoding:
 * read exactly as @fastify/static reads it for the .br / .gz files (its negotiator, `*` standing for gzip), so one
 * URL gets one answer, pre-rendered or not. undefined: send the identity.
 */
export function negotiateEncoding(header: string | string[] | undefined, available: string[]): string | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(',') : header).toLowerCase().replace(ANY, 'gzip');
  return negotiate(value, available) ?? undefined;
}
