import type { SliceRoute, SliceRoutes } from '@cci/shared-ui/router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readJsonScript } from '../json-script';
import { matchRoute, parseRemotesConfig, sliceOf, type RemotesConfig } from '../routes';
import type { PageModule, PageRegistry, Resolution } from './page-registry';

/** A load started once and remembered; its value (or error) is kept for synchronous reads. */
interface Loadable<T> {
  promise: Promise<T>;
  value?: T;
  error?: unknown;
}

let config: RemotesConfig = {};
const routeTables = new Map<string, Loadable<SliceRoutes>>();
const pageModules = new Map<string, Loadable<PageModule>>();

/**
 * Reads where each slice lives and which paths it owns from /mf-remotes.json (never baked into the build:
 * redeploying or rolling back a slice is changing its line in that file), or from the copy in a pre-rendered page. A failure here must not stop the shell
 * from booting: the nav, footer and 404 still work.
 */
export async function registerRemotesFromConfig(): Promise<void> {
  try {
    // A pre-rendered page carries mf-remotes.json as it was read for it (api/src/web/prerender.ts): no wait for it.
    config = parseRemotesConfig(readJsonScript('mf-remotes') ?? (await fetchRemotesConfig()));
    registerRemotes(Object.entries(config).map(([name, { entry }]) => ({ name, entry })));
  } catch (err) {
    console.error('[shell] could not read /mf-remotes.json', err);
  }
}

async function fetchRemotesConfig(): Promise<unknown> {
  const res = await fetch('/mf-remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`mf-remotes.json: HTTP ${res.status}`);
  return res.json();
}

function loadOnce<T>(map: Map<string, Loadable<T>>, key: string, start: () => Promise<T>): Loadable<T> {
  let entry = map.get(key);
  if (!entry) {
    const created: Loadable<T> = { promise: Promise.resolve().then(start) };
    created.promise.then(
      (value) => (created.value = value),
      (error) => (created.error = error ?? new Error(`${key} failed to load`)),
    );
    map.set(key, created);
    entry = created;
  }
  return entry;
}

const loadRoutes = (remote: string) =>
  loadOnce(routeTables, remote, async () => {
    const mod = await loadRemote<{ default: SliceRoutes }>(`${remote}/routes`);
    if (!Array.isArray(mod?.default)) throw new Error(`${remote}/routes is not a list of routes`);
    return mod.default;
  });

const loadPage = (remote: string, route: SliceRoute) =>
  loadOnce(pageModules, `${remote}\0${route.path}`, async () => {
    const mod = await route.page();
    if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object')
      throw new Error(`${remote} ${route.path}: no page component`);
    return mod;
  });

/** Forgets failed loads, so that the next resolve tries again (Retry). */
function forgetFailures() {
  for (const map of [routeTables, pageModules] as Map<string, Loadable<unknown>>[]) {
    for (const [key, entry] of map) if (entry.error !== undefined) map.delete(key);
  }
}

/** The browser's pages: loaded through Module Federation, each once, and read synchronously once there. */
export const browserPages: PageRegistry = {
  resolve(pathname: string): Resolution {
    const remote = sliceOf(config, pathname);
    if (!remote) return { kind: 'not-found' };
    const routes = loadRoutes(remote);
    if (routes.error !== undefined) return { kind: 'failed', error: routes.error, retry: forgetFailures };
    if (!routes.value) return { kind: 'pending', promise: routes.promise };
    const match = matchRoute(routes.value, pathname);
    if (!match) return { kind: 'not-found' };
    const page = loadPage(remote, match.route);
    if (page.error !== undefined) return { kind: 'failed', error: page.error, retry: forgetFailures };
    if (!page.value) return { kind: 'pending', promise: page.promise };
    return { kind: 'ready', remote, match, Page: page.value.default };
  },
};

/**
 * Loads everything a path's page needs (its slice's routes, then the page), and settles when it is there or has
 * failed. Never rejects: a failure shows as the page's error state.
 */
export async function preloadPage(pathname: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const state = browserPages.resolve(pathname);
    if (state.kind !== 'pending') return;
    await state.promise.catch(() => undefined);
  }
}
