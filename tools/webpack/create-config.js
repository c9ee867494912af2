// One webpack + Module Federation configuration for the shell and every remote, so that what they share
// (and how) cannot drift apart. Each app's webpack.config.js only names itself and its pages.
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const createStyledComponentsTransformer = require('typescript-plugin-styled-components').default;
const { inlineRoutesTransformer } = require('./inline-routes');
const { SLICE_LIST } = require('../release/layout.cjs');

const root = path.resolve(__dirname, '../..');
const routerDir = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist/production');
/**
 * The federation runtime ships as ESM and CommonJS; webpack's bundler runtime requires the CommonJS files while our
 * code imports the ESM ones, which put both copies (~95 KB) into the shell. One copy: the ESM files for both.
 */
const esmOf = (pkg) => require.resolve(pkg, { paths: [root] }).replace(/\.cjs$/, '.js');
const FEDERATION_ESM = {
  '@module-federation/runtime-core$': esmOf('@module-federation/runtime-core'),
  '@module-federation/sdk$': esmOf('@module-federation/sdk'),
  '@module-federation/runtime$': esmOf('@module-federation/runtime'),
};
/** contracts' package main is its CommonJS build for the API; the front end (browser and pre-renderer) bundles its sources. */
const CONTRACTS_SOURCE = { '@cci/contracts$': path.join(root, 'contracts/src/index.ts') };
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

/**
 * Shared as singletons: one React, one router (through @cci/shared-ui/router: an app with its own copy of
 * react-router gets a useParams that silently returns {}), one styled-components theme context, one SWR cache, one form context (shared-ui's fields
 * must see the slice's <Form>), and the workspace libraries
 * that hold state (the toast store lives in shared-ui: a store is one instance only if its module is shared).
 */
const SINGLETONS = ['react', 'react-dom', 'styled-components', 'zustand', 'swr', 'react-final-form', 'final-form'];
// The router is shared as @cci/shared-ui/router (the exports the site uses), not as react-router-dom (all of it).
// @cci/contracts is not shared: it holds no state (constants, types, valibot schemas), and a shared module cannot be
// tree-shaken, so sharing it put all of it and valibot (~5 KB brotli) into every first visit for the footer's links.
// @cci/forum-ui (the forum's components) is not shared either: it holds no state of its own (what it uses that does,
// it takes from the shared @cci/shared-ui by name), and unshared, a page bundles only the pieces it uses (a member's
// avatar without the thread list and the composer).
const WORKSPACE_LIBS = ['@cci/shared-ui', '@cci/shared-ui/forms', '@cci/shared-ui/router'];
const WORKSPACE_VERSION = '0.1.0';

/**
 * `server`: a remote's server container takes every shared module from the render service (the API process, which
 * provides the shell's server build's copies: api/src/web/prerender.ts) and carries none of its own (`import: false`).
 */
