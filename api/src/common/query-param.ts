import { BadRequestException } from '@nestjs/common';

/**
 * A query parameter given once, or absent ('' counts as absent). Given twice or more (an array), or holding a NUL
 * character (PostgreSQL text cannot hold one): 400 `message`.
 */
export function queryParam(value: unknown, message: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.includes('\u0000')) throw new BadRequestException(message);
  return value;
}
