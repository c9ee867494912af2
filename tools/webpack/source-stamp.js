// A slice's source stamp: a hash of every file under its src/ (paths and contents). Each remote build writes it
// to dist/source-stamp.txt; the shell's pre-renderer build (shell/webpack.ssr.js) records the stamp of the sources
// it compiled in. The server pre-renders a slice's page only while both agree, so a slice deployed on its own is
// never shown as its older self first (api/src/web/prerender.ts): the browser renders it as usual.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const STAMP_FILE = 'source-stamp.txt';

function sourceStamp(appDir) {
  const hash = crypto.createHash('sha256');
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.spec\.tsx?$/.test(entry.name)) hash.update(`${path.relative(appDir, full)}\0`).update(fs.readFileSync(full)).update('\0');
    }
  };
  walk(path.join(appDir, 'src'));
  return hash.digest('hex').slice(0, 32);
}

/** Writes the stamp of the app's sources into its build output. */
class SourceStampPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SourceStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SourceStampPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(STAMP_FILE, new compiler.webpack.sources.RawSource(sourceStamp(this.appDir)));
      });
    });
  }
}

module.exports = { sourceStamp, SourceStampPlugin, STAMP_FILE };
