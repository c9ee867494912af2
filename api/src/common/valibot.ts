import { fieldErrors } from '@cci/contracts';
import { BadRequestException, type PipeTransform } from '@nestjs/common';
import * as v from 'valibot';

type AnySchema = v.GenericSchema;

export const NOT_AN_OBJECT = 'Request body must be a JSON object';
export const NUL_NOT_ALLOWED = 'Must not contain NUL characters';

/** Path (`a.b.0`, as in fieldErrors) of the first string holding U+0000, if any. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_root' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, String(i)]);
      if (found !== undefined) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The 400 body of a validation failure: field -> first message (contracts' fieldErrors). */
export function validationFailed(errors: Record<string, string>): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors });
}

/**
 * valibot reports a missing key of an object as `Invalid key: Expected "firstName" but received undefined`,
 * not with the field's own message. A JSON body cannot hold `undefined`, so a missing key is a missing
 * value: give it the message the field's schema gives for no value ("First name is required").
 */
function withFieldMessages(schema: AnySchema, issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] {
  const entries = (schema as { entries?: Record<string, AnySchema> }).entries;
  return issues.map((issue) => {
    const key = issue.path?.length === 1 ? issue.path[0].key : undefined;
    if (!entries || issue.type !== 'object' || issue.input !== undefined || typeof key !== 'string' || !Object.hasOwn(entries, key))
      return issue;
    const own = v.safeParse(entries[key], undefined).issues?.[0]?.message;
    return own ? { ...issue, message: own } : issue;
  });
}

/**
 * Validates a request body with a contracts schema. Unknown fields are dropped (valibot objects);
 * anything that is not a JSON object is validated as `{}`, so the answer still names every field; a string
 * holding a NUL character is refused on its field.
 * Throws 400 `{ statusCode, error, message: 'Validation failed', errors: { field: message } }`.
 */
export function parseBody<S extends AnySchema>(schema: S, body: unknown): v.InferOutput<S> {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const result = v.safeParse(schema, isObject ? body : {});
  if (result.success && isObject) {
    // PostgreSQL text cannot hold U+0000: a stored field holding one would fail its INSERT with a 500.
    const field = findNul(result.output);
    if (field !== undefined) throw validationFailed({ [field]: NUL_NOT_ALLOWED });
    return result.output;
  }
  const errors = result.success ? {} : fieldErrors(withFieldMessages(schema, result.issues));
  throw validationFailed(isObject ? errors : { _root: NOT_AN_OBJECT, ...errors });
}

/** Usage: `@Body(new ValibotPipe(Schema)) body: v.InferOutput<typeof Schema>` */
export class ValibotPipe<S extends AnySchema> implements PipeTransform<unknown, v.InferOutput<S>> {
  constructor(private readonly schema: S) {}
  transform(value: unknown): v.InferOutput<S> {
    return parseBody(this.schema, value);
  }
}
