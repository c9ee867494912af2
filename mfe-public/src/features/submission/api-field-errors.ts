/** Field messages of a 400 answer (one implementation, in shared-ui). */
export { fieldErrorsOf as apiFieldErrors } from '@cci/shared-ui';
