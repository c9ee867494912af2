import { type PublicUser, type SignIn, suspendedSignInMessage } from '@cci/contracts';
import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE, sessionCookieOptions, type SessionRequest } from '../common/session-route';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { RateLimitStore } from '../limits/rate-limit.store';
import { tooMany } from '../limits/too-many';
import { db } from '../database/sql';
import { UsersService } from '../users/users.service';
import { SUSPENSION_SQL, type SuspensionRow } from './auth.queries';
import { SessionStore } from './session-store';
import { LOGIN_LIMIT_MESSAGES, type LoginLimits, loginRules } from './throttle';
import { deviceOf } from './device';

export const INVALID_CREDENTIALS = 'Invalid email or password';
/** The login failure limits in force (AuthModule: defaults, or the test's). */
export const LOGIN_LIMITS = Symbol('LOGIN_LIMITS');

/** Sign-in, sign-out and the session of a signed-in member (the session itself: @fastify/session, auth/session.ts). */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionStore,
    private readonly limits: RateLimitStore,
    @Inject(LOGIN_LIMITS) private readonly loginLimits: LoginLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Failure limits, the password, then a new session. Each attempt first reserves one failure on its three counters
   * (throttle.ts: account + IP, IP, account) in the shared store — 429 when one is full, whatever the password — and
   * gives them back when the password was right: only failures count, and concurrent guesses cannot overrun a limit.
   */
  async signIn(req: SessionRequest, reply: FastifyReply, { email, password }: SignIn): Promise<PublicUser> {
    const rules = loginRules(this.loginLimits, email, req.ip);
    const reserved = await this.limits.reserve(rules);
    if (!reserved.ok) {
      const name = rules.find((r) => r.key === reserved.rule.key)!.name;
      throw tooMany(reply, reserved.retryAfterSeconds, LOGIN_LIMIT_MESSAGES[name]);
    }
    let id: number | null;
    try {
      id = await this.users.verify(email, password);
    } catch (err) {
      await this.limits.refund(reserved.reservation); // a database error was no guess
      throw err;
    }
    if (id === null) throw new UnauthorizedException(INVALID_CREDENTIALS); // a wrong password keeps its count
    await this.limits.refund(reserved.reservation);
    // A suspended account cannot sign in (the right password is not told apart from a wrong one before).
    // Asked first: SessionStore.member reads no suspended member, which would make this a plain 401.
    const state = await db.one<SuspensionRow>(this.dataSource, SUSPENSION_SQL, [id]);
    if (state) throw new ForbiddenException(suspendedSignInMessage(new Date(state.until)));
    // The member as every signed-in request reads it (one definition of PublicUser from the database).
    const user = await this.sessions.member(id);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS); // deleted (or suspended) in between
    await this.startSession(req, user);
    return user;
  }

  /**
   * A new session id (no fixation: the old row is deleted) holding the member's id, saved now: @fastify/session sends
   * the cookie of a saved session even over plain http with a Secure cookie, where it would neither save nor send it.
   */
  async startSession(req: SessionRequest, user: PublicUser): Promise<void> {
    await req.session.regenerate();
    req.session.passport = { user: user.id };
    req.session.device = deviceOf(req);
    await req.session.save();
    req.user = user;
  }

  /** The session row goes (the old cookie no longer finds anything) and the cookie is cleared. */
  async endSession(req: SessionRequest, reply: FastifyReply): Promise<void> {
    if (req.session) await req.session.destroy();
    req.user = null;
    void reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.config));
  }
}
