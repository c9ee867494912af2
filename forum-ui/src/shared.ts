// forum-ui is bundled into each app that imports it (it is not a federation singleton), but what holds state or
// identity must be the shared @cci/shared-ui's: one toast store, one session read, one ApiError class, and the styled
// components that are selected by component (one id each). So those come through the shared package names.
// (The live stream keeps its own one-per-tab registry.)
export {
  ApiError,
  Badge,
  Button,
  ButtonLink,
  Skeleton,
  StateMessage,
  fieldErrorsOf,
  media,
  useIsBrowser,
  useSession,
  useTimeZone,
} from '@cci/shared-ui';
export { useLiveEvents } from '@cci/shared-ui/live';
// The field styles themselves (styled-components only), not the forms entry: that shared module brings final-form and
// react-final-form (about 13 KB brotli) to a thread page whose composer needs neither. Nothing selects these by
// component, so a copy of their own in this library is only their CSS again.
export { ErrorText, Input, Label, TextArea } from '@cci/shared-ui/field-styles';
