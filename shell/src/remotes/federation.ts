import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
interface Entry { promise: Promise<PageModule>; module?: PageModule }

const entries = new Map<string, Entry>();

/**
 * Reads where each slice lives from /mf-remotes.json (never baked into the build: redeploying or rolling back a
 * slice is changing its folder or its line in that file). A failure here must not stop the shell from booting:
 * the nav, footer and 404 still work, and remote pages show their fallback.
 */
export async function registerRemotesFromConfig(): Promise<void> {
  try {
    const res = await fetch('/mf-remotes.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`mf-remotes.json: HTTP ${res.status}`);
    const config = (await res.json()) as Record<string, string>;
    registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  } catch (err) {
    console.error('[shell] could not read /mf-remotes.json', err);
  }
}

/**
 * Starts loading a page module once and remembers it. A failed load is forgotten, so a later call (Retry) tries
 * again instead of replaying the cached failure.
 */
export function loadPageModule(id: string): Entry {
  let entry = entries.get(id);
  if (!entry) {
    const created: Entry = {
      promise: loadRemote<PageModule>(id).then((m) => {
        if (!m?.default) throw new Error(`${id} is not available`);
        created.module = m;
        return m;
      }),
    };
    created.promise.catch(() => entries.delete(id));
    entries.set(id, created);
    entry = created;
  }
  return entry;
}
