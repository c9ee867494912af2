// Reads a built slice's routes module (src/routes.ts of each mfe-*, exposed as `<remote>/routes`) from its server
// container, the way the server loads it (Module Federation's runtime, entry as a file): the list of pages the slice
// serves, each { path, title, prerender }. Used by point.mjs's check and by the route-table contract test, so
// neither reads minified code.
//
//   node tools/release/routes-module.cjs <build folder> <remote name>   prints the routes as JSON
const path = require('node:path');

/** The routes of the server container in `<dir>/server/remoteEntry.js`, remote `name`. Rejects if it cannot be loaded. */
async function readRoutes(dir, name) {
  const { createInstance } = require('@module-federation/runtime');
  const entry = path.resolve(dir, 'server', 'remoteEntry.js');
  const instance = createInstance({
    name: `cci_routes_reader_${process.pid}_${Date.now()}`,
    remotes: [{ name, entry }],
    shared: {},
    plugins: [
      {
        name: 'cci-file-entry',
        loadEntry({ remoteInfo }) {
          const mod = require(remoteInfo.entry);
          return mod[remoteInfo.entryGlobalName] ?? mod;
        },
      },
    ],
  });
  const mod = await instance.loadRemote(`${name}/routes`);
  const routes = mod?.default;
  if (!Array.isArray(routes)) throw new Error(`${entry}: ${name}/routes exports no list of routes`);
  return routes.map((r) => {
    if (typeof r?.path !== 'string' || typeof r.page !== 'function' || typeof r.prerender !== 'boolean') {
      throw new Error(`${entry}: ${name}/routes has an entry that is not { path, page, prerender, title? }: ${JSON.stringify(r)}`);
    }
    return { path: r.path, title: r.title, prerender: r.prerender };
  });
}

module.exports = { readRoutes };

if (require.main === module) {
  const [dir, name] = process.argv.slice(2);
  readRoutes(dir, name).then(
    (routes) => process.stdout.write(`${JSON.stringify(routes)}\n`),
    (err) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
