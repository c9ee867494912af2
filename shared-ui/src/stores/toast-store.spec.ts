import { TOAST_REMOVE_DELAY, showPendingToast, toast, toastAfterRedirect, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

describe('toast store (spec §9)', () => {
  it('keeps one toast at a time, newest first', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Two', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', description: 'Two', variant: 'destructive', open: true });
  });

  it('a dismissed toast closes at once and is removed after 1,000,000 ms', () => {
    const id = toast({ title: 'Copied!' });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0].open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});

describe('a toast after a full redirect', () => {
  const store = new Map<string, string>();
  beforeAll(() => {
    (globalThis as { sessionStorage?: unknown }).sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, String(v)),
      removeItem: (k: string) => void store.delete(k),
    };
  });
  afterAll(() => delete (globalThis as { sessionStorage?: unknown }).sessionStorage);

  it('is shown by the next page once, not again on a reload', () => {
    toastAfterRedirect({ title: 'Welcome back!' });
    expect(useToastStore.getState().toasts).toHaveLength(0); // not on the page that redirects
    showPendingToast();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Welcome back!', open: true });
    useToastStore.setState({ toasts: [] });
    showPendingToast();
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('ignores a damaged entry', () => {
    store.set('cci:pending-toast', '{not json');
    showPendingToast();
    store.set('cci:pending-toast', '{"title":42}');
    showPendingToast();
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(store.size).toBe(0);
  });
});
