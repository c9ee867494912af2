/**
 * Cache-Control of the built front end's files, by name. The rules are written once, in tools/web/cache-control.cjs
 * (plain CommonJS, required at run time from the repo root; the API image copies it), which also renders the static
 * nginx's locations (docker/static/cache-control.conf).
 */
export { cacheControlFor, IMMUTABLE, NO_CACHE, ONE_HOUR } from '../../../tools/web/cache-control.cjs';
