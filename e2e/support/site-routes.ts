import adminRoutes from '../../mfe-admin/src/routes';
import communityRoutes from '../../mfe-community/src/routes';
import dashboardRoutes from '../../mfe-dashboard/src/routes';
import publicRoutes from '../../mfe-public/src/routes';

/**
 * Every page of the site, as the slices' routes modules list them (the shell has no route table: each slice owns its
 * pages). Read from the sources here; shell/src/routes.spec.ts checks that the builds list the same.
 */
export interface SiteRoute {
  remote: 'mfe_public' | 'mfe_community' | 'mfe_dashboard' | 'mfe_admin';
  path: string;
  title?: string;
  prerender: boolean;
}

export const SITE_ROUTES: readonly SiteRoute[] = (
  [
    ['mfe_public', publicRoutes],
    ['mfe_community', communityRoutes],
    ['mfe_dashboard', dashboardRoutes],
    ['mfe_admin', adminRoutes],
  ] as const
).flatMap(([remote, routes]) => routes.map(({ path, title, prerender }) => ({ remote, path, title, prerender })));
