import type { PublicUser } from '@cci/contracts';
import type { FastifyRequest } from 'fastify';
import type { AdminMarkState } from '../admin/admin-mark';

/**
 * A request on a @SessionRoute(): passport's additions (set by its initialize step) and the session.
 * On any other route none of these exist: `session` is null and the passport methods are missing.
 */
export type SessionRequest = FastifyRequest & {
  user?: PublicUser;
  logIn?: (user: PublicUser, done: (err?: unknown) => void) => void;
  logout?: (done: (err?: unknown) => void) => void;
  isAuthenticated?: () => boolean;
};

/** Session keys of ours (passport keeps its own under `passport`). */
declare module 'fastify' {
  interface Session {
    passport?: { user?: number };
    /** Set by the admin password check: this session may use the admin API while the mark lasts (admin/admin-mark.ts). */
    admin?: AdminMarkState;
  }
}
