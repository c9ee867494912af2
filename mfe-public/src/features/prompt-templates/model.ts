/** A ready-to-use prompt on the prompt engineering guide; [bracketed] parts are for the reader to fill in. */
export interface PromptTemplate {
  id: string;
  title: string;
  category: string;
  /** When to reach for it, in one sentence. */
  useCase: string;
  /** Exactly what is copied to the clipboard. */
  text: string;
}

/** Spec §9: how long a copy button shows its copied state. */
export const COPIED_INDICATOR_MS = 2000;
/** Spec §8: the toast after a template is copied. */
export const COPIED_TOAST_TITLE = 'Copied!';
