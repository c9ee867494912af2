// One webpack + Module Federation configuration for the shell and every remote, so that what they share
// (and how) cannot drift apart. Each app's webpack.config.js only names itself and its pages.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const versionOf = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [root] })).version;

/**
 * Shared as singletons: one React, one router (react-router AND react-router-dom, or a remote's useParams
 * silently returns {}), one styled-components theme context, one SWR cache, one form context (shared-ui's fields
 * must see the slice's <Form>), and the workspace libraries
 * that hold state (the toast store lives in shared-ui: a store is one instance only if its module is shared).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components', 'zustand', 'swr', 'react-final-form', 'final-form'];
const WORKSPACE_LIBS = ['@cci/shared-ui', '@cci/shared-ui/forms', '@cci/contracts'];

function shared() {
  const out = {};
  for (const pkg of SINGLETONS) out[pkg] = { singleton: true, version: versionOf(pkg), requiredVersion: `^${versionOf(pkg)}` };
  for (const pkg of WORKSPACE_LIBS) out[pkg] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  return out;
}

/**
 * @param {object} o
 * @param {string} o.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} o.name           Module Federation name (mfe_community, ...); the shell is 'shell'
 * @param {Record<string,string>} [o.exposes]  remote only: './PageName' -> './src/pages/page-name.tsx'
 * @param {boolean} [o.host]        true for the shell
 * @param {object[]} [o.plugins]    extra plugins (HtmlWebpackPlugin for the shell)
 */
function createConfig({ dir, name, exposes = {}, host = false, plugins = [] }) {
  return (_env, argv) => {
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
        // contracts' package main is its CommonJS build for the API; the browser bundles its sources.
        alias: { '@cci/contracts$': path.join(root, 'contracts/src/index.ts') },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'ts-loader',
            exclude: /node_modules/,
            options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
          },
        ],
      },
      // No eval-based source maps: the site's CSP (script-src 'self') forbids eval in development too.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host
            ? { remotes: {} } // nothing baked in: remote locations come from /mf-remotes.json at run time
            : { filename: 'remoteEntry.js', exposes }),
          shareStrategy: 'loaded-first', // 'version-first' fetches every remote at boot: one dead remote blanks the site
          manifest: !host,
          dts: false,
          shared: shared(),
        }),
        ...plugins,
      ],
    };
  };
}

module.exports = { createConfig, SINGLETONS, WORKSPACE_LIBS };
