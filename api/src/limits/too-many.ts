import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "45 seconds", "1 minute", "15 minutes", "2 hours": a wait rounded up to a unit a person reads at a glance. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'second');
  if (s < 3600) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
}

/**
 * The 429 of every limit: the standard `Retry-After` header (seconds) and a message that says which limit was hit
 * (`what`, a sentence) and when to try again.
 */
export function tooMany(reply: FastifyReply, retryAfterSeconds: number, what: string): ThrottlerException {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  void reply.header('Retry-After', String(seconds));
  return new ThrottlerException(`${what} Please try again in ${waitText(seconds)}.`);
}
