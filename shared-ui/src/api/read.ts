import useSWR, { mutate, type SWRConfiguration } from 'swr';

/** Every read of the client: the key is its URL (the server pre-renders a page by the `/api/...` keys it asks for). */
export const useRead = <T>(key: string | null, config?: SWRConfiguration) => useSWR<T, Error>(key, config);

/**
 * Reads these keys again wherever they are shown. The site's SWRConfig sets no cache provider, so SWR's global
 * `mutate` reaches the one cache every slice reads through (swr is a federation singleton).
 */
export const revalidate = (...keys: (string | null)[]) => Promise.all(keys.map((key) => key && mutate(key)));
/** Every cached read whose key starts with `prefix` (every page and filter of a list) is read again. */
export const revalidatePrefix = (prefix: string) => mutate((key) => typeof key === 'string' && key.startsWith(prefix));
