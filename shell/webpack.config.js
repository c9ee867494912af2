const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { createConfig } = require('../tools/webpack/create-config');
const { formatRemotes, initialRemotes } = require('../tools/release/layout.cjs');

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

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    new RemotesFilePlugin(),
    // Site-wide static files: images, favicon, robots.txt.
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
  ],
});
