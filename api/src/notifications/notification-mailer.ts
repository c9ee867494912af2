import { NOTIFICATION_EMAIL_WINDOW_MS } from '@cci/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountMailer, withoutAddresses } from '../accounts/account-mailer';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import { MailService } from '../mail/mail.service';
import { NOTIFICATIONS_FROM, renderDigest, renderThreadMail, threadUrl } from './notification-templates';
import {
  DIGEST_MEMBER_SQL,
  DIGEST_MEMBERS_SQL,
  DIGEST_THREADS_SQL,
  DROP_DUE_SQL,
  DUE_GROUPS_SQL,
  DUE_NOTIFICATIONS_SQL,
  LAST_EMAILED_SQL,
  LOCK_GROUP_SQL,
  MARK_DIGEST_SENT_SQL,
  MARK_EMAILED_SQL,
} from './notifications.queries';

interface DueRow {
  id: string;
  kind: string;
  text: string;
  replyId: number | null;
  email: string;
  firstName: string;
  /** The member's e-mail consent for this kind, as it is now. */
  consented: boolean;
  verified: boolean;
  title: string;
  community: string;
}

/** What one run did (tests, logs). */
export interface MailRun {
  sent: number;
  /** Pairs still inside their hour: they go out on a later run. */
  waiting: number;
}

/**
 * Notification e-mails, batched: at most one e-mail per member per thread per NOTIFICATION_EMAIL_WINDOW_MS, listing
 * every notification of that thread due since. Each pair is sent in a transaction that locks it (advisory lock, and
 * its rows FOR UPDATE) and marks its rows emailed: on any number of replicas a notification is e-mailed once (a send
 * that fails rolls back, and the next run tries again). The job queue runs sendDue() every minute, sendDigests()
 * weekly (jobs.service.ts); tests call them directly.
 */
@Injectable()
export class NotificationMailer {
  private readonly logger = new Logger('NotificationMail');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recipients: AccountMailer,
  ) {}

  async sendDue(windowMs: number = NOTIFICATION_EMAIL_WINDOW_MS): Promise<MailRun> {
    const run: MailRun = { sent: 0, waiting: 0 };
    const groups = await db.many<{ userId: number; threadId: number }>(this.dataSource, DUE_GROUPS_SQL);
    for (const { userId, threadId } of groups) {
      try {
        const outcome = await this.sendGroup(userId, threadId, windowMs);
        if (outcome === 'sent') run.sent++;
        if (outcome === 'waiting') run.waiting++;
      } catch (err) {
        this.logger.warn(`a notification e-mail failed (retried on the next run): ${withoutAddresses(err)}`);
      }
    }
    return run;
  }

  private sendGroup(userId: number, threadId: number, windowMs: number): Promise<'sent' | 'waiting' | 'skipped'> {
    return this.dataSource.transaction(async (m) => {
      const { locked } = (await db.one<{ locked: boolean }>(m, LOCK_GROUP_SQL, [String(userId), String(threadId)]))!;
      if (!locked) return 'skipped';
      const { at } = (await db.one<{ at: Date | null }>(m, LAST_EMAILED_SQL, [userId, threadId]))!;
      if (at && Date.now() - new Date(at).getTime() < windowMs) return 'waiting';
      const rows = await db.many<DueRow>(m, DUE_NOTIFICATIONS_SQL, [userId, threadId]);
      if (!rows.length) return 'skipped';
      // The consents as they are now: a member who turned them off since gets nothing.
      const wanted = rows.filter((r) => r.verified && r.consented);
      if (!wanted.length) {
        await db.exec(m, DROP_DUE_SQL, [rows.map((r) => r.id)]);
        return 'skipped';
      }
      const { publicUrl } = this.config;
      const first = wanted[0];
      const mail = renderThreadMail({
        firstName: first.firstName,
        threadTitle: first.title,
        lines: wanted.map((r) => ({ text: r.text, url: threadUrl(publicUrl, r.community, threadId, r.replyId) })),
        threadUrl: threadUrl(publicUrl, first.community, threadId),
        publicUrl,
      });
      // Other members cause these; past the recipient's limit of notices they are not e-mailed (they stay
      // in the bell). Dropped rather than kept due, so a flooded member's rows cannot fill every run's batch.
      const taken = await this.recipients.takeRecipient('noticesPerRecipient', first.email, 'a notification e-mail');
      if (!taken) {
        await db.exec(m, DROP_DUE_SQL, [rows.map((r) => r.id)]);
        return 'skipped';
      }
      try {
        await this.mail.send({ from: NOTIFICATIONS_FROM, to: first.email, ...mail });
      } catch (err) {
        await this.recipients.giveBack(taken); // rolled back: the next run tries again, counted then
        throw err;
      }
      await db.exec(m, MARK_EMAILED_SQL, [wanted.map((r) => r.id)]);
      if (wanted.length < rows.length) await db.exec(m, DROP_DUE_SQL, [rows.filter((r) => !wanted.includes(r)).map((r) => r.id)]);
      return 'sent';
    });
  }

  /** The weekly digest to every member who asked for it (none twice within DIGEST_INTERVAL_DAYS); answers how many. */
  async sendDigests(): Promise<number> {
    let sent = 0;
    let after = 0;
    for (;;) {
      const members = await db.many<{ id: number }>(this.dataSource, DIGEST_MEMBERS_SQL, [after]);
      if (!members.length) return sent;
      for (const { id } of members) {
        after = id;
        try {
          if (await this.sendDigest(id)) sent++;
        } catch (err) {
          this.logger.warn(`a digest failed (retried on the next run): ${withoutAddresses(err)}`);
        }
      }
    }
  }

  private sendDigest(userId: number): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      const member = await db.one<{ id: number; email: string; firstName: string }>(m, DIGEST_MEMBER_SQL, [userId]);
      if (!member) return false;
      const threads = await db.many<{ id: number; title: string; slug: string; community: string; replies: number; likes: number }>(
        m,
        DIGEST_THREADS_SQL,
        [userId],
      );
      // A quiet week sends nothing (and is not counted as sent: next week's digest may have something).
      if (!threads.length) return false;
      const { publicUrl } = this.config;
      const mail = renderDigest({
        firstName: member.firstName,
        publicUrl,
        threads: threads.map((t) => ({ ...t, url: threadUrl(publicUrl, t.slug, t.id) })),
      });
      await this.mail.send({ from: NOTIFICATIONS_FROM, to: member.email, ...mail });
      await db.exec(m, MARK_DIGEST_SENT_SQL, [userId]);
      return true;
    });
  }
}
