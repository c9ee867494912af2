/**
 * The in-memory router, for component tests only (shared-ui/src/testing): the same react-router-dom as
 * `@cci/shared-ui/router`, kept out of that shared module so the site's bundles do not carry it.
 */
export { MemoryRouter } from 'react-router-dom';
