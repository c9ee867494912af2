import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cache-control';
import { negotiateEncoding } from './encoding';
import { Prerenderer, themeOfCookie, withTheme, type PrerenderedResponse } from './prerender';
import { currentFolder, isReleaseId, RELEASES_DIR, SLICES, slicePrefix } from './releases';

/** Where each built remote is served; the shell reads these URLs from /mf-remotes.json at run time. */
export const REMOTE_FOLDERS = SLICES.map((slice) => ({ slice, prefix: slicePrefix(slice), dir: currentFolder(slice) }));

const NOT_BUILT = { statusCode: 404, message: 'The front end is not built: run `npm run build`', error: 'Not Found' };

const setHeaders = (reply: FastifyReply, filePath: string) => {
  void reply.header('cache-control', cacheControlFor(filePath));
};
/**
 * Shared by every folder: our Cache-Control instead of @fastify/static's, no dotfiles (.env, .git), and the
 * `.br` / `.gz` files the production build writes next to each text asset, chosen per Accept-Encoding
 * (brotli, else gzip, else the file itself; always `Vary: Accept-Encoding`, Content-Type of the logical file).
 */
const common = { cacheControl: false, setHeaders, dotfiles: 'ignore', preCompressed: true } as const;

const PRECOMPRESSED_EXT = /\.(br|gz)$/;
/** Source maps carry the full sources: never published (production builds write them unreferenced; see create-config.js). */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
/** A remote's server container (`<build>/server/`): read from disk by the server's rendering, never sent to browsers. */
const SERVER_CONTAINER = /^\/server(\/|$)/i;

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false; // missing, or a name the file system rejects (e.g. a NUL byte)
  }
}

/**
 * `main.1a2b3c4d.js.br` beside `main.1a2b3c4d.js` is an encoding of that file, not a file of its own: asked for by
 * name it would reach the browser without Content-Encoding (compressed bytes where a script was expected).
 * `file` is an absolute path already known to be inside a served folder.
 */
function isPrecompressedSibling(file: string): boolean {
  const ext = PRECOMPRESSED_EXT.exec(file);
  return ext !== null && isFile(file.slice(0, -ext[0].length));
}

/**
 * For @fastify/static's allowedPath: `pathname` is canonical (decoded) and inside `root` (the plugin checks both
 * first). Neither a source map nor an encoding of another file is served by name.
 */
const servable = (pathname: string, root: string | undefined) =>
  !SOURCE_MAP.test(pathname) && (!root || !isPrecompressedSibling(path.join(root, pathname)));

/**
 * Serves the built front end from the same process as the API (folders resolved under `webRoot`: WEB_ROOT,
 * the repo root by default; see AppConfig.webRoot; `origin`: the site's public address, PUBLIC_URL, for the
 * canonical and preview links of pre-rendered pages). Folders are looked up per request, so a `npm run build` while the server
 * runs is picked up without a restart.
 *
 * - /mfe/<slice>/...: the remote's current build (`mfe-<slice>/dist`); a missing file is a 404.
 * - /mfe/<slice>/releases/<id>/...: another build of the same slice, kept side by side with the current one
 *   (`<webRoot>/releases/<slice>/<id>/`, see releases.ts). The shell uses it once /mf-remotes.json points there.
 * - /api/...: never handled here (unknown API paths get the JSON 404).
 * - anything else: a file of shell/dist if there is one; a missing file-like path (with an extension) is a 404;
 *   any other path gets the shell's index.html, pre-rendered when it can be (prerender.ts), so the client router
 *   renders the page: 200, or 404 when the path shows the shell's 404 page or names nothing (an unknown
 *   /community/<slug>) — the browser then shows the not-found view. Without the pre-renderer's build: 200 for all.
 * - `*.map` (source maps), anywhere: 404. They carry the full sources.
 * - a remote's server container (`/mfe/<slice>/server/...`, also in a release): 404. Only the server loads it.
 */
