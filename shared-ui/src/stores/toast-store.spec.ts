import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

describe('toast store (spec §9)', () => {
  it('keeps one toast at a time, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
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
