/** How long typing pauses before the draft is saved (Discourse saves about once a second as one types). */
export const DRAFT_SAVE_DELAY_MS = 900;

/**
 * What the composer shows of its draft: nothing yet, its saving, saved, not saved (the next change tries again), or
 * found again as the composer opened.
 */
export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error' | 'restored';
