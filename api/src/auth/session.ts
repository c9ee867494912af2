import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeWantsSession, SESSION_COOKIE, SESSION_MAX_AGE_MS, sessionCookieOptions, type SessionRequest } from '../common/session-route';
import type { AppConfig } from '../config/config';
import { addToRoutes, collectHooks, type Hook, type PluginFn } from '../perf/route-hooks';
import type { SessionStore } from './session-store';

export interface SessionSetup {
  config: Pick<AppConfig, 'production'>;
  secret: string;
  store: SessionStore;
}

/**
 * Cache-Control made private: `public` becomes `private`, `private` is added in front of what the route said (a route
 * that said nothing gets `private, no-cache`); `no-store` forbids every cache already and stays as it is.
 */
export function privateCacheControl(value: string | undefined): string {
  const directives = (value ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d && d.toLowerCase() !== 'public');
  const has = (name: string) => directives.some((d) => d.toLowerCase() === name || d.toLowerCase().startsWith(`${name}=`));
  if (has('no-store') || has('private')) return directives.join(', ');
  return ['private', ...(directives.length ? directives : ['no-cache'])].join(', ');
}

/** Vary with Cookie added (once; `*` already varies on everything). */
export function varyOnCookie(value: string | undefined): string {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.some((n) => n === '*' || n.toLowerCase() === 'cookie')) return names.join(', ');
  return [...names, 'Cookie'].join(', ');
}

const headerText = (value: ReturnType<FastifyReply['getHeader']>): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * What a route that opts into the session answers may depend on who reads it (their RSVP,
 * their vote, their rank), so no shared cache may keep it for another reader: every response of such a route is
 * `private` and varies on Cookie, whatever the route set.
 */
const privateToReader = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  void reply.header('cache-control', privateCacheControl(headerText(reply.getHeader('cache-control'))));
  void reply.header('vary', varyOnCookie(headerText(reply.getHeader('vary'))));
  return payload;
};

/**
 * @fastify/cookie + @fastify/session (store: the `sessions` table) + the signed-in member, attached ONLY to the
 * routes declared with @SessionRoute(): public reads pay for no cookie parse, signature check or session lookup
 * (why, and the figures: docs/decisions/0004 and 0008). Call before app.init() (Nest declares its routes then).
 */
export async function registerSessions(app: NestFastifyApplication, { config, secret, store }: SessionSetup): Promise<void> {
  const plugin = async (fastify: FastifyInstance) => {
    const cookieHooks = await collectHooks(fastify, fastifyCookie as unknown as PluginFn, { hook: 'onRequest' });
    const sessionHooks = await collectHooks(fastify, (fastifySession as unknown as { fastifySession: PluginFn }).fastifySession, {
      cookieName: SESSION_COOKIE,
      secret, // >= 32 characters, checked by @fastify/session
      store: store.store,
      saveUninitialized: false, // no row and no cookie for a visitor who never signs in
      rolling: false, // no UPSERT and no Set-Cookie on every request that carries a cookie
      // domain null: the same cookie key as @fastify/session's own clearCookie, so a login that replaces
      // an old session sends one Set-Cookie for sid (the new one), not a clearing line and a setting line.
      cookie: { ...sessionCookieOptions(config), maxAge: SESSION_MAX_AGE_MS, domain: null as unknown as string },
    });
    const unexpected = [...cookieHooks.keys(), ...sessionHooks.keys()].filter((name) => name !== 'onRequest' && name !== 'onSend');
    if (unexpected.length) throw new Error(`session plugins: unexpected ${unexpected.join(', ')} hook(s)`);

    // The signed-in member (req.user), read again on every request (SessionStore.signedInMember).
    fastify.decorateRequest('user', null);
    const restoreMember = async (req: SessionRequest) => {
      req.user = await store.signedInMember(req.session);
    };

    addToRoutes(fastify, routeWantsSession, {
      // (Origin and JSON-only rules run before these, as root hooks: common/request-policy.ts.)
      onRequest: [...(cookieHooks.get('onRequest') ?? []), ...(sessionHooks.get('onRequest') ?? [])],
      preValidation: [restoreMember as Hook],
      // The session writes its cookie, then @fastify/cookie serialises the cookies (one line per name); and the
      // answer is marked as this reader's own (privateToReader).
      onSend: [...(sessionHooks.get('onSend') ?? []), ...(cookieHooks.get('onSend') ?? []), privateToReader as Hook],
    });
  };
  await app.register(fp(plugin, { fastify: '5.x', name: 'cci-sessions' }) as never);
}
