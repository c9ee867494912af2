// The shell's server build: the frame (nav, footer, providers) and the shared libraries in one CommonJS file
// (dist-ssr/render.js), loaded by the API process to pre-render pages. The slices' pages are not compiled in: the
// API loads each slice's server container at run time (tools/webpack/create-config.js builds it), so a slice shipped
// alone is rendered as it is served, with no shell rebuild.
const path = require('node:path');
const webpack = require('webpack');
const { resolveFor, sharedVersions, tsRule } = require('../tools/webpack/create-config');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    entry: { render: './src/ssr/entry.ts' },
    output: { path: path.join(__dirname, 'dist-ssr'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      ...resolveFor(production),
      alias: {
        ...resolveFor(production).alias,
        // The frame never loads a remote on the server (the API hands it the page): no federation runtime in here.
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/ssr/no-federation.ts'),
      },
    },
    module: { rules: [tsRule(__dirname, 'shell')] },
    plugins: [new webpack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions()) })],
    optimization: { minimize: false, splitChunks: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
