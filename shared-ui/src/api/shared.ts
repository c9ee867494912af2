// The client is bundled into each app that calls it (not shared), but what it throws and reads must be the shared
// @cci/shared-ui's: one ApiError class for the pages' `instanceof`, one session key, one URL builder. So it imports them through the
// package (the federation singleton) rather than from ./api-request, which would bundle a second copy.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared entry by name, on purpose (see above)
export { ApiError, apiRequest, apiUpload, href, SESSION_KEY } from '@cci/shared-ui';
