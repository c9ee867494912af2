import type { DraftView, SaveDraft } from '@cci/contracts';
import { discardDraft, loadDraft, saveDraft } from '@cci/shared-ui/api';
import { ApiError } from './shared';
import { DRAFT_SAVE_DELAY_MS, type DraftStatus } from './draft-constants';

/** A keepalive request carries at most 64 KiB: a larger draft leaving with the page goes as a plain request. */
const KEEPALIVE_LIMIT = 60_000;

const isEmpty = (text: SaveDraft) => !text.body.trim() && !(text.title ?? '').trim();
const textOf = (draft: DraftView): SaveDraft => (draft.title === null ? { body: draft.body } : { title: draft.title, body: draft.body });

/** What the keeper tells the composer. */
export interface DraftKeeperEvents {
  status: (status: DraftStatus) => void;
  refusal: (message: string | null) => void;
  /** The stored draft, once, as the composer opens. */
  restore: (draft: DraftView) => void;
}

/**
 * The work behind useServerDraft, for one signed-in member's composer and draft `key`: loaded after the page is live
 * (a visitor never downloads it), it reads the stored draft, saves the text once typing pauses, and discards it.
 */
export class DraftKeeper {
  /** The latest text not sent yet. */
  private pending: SaveDraft | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The text the server holds, as JSON ('' when it holds none). */
  private held = '';
  /** Bumped by a discard: the answer of a save sent before it no longer sets the status. */
  private generation = 0;
  /**
   * The draft's requests, one after another in the order they were made: the discard that follows a post never
   * overtakes a save sent before it (which would bring the posted draft back). A save as the page goes away is sent at
   * once (keepalive: the page will not wait).
   */
  private queue: Promise<unknown> = Promise.resolve();
  private open = true;

  constructor(
    private readonly key: string,
    private readonly on: DraftKeeperEvents,
  ) {
    loadDraft(key).then(
      (draft) => {
        if (!this.open || !draft) return;
        this.held = JSON.stringify(textOf(draft));
        on.restore(draft);
      },
      () => undefined, // no draft to offer: the composer works as without one
    );
  }

  private enqueue<T>(request: () => Promise<T>, now: boolean): Promise<T> {
    const run = now ? request() : this.queue.then(request);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The composer's text changed: saved once typing pauses. */
  change(text: SaveDraft): void {
    this.pending = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(false), DRAFT_SAVE_DELAY_MS);
  }

  /** Sends the pending text now (a save, or a discard when it was emptied); nothing when the server has it already. */
  send(leaving: boolean): void {
    clearTimeout(this.timer);
    const text = this.pending;
    this.pending = null;
    if (!text) return;
    const json = JSON.stringify(text);
    if (json === this.held) return;
    const empty = isEmpty(text);
    if (empty && this.held === '') return;
    const had = this.held;
    this.held = empty ? '' : json;
    const gen = this.generation;
    this.on.status(empty ? 'idle' : 'saving');
    const keepalive = leaving && json.length < KEEPALIVE_LIMIT;
    this.enqueue<unknown>(() => (empty ? discardDraft(this.key, keepalive) : saveDraft(this.key, text, keepalive)), leaving).then(
      () => {
        if (gen === this.generation) this.on.status(empty ? 'idle' : 'saved');
      },
      (err: unknown) => {
        if (gen !== this.generation) return;
        if (this.held === (empty ? '' : json)) this.held = had; // the next change sends it again
        this.on.refusal(err instanceof ApiError && err.status === 409 ? (err.serverMessage ?? null) : null);
        this.on.status('error');
      },
    );
  }

  /** Forgets the draft here and on the server: discarded by the member, or posted (the server deleted it then too). */
  discard(): void {
    clearTimeout(this.timer);
    this.pending = null;
    this.generation++;
    this.held = '';
    this.on.status('idle');
    void this.enqueue(() => discardDraft(this.key), false).catch(() => undefined);
  }

  /**
   * The composer is posting: no save goes out while it does (the post deletes the draft, and a save landing after it
   * would bring it back). What is pending stays: if the post fails, the next change or leaving the composer sends it.
   */
  hold(): void {
    clearTimeout(this.timer);
  }

  /** The composer closed: what is pending is saved at once. */
  close(): void {
    this.send(true);
    this.open = false;
  }
}
