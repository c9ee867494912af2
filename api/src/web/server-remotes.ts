import fs from 'node:fs';
import path from 'node:path';
import { createInstance } from '@module-federation/runtime';

/** A shared module as the federation runtime takes it (the shell's server build exports these: shell/src/ssr/entry.ts). */
export type SharedModules = Parameters<typeof createInstance>[0]['shared'];

/** A remote's server container, as the file it is loaded from (tools/webpack/create-config.js builds it). */
export const SERVER_ENTRY = path.join('server', 'remoteEntry.js');

/**
 * The real path of a folder: require.cache is keyed by real paths, and a build folder may be reached through a
 * symlink (compose's volume swaps `mfe-<slice>/dist` to each new build). Taken when a build is loaded, so that the
 * build can be forgotten after the link has moved on.
 */
export function realDir(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * Forgets every module loaded from `dir` (a real path) (a remote's server folder): out of require.cache, and out of the
 * `.children` of the modules that required it, without which the old build is never freed (about 50 MB per 100
 * switches: stack-notes, "Server rendering from remotes").
 */
export function forgetModulesIn(dir: string): void {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  for (const id of Object.keys(require.cache)) if (id.startsWith(prefix)) delete require.cache[id];
  for (const mod of Object.values(require.cache)) {
    if (mod?.children.some((child) => child.id.startsWith(prefix)))
      mod.children = mod.children.filter((child) => !child.id.startsWith(prefix));
  }
}

/**
 * The slices' server containers, loaded with Module Federation's runtime (Module Federation's server-rendering
 * model: `@module-federation/node` in each container loads its chunks from its folder). The shell's server build
 * provides the shared modules, so a container and the shell's frame use one React, one styled-components, one
 * router. A container is loaded from a file path (its folder, by the release layout), not fetched over HTTP.
 *
 * Switching a remote to another release re-registers it (`force`) and forgets the old container's modules; an
 * old folder that a running render still reads from stays on disk (releases are never deleted in place).
 */
export class ServerRemotes {
  private readonly instance: ReturnType<typeof createInstance>;
  /** remote → the real folder of the container it is registered with (what to forget when it changes). */
  private readonly registered = new Map<string, string>();
  /** remote → the routes loaded from which build (the entry file and its modification time). */
  private readonly routes = new Map<string, { build: string; promise: Promise<unknown> }>();

  constructor(name: string, shared: SharedModules) {
    this.instance = createInstance({
      name,
      remotes: [],
      shared,
      shareStrategy: 'loaded-first',
      plugins: [
        {
          name: 'cci-file-entry',
          // The container's library is `commonjs-module` named after the remote: its exports are { [name]: container }.
          loadEntry({ remoteInfo }) {
            if (!path.isAbsolute(remoteInfo.entry)) return undefined;
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            const mod = require(remoteInfo.entry) as Record<string, unknown>;
            return (mod[remoteInfo.entryGlobalName] ?? mod) as never;
          },
        },
      ],
    });
  }

  /**
   * The default export of `<remote>/routes` from the server container in `file`, and the build it came from (the
   * file and its mtime): loaded once per build, so a container rebuilt in place (same file, new content:
   * `npm run build` while the server runs) is loaded again.
   */
  async routesOf(remote: string, file: string): Promise<{ build: string; routes: unknown }> {
    const build = `${file}@${fs.statSync(file).mtimeMs}`;
    return { build, routes: await this.load(remote, file, build) };
  }

  private load(remote: string, file: string, build: string): Promise<unknown> {
    const current = this.routes.get(remote);
    if (current?.build === build) return current.promise;
    const before = this.registered.get(remote);
    if (before !== undefined) forgetModulesIn(before);
    this.instance.registerRemotes([{ name: remote, entry: file }], { force: before !== undefined });
    this.registered.set(remote, realDir(path.dirname(file)));
    const promise = this.instance.loadRemote<{ default: unknown }>(`${remote}/routes`).then((mod) => mod?.default);
    this.routes.set(remote, { build, promise });
    promise.catch(() => {
      if (this.routes.get(remote)?.promise === promise) this.routes.delete(remote); // the next request tries again
    });
    return promise;
  }

  /** Forgets every container this instance loaded (before the instance itself is dropped: a new shell build). */
  dispose(): void {
    for (const dir of this.registered.values()) forgetModulesIn(dir);
    this.registered.clear();
    this.routes.clear();
  }
}
