import type { Route } from '@cci/contracts';
import { applyDecorators, Delete, Get, Patch, Post, Put, SetMetadata } from '@nestjs/common';

const BY_METHOD = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;
const PREFIX = '/api/'; // the global prefix (app.setup.ts), which Nest adds to every path

/** The route-table entry a handler was mounted by (api/test/routes.e2e-spec.ts checks every handler has one). */
export const ENDPOINT_ROUTE = 'cci:endpoint-route';

/**
 * Mounts a handler at its entry of the route table (`@Endpoint(routes.communities.threads)`): the entry's method, at
 * its path less the global prefix. Its controller names no path of its own (`@Controller()`), so the table's path is
 * the whole of it.
 */
export function Endpoint(route: Route): MethodDecorator {
  if (!route.path.startsWith(PREFIX)) throw new Error(`A route of the table starts with ${PREFIX}: ${route.path}`);
  return applyDecorators(BY_METHOD[route.method](route.path.slice(PREFIX.length)), SetMetadata(ENDPOINT_ROUTE, route));
}
