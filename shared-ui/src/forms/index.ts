import type {} from '../styled'; // DefaultTheme is the site theme wherever shared-ui is compiled
/**
 * Form fields bound to react-final-form. A separate entry of shared-ui (and a separate shared module) so that
 * pages without forms never load react-final-form.
 */
export * from './fields';
export * from './field-styles';

/**
 * react-final-form's initialValuesEqual for initial values made on each render: equal when their content is. With
 * keepDirtyOnReinitialize, values read again (or arriving after the form opened) fill only what was not touched.
 */
export const sameValues = (a?: object, b?: object) => JSON.stringify(a) === JSON.stringify(b);
