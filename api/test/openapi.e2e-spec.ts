import SwaggerParser from '@apidevtools/swagger-parser';
import { appForThisBlock } from './support';

/** Every empty `required` list of a JSON value, by its path (OpenAPI 3.0 wants at least one name, or none at all). */
function emptyRequired(value: unknown, path = '#'): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'required' && Array.isArray(child) && child.length === 0 ? [`${path}/${key}`] : emptyRequired(child, `${path}/${key}`),
  );
}

describe('OpenAPI document (e2e)', () => {
  const t = appForThisBlock();

  it('/api/docs-json is a valid OpenAPI 3.0 document (@apidevtools/swagger-parser), so client generators accept it', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(emptyRequired(doc)).toEqual([]);
    // validate() dereferences the object it is given: it gets a copy.
    const api = await SwaggerParser.validate(structuredClone(doc));
    expect(api.info.title).toBe('Connect, Create, Innovate API');
  });
});
