import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { type ConversionConfig, toJsonSchemaDefs } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ErrorBodySchema } from '@cci/contracts';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './components';
import { PROPERTY_DOCS } from './property-docs';

type AnySchema = v.GenericSchema;

const NAMES = new Map<unknown, string>(
  [...Object.entries(REQUEST_SCHEMAS), ...Object.entries(RESPONSE_SCHEMAS)].map(([name, schema]) => [schema, name]),
);

const ref = (schema: unknown): ReferenceObject => {
  const name = NAMES.get(schema);
  if (!name) throw new Error('OpenAPI: this schema is not in api/src/docs/components.ts');
  return { $ref: `#/components/schemas/${name}` };
};

/**
 * A request or response body for @ApiBody / @ApiOkResponse & co.: a reference to the contracts schema's component
 * (`isArray`: a list of it).
 */
export function json(schema: AnySchema, options: { isArray?: boolean; description?: string } = {}) {
  const item = ref(schema);
  return { description: options.description, schema: options.isArray ? { type: 'array' as const, items: item } : item };
}

/**
 * Valibot actions with no JSON Schema keyword: they normalise (trim, lower-case), check in code (site image paths,
 * passwords that match) or only type the output (readonly); the schema still runs them on every request.
 */
const CODE_ONLY_ACTIONS = ['trim', 'to_lower_case', 'check', 'raw_check', 'readonly'];

const CONVERSION: ConversionConfig = {
  target: 'openapi-3.0',
  ignoreActions: CODE_ONLY_ACTIONS,
  // A literal (`admin: true`) converts to a bare enum; OpenAPI 3.0 wants its type too.
  overrideSchema: ({ valibotSchema }) => {
    const literal = valibotSchema.type === 'literal' ? (valibotSchema as v.LiteralSchema<v.Literal, undefined>).literal : undefined;
    return typeof literal === 'boolean' ? { type: 'boolean', enum: [literal] } : undefined;
  },
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

type JsonObject = { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/** The object schema of a body (through a top-level pipe such as the registration's password match). */
const objectOf = (schema: AnySchema): v.ObjectSchema<v.ObjectEntries, undefined> | undefined => {
  const s = schema as unknown as { type: string; pipe?: AnySchema[] };
  const inner = s.type === 'object' ? s : s.pipe?.[0];
  return (inner as { type?: string } | undefined)?.type === 'object' ? (inner as v.ObjectSchema<v.ObjectEntries, undefined>) : undefined;
};

/**
 * The contracts default a missing field to '' or false so that the form and the API show the spec's message for it
 * ("Title is required"), which makes every field optional to valibot. A field is required for a client when the body
 * fails without it: its own default fails its checks, or an empty body fails on it (e.g. confirmPassword).
 */
function markRequired(schema: AnySchema, json: JsonObject): void {
  const object = objectOf(schema);
  if (!object || !json.properties) return;
  const failing = new Set(
    (v.safeParse(schema, {}).issues ?? []).map((issue) => issue.path?.[0]?.key).filter((key): key is string => typeof key === 'string'),
  );
  const required = Object.entries(object.entries)
    .filter(([key, entry]) => failing.has(key) || !v.safeParse(entry, undefined).success)
    .map(([key]) => key);
  for (const key of required) delete json.properties[key]?.default;
  json.required = [...new Set([...(json.required ?? []), ...required])];
}

/**
 * OpenAPI 3.0 wants a `required` list to name at least one property; the converter writes `required: []` for an object
 * whose fields are all optional (e.g. a PATCH body and its nested objects), and markRequired may add none. Gone
 * everywhere, at any depth: no list means nothing is required.
 */
function dropEmptyRequired(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (Array.isArray(node.required) && node.required.length === 0) delete node.required;
  for (const child of Object.values(node)) dropEmptyRequired(child);
}

/** components.schemas of the document, from the contracts. */
export function componentSchemas(): Record<string, SchemaObject> {
  const requests = toJsonSchemaDefs(REQUEST_SCHEMAS, { ...CONVERSION, typeMode: 'input' }) as Record<string, JsonObject>;
  for (const [name, schema] of Object.entries(REQUEST_SCHEMAS)) markRequired(schema, requests[name]);
  const responses = toJsonSchemaDefs(RESPONSE_SCHEMAS, { ...CONVERSION, typeMode: 'output' }) as Record<string, JsonObject>;
  const all = { ...requests, ...responses };
  for (const [name, props] of Object.entries(PROPERTY_DOCS))
    for (const [key, doc] of Object.entries(props)) {
      const property = all[name]?.properties?.[key];
      if (!property) throw new Error(`OpenAPI: api/src/docs/property-docs.ts documents ${name}.${key}, which the schema lacks`);
      Object.assign(property, doc);
    }
  dropEmptyRequired(all);
  return all as Record<string, SchemaObject>;
}

/** An error response for @ApiResponse & co.: the API's one error body, described. */
export const errorBody = (description: string) => json(ErrorBodySchema, { description });
