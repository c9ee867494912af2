import * as v from 'valibot';

/** The body of every API error (the API's HttpErrorFilter): `{ statusCode, message, error? }`. */
export const ErrorBodySchema = v.object({
  statusCode: v.number(),
  message: v.string(),
  error: v.optional(v.string()),
});

/** The 400 body of a request that failed its schema: `errors` maps a field (`_root` for a non-object body) to its first message. */
export const ValidationErrorSchema = v.object({
  statusCode: v.number(),
  error: v.string(),
  message: v.string(),
  errors: v.record(v.string(), v.string()),
});