function shared({ server = false } = {}) {
  const out = {};
  const own = server ? { import: false } : {};
  for (const pkg of SINGLETONS) out[pkg] = { singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}`, ...own };
  for (const pkg of WORKSPACE_LIBS) out[pkg] = { singleton: true, requiredVersion: false, version: WORKSPACE_VERSION, ...own };
  return out;
}

/** Text assets are written next to themselves as .br and .gz; the server picks one per Accept-Encoding (never for a .map). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
// The shell's pointer to the slices is edited in place to roll a slice forward or back: a stale .br beside it would win.
const NOT_PRECOMPRESSED = /(^|\/)mf-remotes\.json$/;
function compressionPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      exclude: NOT_PRECOMPRESSED,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 512,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      exclude: NOT_PRECOMPRESSED,
      compressionOptions: { level: 9 },
      threshold: 512,
      minRatio: 0.9,
    }),
  ];
}

/**
 * TypeScript through ts-loader (type-checking is the separate `typecheck` target).
 *
 * Every styled component gets a fixed id at compile time (typescript-plugin-styled-components): `<prefix>-<hash of
 * its name, file and position>`, the file taken relative to the folder above the app (so the same in any checkout,
 * or in a copy laid out like the repo). The server's HTML and the browser's render then use the same class names,
 * across separately built apps and a long-running server: without it styled-components numbers components in
 * creation order, and hydration finds different classes. `prefix` is the app's name; the browser and server builds
 * of one app use the same one.
 */
const tsRule = (dir, prefix) => ({
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: /node_modules/,
  options: {
    transpileOnly: true,
    configFile: path.join(dir, 'tsconfig.json'),
    // rootDir: TypeScript 6 requires every file under it once sourceRoot is set; sources may come from outside the
    // app's folder (shared-ui through a link from a copy of the app elsewhere).
    compilerOptions: { rootDir: path.parse(dir).root, sourceRoot: path.dirname(dir) },
    getCustomTransformers: () => ({
      before: [createStyledComponentsTransformer({ componentIdPrefix: prefix, ssr: true, displayName: false }), inlineRoutesTransformer()],
    }),
  },
});

/**
 * The typed client (@cci/shared-ui/api, not shared) is free of side effects: an import from its index then goes straight
 * to the endpoint's module, which lands only in the chunks of the pages that call it instead of one chunk every page loads.
 */
const CLIENT_RULE = { test: /[\\/]shared-ui[\\/]src[\\/]api[\\/]/, sideEffects: false };

/** A remote exposes one module: its routes (src/routes.ts), which load each page lazily. */
const REMOTE_EXPOSES = { './routes': './src/routes.ts' };

const resolveFor = (production) => ({
  extensions: ['.tsx', '.ts', '.js'],
  alias: {
    ...CONTRACTS_SOURCE,
    ...FEDERATION_ESM,
    // react-router's package exports point at its development build (warnings and all) for every bundler.
    ...(production
      ? { 'react-router$': path.join(routerDir, 'index.mjs'), 'react-router/dom$': path.join(routerDir, 'dom-export.mjs') }
      : {}),
  },
});

/**
 * A remote's server container (Module Federation's server-rendering model): the same routes and pages as the browser
 * container, for Node. The API loads it at run time from the folder mf-remotes.json points at (api/src/web/prerender.ts),
 * so the server renders the release the browser loads. It carries no shared module of its own.
 */
function serverConfig({ dir, name, production, outDir }) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(outDir, SERVER_DIR),
      publicPath: '',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      clean: true,
    },
    resolve: resolveFor(production),
    module: { rules: [tsRule(dir, name), CLIENT_RULE] },
    devtool: false,
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: REMOTE_EXPOSES,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin', { paths: [root] })],
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        shared: shared({ server: true }),
      }),
    ],
  };
}

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name           Module Federation name (mfe_community, ...); the shell is 'shell'
 * @param {boolean} [o.host]        true for the shell
 * @param {object[]} [o.plugins]    extra plugins (HtmlWebpackPlugin for the shell)
 *
 * A remote builds two configurations: its browser container in <out>/ and its server container in <out>/server/,
 * where <out> is the app's dist/ or `--env outDir=<folder>` (tools/release/build-remote.mjs).
 */
function createConfig({ dir, name, host = false, plugins = [] }) {
  if (!host && !SLICE_LIST.some((s) => s.remote === name)) {
    throw new Error(`${name} is no remote of slices.json (${SLICE_LIST.map((s) => s.remote).join(', ')}): add the slice there`);
  }
  return (env = {}, argv = {}) => {
    const production = argv.mode === 'production';
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');
    const browser = {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      output: {
        path: outDir,
        // The shell lives at the site root; a remote's chunks load from wherever its remoteEntry.js came from.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: host ? true : { keep: (file) => file === SERVER_DIR || file.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: resolveFor(production),
      module: { rules: [tsRule(dir, name), CLIENT_RULE] },
      // Source maps are never published (the server and the static nginx refuse *.map): production writes them beside
      // the build for whoever debugs a release, with no sourceMappingURL comment in the JS; development inlines them,
      // so there is no .map file to fetch. No eval-based maps: the site's CSP (script-src 'self') forbids eval.
      devtool: production ? 'hidden-source-map' : 'inline-cheap-module-source-map',
      // Code that pages of a slice share goes to a chunk of its own only from 100 kB (webpack's default: 20 kB). Below
      // that each page's chunk carries its own copy: a first visit loads fewer, larger files, which compress better (the
      // first-visit byte budgets: the route table and the forum library had split a page's code into three or four
      // small shared chunks, +1.2 kB brotli on a thread page). The price: the next page of the same slice may load
      // again what it shares with the last (at most the page's own chunk; npm run bench's navigation measures it).
      optimization: { splitChunks: { minSize: 100_000 } },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host
            ? { remotes: {} } // nothing baked in: remote locations come from /mf-remotes.json at run time
            : { filename: 'remoteEntry.js', exposes: REMOTE_EXPOSES }),
          shareStrategy: 'loaded-first', // 'version-first' fetches every remote at boot: one dead remote blanks the site
          // One copy of the federation runtime on the page: the shell provides it, the remotes' entries use it
          // (each remoteEntry.js would otherwise carry its own ~25 KB brotli copy).
          // `target: 'web'`: the browser builds' runtime leaves out its Node.js paths (the server containers are built
          // by serverConfig, for Node). The snapshot plugin stays: mf-remotes.json names each slice by its manifest.
          experiments: { ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
          manifest: !host,
          dts: false,
          shared: shared(),
        }),
        ...plugins,
        ...(production ? compressionPlugins() : []),
      ],
    };
    return host ? browser : [browser, serverConfig({ dir, name, production, outDir })];
  };
}

/** A remote's server container, under its build folder (never served to browsers: api/src/web/web.ts). */
const SERVER_DIR = 'server';

/** Each shared module's version, as shared above (the shell's server build provides them with these versions). */
const sharedVersions = () => Object.fromEntries(Object.entries(shared()).map(([name, { version }]) => [name, version]));

module.exports = {
  createConfig,
  SINGLETONS,
  WORKSPACE_LIBS,
  CONTRACTS_SOURCE,
  FEDERATION_ESM,
  SERVER_DIR,
  tsRule,
  resolveFor,
  sharedVersions,
  root,
};
