import { create } from 'zustand';

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
export interface ToastItem extends ToastInput { id: string; open: boolean }

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
        removeTimers.set(t.id, setTimeout(() => get().remove(t.id), TOAST_REMOVE_DELAY));
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
