import type { DraftView, SaveDraft } from '@cci/contracts';
import { discardDraft, loadDraft, saveDraft } from '@cci/shared-ui/api';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { ApiError, useSession } from './shared';

/** How long typing pauses before the draft is saved (Discourse saves about once a second as one types). */
export const DRAFT_SAVE_DELAY_MS = 900;
/** A keepalive request carries at most 64 KiB: a larger draft leaving with the page goes as a plain request. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * What the composer shows of its draft: nothing yet, its saving, saved, not saved (the next change tries again), or
 * found again as the composer opened.
 */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error' | 'restored';

const isEmpty = (text: SaveDraft) => !text.body.trim() && !(text.title ?? '').trim();

/**
 * A composer's draft kept on the server under `key` (`thread:<slug>` or `reply:<thread id>`), as Discourse keeps it: found
 * again as the composer opens (on any device), saved as the member types (after a pause of DRAFT_SAVE_DELAY_MS, and at
 * once when focus leaves the composer or the page goes away), discarded on request or once posted. Text emptied is a
 * draft discarded. A visitor (or a null key) has no draft: nothing is read or sent.
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
  /** The latest text not sent yet. */
  const pending = useRef<SaveDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The text the server holds, as JSON ('' when it holds none). */
  const held = useRef('');
  /** Bumped by a discard: the answer of a save sent before it no longer sets the status. */
  const generation = useRef(0);
  /**
   * The draft's requests, one after another in the order they were made: the discard that follows a post never
   * overtakes a save sent before it (which would bring the posted draft back). A save as the page goes away is sent at
   * once (keepalive: the page will not wait).
   */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback(<T>(request: () => Promise<T>, now: boolean): Promise<T> => {
    const run = now ? request() : queue.current.then(request);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);
  const restore = useEffectEvent((draft: DraftView) => {
    if (onRestore(draft)) setStatus('restored');
  });

  useEffect(() => {
    if (!active) return;
    let live = true;
    loadDraft(key).then(
      (draft) => {
        if (!live || !draft) return;
        held.current = JSON.stringify(textOf(draft));
        restore(draft);
      },
      () => undefined, // no draft to offer: the composer works as without one
    );
    return () => {
      live = false;
    };
  }, [active, key]);

  /** Sends the pending text now (a save, or a discard when it was emptied); nothing when the server has it already. */
  const send = useCallback(
    (leaving: boolean) => {
      clearTimeout(timer.current);
      const text = pending.current;
      pending.current = null;
      if (!text || !active) return;
      const json = JSON.stringify(text);
      if (json === held.current) return;
      const empty = isEmpty(text);
      if (empty && held.current === '') return;
      const had = held.current;
      held.current = empty ? '' : json;
      const gen = generation.current;
      setStatus(empty ? 'idle' : 'saving');
      const keepalive = leaving && json.length < KEEPALIVE_LIMIT;
      enqueue<unknown>(() => (empty ? discardDraft(key, keepalive) : saveDraft(key, text, keepalive)), leaving).then(
        () => {
          if (gen === generation.current) setStatus(empty ? 'idle' : 'saved');
        },
        (err: unknown) => {
          if (gen !== generation.current) return;
          if (held.current === (empty ? '' : json)) held.current = had; // the next change sends it again
          setRefusal(err instanceof ApiError && err.status === 409 ? (err.serverMessage ?? null) : null);
          setStatus('error');
        },
      );
    },
    [active, key, enqueue],
  );

  /** The composer's text changed: saved once typing pauses. */
  const change = useCallback(
    (text: SaveDraft) => {
      if (!active) return;
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(false), DRAFT_SAVE_DELAY_MS);
    },
    [active, send],
  );

  // The page going away (a closed tab, a reload, a link) or the composer closing saves what is pending.
  useEffect(() => {
    if (!active) return;
    const leave = () => send(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [active, send]);

  /** Forgets the draft here and on the server: discarded by the member, or posted (the server deleted it then too). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    generation.current++;
    held.current = '';
    setStatus('idle');
    if (active) void enqueue(() => discardDraft(key), false).catch(() => undefined);
  }, [active, key, enqueue]);

  /**
   * The composer is posting: no save goes out while it does (the post deletes the draft, and a save landing after it
   * would bring it back). What is pending stays: if the post fails, the next change or leaving the composer sends it.
   */
  const hold = useCallback(() => clearTimeout(timer.current), []);

  /** For the composer's onBlur: focus leaving it saves at once. */
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send(false);
    },
    [send],
  );

  return { status, refusal, change, discard, hold, onBlur };
}

const textOf = (draft: DraftView): SaveDraft => (draft.title === null ? { body: draft.body } : { title: draft.title, body: draft.body });
