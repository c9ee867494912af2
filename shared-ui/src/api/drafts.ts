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

/** Saves the draft; `keepalive` when the page is going away (the save outlives it). */
export async function saveDraft(key: string, draft: SaveDraft, keepalive = false): Promise<DraftView> {
  return (await (
    await apiRequest(routes.me.saveDraft.method, href(routes.me.saveDraft, { key }), draft, { keepalive })
  ).json()) as DraftView;
}

/** Discards the draft (idempotent). */
export async function discardDraft(key: string, keepalive = false): Promise<void> {
  await apiRequest(routes.me.deleteDraft.method, href(routes.me.deleteDraft, { key }), undefined, { keepalive });
}