export async function registerWeb(fastify: FastifyInstance, webRoot: string, origin: string): Promise<void> {
  const shellDir = path.join(webRoot, 'shell', 'dist');

  // The shell's plugin only provides reply.sendFile (decorateReply on the first registration only);
  // the catch-all route below decides between a file and the SPA fallback. preCompressed applies to sendFile too.
  await fastify.register(fastifyStatic, { ...common, root: shellDir, serve: false, decorateReply: true });
  const folderOptions = { ...common, decorateReply: false, index: false, redirect: false } as const;
  for (const { slice, prefix, dir } of REMOTE_FOLDERS) {
    await fastify.register(fastifyStatic, {
      ...folderOptions,
      root: path.join(webRoot, dir),
      prefix,
      allowedPath: (pathname: string, root: string | undefined) => !SERVER_CONTAINER.test(pathname) && servable(pathname, root),
    });
    // One root per slice: a release of one slice can never name a file of another, or anything above releases/.
    // The first path segment must be a valid release id; the folder may not exist yet (created by a release).
    await fastify.register(fastifyStatic, {
      ...folderOptions,
      root: path.join(webRoot, RELEASES_DIR, slice),
      prefix: `${prefix}releases/`,
      suppressWarning: true,
      allowedPath: (pathname: string, root: string | undefined) =>
        isReleaseId(pathname.split('/')[1] ?? '') &&
        !SERVER_CONTAINER.test(pathname.slice(pathname.indexOf('/', 1))) &&
        servable(pathname, root),
    });
  }

  // The shell's pages pre-rendered (nav, footer, first view with its public data) when the pre-renderer is built.
  const prerenderer = new Prerenderer(fastify, webRoot, origin);

  fastify.get('/*', (req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = req.url.split('?', 1)[0];
    if (/^\/(api|mfe)(\/|$)/.test(urlPath)) return reply.callNotFound();
    if (!isFile(path.join(shellDir, 'index.html'))) {
      return reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify(NOT_BUILT));
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      decoded = '/'; // malformed escape: cannot name a file, let the client router handle it
    }
    if (SOURCE_MAP.test(decoded)) return reply.callNotFound();
    const file = path.resolve(shellDir, `.${decoded}`);
    if (file.startsWith(shellDir + path.sep) && isFile(file)) {
      if (isPrecompressedSibling(file)) return reply.callNotFound();
      const relative = path.relative(shellDir, file);
      // Edited in place to roll a slice forward or back (tools/release/point.mjs): never pre-compressed, so a
      // .br / .gz beside it can only be stale. Read it each time and send it as it is.
      if (relative === 'mf-remotes.json') {
        return reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(fs.readFileSync(file));
      }
      return reply.sendFile(relative);
    }
    // A missing asset (/main.1a2b3c4d.js, /images/x.svg) is a 404, never HTML that a script or image tag would choke on.
    if (/\.[a-z0-9]{1,8}$/i.test(decoded)) return reply.callNotFound();
    return prerenderer.page(urlPath, req.headers.cookie, req.url.slice(urlPath.length)).then((result) => {
      if (result) return sendPrerendered(req, reply, result.page, result.status, result.member === true);
      const theme = themeOfCookie(req.headers.cookie);
      if (!theme) return reply.code(200).sendFile('index.html');
      // A visitor's chosen theme is on <html> even when the page goes out plain (no flash of the other one).
      const html = withTheme(fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8'), theme);
      return reply.code(200).header('cache-control', NO_CACHE).header('vary', 'Cookie').type('text/html; charset=utf-8').send(html);
    });
  });
}

/**
 * A pre-rendered page in the best encoding the client accepts. It depends on the encoding and on the session cookie
 * (a member gets their own page), so no cache stores it for another; a member's page is stored by none.
 */
function sendPrerendered(req: FastifyRequest, reply: FastifyReply, page: PrerenderedResponse, status: number, member: boolean) {
  // Accept-Encoding weighed like the static files' (br;q=0 refuses brotli), never a regex match on the header.
  const encoding = negotiateEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
  if (encoding) void reply.header('content-encoding', encoding);
  return reply
    .code(status)
    .header('cache-control', member ? PRIVATE : NO_CACHE)
    .header('vary', 'Accept-Encoding, Cookie')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** A page rendered for one member: no cache, shared or the browser's, keeps it. */
const PRIVATE = 'private, no-store';
