/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useRead } from './read';

/** The pre-rendered page's data as the shell gives it: SWR's fallback, not its cache. */
const wrapper =
  (fetcher: (key: string) => Promise<unknown>) =>
  ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), fallback: { '/api/thing': { n: 1 } }, revalidateIfStale: false, fetcher }}>
      {children}
    </SWRConfig>
  );

describe('useRead', () => {
  it('a key with pre-rendered data is not loading while it is read again; the new data then replaces it', async () => {
    let answer!: (value: unknown) => void;
    const fetcher = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRead<{ n: number }>('/api/thing'), { wrapper: wrapper(fetcher) });
    expect([result.current.isLoading, result.current.data]).toEqual([false, { n: 1 }]);
    act(() => void result.current.mutate());
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect([result.current.isLoading, result.current.data]).toEqual([false, { n: 1 }]);
    await act(async () => answer({ n: 2 }));
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('a key without data is loading until its first answer', async () => {
    let answer!: (value: unknown) => void;
    const fetcher = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRead<{ n: number }>('/api/other'), { wrapper: wrapper(fetcher) });
    await waitFor(() => expect(result.current.isLoading).toBe(true));
    expect(result.current.data).toBeUndefined();
    await act(async () => answer({ n: 3 }));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.data).toEqual({ n: 3 });
  });
});
