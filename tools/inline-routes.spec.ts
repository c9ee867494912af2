import * as ts from 'typescript';
import { routes } from '../contracts/src/index';
import { inlineRoutesTransformer, readRouteTable } from './webpack/inline-routes';

/** The front end's bundles inline the route table (tools/webpack/inline-routes.js): it must read the table the API mounts. */
describe('the route table inlined in the bundles', () => {
  it('reads every entry of the table, with its method and path', () => {
    const real = Object.fromEntries(
      Object.entries(routes).map(([area, entries]) => [
        area,
        Object.fromEntries(
          Object.entries(entries as Record<string, { method?: string; path?: string }>)
            .filter(([, e]) => typeof e === 'object' && e !== null && 'path' in e)
            .map(([name, e]) => [name, { method: e.method, path: e.path }]),
        ),
      ]),
    );
    expect(readRouteTable()).toEqual(real);
    expect(Object.values(real).reduce((n, area) => n + Object.keys(area).length, 0)).toBeGreaterThan(100);
  });

  const compile = (source: string) =>
    ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      transformers: { before: [inlineRoutesTransformer()] },
    }).outputText;

  it('puts each routes.<area>.<name> in place as its { method, path }, or its path where only that is read, under any local name', () => {
    const out = compile(
      "import { routes as r, href } from '@cci/contracts';\nexport const key = href(r.me.bookmarks, {});\nexport const session = r.auth.user.path;\nexport const write = send(r.discussions.addBookmark, { id: 1 });",
    );
    expect(out).toContain('send({ method: "PUT", path: "/api/threads/:id/bookmark" }, { id: 1 })');
    expect(out).toContain('href({ method: "GET", path: "/api/me/bookmarks" }, {})');
    expect(out).toContain('session = "/api/auth/user"');
  });

  it('refuses an entry that is not in the table, and `routes` used any other way', () => {
    expect(() => compile("import { routes } from '@cci/contracts';\nexport const k = routes.me.nothingHere;")).toThrow(
      /routes\.me\.nothingHere is not in the route table/,
    );
    expect(() => compile("import { routes } from '@cci/contracts';\nexport const all = routes.me;")).toThrow(/cannot inline/);
  });
});
