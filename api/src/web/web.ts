import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-control';

/** Where each built remote is served; the shell reads these URLs from /mf-remotes.json at run time. */
export const REMOTE_FOLDERS = [
  { prefix: '/mfe/public/', dir: 'mfe-public/dist' },
  { prefix: '/mfe/community/', dir: 'mfe-community/dist' },
  { prefix: '/mfe/dashboard/', dir: 'mfe-dashboard/dist' },
  { prefix: '/mfe/admin/', dir: 'mfe-admin/dist' },
] as const;

const NOT_BUILT = { statusCode: 404, message: 'The front end is not built: run `npm run build`', error: 'Not Found' };

const setHeaders = (reply: FastifyReply, filePath: string) => {
  void reply.header('cache-control', cacheControlFor(filePath));
};
/** Shared by every folder: our Cache-Control instead of @fastify/static's, and no dotfiles (.env, .git). */
const common = { cacheControl: false, setHeaders, dotfiles: 'ignore' } as const;

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false; // missing, or a name the file system rejects (e.g. a NUL byte)
  }
}

/**
 * Serves the built front end from the same process as the API (folders resolved under `webRoot`,
 * the repo root by default). Folders are looked up per request, so a `npm run build` while the server
 * runs is picked up without a restart.
 *
 * - /mfe/<slice>/...: the remote's files; a missing file is a 404.
 * - /api/...: never handled here (unknown API paths get the JSON 404).
 * - anything else: a file of shell/dist if there is one; a missing file-like path (with an extension) is a 404;
 *   any other path gets the shell's index.html with 200, so the client router renders the page (or its own 404 page).
 */
export async function registerWeb(fastify: FastifyInstance, webRoot: string): Promise<void> {
  const shellDir = path.join(webRoot, 'shell', 'dist');

  // The shell's plugin only provides reply.sendFile (decorateReply on the first registration only);
  // the catch-all route below decides between a file and the SPA fallback.
  await fastify.register(fastifyStatic, { ...common, root: shellDir, serve: false, decorateReply: true });
  for (const { prefix, dir } of REMOTE_FOLDERS) {
    await fastify.register(fastifyStatic, {
      root: path.join(webRoot, dir),
      prefix,
      ...common,
      decorateReply: false,
      index: false,
      redirect: false,
    });
  }

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
    const file = path.resolve(shellDir, `.${decoded}`);
    if (file.startsWith(shellDir + path.sep) && isFile(file)) return reply.sendFile(path.relative(shellDir, file));
    // A missing asset (/main.1a2b3c4d.js, /images/x.svg) is a 404, never HTML that a script or image tag would choke on.
    if (/\.[a-z0-9]{1,8}$/i.test(decoded)) return reply.callNotFound();
    return reply.code(200).sendFile('index.html');
  });
}
