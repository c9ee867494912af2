import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { routeWantsSession, SESSION_COOKIE, SESSION_MAX_AGE_MS, sessionCookieOptions, type SessionRequest } from '../common/session-route';
import type { AppConfig } from '../config/config';
import type { SessionStore } from './session-store';

type Hook = (...args: never[]) => unknown;
type PluginFn = (instance: FastifyInstance, options: object, done: (err?: Error) => void) => void;
const HOOK_NAMES = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
] as const;
type HookName = (typeof HOOK_NAMES)[number];

/**
 * Runs a Fastify plugin against a stand-in for `fastify` that collects its request hooks instead of
 * adding them to every route (decorators still go to the real instance).
 */
function collectHooks(fastify: FastifyInstance, plugin: PluginFn, options: object, hooks: Map<HookName, Hook[]>): Promise<void> {
  const standIn = new Proxy(fastify, {
    get(target, prop, receiver) {
      if (prop === 'addHook') {
        return (name: string, fn: Hook) => {
          if (!(HOOK_NAMES as readonly string[]).includes(name)) throw new Error(`session plugins: unexpected ${name} hook`);
          hooks.set(name as HookName, [...(hooks.get(name as HookName) ?? []), fn]);
          return receiver;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Promise((resolve, reject) => plugin(standIn, options, (err) => (err ? reject(err) : resolve())));
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export interface SessionSetup {
  config: Pick<AppConfig, 'production'>;
  secret: string;
  store: SessionStore;
}

/**
 * @fastify/cookie + @fastify/session (store: the `sessions` table) + the signed-in member, attached ONLY to the
 * routes declared with @SessionRoute(). The plugins' hooks are collected and added to those routes
 * as route-level hooks when they are declared (onRoute), so public reads do not even pay for a
 * predicate, let alone a cookie parse, a signature check or a SELECT on `sessions`.
 *
 * Call before app.init() (Nest declares its routes then).
 */
export async function registerSessions(app: NestFastifyApplication, { config, secret, store }: SessionSetup): Promise<void> {
  const plugin = async (fastify: FastifyInstance) => {
    const cookieHooks = new Map<HookName, Hook[]>();
    const sessionHooks = new Map<HookName, Hook[]>();
    await collectHooks(fastify, fastifyCookie as unknown as PluginFn, { hook: 'onRequest' }, cookieHooks);
    await collectHooks(
      fastify,
      (fastifySession as unknown as { fastifySession: PluginFn }).fastifySession,
      {
        cookieName: SESSION_COOKIE,
        secret, // >= 32 characters, checked by @fastify/session
        store: store.store,
        saveUninitialized: false, // no row and no cookie for a visitor who never signs in
        rolling: false, // no UPSERT and no Set-Cookie on every request that carries a cookie
        // domain null: the same cookie key as @fastify/session's own clearCookie, so a login that replaces
        // an old session sends one Set-Cookie for sid (the new one), not a clearing line and a setting line.
        cookie: { ...sessionCookieOptions(config), maxAge: SESSION_MAX_AGE_MS, domain: null as unknown as string },
      },
      sessionHooks,
    );

    // The signed-in member (req.user), read again on every request (SessionStore.signedInMember).
    fastify.decorateRequest('user', null);
    const restoreMember = async (req: SessionRequest) => {
      req.user = await store.signedInMember(req.session);
    };

    const hooks: Partial<Record<HookName, Hook[]>> = {
      // (Origin and JSON-only rules run before these, as root hooks: common/request-policy.ts.)
      onRequest: [...(cookieHooks.get('onRequest') ?? []), ...(sessionHooks.get('onRequest') ?? [])],
      preValidation: [restoreMember as Hook],
      // The session writes its cookie, then @fastify/cookie serialises the cookies (one line per name).
      onSend: [...(sessionHooks.get('onSend') ?? []), ...(cookieHooks.get('onSend') ?? [])],
    };
    const collected = [...cookieHooks.keys(), ...sessionHooks.keys()].filter((name) => name !== 'onRequest' && name !== 'onSend');
    if (collected.length) throw new Error(`session plugins: unexpected ${collected.join(', ')} hook(s)`);

    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (!routeWantsSession(route.config)) return;
      const target = route as unknown as Record<HookName, Hook | Hook[] | undefined>;
      for (const [name, fns] of Object.entries(hooks) as [HookName, Hook[]][]) target[name] = [...asArray(target[name]), ...fns];
    });
  };
  await app.register(fp(plugin, { fastify: '5.x', name: 'cci-sessions' }) as never);
}
