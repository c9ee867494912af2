/**
 * Hands what the visitor did before the page was live (recorded by capture.js, inlined in the shell's index.html)
 * over to the live page, once: fields first, so that the form state holds what each field shows, then the held
 * clicks and submits in the order they were made.
 *
 * React hydrates a field as the DOM has it (the typed text stays on screen) but its state still holds the server's
 * value, and its next render would put that back. React's own fix (a change event for fields edited before
 * hydration) is off in its stable builds, so each field gets a real input/change event here, which its onChange
 * (react-final-form or a controlled input) handles as a keystroke would. Focus and caret stay where they were.
 */
import { flushSync } from 'react-dom';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface EarlyField {
  /** Recorded from an `input` event: a later `change` does not replace it (capture.js). */
  byInput: boolean;
  el: Field;
  value: string;
  checked: boolean;
  start: number | null;
  end: number | null;
}
type EarlyAction = { type: 'click'; el: HTMLElement } | { type: 'submit'; el: HTMLFormElement; submitter: HTMLElement | null };

/** What capture.js recorded (window.__cciEarly), if it ran. */
export interface EarlyInput {
  fields: EarlyField[];
  actions: EarlyAction[];
}

declare global {
  interface Window {
    __cciEarly?: EarlyInput;
  }
}

/** The value setter of the element's class, past the instance property React tracks changes with. */
function nativeValueSetter(el: Field): ((value: string) => void) | undefined {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set;
}

/**
 * The field as it is now: the same element (hydration keeps the server's), or, where React had to draw the page
 * afresh, the element that took its place: same id (useId gives the server's ids), else the one field of that name.
 */
function fieldNow(el: Field): Field | null {
  if (el.isConnected) return el;
  const doc = el.ownerDocument;
  const byId = el.id ? doc.getElementById(el.id) : null;
  if (byId && byId.tagName === el.tagName) return byId as Field;
  if (!el.name) return null;
  const byName = doc.querySelectorAll<Field>(`${el.tagName.toLowerCase()}[name="${CSS.escape(el.name)}"]`);
  return byName.length === 1 ? byName[0] : null; // one field of that name on the page, or none is sure
}

function restoreField(recorded: EarlyField) {
  const el = fieldNow(recorded.el);
  if (!el) return;
  const { value, checked, start, end } = recorded;
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.type === 'radio' && !checked) return; // a radio is unchecked by checking another: that one is recorded
    // React hears a checkbox or radio by its click: set the other state, then the click gives back the wanted one.
    el.checked = !checked;
    el.click();
    return;
  }
  const focused = el.ownerDocument.activeElement === el;
  const same = el.value === value;
  const selection = same && 'selectionStart' in el ? caretOf(el) : { start, end };
  // Through the instance property, React's tracker notes a different value; the class's setter then puts the
  // visitor's value back without telling it, so the event below reads as a change and reaches onChange.
  el.value = value === '' ? ' ' : '';
  nativeValueSetter(el)?.call(el, value);
  // Rendered before this returns: React first puts a controlled field back to its old props after the event, then
  // renders the new state, which moves the caret to the end; the caret is set after that.
  flushSync(() => el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true })));
  if (focused && selection.start !== null && !(el instanceof HTMLSelectElement)) {
    try {
      el.setSelectionRange(selection.start, selection.end ?? selection.start);
    } catch {
      // e-mail and number inputs have no caret to set
    }
  }
}

function caretOf(el: HTMLInputElement | HTMLTextAreaElement): { start: number | null; end: number | null } {
  try {
    return { start: el.selectionStart, end: el.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

function replayAction(action: EarlyAction) {
  if (!action.el.isConnected) return;
  if (action.type === 'click') {
    action.el.click();
    return;
  }
  const submitter = action.submitter?.isConnected ? action.submitter : null;
  try {
    action.el.requestSubmit(submitter);
  } catch {
    action.el.requestSubmit(); // the submitter is no longer a submit button of this form
  }
}

/** Replays what capture.js recorded, once: taking the record ends the recording (capture.js sees it gone). */
export function replayEarlyInput(win: Window = window): void {
  const early = win.__cciEarly;
  if (!early) return;
  win.__cciEarly = undefined;
  early.fields.forEach(restoreField);
  early.actions.forEach(replayAction);
}

/**
 * The page goes live: what was recorded is handed over, then `<html data-live>` is set, in one task. Until this task
 * runs, capture.js goes on recording and holding: a click that comes after React's commit but before the hand-over
 * (a visitor who types and presses Sign In at once) is held and made after the fields are replayed, never on a form
 * state that does not have them yet.
 */
export function goLive(win: Window = window): void {
  replayEarlyInput(win);
  win.document.documentElement.dataset.live = '';
}
