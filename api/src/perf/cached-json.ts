import { applyDecorators, type Type } from '@nestjs/common';
import { GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA } from '@nestjs/common/constants';
import { ApplicationConfig } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { JSON_CONTENT_TYPE, JsonText } from '../common/json-text';
import type { SessionRequest } from '../common/session-route';

type Params = Record<string, string | undefined>;
/** The query string as Fastify parsed it (a repeated name is an array). */
type Query = Record<string, string | string[] | undefined>;

interface CachedJsonConfig<T> {
  source: Type<T>;
  read: (source: T, params: Params, query: Query) => string | undefined;
  /** The decorated handler, to check that the fast path skips nothing that must run (serveCachedJson). */
  controller: Type<unknown>;
  method: string | symbol;
}

/**
 * A GET route whose 200 body is JSON already serialised and held in memory by a provider (`source`):
 * when `read` returns it, the body is sent straight from a Fastify handler, before Nest's router
 * pipeline (why, and the figures: docs/decisions/0003-cached-json-fast-path.md); when `read` returns
 * undefined (nothing cached yet, just invalidated, unknown key), the Nest handler below runs as usual
 * and answers, 404s and other errors included.
 *
 * So the route keeps one declaration (path, OpenAPI document, handler) and answers the same either
 * way: status 200, `Content-Type: application/json; charset=utf-8`, the same bytes; the Fastify hooks
 * (security headers, x-request-id, request log) run for both. The fast path skips Nest's guards,
 * interceptors and pipes, so a route or app that has any is refused at boot (serveCachedJson) rather
 * than silently served without them. It also takes the route's one RouteConfig(): not for @SessionRoute(); a route
 * that reads the session says `{ session: true }` here instead, and its fast path then serves visitors only.
 */
export const CachedJson = <T>(
  source: Type<T>,
  read: (source: T, params: Params, query: Query) => string | undefined,
  { session = false }: { session?: boolean } = {},
) =>
  applyDecorators(JsonText(), (target: object, method: string | symbol, descriptor: PropertyDescriptor) => {
    const cachedJson: CachedJsonConfig<T> = { source, read, controller: target.constructor as Type<unknown>, method };
    RouteConfig(session ? { cachedJson, session: true } : { cachedJson })(target, method, descriptor);
  });

/** Guards, interceptors or pipes that Nest would run for this handler: the fast path would skip them. */
function enhancersOf(app: NestFastifyApplication, { controller, method }: CachedJsonConfig<unknown>): string[] {
  const handler = (controller.prototype as Record<string | symbol, object>)[method];
  const found: string[] = [];
  for (const [what, key] of [
    ['guards', GUARDS_METADATA],
    ['interceptors', INTERCEPTORS_METADATA],
    ['pipes', PIPES_METADATA],
  ] as const) {
    const count =
      ((Reflect.getMetadata(key, controller) as unknown[] | undefined)?.length ?? 0) +
      ((Reflect.getMetadata(key, handler) as unknown[] | undefined)?.length ?? 0);
    if (count) found.push(`${count} ${what} of the controller or handler`);
  }
  const config = app.get(ApplicationConfig);
  const global = {
    guards: [...config.getGlobalGuards(), ...config.getGlobalRequestGuards()],
    interceptors: [...config.getGlobalInterceptors(), ...config.getGlobalRequestInterceptors()],
    pipes: [...config.getGlobalPipes(), ...config.getGlobalRequestPipes()],
  };
  for (const [what, list] of Object.entries(global)) if (list.length) found.push(`${list.length} global ${what}`);
  return found;
}

/** Installs the fast path of @CachedJson() routes. Call before app.init() (Nest declares its routes then). */
export function serveCachedJson(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route: RouteOptions) => {
      const cached = (route.config as { cachedJson?: CachedJsonConfig<unknown> } | undefined)?.cachedJson;
      if (!cached) return;
      const skipped = enhancersOf(app, cached);
      if (skipped.length)
        throw new Error(`@CachedJson() on ${route.method} ${route.url} would skip ${skipped.join(', ')}: remove one or the other`);
      const source = app.get(cached.source, { strict: false });
      const nestHandler = route.handler;
      route.handler = function cachedJsonHandler(this: unknown, req: FastifyRequest, reply: FastifyReply) {
        // A session route's cached body is a visitor's: a signed-in member's answer is their own (Nest's handler).
        const body = (req as SessionRequest).user ? undefined : cached.read(source, req.params as Params, (req.query ?? {}) as Query);
        if (body === undefined) return (nestHandler as RouteHandlerMethod).call(this as never, req, reply);
        // Returns nothing: a returned reply is a thenable Fastify would wait on.
        void reply.header('content-type', JSON_CONTENT_TYPE).send(body);
      } as RouteHandlerMethod;
    });
}
