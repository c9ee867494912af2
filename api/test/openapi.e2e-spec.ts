import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

/** Every empty `required` list of a JSON value, by its path (OpenAPI 3.0 wants at least one name, or none at all). */
function emptyRequired(value: unknown, path = '#'): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'required' && Array.isArray(child) && child.length === 0 ? [`${path}/${key}`] : emptyRequired(child, `${path}/${key}`),
  );
}

describe('OpenAPI document (e2e)', () => {
  let db: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    db = await freshDatabase();
    t = await startTestApp(db.url);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('/api/docs-json is a valid OpenAPI 3.0 document (@apidevtools/swagger-parser), so client generators accept it', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(emptyRequired(doc)).toEqual([]);
    // validate() dereferences the object it is given: it gets a copy.
    const api = await SwaggerParser.validate(structuredClone(doc));
    expect(api.info.title).toBe('Connect, Create, Innovate API');
  });
});
