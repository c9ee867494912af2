import {
  type Accepted,
  ACCOUNT_MESSAGES,
  type ChangeEmail,
  type ChangePassword,
  type PublicUser,
  type ResetPassword,
  type SignedInDevice,
} from '@cci/contracts';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AuthService } from '../auth/auth.service';
import { SessionStore } from '../auth/session-store';
import type { SessionRequest } from '../common/session-route';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import { RateLimitStore } from '../limits/rate-limit.store';
import { hashPassword } from '../users/password';
import { ACCOUNT_LIMITS, type AccountLimits, forgotRules, limitRule, recipientRule, takeOrRefuse } from './account-limits';
import { AccountMailer, type MailRecipient } from './account-mailer';
import { AccountTokensService } from './account-tokens.service';
import {
  CHANGE_EMAIL_SQL,
  LOCK_OLD_EMAIL_SQL,
  MEMBER_BY_EMAIL_SQL,
  type MemberByEmailRow,
  type OldEmailRow,
  RESET_PASSWORD_SQL,
  SET_PASSWORD_SQL,
  VERIFY_EMAIL_SQL,
} from './accounts.queries';
import { PasswordCheck } from './password-check';

/** resend-verification when the address is verified already (409: the banner asking for it is out of date). */
/** DELETE /api/me/sessions/:id of no session of the member's (404). */
export const DEVICE_NOT_FOUND = 'No such signed-in device';
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';

/** The 400 of a token that is unknown, expired, spent or of another purpose: one answer for all of them. */
export const tokenInvalid = () =>
  new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message: ACCOUNT_MESSAGES.tokenInvalid,
    errors: { token: ACCOUNT_MESSAGES.tokenInvalid },
  });

const isEmailTaken = (err: unknown): boolean => {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  return (e?.driverError?.code ?? e?.code) === '23505' && (e?.driverError?.constraint ?? e?.constraint) === 'users_email_key';
};

