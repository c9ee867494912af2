import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';

/**
 * Every read of the client: the key is its URL (the server pre-renders a page by the `/api/...` keys it asks for).
 *
 * A read that has data is never "loading". The data a page was pre-rendered with is SWR's `fallback`, not its cache,
 * so SWR reports a first read again of such a key (a member's page reads its thread again once the session is known)
 * as loading: the page would swap what it shows, with what the visitor is typing in it, for a skeleton.
 */
export function useRead<T>(key: string | null, config?: SWRConfiguration): SWRResponse<T, Error> {
  const read = useSWR<T, Error>(key, config);
  // Getters, as SWR's own: a component re-renders only for the parts of the state it reads.
  return {
    get data() {
      return read.data;
    },
    get error() {
      return read.error;
    },
    get isValidating() {
      return read.isValidating;
    },
    get isLoading() {
      return read.isLoading && read.data === undefined;
    },
    mutate: read.mutate,
  };
}

/**
 * Reads these keys again wherever they are shown. The site's SWRConfig sets no cache provider, so SWR's global
 * `mutate` reaches the one cache every slice reads through (swr is a federation singleton).
 */
export const revalidate = (...keys: (string | null)[]) => Promise.all(keys.map((key) => key && mutate(key)));
/** Every cached read whose key starts with `prefix` (every page and filter of a list) is read again. */
export const revalidatePrefix = (prefix: string) => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
