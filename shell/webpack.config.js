const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  plugins: [
    new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    // Site-wide static files: mf-remotes.json (where each slice lives), images, favicon.
    new CopyWebpackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
  ],
});
