import type { FastifyInstance, RouteOptions } from 'fastify';

/** The request hooks a plugin may add; anything else is refused (collectHooks). */
export const HOOK_NAMES = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
] as const;
export type HookName = (typeof HOOK_NAMES)[number];
export type Hook = (...args: never[]) => unknown;
export type PluginFn = (instance: FastifyInstance, options: object, done: (err?: Error) => void) => void;
export type CollectedHooks = Map<HookName, Hook[]>;

/**
 * Runs a Fastify plugin against a stand-in for `fastify` that collects its request hooks instead of adding them to
 * every route; everything else (decorators) goes to the real instance. Relies on the plugin doing its per-request
 * work only through addHook, which route-hooks.spec.ts checks for the plugins used (@fastify/cookie, @fastify/session).
 */
export async function collectHooks(fastify: FastifyInstance, plugin: PluginFn, options: object): Promise<CollectedHooks> {
  const hooks: CollectedHooks = new Map();
  const standIn = new Proxy(fastify, {
    get(target, prop, receiver) {
      if (prop === 'addHook') {
        return (name: string, fn: Hook) => {
          if (!(HOOK_NAMES as readonly string[]).includes(name)) throw new Error(`route-scoped plugin: unexpected ${name} hook`);
          hooks.set(name as HookName, [...(hooks.get(name as HookName) ?? []), fn]);
          return receiver;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await new Promise<void>((resolve, reject) => plugin(standIn, options, (err) => (err ? reject(err) : resolve())));
  return hooks;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Adds `hooks` as route-level hooks to every route declared from now on whose config `wants` (Fastify's onRoute). */
export function addToRoutes(fastify: FastifyInstance, wants: (config: unknown) => boolean, hooks: Partial<Record<HookName, Hook[]>>): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!wants(route.config)) return;
    const target = route as unknown as Record<HookName, Hook | Hook[] | undefined>;
    for (const [name, fns] of Object.entries(hooks) as [HookName, Hook[]][]) target[name] = [...asArray(target[name]), ...fns];
  });
}
