// The discussions entry is bundled into each app that imports it (it is not a federation singleton), but what holds
// state or identity must be the shared @cci/shared-ui's: one toast store, one session read, one ApiError class, and
// the styled components that are selected by component (one id each). So those come through the package names, not
// relative paths. (The live stream keeps its own one-per-tab registry.)
/* eslint-disable @nx/enforce-module-boundaries -- the shared entries by name, on purpose (see above) */
export { ApiError, Badge, Button, ButtonLink, Skeleton, StateMessage, fieldErrorsOf, media, useIsBrowser } from '@cci/shared-ui';
export { useLiveEvents } from '@cci/shared-ui/live';
/* eslint-enable @nx/enforce-module-boundaries */
// The field styles themselves (styled-components only), not the forms entry: that shared module brings final-form and
// react-final-form (about 13 KB brotli) to a thread page whose composer needs neither. Nothing selects these by
// component, so a copy of their own in this entry is only their CSS again.
export { ErrorText, Input, Label, TextArea } from '../forms/field-styles';
