import { DISCUSSION_MESSAGES } from '@cci/contracts';
import { BadRequestException } from '@nestjs/common';

// A cursor is opaque to clients: base64url of the JSON array of the last shown row's sort key. Each list says which
// shape its key has; anything else (a truncated cursor, another list's cursor, a forged value) is a 400.

export type KeyPart = 'boolean' | 'timestamp' | 'id' | 'count';

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAX_INT4 = 2_147_483_647;

const fits: Record<KeyPart, (value: unknown) => boolean> = {
  boolean: (value) => typeof value === 'boolean',
  // A real instant: JS reads "2026-02-30" as 2 March, PostgreSQL refuses it; the round trip tells them apart.
  timestamp: (value) =>
    typeof value === 'string' &&
    ISO_MICROS.test(value) &&
    !Number.isNaN(Date.parse(value)) &&
    new Date(value).toISOString().slice(0, 19) === value.slice(0, 19),
  id: (value) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_INT4,
  count: (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INT4,
};

export const encodeCursor = (key: unknown[]): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a cursor holds, checked against the list's shape; 400 DISCUSSION_MESSAGES.cursor otherwise. */
export function decodeCursor(cursor: string, shape: readonly KeyPart[]): unknown[] {
  let key: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw new Error('not base64url');
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestException(DISCUSSION_MESSAGES.cursor);
  }
  if (!Array.isArray(key) || key.length !== shape.length || !shape.every((part, i) => fits[part](key[i])))
    throw new BadRequestException(DISCUSSION_MESSAGES.cursor);
  return key;
}
