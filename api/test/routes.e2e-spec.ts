import { type Route, routes } from '@cci/contracts';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { freshDatabase, startTestApp, type TestApp, type TestDatabase } from './support';

/** `GET /api/threads/:id` for every handler the app mounts, read from Nest's route metadata (the global prefix added). */
function served(t: TestApp): string[] {
  const scanner = new MetadataScanner();
  const out: string[] = [];
  for (const module of t.app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new () => unknown) | null;
      if (!type) continue;
      const bases = [Reflect.getMetadata(PATH_METADATA, type) ?? ''].flat() as string[];
      for (const name of scanner.getAllMethodNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name] as object;
        const paths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const base of bases)
          for (const path of [paths].flat() as string[])
            out.push(`${method} ${`/api/${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1')}`);
      }
    }
  return out.sort();
}

/** The same for every entry of the route table. */
const table = (): string[] =>
  Object.values(routes)
    .flatMap((area) => Object.values(area) as Route[])
    .map((route) => `${route.method} ${route.path}`)
    .sort();

describe('route table (e2e)', () => {
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

  it('names every endpoint the API serves, and only those, each with the method it is served with', () => {
    const mounted = served(t);
    const declared = table();
    expect(declared.filter((route) => !mounted.includes(route))).toEqual([]); // in the table, not served
    expect(mounted.filter((route) => !declared.includes(route))).toEqual([]); // served, not in the table
  });

  it('declares each endpoint once, and the app mounts each once', () => {
    const twice = (list: string[]) => list.filter((route, i) => list.indexOf(route) !== i);
    expect(twice(table())).toEqual([]);
    expect(twice(served(t))).toEqual([]);
  });

  it('serves each entry of the table at its path (the router finds it, parameters and all)', () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    const missing = table().filter((route) => {
      const [method, url] = route.split(' ') as [Route['method'], string];
      return !fastify.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });
});
