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
