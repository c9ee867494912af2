import type {} from '../styled'; // DefaultTheme is the site theme wherever shared-ui is compiled
/**
 * Form fields bound to react-final-form. A separate entry of shared-ui (and a separate shared module) so that
 * pages without forms never load react-final-form.
 */
export * from './fields';
export * from './field-styles';
