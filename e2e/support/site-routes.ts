import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * Every page of the site, as the built slices' routes modules list them (the shell has no route table: each slice
 * owns its pages), read from each slice's server container the way the server reads it (tools/release/routes-module.cjs).
 */
export interface SiteRoute {
  remote: 'mfe_public' | 'mfe_community' | 'mfe_dashboard' | 'mfe_admin';
  path: string;
  title?: string;
  prerender: boolean;
}

const ROOT = resolve(__dirname, '../..');
const REMOTES = ['mfe_public', 'mfe_community', 'mfe_dashboard', 'mfe_admin'] as const;

function routesOf(remote: SiteRoute['remote']): SiteRoute[] {
  const dist = join(ROOT, `mfe-${remote.slice('mfe_'.length)}`, 'dist');
  const run = spawnSync(process.execPath, [join(ROOT, 'tools/release/routes-module.cjs'), dist, remote], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${remote}: ${run.stderr.trim()} (run the production build first)`);
  return (JSON.parse(run.stdout) as Omit<SiteRoute, 'remote'>[]).map((route) => ({ remote, ...route }));
}

export const SITE_ROUTES: readonly SiteRoute[] = REMOTES.flatMap(routesOf);
