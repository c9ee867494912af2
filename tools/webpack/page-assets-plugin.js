// Which scripts each page of a remote needs, for the server to preload from the page's HTML (issue 26 §3): the
// browser then fetches the slice's entry, its routes module and the page's chunks in parallel with the shell's,
// instead of one after another as each script asks for the next.
const fs = require('node:fs');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

/** The file the server reads (api/src/web/page-assets.ts): `{ entry, routes, pages: { [route path]: files } }`. */
const PAGE_ASSETS_FILE = 'mf-pages.json';

/** Each route of a routes module (src/routes.ts): its path and the module its `page: () => import(...)` loads. */
function routesOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const routes = [];
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const prop = (name) => node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
      const pathProp = prop('path');
      const pageProp = prop('page');
      if (pathProp && pageProp && ts.isStringLiteralLike(pathProp.initializer) && ts.isArrowFunction(pageProp.initializer)) {
        const call = pageProp.initializer.body;
        if (
          ts.isCallExpression(call) &&
          call.expression.kind === ts.SyntaxKind.ImportKeyword &&
          call.arguments.length === 1 &&
          ts.isStringLiteralLike(call.arguments[0])
        ) {
          routes.push({ path: pathProp.initializer.text, request: call.arguments[0].text });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

class PageAssetsPlugin {
  /** @param {{ routesFile: string, entry: string }} options the routes module's path and the container's file name */
  constructor({ routesFile, entry }) {
    this.routesFile = routesFile;
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      // After the real content hashes are in the file names, before the .br/.gz copies are made.
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const routesModule = [...compilation.modules].find((m) => m.resource === this.routesFile);
        if (!routesModule) {
          compilation.errors.push(new Error(`PageAssetsPlugin: ${this.routesFile} is not in the build`));
          return;
        }
        const jsOf = (chunks) => [...new Set([...chunks].flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js')))];
        const groups = new Map(); // request → the chunk group of its import()
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins) if (origin.module === routesModule && origin.request) groups.set(origin.request, group);
        }
        const pages = {};
        for (const { path, request } of routesOf(this.routesFile)) {
          const group = groups.get(request);
          if (!group) {
            compilation.errors.push(new Error(`PageAssetsPlugin: no chunk for the page of ${path} (${request})`));
            continue;
          }
          pages[path] = jsOf(group.chunks);
        }
        const manifest = {
          entry: this.entry,
          routes: jsOf(compilation.chunkGraph.getModuleChunks(routesModule)),
          pages,
        };
        compilation.emitAsset(PAGE_ASSETS_FILE, new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

module.exports = { PageAssetsPlugin, PAGE_ASSETS_FILE, routesOf };
