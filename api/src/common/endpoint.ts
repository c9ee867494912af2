import type { Route } from '@cci/contracts';
import { Delete, Get, Patch, Post, Put } from '@nestjs/common';

const BY_METHOD = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;
const PREFIX = '/api/'; // the global prefix (app.setup.ts), which Nest adds to every path

/**
 * Mounts a handler at its entry of the route table (`@Endpoint(routes.communities.threads)`): the entry's method, at
 * its path less the global prefix. Its controller names no path of its own (`@Controller()`), so the table's path is
 * the whole of it.
 */
export function Endpoint(route: Route): MethodDecorator {
  if (!route.path.startsWith(PREFIX)) throw new Error(`A route of the table starts with ${PREFIX}: ${route.path}`);
  return BY_METHOD[route.method](route.path.slice(PREFIX.length));
}
