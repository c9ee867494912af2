import type { DraftView, SaveDraft } from '@cci/contracts';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import type { DraftStatus } from './draft-constants';
import type { DraftKeeper } from './server-draft-keeper';
import { useSession } from './shared';

export { DRAFT_SAVE_DELAY_MS, type DraftStatus } from './draft-constants';

/**
 * A composer's draft kept on the server under `key` (`thread:<slug>` or `reply:<thread id>`), as Discourse keeps it: found
 * again as the composer opens (on any device), saved as the member types (after a pause of DRAFT_SAVE_DELAY_MS, and at
 * once when focus leaves the composer or the page goes away), discarded on request or once posted. Text emptied is a
 * draft discarded. A visitor (or a null key) has no draft: nothing is read or sent.
 *
 * The work itself (server-draft-keeper) loads once the page knows a member is signed in, so a visitor's first visit to a
 * thread never downloads it; what the member typed before it arrived is handed to it then.
 *
 * `onRestore(draft)` gets the stored draft once, as the composer opens; it answers whether it took it (a composer the
 * member already typed into keeps their text, which the next save then keeps).
 */
export function useServerDraft(key: string | null, onRestore: (draft: DraftView) => boolean) {
  const { status: session } = useSession();
  const active = key !== null && session === 'authenticated';
  const [status, setStatus] = useState<DraftStatus>('idle');
  /** The API's reason when it refused the draft (the member's 50 drafts are kept already), shown instead of "Draft not saved". */
  const [refusal, setRefusal] = useState<string | null>(null);
  const keeper = useRef<DraftKeeper | null>(null);
  /** The text typed before the keeper's code arrived. */
  const early = useRef<SaveDraft | null>(null);
  const restore = useEffectEvent((draft: DraftView) => {
    if (onRestore(draft)) setStatus('restored');
  });

  useEffect(() => {
    if (!active) return;
    let live = true;
    let made: DraftKeeper | null = null;
    void import('./server-draft-keeper').then(({ DraftKeeper }) => {
      if (!live) return;
      made = new DraftKeeper(key, { status: setStatus, refusal: setRefusal, restore });
      keeper.current = made;
      if (early.current) made.change(early.current);
      early.current = null;
    });
    // The page going away (a closed tab, a reload, a link) or the composer closing saves what is pending.
    const leave = () => made?.send(true);
    window.addEventListener('pagehide', leave);
    return () => {
      live = false;
      window.removeEventListener('pagehide', leave);
      made?.close();
      keeper.current = null;
    };
  }, [active, key]);

  /** The composer's text changed: saved once typing pauses. */
  const change = useCallback(
    (text: SaveDraft) => {
      if (!active) return;
      if (keeper.current) keeper.current.change(text);
      else early.current = text;
    },
    [active],
  );

  /** Forgets the draft here and on the server: discarded by the member, or posted (the server deleted it then too). */
  const discard = useCallback(() => {
    early.current = null;
    setStatus('idle');
    keeper.current?.discard();
  }, []);

  /** The composer is posting: no save goes out while it does (see DraftKeeper.hold). */
  const hold = useCallback(() => keeper.current?.hold(), []);

  /** For the composer's onBlur: focus leaving it saves at once. */
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) keeper.current?.send(false);
  }, []);

  return { status, refusal, change, discard, hold, onBlur };
}
