import type { PublicUser } from '@cci/contracts';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import type { AdminMarkState } from './admin-mark';
import type { StateChangingConfig } from './request-policy';

export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Attributes of the session cookie; logout clears it with the same ones. */
export function sessionCookieOptions(config: Pick<AppConfig, 'production'>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    // Only in production (behind the HTTPS gateway, trustProxy on): @fastify/session neither saves
    // the session nor sends the cookie over plain http when secure is set.
    secure: config.production,
  };
}

/**
 * Opts a route in to the session (cookie parsing, session load/save, the signed-in member: auth/session.ts). Every
 * other route never touches the cookie or the session store. Guards that need a user (MemberGuard, AdminGuard) fail
 * closed on routes without it. `extra` goes into the same route config (one RouteConfig per route: a second one
 * would replace the first), e.g. `{ changesState: true }` for a GET that does.
 */
export const SessionRoute = (extra: StateChangingConfig = {}) => RouteConfig({ ...extra, session: true });

export const routeWantsSession = (config: unknown): boolean => (config as { session?: unknown } | undefined)?.session === true;

/**
 * A request on a @SessionRoute(): `session` and the signed-in member (`user`, restored from the session by
 * auth/session.ts). On any other route `session` and `user` are null.
 */
export type SessionRequest = FastifyRequest & { user?: PublicUser | null };

declare module 'fastify' {
  interface Session {
    /** The signed-in member's id. The key is passport's, from before it was dropped: existing sessions stay valid. */
    passport?: { user?: number };
    /** Set by the admin password check: this session may use the admin API while the mark lasts (admin-mark.ts). */
    admin?: AdminMarkState;
    /** The device that signed in (auth/device.ts): what the member's list of devices shows. */
    device?: { ua: string; place: string | null };
  }
}
