// @cci/shared-ui/api, the typed client: one key builder, read hook or call per endpoint the front end uses. Keys
// are the URLs themselves (the server pre-renders a page by the public /api/... keys it asks for, shell/src/ssr/render.tsx).
// Not a shared module, so each app bundles only the endpoints it calls (a shared module cannot be tree-shaken; all of
// it cost / ~1 KB brotli of first-visit JS). It holds no state: the cache is swr's and the fetch plumbing (apiRequest,
// ApiError, the session read) is the shared @cci/shared-ui's, both federation singletons.
export * from './communities';
export * from './events';
export * from './content';
export * from './auth';
export * from './requests';
export * from './admin';
export * from './account';
export * from './discussions';
export * from './drafts';
export * from './tags';
export * from './engagement';
export * from './content-admin';
export * from './messages';
export * from './announcements';
/** Reads keys of the client again wherever they are shown (a page that refreshes its reads on mount). */
export { revalidate } from './read';
