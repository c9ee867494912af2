import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route } from '@cci/contracts';
import { apiRequest, href } from './shared';

// The client's one way to an endpoint: its URL from the route table (href), its method from the same entry.

export { href };

/** Sends a route's request (and its JSON body, if any); the Response, for calls whose answer is not read. */
export const send = <R extends Route>(route: R, params: ParamsOf<R>, body?: BodyOf<R>): Promise<Response> =>
  apiRequest(route.method, href(route, params), body);

/** A call whose answer is the route's JSON. */
export const call = async <R extends Route>(route: R, params: ParamsOf<R>, body?: BodyOf<R>): Promise<ResponseOf<R>> =>
  (await send(route, params, body)).json() as Promise<ResponseOf<R>>;

/** A read outside the cache (a GET's JSON now, with its query). */
export const load = async <R extends Route>(route: R, params: ParamsOf<R>, query?: QueryOf<R>): Promise<ResponseOf<R>> =>
  (await apiRequest(route.method, href(route, params, query))).json() as Promise<ResponseOf<R>>;
