import { CommunityEventSchema, CreateEventSchema, RegistrationSchema } from '@cci/contracts';
import * as v from 'valibot';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './components';
import { PROPERTY_DOCS } from './property-docs';
import { componentSchemas, json } from './schemas';

type Json = { properties: Record<string, Record<string, unknown>>; required?: string[] };

describe('OpenAPI components from the contracts', () => {
  const schemas = componentSchemas() as Record<string, Json>;

  it('has one component per registered schema, each an object with properties', () => {
    expect(Object.keys(schemas).sort()).toEqual([...Object.keys(REQUEST_SCHEMAS), ...Object.keys(RESPONSE_SCHEMAS)].sort());
    for (const [name, s] of Object.entries(schemas))
      expect({ name, props: Object.keys(s.properties ?? {}).length > 0 }).toEqual({ name, props: true });
  });

  it('never writes an empty required list (OpenAPI 3.0 forbids one): a body whose fields are all optional has none', () => {
    const empty = Object.entries(schemas).filter(([, s]) => JSON.stringify(s).includes('"required":[]'));
    expect(empty.map(([name]) => name)).toEqual([]);
    expect(schemas.UpdateThreadDto).not.toHaveProperty('required');
    expect(schemas.UpdateAccountDto.properties.notifications).not.toHaveProperty('required');
  });

  it('a response lists every field of its schema as required, in order', () => {
    expect(schemas.EventDto.required).toEqual(Object.keys(CommunityEventSchema.entries));
    expect(schemas.EventDto.properties.communityId).toEqual({ type: 'number', nullable: true, example: 1 });
  });

  it('a request body requires exactly the fields it fails without, and keeps defaults of the others', () => {
    expect(schemas.CreateEventDto.required?.sort()).toEqual(['date', 'location', 'title']);
    expect(schemas.CreateEventDto.properties.title).toMatchObject({ type: 'string', minLength: 1, maxLength: 200 });
    expect(schemas.CreateEventDto.properties.description).toEqual({ type: 'string', maxLength: 5000, default: '' });
    expect(schemas.RegisterDto.required).toEqual(expect.arrayContaining(['agreeToTerms', 'primaryCommunity', 'password']));
    expect(schemas.RegisterDto.properties.agreeToTerms).toMatchObject({ type: 'boolean', enum: [true] });
    // the derivation agrees with the schema itself
    const valid = { title: 'A', date: 'Soon', location: 'Leeds' };
    for (const field of schemas.CreateEventDto.required!) {
      const { [field]: _omitted, ...rest } = valid as Record<string, string>;
      expect(v.safeParse(CreateEventSchema, rest).success).toBe(false);
    }
    expect(v.safeParse(CreateEventSchema, valid).success).toBe(true);
  });

  it('keeps the descriptions and examples of property-docs.ts, each on a property the schema has', () => {
    expect(schemas.EventDto.properties.date).toEqual({
      type: 'string',
      description: 'Display text, not a timestamp',
      example: 'March 12, 2027 · 6:30 PM',
    });
    for (const [name, props] of Object.entries(PROPERTY_DOCS))
      for (const key of Object.keys(props))
        expect({ name, key, known: key in (schemas[name]?.properties ?? {}) }).toEqual({ name, key, known: true });
  });

  it('nested registered schemas become references', () => {
    expect(schemas.AdminRequestsDto.properties.eventRequests).toEqual({
      description: 'Newest first',
      type: 'array',
      items: { $ref: '#/components/schemas/EventRequestRecordDto' },
    });
  });

  it('json() refers to a registered schema and refuses any other', () => {
    expect(json(RegistrationSchema)).toEqual({ description: undefined, schema: { $ref: '#/components/schemas/RegisterDto' } });
    expect(json(CommunityEventSchema, { isArray: true }).schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/EventDto' },
    });
    expect(() => json(v.object({ x: v.string() }))).toThrow(/not in api\/src\/docs\/components\.ts/);
  });
});
