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
