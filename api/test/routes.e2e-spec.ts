import { ROUTE_BODIES, ROUTE_QUERIES, type Route, routes } from '@cci/contracts';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ENDPOINT_ROUTE } from '../src/common/endpoint';
import { ValibotPipe } from '../src/common/valibot';
import { appForThisBlock, type TestApp } from './support';

interface Handler {
  /** `GET /api/threads/:id`, the global prefix added. */
  route: string;
  /** The table entry it was mounted by (@Endpoint), if any. */
  endpoint: Route | undefined;
  /** The valibot schemas its @Body() and @Query() pipes validate with. */
  body: unknown[];
  query: unknown[];
}

/** Every handler the app mounts, read from Nest's route metadata. */
function handlers(t: TestApp): Handler[] {
  const scanner = new MetadataScanner();
  const out: Handler[] = [];
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
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, { pipes?: unknown[] }>);
        const schemas = (kind: RouteParamtypes) =>
          args
            .filter(([key]) => key.startsWith(`${kind}:`))
            .flatMap(([, arg]) => arg.pipes ?? [])
            .filter((pipe) => pipe instanceof ValibotPipe)
            .map((pipe) => (pipe as unknown as { schema: unknown }).schema);
        for (const base of bases)
          for (const path of [paths].flat() as string[])
            out.push({
              route: `${method} ${`/api/${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1')}`,
              endpoint: Reflect.getMetadata(ENDPOINT_ROUTE, handler) as Route | undefined,
              body: schemas(RouteParamtypes.BODY),
              query: schemas(RouteParamtypes.QUERY),
            });
      }
    }
  return out.sort((a, b) => a.route.localeCompare(b.route));
}
const served = (t: TestApp) => handlers(t).map((handler) => handler.route);

/** The same for every entry of the route table. */
const nameOf = (route: Route) => `${route.method} ${route.path}`;
const table = (): string[] =>
  Object.values(routes)
    .flatMap((area) => Object.values(area) as Route[])
    .map(nameOf)
    .sort();

describe('route table (e2e)', () => {
  const t = appForThisBlock();

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

  it('mounts every handler with @Endpoint(route), at that entry of the table', () => {
    expect(handlers(t).filter((handler) => !handler.endpoint || nameOf(handler.endpoint) !== handler.route)).toEqual([]);
  });

  it("validates each body and query with the table's schema for its route (ROUTE_BODIES, ROUTE_QUERIES), and no other", () => {
    const mismatched = (list: readonly { route: Route; schema: unknown }[], of: (handler: Handler) => unknown[]) => {
      const expected = new Map(list.map((entry) => [nameOf(entry.route), entry.schema]));
      return handlers(t)
        .filter((handler) => {
          const used = of(handler);
          const wanted = expected.get(handler.route);
          return wanted === undefined ? used.length > 0 : used.length !== 1 || used[0] !== wanted;
        })
        .map((handler) => handler.route);
    };
    expect(mismatched(ROUTE_BODIES, (handler) => handler.body)).toEqual([]);
    expect(mismatched(ROUTE_QUERIES, (handler) => handler.query)).toEqual([]);
  });
});
