// The discussions entry is bundled into each app that imports it (it is not a federation singleton), but what holds
// state or identity must be the shared @cci/shared-ui's: one toast store, one session read, one ApiError class, and
// the styled components (one id each). So those come through the package name, not a relative path.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared entry by name, on purpose (see above)
export { ApiError, Badge, Button, ButtonLink, Skeleton, StateMessage, fieldErrorsOf, media, toast, useSession } from '@cci/shared-ui';
