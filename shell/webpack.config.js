const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { createConfig } = require('../tools/webpack/create-config');
const { formatRemotes, initialRemotes } = require('../tools/release/layout.cjs');
const { minify_sync: minifySync } = require('terser');
const { paletteCss } = require('@cci/shared-ui/palette');

const SLICES_FILE = path.join(__dirname, '..', 'slices.json');

/**
 * Writes mf-remotes.json (where each slice lives and the paths it owns) from slices.json: every slice at its current
 * build, one line per slice as tools/release/point.mjs rewrites it.
 */
class RemotesFilePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemotesFilePlugin', (compilation) => {
      compilation.fileDependencies.add(SLICES_FILE); // `npm run dev` rewrites it when slices.json changes
      compilation.hooks.processAssets.tap({ name: 'RemotesFilePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(
          'mf-remotes.json',
          new webpack.sources.RawSource(formatRemotes(initialRemotes(JSON.parse(fs.readFileSync(SLICES_FILE, 'utf8'))))),
        );
      });
    });
  }
}

/**
 * The early-input capture (src/early-input/capture.js), minified, for the head of index.html: inline, so it runs
 * before the first paint with no request of its own. The API allows it by its hash (Content-Security-Policy).
 */
function earlyInputScript() {
  // With it, the nav's theme button (src/early-input/theme-toggle.js): it works before and after the page is live.
  const source = ['capture.js', 'theme-toggle.js']
    .map((file) => fs.readFileSync(path.join(__dirname, 'src', 'early-input', file), 'utf8'))
    .join('\n');
  const { code } = minifySync(source, { ecma: 2019, compress: true, mangle: true, format: { comments: false } });
  return code;
}

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  plugins: [
    new HtmlWebpackPlugin({
      template: './src/index.html',
      scriptLoading: 'defer',
      templateParameters: { earlyInput: earlyInputScript(), palette: paletteCss() },
    }),
    new RemotesFilePlugin(),
    // Site-wide static files: images, favicon, robots.txt.
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
  ],
});