/**
 * The account flows (routes: accounts.controller.ts): forgotten and reset passwords, verification and
 * change of the address, change of password, log out everywhere. Tokens: AccountTokensService; e-mails: AccountMailer;
 * sessions: SessionStore (every session of a member) and AuthService (this request's).
 */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokensService,
    private readonly mailer: AccountMailer,
    private readonly passwords: PasswordCheck,
    private readonly sessions: SessionStore,
    private readonly auth: AuthService,
    private readonly limits: RateLimitStore,
    @Inject(ACCOUNT_LIMITS) private readonly accountLimits: AccountLimits,
  ) {}

  /** The member with this (normalised) address, as an e-mail addresses them, or null. */
  private async memberByEmail(email: string): Promise<MailRecipient | null> {
    return (await db.one<MemberByEmailRow>(this.dataSource, MEMBER_BY_EMAIL_SQL, [email])) ?? null;
  }

  /** The member as the API answers it, after a change (one read, as the session read does). */
  private async publicUser(userId: number): Promise<PublicUser> {
    const user = await this.sessions.member(userId);
    if (!user) throw tokenInvalid(); // deleted meanwhile: the link no longer leads anywhere
    return user;
  }

  /**
   * The same 202 whatever the address: the limits are taken first (per IP and per address, account or not), then the
   * answer goes out, and only then is the address looked up and the link sent (AccountMailer.later). So neither the
   * body nor the time of the answer says whether the address has an account.
   */
  async forgotPassword(email: string, ip: string, reply: FastifyReply): Promise<Accepted> {
    await takeOrRefuse(this.limits, forgotRules(this.accountLimits, email, ip), reply);
    this.mailer.later('password reset e-mail', async () => {
      const member = await this.memberByEmail(email);
      if (member) await this.mailer.sendPasswordReset(member);
    });
    return { message: ACCOUNT_MESSAGES.forgotAccepted };
  }

  /**
   * The new password, the token spent and the address marked verified (the member proved the mailbox) in one
   * transaction; then every session of the member ends. The hash is computed before the transaction: the token's row
   * is locked only for the two statements.
   */
  async resetPassword({ token, password }: ResetPassword): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.dataSource.transaction(async (m) => {
      const spent = await this.tokens.consume(token, 'reset-password', m);
      if (!spent) throw tokenInvalid();
      await db.exec(m, RESET_PASSWORD_SQL, [spent.userId, passwordHash]);
      return spent.userId;
    });
    await this.sessions.endSessionsOf(userId);
  }

  /** Marks the address verified (once; a later link changes nothing more) and answers the member. */
  async verifyEmail(token: string): Promise<PublicUser> {
    const userId = await this.dataSource.transaction(async (m) => {
      const spent = await this.tokens.consume(token, 'verify-email', m);
      if (!spent) throw tokenInvalid();
      await db.exec(m, VERIFY_EMAIL_SQL, [spent.userId]);
      return spent.userId;
    });
    return this.publicUser(userId);
  }

  /**
   * Moves the account to the address the link was sent to (now verified) and spends the member's other links (they
   * went to the old address). 409 when that address got an account meanwhile: the unique constraint decides, and
   * the transaction (token included) is rolled back. Sessions are kept; a notice goes to the old address.
   */
  async confirmEmail(token: string): Promise<PublicUser> {
    let changed: { userId: number; oldEmail: string; firstName: string; newEmail: string };
    try {
      changed = await this.dataSource.transaction(async (m) => {
        const spent = await this.tokens.consume(token, 'change-email', m);
        if (!spent?.newEmail) throw tokenInvalid();
        const old = (await db.one<OldEmailRow>(m, LOCK_OLD_EMAIL_SQL, [spent.userId]))!;
        await db.exec(m, CHANGE_EMAIL_SQL, [spent.userId, spent.newEmail]);
        await this.tokens.spendAll(spent.userId, ['change-email', 'verify-email', 'reset-password'], m);
        return { userId: spent.userId, oldEmail: old.email, firstName: old.firstName, newEmail: spent.newEmail };
      });
    } catch (err) {
      if (isEmailTaken(err)) throw new ConflictException(ACCOUNT_MESSAGES.emailTaken);
      throw err;
    }
    if (changed.oldEmail !== changed.newEmail) {
      this.mailer.later('e-mail change notice', () => this.mailer.sendEmailChanged(changed.oldEmail, changed.firstName, changed.newEmail));
    }
    return this.publicUser(changed.userId);
  }

  /**
   * A new verification link for the signed-in member (limited per member, and per recipient mailbox with the other
   * account e-mails to it); 409 when the address is verified.
   */
  async resendVerification(user: PublicUser, reply: FastifyReply): Promise<Accepted> {
    if (user.emailVerified) throw new ConflictException(ALREADY_VERIFIED);
    await takeOrRefuse(
      this.limits,
      [
        limitRule(this.accountLimits, 'resendVerification', String(user.id)),
        recipientRule(this.accountLimits, 'accountMailPerRecipient', user.email),
      ],
      reply,
    );
    this.mailer.later('verification e-mail', () => this.mailer.sendVerification(user));
    return { message: ACCOUNT_MESSAGES.verificationSent };
  }

  /**
   * The verification link of a new registration (after the account was committed; a failure is only logged). Anyone
   * may register any address: once the mailbox's account e-mails are at their limit, none is sent, and the
   * registration answers the same; the member can ask for one later (resend-verification).
   */
  sendVerificationLater(user: MailRecipient): void {
    this.mailer.later('verification e-mail', async () => {
      if (await this.mailer.takeRecipient('accountMailPerRecipient', user.email, 'a verification e-mail'))
        await this.mailer.sendVerification(user);
    });
  }

  /**
   * The current password (PasswordCheck: 400 on currentPassword, limited), then the new hash; every OTHER session of
   * the member ends, and this one continues under a new id (rotation: a copy of the old cookie opens nothing).
   */
  async changePassword(req: SessionRequest, reply: FastifyReply, { currentPassword, password }: ChangePassword): Promise<void> {
    const user = req.user!;
    await this.passwords.verify(user.id, currentPassword, reply, { field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPassword });
    if (password === currentPassword) throw validationFailed({ password: ACCOUNT_MESSAGES.samePassword });
    const passwordHash = await hashPassword(password);
    await db.exec(this.dataSource, SET_PASSWORD_SQL, [user.id, passwordHash]);
    await this.sessions.endSessionsOf(user.id, req.session.sessionId);
    await this.auth.startSession(req, user);
  }

  /**
   * The password (400 on password, limited), then a change-email token for the new address, issued before the answer
   * so that Account.pendingEmail shows it at once. The answer is the same 202 whether or not the address has an
   * account; after it, the link goes to the address, or, when it has an account, a notice instead (the token then
   * never leaves the server).
   */
  async changeEmail(req: SessionRequest, reply: FastifyReply, { email, password }: ChangeEmail): Promise<Accepted> {
    const user = req.user!;
    await this.passwords.verify(user.id, password, reply, { field: 'password', message: ACCOUNT_MESSAGES.currentPassword });
    if (email === user.email) throw validationFailed({ email: ACCOUNT_MESSAGES.sameEmail });
    // Per member, and per recipient: the new address is anyone's (counted whether or not it has an account).
    await takeOrRefuse(
      this.limits,
      [limitRule(this.accountLimits, 'changeEmail', String(user.id)), recipientRule(this.accountLimits, 'accountMailPerRecipient', email)],
      reply,
    );
    const token = await this.tokens.issue(user.id, 'change-email', email);
    this.mailer.later('change of address e-mail', async () => {
      if (await this.memberByEmail(email)) await this.mailer.sendAddressInUse(email);
      else await this.mailer.sendEmailChange(user, email, token);
    });
    return { message: ACCOUNT_MESSAGES.emailChangeSent };
  }

  /** The member's signed-in devices, this request's marked. */
  devices(req: SessionRequest): Promise<SignedInDevice[]> {
    return this.sessions.devicesOf(req.user!.id, req.session.sessionId);
  }

  /** "Sign out this one": one of the member's sessions ends (404 when they have none of that id); this one's cookie goes too. */
  async signOutDevice(req: SessionRequest, reply: FastifyReply, id: number): Promise<void> {
    const sid = await this.sessions.endDeviceOf(req.user!.id, id);
    if (sid === null) throw new NotFoundException(DEVICE_NOT_FOUND);
    if (sid === req.session.sessionId) await this.auth.endSession(req, reply);
  }

  /** "Log out everywhere": every session of the member ends, this one too (its cookie is cleared). */
  async logOutEverywhere(req: SessionRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.endSessionsOf(req.user!.id);
    await this.auth.endSession(req, reply);
  }
}
