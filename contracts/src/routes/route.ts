/**
 * One entry of the route table: how the browser calls an endpoint (method and path, with the global `/api` prefix and
 * `:name` parameters), and the types of its query, body and answer. The controllers mount their handlers by it
 * (api/src/common/endpoint.ts) and the typed client builds its URLs from it (@cci/shared-ui/api).
 *
 * Types ride on `shape<T>`: an entry names `response: shape<ThreadView>` (an instantiation expression, no call), so an
 * entry is a plain object literal that a bundle drops when no page uses it.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  readonly method: Method;
  readonly path: `/api/${string}`;
  /** The JSON answer (absent: the answer is empty or not JSON). */
  readonly response?: () => unknown;
  /** The JSON body, as the contracts valibot schema of the route takes it. */
  readonly body?: () => unknown;
  /** The query parameters it reads. */
  readonly query?: () => unknown;
}

/** Every path of the staff area starts with it (the client drops every such read when the admin page locks). */
export const ADMIN_PREFIX = '/api/admin/';

/** The carrier of an entry's types: `shape<T>` is a function value whose return type is T (never called). */
export function shape<T>(): T {
  return undefined as T;
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer Base}.${string}`
      ? Base
      : Name
    : never;

/** The path parameters of a route: `{ slug: string | number }` for `/api/communities/:slug`. */
export type ParamsOf<R extends Route> = { readonly [K in ParamNames<R['path']>]: string | number };
export type ResponseOf<R extends Route> = R['response'] extends () => infer T ? T : void;
export type BodyOf<R extends Route> = R['body'] extends () => infer T ? T : undefined;
export type QueryOf<R extends Route> = R['query'] extends () => infer T ? T : undefined;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `?a=1&b=x` from the set values, in the order given (undefined, null and '' are left out); '' when none is set. */
export function queryString(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a route: its `:name` parameters filled in (each encoded as one path segment) and its query appended.
 * `href(routes.communities.threads, { slug }, { cursor })` → `/api/communities/ai%20lab/threads?cursor=…`.
 */
export function href<R extends Route>(route: R, params: ParamsOf<R>, query?: QueryOf<R>): string {
  const values = params as Record<string, string | number>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  return path + queryString(query as object | undefined);
}
