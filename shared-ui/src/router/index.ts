/**
 * The router, as the one module every app imports it from (`@cci/shared-ui/router`), shared as a singleton.
 *
 * Sharing react-router-dom itself would ship all of it (a shared module cannot be tree-shaken: any remote might use
 * any export) — about 190 KB minified, the largest chunk of a first visit. Sharing this list instead lets the
 * bundler keep only what the site uses, and there is still exactly one router (one context) on the page: an app
 * that imported react-router(-dom) directly would bundle a second copy whose useParams silently returns {}.
 * tools/router-imports.spec.ts fails if any source file does so.
 */
export { BrowserRouter, Link, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
export type { SliceRoute, SliceRoutes } from './slice-routes';
