import type { DraftView, SaveDraft } from '@cci/contracts';
import { routes } from '@cci/contracts';
import { ApiError, apiRequest, href } from './shared';

// Drafts: what the member is writing in a composer, kept on the server (any device finds it again). Not cached reads:
// a composer reads its draft once, as it opens.

/** The member's draft of a composer (`thread:<slug>` or `reply:<thread id>`), or null when there is none. */
export async function loadDraft(key: string): Promise<DraftView | null> {
  try {
    return (await (await apiRequest(routes.me.draft.method, href(routes.me.draft, { key }))).json()) as DraftView;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * A draft's request as the page goes away: `keepalive`, so it outlives the page (not through apiRequest: the option
 * would weigh on every page's first visit, through the shared entry, for the composers' sake).
 */
async function leaving(method: string, url: string, body?: unknown): Promise<void> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    keepalive: true,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
}

/** Saves the draft; `keepalive` when the page is going away (the save outlives it). */
export async function saveDraft(key: string, draft: SaveDraft, keepalive = false): Promise<void> {
  const url = href(routes.me.saveDraft, { key });
  await (keepalive ? leaving(routes.me.saveDraft.method, url, draft) : apiRequest(routes.me.saveDraft.method, url, draft));
}

/** Discards the draft (idempotent). */
export async function discardDraft(key: string, keepalive = false): Promise<void> {
  const url = href(routes.me.deleteDraft, { key });
  await (keepalive ? leaving(routes.me.deleteDraft.method, url) : apiRequest(routes.me.deleteDraft.method, url));
}
