// The pre-renderer bundle's entry (webpack.ssr.js): the slices' pages come from a module generated at build time.
import { pages } from 'cci-ssr-pages';
import { setPages } from './render';

setPages(pages);
export { stamps } from 'cci-ssr-pages';
export { lookup, prerender, remoteOf } from './render';
export type { FetchJson, PrerenderedPage, RouteLookup } from './render';
