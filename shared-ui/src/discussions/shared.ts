// The discussions entry is bundled into each app that imports it (it is not a federation singleton), but what holds
// state or identity must be the shared @cci/shared-ui's: one toast store, one session read, one ApiError class, and
// the styled components (one id each). So those come through the package names, not relative paths. (The live stream
// keeps its own one-per-tab registry.)
/* eslint-disable @nx/enforce-module-boundaries -- the shared entries by name, on purpose (see above) */
export { ApiError, Badge, Button, ButtonLink, Skeleton, StateMessage, fieldErrorsOf, media, useIsBrowser } from '@cci/shared-ui';
export { ErrorText, Input, Label, TextArea } from '@cci/shared-ui/forms';
export { useLiveEvents } from '@cci/shared-ui/live';
/* eslint-enable @nx/enforce-module-boundaries */
