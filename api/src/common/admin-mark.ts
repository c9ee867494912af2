import type { Session } from 'fastify';

/** How long the admin mark of a session holds (the session itself lasts 7 days). */
export interface AdminMarkLifetime {
  /** Dropped this long after the last admin request. */
  idleMs: number;
  /** Dropped this long after the password was given, however busy the session. */
  absoluteMs: number;
  /** The last-use time is written back (a session save) only when it is older than this. */
  touchMs: number;
  /** The clock (tests move it). */
  now: () => number;
}

export const DEFAULT_ADMIN_MARK_LIFETIME: AdminMarkLifetime = {
  idleMs: 30 * 60_000,
  absoluteMs: 8 * 60 * 60_000,
  touchMs: 60_000,
  now: Date.now,
};

/** Optional override of the mark's lifetime (tests provide it from a global module). */
export const ADMIN_MARK_LIFETIME = Symbol('ADMIN_MARK_LIFETIME');

/** What the session stores (`session.admin`): epoch milliseconds. */
export interface AdminMarkState {
  grantedAt: number;
  usedAt: number;
}

const isState = (value: unknown): value is AdminMarkState =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as AdminMarkState).grantedAt) &&
  Number.isFinite((value as AdminMarkState).usedAt);

/**
 * The admin mark a session gets from the staff password (POST /api/admin/session), with its own idle timeout and
 * absolute lifetime. AdminGuard asks `holds()` on every admin request.
 */
export class AdminMark {
  readonly lifetime: AdminMarkLifetime;

  constructor(lifetime: Partial<AdminMarkLifetime> = {}) {
    this.lifetime = { ...DEFAULT_ADMIN_MARK_LIFETIME, ...lifetime };
  }

  grant(session: Session): void {
    const now = this.lifetime.now();
    session.admin = { grantedAt: now, usedAt: now };
  }

  /**
   * Whether the session holds a live mark. A mark past either limit, or of an older shape (`true`), is removed
   * (the session is saved without it). A live one records its use, at most once per `touchMs`, so a busy admin
   * page does not write the session row on every request.
   */
  holds(session: Session | null | undefined): boolean {
    const mark: unknown = session?.admin;
    if (!session || mark === undefined) return false;
    const now = this.lifetime.now();
    if (!isState(mark) || now - mark.usedAt >= this.lifetime.idleMs || now - mark.grantedAt >= this.lifetime.absoluteMs) {
      delete session.admin;
      return false;
    }
    if (now - mark.usedAt >= this.lifetime.touchMs) session.admin = { grantedAt: mark.grantedAt, usedAt: now };
    return true;
  }
}
