/** Spec §9: how long a copy button shows its copied state. */
export const COPIED_INDICATOR_MS = 2000;
/** Spec §8: the toast after a template is copied. */
export const COPIED_TOAST_TITLE = 'Copied!';
