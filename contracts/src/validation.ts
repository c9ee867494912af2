import * as v from 'valibot';

/** Field -> first message, for forms (react-final-form's validate) and for API 400 bodies. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_root';
    out[key] ??= issue.message;
  }
  return out;
}

/** Validates values with a schema; undefined when valid (react-final-form's convention). */
export function validateWith<S extends v.GenericSchema>(schema: S) {
  return (values: unknown): Record<string, string> | undefined => {
    const result = v.safeParse(schema, values);
    return result.success ? undefined : fieldErrors(result.issues);
  };
}

const PAGE_MESSAGE = 'page must be a number from 1';
/** A list's `?page=` (1 to 999,999; absent: the first), as a number. */
export const PageQuerySchema = v.optional(
  v.pipe(v.string(PAGE_MESSAGE), v.regex(/^[1-9]\d{0,5}$/, PAGE_MESSAGE), v.transform(Number)),
  '1',
);

/** A C0 control character (U+0000 to U+001F: tab, line breaks, NUL...) or DEL. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
export const singleLineMessage = (label: string) => `${label} must be one line of text, without control characters`;

/**
 * A single-line text field (a title, a place) holds no C0 control character or DEL: no line break
 * that would end a calendar line or a mail header, no NUL, no escape sequence. For a string's pipe, after v.trim()
 * (so a pasted title ending in a line break is only trimmed).
 */
export const singleLine = (label: string) => v.check<string, string>((s) => !CONTROL_CHARACTER.test(s), singleLineMessage(label));
