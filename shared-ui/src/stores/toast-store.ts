import { create } from 'zustand';
import { ApiError } from '../api/api-request';

/** Spec §9: one toast at a time; a dismissed toast is removed after 1,000,000 ms; shown for 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for failures (spec §8 "Destructive toast"). */
  variant?: 'default' | 'destructive';
}
export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  show: (t: ToastInput) => string;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** One instance in the page: shared-ui is a Module Federation singleton, so every slice uses this store. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (t) => {
    const id = String(++counter);
    set((s) => ({ toasts: [{ ...t, id, open: true }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    for (const t of get().toasts) {
      if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
        removeTimers.set(
          t.id,
          setTimeout(() => get().remove(t.id), TOAST_REMOVE_DELAY),
        );
      }
    }
    set((s) => ({ toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) }));
  },
  remove: (id) => {
    clearTimeout(removeTimers.get(id));
    removeTimers.delete(id);
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Show a toast from anywhere (event handlers, SWR callbacks): `toast({ title: 'Copied!' })`. */
export const toast = (t: ToastInput) => useToastStore.getState().show(t);

const PENDING_TOAST_KEY = 'cci:pending-toast';

/**
 * A toast for the page a full redirect (`window.location.href = ...`) lands on: the redirect reloads every script, so a
 * toast shown just before it is never seen. Kept in sessionStorage (this tab only) until <Toaster> shows it, once.
 */
export function toastAfterRedirect(t: ToastInput): void {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(t));
  } catch {
    /* storage disabled: the redirect still happens, without the toast */
  }
}

/** Shows the toast left by toastAfterRedirect, if any, and forgets it (a reload does not show it again). */
export function showPendingToast(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const t = JSON.parse(raw) as Partial<ToastInput>;
    if (typeof t.title !== 'string') return;
    toast({
      title: t.title,
      ...(typeof t.description === 'string' ? { description: t.description } : {}),
      ...(t.variant === 'destructive' ? { variant: 'destructive' as const } : {}),
    });
  } catch {
    /* not ours or damaged: dropped */
  }
}

/** A failed call said in a destructive toast: the API's own message (a 409's reason, a 429's wait), or a plea to retry. */
export function toastFailure(title: string, err: unknown, fallback = 'Please try again.'): void {
  const description = (err instanceof ApiError && err.serverMessage) || fallback;
  toast({ title, description, variant: 'destructive' });
}

/**
 * The last control the visitor clicked or pressed a key in, noted from the start (the toaster's view loads with the
 * first toast, after the click that led to it). A Save button is disabled while it saves, which takes its focus away.
 */
let lastUsed: Element | null = null;
if (typeof document !== 'undefined') {
  const note = (event: Event) => {
    lastUsed = event.target instanceof Element ? event.target.closest('button, a, input, select, textarea, [role="button"]') : null;
  };
  document.addEventListener('click', note, true);
  document.addEventListener('keydown', note, true);
}

/** The control a new toast must not cover: the focused one, else the last one used while it is still on the page. */
export function controlInUse(): Element | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (active && active !== document.body) return active;
  return lastUsed?.isConnected ? lastUsed : null;
}
