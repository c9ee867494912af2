// Cache-Control of the built front end's files, by name: the one source of the rules, used by the API's static serving
// (api/src/web/cache-control.ts requires this file at run time: plain CommonJS, no dependencies) and rendered into the
// static nginx's locations (tools/web/nginx-cache-control.cjs writes docker/static/cache-control.conf).
const path = require('node:path');

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/** Module Federation entry points and HTML carry no content hash: browsers must revalidate them (so must any `*.html`). */
const ALWAYS_REVALIDATE = Object.freeze(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'mf-remotes.json', 'index.html']);
/** webpack's [contenthash:8] between dots, e.g. main.1a2b3c4d.js or 123.0f9e8d7c.chunk.css */
const CONTENT_HASH = /\.[0-9a-f]{8}\./;
/** A pre-compressed sibling (`.br` / `.gz`) gets the header of the file it encodes. */
const PRECOMPRESSED_EXTS = Object.freeze(['br', 'gz']);
const PRECOMPRESSED = new RegExp(`\\.(?:${PRECOMPRESSED_EXTS.join('|')})$`);

/**
 * Cache-Control for a file of a built front end, from its name only. A pre-compressed `.br` / `.gz` sibling gets the
 * header of the file it encodes (remoteEntry.js.br is still an entry point, main.1a2b3c4d.js.gz still hashed).
 */
function cacheControlFor(filePath) {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (ALWAYS_REVALIDATE.includes(name) || name.endsWith('.html')) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return ONE_HOUR; // images, video, fonts without a hash: may change on redeploy
}

module.exports = { NO_CACHE, IMMUTABLE, ONE_HOUR, ALWAYS_REVALIDATE, CONTENT_HASH, PRECOMPRESSED_EXTS, cacheControlFor };
