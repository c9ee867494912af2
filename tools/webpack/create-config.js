// One webpack + Module Federation configuration for the shell and every remote, so that what they share
// (and how) cannot drift apart. Each app's webpack.config.js only names itself and its pages.
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { SourceStampPlugin } = require('./source-stamp');

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
const WORKSPACE_LIBS = ['@cci/shared-ui', '@cci/shared-ui/forms', '@cci/shared-ui/router', '@cci/contracts'];

function shared() {
  const out = {};
  for (const pkg of SINGLETONS) out[pkg] = { singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}` };
  for (const pkg of WORKSPACE_LIBS) out[pkg] = { singleton: true, requiredVersion: false, version: '0.1.0' };
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

/** TypeScript through ts-loader (type-checking is the separate `typecheck` target). */
const tsRule = (dir) => ({
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: /node_modules/,
  options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
});

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name           Module Federation name (mfe_community, ...); the shell is 'shell'
 * @param {Record<string,string>} [o.exposes]  remote only: './PageName' -> './src/pages/page-name.tsx'
 * @param {boolean} [o.host]        true for the shell
 * @param {object[]} [o.plugins]    extra plugins (HtmlWebpackPlugin for the shell)
 */
function createConfig({ dir, name, exposes = {}, host = false, plugins = [] }) {
  const config = (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The shell lives at the site root; a remote's chunks load from wherever its remoteEntry.js came from.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...CONTRACTS_SOURCE,
          ...FEDERATION_ESM,
          // react-router's package exports point at its development build (warnings and all) for every bundler.
          ...(production ? { 'react-router$': path.join(routerDir, 'index.mjs'), 'react-router/dom$': path.join(routerDir, 'dom-export.mjs') } : {}),
        },
      },
      module: {
        rules: [tsRule(dir)],
      },
      // Source maps are never published (the server and the static nginx refuse *.map): production writes them beside
      // the build for whoever debugs a release, with no sourceMappingURL comment in the JS; development inlines them,
      // so there is no .map file to fetch. No eval-based maps: the site's CSP (script-src 'self') forbids eval.
      devtool: production ? 'hidden-source-map' : 'inline-cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host
            ? { remotes: {} } // nothing baked in: remote locations come from /mf-remotes.json at run time
            : { filename: 'remoteEntry.js', exposes }),
          shareStrategy: 'loaded-first', // 'version-first' fetches every remote at boot: one dead remote blanks the site
          // One copy of the federation runtime on the page: the shell provides it, the remotes' entries use it
          // (each remoteEntry.js would otherwise carry its own ~25 KB brotli copy).
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
          manifest: !host,
          dts: false,
          shared: shared(),
        }),
        ...plugins,
        ...(host ? [] : [new SourceStampPlugin(dir)]),
        ...(production ? compressionPlugins() : []),
      ],
    };
  };
  // Read by the shell's pre-renderer build (shell/webpack.ssr.js): which pages each remote exposes.
  config.federation = { name, dir, exposes };
  return config;
}

module.exports = { createConfig, SINGLETONS, WORKSPACE_LIBS, CONTRACTS_SOURCE, tsRule, root };
