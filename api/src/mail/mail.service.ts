import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { ACCOUNT_FROM } from './account-templates';
import { type RenderedMail, singleLine } from './layout';
import { renderWelcome, WELCOME_FROM, type WelcomeInput } from './welcome-templates';

/** What a send gives back: the Message-ID, and the .eml file when the message went to the outbox. */
export interface SentMail {
  messageId: string;
  file?: string;
}

/** The message was not handed over: the SMTP server refused it or could not be reached, or the outbox could not be written. */
export class MailDeliveryError extends Error {
  constructor(readonly cause: unknown) {
    super(`mail delivery failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MailDeliveryError';
  }
}

/** A connection that hangs must not hold the admin's request for nodemailer's default two minutes. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 } as const;

/** `<ISO time with - for :>-<Message-ID reduced to [A-Za-z0-9._-]>.eml`, e.g. `2026-01-21T10-00-00.000Z-1b2c...@theainetwork.example.eml`. */
export function outboxFileName(messageId: string, at: Date = new Date()): string {
  const id =
    messageId
      .replace(/^<|>$/g, '')
      .replace(/[^A-Za-z0-9._@-]+/g, '_')
      .replace(/@/g, '_at_')
      .slice(0, 120) || 'message';
  return `${at.toISOString().replace(/:/g, '-')}-${id}.eml`;
}

/** smtp(s)://host:port without the user name or password, for a log line. */
const smtpTarget = (url: string) => {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
};

/**
 * Outgoing e-mail (nodemailer):
 * - SMTP_URL set: an SMTP transport from that URL (smtps:// for implicit TLS, smtp:// with STARTTLS when
 *   the server offers it), with short timeouts;
 * - unset: every message is rendered as an RFC 822 message (CRLF) and written to `<outboxDir>/<name>.eml`
 *   (folder 0700, file 0600); the path is logged. Nothing leaves the machine.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outboxDir?: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
      this.logger.log(`E-mail goes out through ${smtpTarget(config.smtpUrl)}`);
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
      this.outboxDir = config.outboxDir;
      this.logger.log(`SMTP_URL is not set: e-mails are written as .eml files to ${this.outboxDir}`);
    }
  }

  /** Sends one message; MailDeliveryError when it could not be handed over. */
  async send(message: SendMailOptions): Promise<SentMail> {
    let info: { messageId: string; message?: unknown };
    try {
      info = await this.transport.sendMail(message);
    } catch (err) {
      throw new MailDeliveryError(err);
    }
    if (!this.outboxDir) return { messageId: info.messageId };
    try {
      await fs.mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(this.outboxDir, outboxFileName(info.messageId));
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      this.logger.log(`Wrote an e-mail to ${file}`);
      return { messageId: info.messageId, file };
    } catch (err) {
      throw new MailDeliveryError(err);
    }
  }

  /** The welcome e-mail of one community template to one person (spec §3 Welcome email payload). */
  sendWelcome(to: string, input: WelcomeInput): Promise<SentMail> {
    return this.sendRendered(WELCOME_FROM, to, input.firstName, renderWelcome(input));
  }

  /** One of the account e-mails (account-templates.ts: reset, verification, change of address) to one member. */
  sendAccountMail(to: string, firstName: string, mail: RenderedMail): Promise<SentMail> {
    return this.sendRendered(ACCOUNT_FROM, to, firstName, mail);
  }

  /** A rendered message to `to`, addressed by first name when there is one. */
  private sendRendered(from: { name: string; address: string }, to: string, firstName: string, { subject, text, html }: RenderedMail) {
    const name = singleLine(firstName);
    return this.send({ from, to: name ? { name, address: to } : to, subject, text, html });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
