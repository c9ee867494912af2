// Types of cache-control.cjs (the API's TypeScript imports it; the file itself is required at run time).
export const NO_CACHE: string;
export const IMMUTABLE: string;
export const ONE_HOUR: string;
export const ALWAYS_REVALIDATE: readonly string[];
export const CONTENT_HASH: RegExp;
export const PRECOMPRESSED_EXTS: readonly string[];
export function cacheControlFor(filePath: string): string;
