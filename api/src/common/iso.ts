/**
 * A time as the API answers it: ISO 8601 in UTC with milliseconds ("2026-11-28T03:00:00.000Z"); null stays null.
 * node-postgres's Date is formatted as it is (no copy: lists format dozens a page); text (JSON's) is parsed.
 */
export function iso(at: Date | string): string;
export function iso(at: Date | string | null): string | null;
export function iso(at: Date | string | null): string | null {
  return at === null ? null : (at instanceof Date ? at : new Date(at)).toISOString();
}
