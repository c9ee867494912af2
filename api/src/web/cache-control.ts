import path from 'node:path';

/** Module Federation entry points and HTML carry no content hash: browsers must revalidate them. */
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'mf-remotes.json', 'index.html']);
/** webpack's [contenthash:8] between dots, e.g. main.1a2b3c4d.js or 123.0f9e8d7c.chunk.css */
const CONTENT_HASH = /\.[0-9a-f]{8}\./;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ONE_HOUR = 'public, max-age=3600';

/**
 * Cache-Control for a file of a built front end, from its name only. A pre-compressed `.br` / `.gz` sibling gets the
 * header of the file it encodes (remoteEntry.js.br is still an entry point, main.1a2b3c4d.js.gz still hashed).
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (CONTENT_HASH.test(name)) return IMMUTABLE;
  return ONE_HOUR; // images, video, fonts without a hash: may change on redeploy
}
