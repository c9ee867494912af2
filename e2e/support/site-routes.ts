import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { SLICE_LIST } from '../../tools/release/layout.cjs';

/**
 * Every page of the site, as the built slices' routes modules list them (the shell has no route table: each slice
 * owns its pages), read from each slice's server container the way the server reads it (tools/release/routes-module.cjs).
 */
export interface SiteRoute {
  /** The slice's remote name, as slices.json gives it (mfe_public, ...). */
  remote: string;
  path: string;
  title?: string;
  prerender: boolean;
}

const ROOT = resolve(__dirname, '../..');

function routesOf({ remote, folder }: (typeof SLICE_LIST)[number]): SiteRoute[] {
  const run = spawnSync(process.execPath, [join(ROOT, 'tools/release/routes-module.cjs'), join(ROOT, folder, 'dist'), remote], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${remote}: ${run.stderr.trim()} (run the production build first)`);
  return (JSON.parse(run.stdout) as Omit<SiteRoute, 'remote'>[]).map((route) => ({ remote, ...route }));
}

export const SITE_ROUTES: readonly SiteRoute[] = SLICE_LIST.flatMap(routesOf);
