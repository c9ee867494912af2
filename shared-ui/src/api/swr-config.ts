import type { SWRConfiguration } from 'swr';
import { getJson } from './api-request';

/**
 * Spec §9: no refetch interval, no refetch on focus, data never stale, no retries. "Never stale" in SWR
 * terms: no revalidation when a component mounts with cached data, on reconnect or on focus.
 */
export const swrConfig = {
  fetcher: (key: string) => getJson(key),
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  dedupingInterval: 2000,
} satisfies SWRConfiguration;
