import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import {
  renderAddressInUse,
  renderChangeEmail,
  renderEmailChanged,
  renderResetPassword,
  renderSuspended,
  renderVerifyEmail,
} from '../mail/account-templates';
import { MailService } from '../mail/mail.service';
import { RateLimitStore, type Reservation } from '../limits/rate-limit.store';
import { ACCOUNT_LIMITS, type AccountLimits, type RecipientLimit, recipientRule } from './account-limits';
import { AccountTokensService } from './account-tokens.service';

/** The member an account e-mail goes to. */
export interface MailRecipient {
  id: number;
  email: string;
  firstName: string;
}

/** An error's message with every e-mail address in it replaced: account logs never carry addresses. */
export const withoutAddresses = (err: unknown): string =>
  (err instanceof Error ? err.message : String(err)).replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, '<address>');

/**
 * The account e-mails with their one-time links (`${PUBLIC_URL}/<page>?token=…`), and the work done after a request
 * was answered (later()): a slow or failing mail server never holds or fails the request that caused the e-mail.
 * Failures are logged without the address. Work still running when the app stops is awaited first.
 */
@Injectable()
export class AccountMailer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AccountMail');
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly tokens: AccountTokensService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limitStore: RateLimitStore,
    @Inject(ACCOUNT_LIMITS) private readonly limits: AccountLimits,
  ) {}

  /**
   * Takes one unit of the recipient's limit `name` (counted per mailbox, across replicas), or answers
   * null when it is full: the caller then sends nothing, and this logs it as `what` (without the address). For the
   * messages the recipient did not ask for; a member's own request takes the unit before answering (takeOrRefuse: 429).
   */
  async takeRecipient(name: RecipientLimit, address: string, what: string): Promise<Reservation | null> {
    const taken = await this.limitStore.reserve([recipientRule(this.limits, name, address)]);
    if (taken.ok) return taken.reservation;
    this.logger.warn(`${what} not sent: the recipient's limit (${name}) is full`);
    return null;
  }

  /** Gives back a unit takeRecipient took, for a message that could not be sent after all (it is tried again later). */
  giveBack(reservation: Reservation): Promise<void> {
    return this.limitStore.refund(reservation);
  }

  private link(page: string, token: string): string {
    return `${this.config.publicUrl}/${page}?token=${token}`;
  }

  /** Runs `work` once the current request has been answered; a failure is logged as `what` (no address). */
  later(what: string, work: () => Promise<unknown>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => this.logger.warn(`${what} failed: ${withoutAddresses(err)}`),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once no work started by later() is running (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  async sendVerification(to: MailRecipient): Promise<void> {
    const token = await this.tokens.issue(to.id, 'verify-email');
    await this.mail.sendAccountMail(
      to.email,
      to.firstName,
      renderVerifyEmail({ firstName: to.firstName, url: this.link('verify-email', token) }),
    );
  }

  async sendPasswordReset(to: MailRecipient): Promise<void> {
    const token = await this.tokens.issue(to.id, 'reset-password');
    await this.mail.sendAccountMail(
      to.email,
      to.firstName,
      renderResetPassword({ firstName: to.firstName, url: this.link('reset-password', token) }),
    );
  }

  /** The account was suspended by staff, with their reason. */
  async sendSuspended(to: MailRecipient, suspension: { until: Date | null; reason: string }): Promise<void> {
    await this.mail.sendAccountMail(to.email, to.firstName, renderSuspended({ firstName: to.firstName, ...suspension }));
  }

  /** The confirmation link (`token`, issued for that change) of a change of address, to the NEW address. */
  async sendEmailChange(member: MailRecipient, newEmail: string, token: string): Promise<void> {
    const url = this.link('confirm-email', token);
    await this.mail.sendAccountMail(newEmail, member.firstName, renderChangeEmail({ firstName: member.firstName, url }));
  }

  /** To an address that already has an account, instead of the link of a change to it. */
  async sendAddressInUse(address: string): Promise<void> {
    await this.mail.sendAccountMail(address, '', renderAddressInUse());
  }

  /** The notice to the OLD address once a change was confirmed. */
  async sendEmailChanged(oldEmail: string, firstName: string, newEmail: string): Promise<void> {
    await this.mail.sendAccountMail(oldEmail, firstName, renderEmailChanged({ firstName, newEmail }));
  }
}
