const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/**
 * The route table (contracts/src/routes) compiled away in the front end's bundles: each `routes.<area>.<name>` the
 * client and pages write becomes the entry's `{ method, path }` literal at its place of use (its path alone where
 * only the path is read: `.path`), so a page ships the routes it calls and nothing else. Left to the bundler, an area's module (all the entries any page of the app
 * calls) would load with the first page that calls one of them, on every first visit. The API and the tests read the
 * table itself; tools/webpack/inline-routes.spec.ts holds the table read here to the one they read.
 */

const ROUTES_DIR = path.join(__dirname, '../../contracts/src/routes');

/** `{ area: { name: { method, path } } }`, read from the table's sources (each entry starts `{ method: 'X', path: '/api/…'`). */
function readRouteTable(dir = ROUTES_DIR) {
  const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
  const table = {};
  for (const [, area, file] of index.matchAll(/export \* as (\w+) from '\.\/([\w-]+)'/g)) {
    const text = fs.readFileSync(path.join(dir, `${file}.ts`), 'utf8');
    table[area] = {};
    for (const [, name, method, routePath] of text.matchAll(/export const (\w+) = \{\s*method: '(\w+)',\s*path: '([^']+)'/g))
      table[area][name] = { method, path: routePath };
  }
  return table;
}

/** The local names a file gives @cci/contracts' `routes` export (`import { routes } from '@cci/contracts'`). */
function routesBindings(sourceFile) {
  const names = new Set();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== '@cci/contracts') continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'routes') names.add(element.name.text);
  }
  return names;
}

/** A TypeScript `before` transformer (ts-loader's getCustomTransformers) that inlines the table's entries. */
function inlineRoutesTransformer(table = readRouteTable()) {
  return (context) => (sourceFile) => {
    const names = routesBindings(sourceFile);
    if (names.size === 0) return sourceFile;
    const f = context.factory;
    const isEntry = (node) =>
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      names.has(node.expression.expression.text);
    const entryOf = (node) => {
      const area = node.expression.name.text;
      const route = table[area]?.[node.name.text];
      if (!route)
        throw new Error(`${sourceFile.fileName}: routes.${area}.${node.name.text} is not in the route table (contracts/src/routes)`);
      return route;
    };
    const visit = (node) => {
      // routes.<area>.<name>.path: the path itself.
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'path' && isEntry(node.expression))
        return f.createStringLiteral(entryOf(node.expression).path);
      if (isEntry(node)) {
        const route = entryOf(node);
        return f.createObjectLiteralExpression([
          f.createPropertyAssignment('method', f.createStringLiteral(route.method)),
          f.createPropertyAssignment('path', f.createStringLiteral(route.path)),
        ]);
      }
      if (ts.isIdentifier(node) && names.has(node.text) && !ts.isImportSpecifier(node.parent))
        throw new Error(`${sourceFile.fileName}: \`routes\` is used other than as routes.<area>.<name>, which the bundle cannot inline`);
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitNode(sourceFile, visit);
  };
}

module.exports = { inlineRoutesTransformer, readRouteTable };
