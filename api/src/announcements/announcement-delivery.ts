import { type BeforeApplicationShutdown, Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { withoutAddresses } from '../accounts/account-mailer';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import { LiveService } from '../live/live.service';
import { MailService } from '../mail/mail.service';
import { JobsService } from '../notifications/jobs.service';
import { NOTIFICATIONS_FROM, renderAnnouncementMail } from '../notifications/notification-templates';
import {
  ANNOUNCEMENT_BATCH,
  BATCH_DONE_SQL,
  CLAIM_DUE_SQL,
  CLAIM_EMAIL_SQL,
  DELIVER_BATCH_SQL,
  type DueEmailRow,
  EMAIL_DONE_SQL,
} from './announcements.queries';

export const ANNOUNCEMENTS_JOB = 'announcements';

export const ANNOUNCEMENTS_OPTIONS = Symbol('ANNOUNCEMENTS_OPTIONS');
export interface AnnouncementsOptions {
  /**
   * A new announcement starts out at once from the replica that made it (the job queue's run every minute is the net
   * for one that stopped meanwhile). Off in tests that run the delivery themselves.
   */
  deliverAtOnce: boolean;
}

/** What one run did (tests, logs). */
export interface DeliveryRun {
  batches: number;
  notified: number;
  emailed: number;
}

/**
 * Delivers announcements on the job queue (every minute, and at once when one is made): first the bell items, in
 * batches of ANNOUNCEMENT_BATCH members keyed by member id, each batch one transaction that holds the announcement's
 * row (FOR UPDATE SKIP LOCKED), makes its notifications and moves the keyset; then the e-mails, one transaction each
 * that locks its notification row and marks it sent. Any number of runs at once, on any number of replicas, reach
 * each member once: a runner that finds the row locked leaves it to the one holding it, the unique index
 * (announcement, member) refuses a second bell item, and a sent e-mail's row is no longer due. A failed send rolls its
 * row back, due, for the next run.
 */
@Injectable()
export class AnnouncementDelivery implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Announcements');
  private readonly deliverAtOnce: boolean;
  /** The runs started here at once (deliverSoon), awaited at shutdown. */
  private readonly running = new Set<Promise<unknown>>();
  private closing = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly live: LiveService,
    jobs: JobsService,
    @Optional() @Inject(ANNOUNCEMENTS_OPTIONS) options?: Partial<AnnouncementsOptions>,
  ) {
    this.deliverAtOnce = options?.deliverAtOnce ?? true;
    jobs.register(ANNOUNCEMENTS_JOB, '* * * * *', () => this.run());
  }

  /** After a new announcement's commit: a run now, in this process, not awaited (a failure waits for the job's next run). */
  deliverSoon(): void {
    if (!this.deliverAtOnce || this.closing) return;
    const run = this.run()
      .catch((err: Error) => this.logger.warn(`an announcement waits for the next run: ${err.message}`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all(this.running);
  }

  async run(): Promise<DeliveryRun> {
    const run: DeliveryRun = { batches: 0, notified: 0, emailed: 0 };
    for (;;) {
      const notified = await this.nextBatch();
      if (notified === null) break;
      run.batches++;
      run.notified += notified;
    }
    for (;;) {
      const outcome = await this.nextEmail().catch((err: unknown) => {
        this.logger.warn(`an announcement e-mail failed (retried on the next run): ${withoutAddresses(err)}`);
        return null;
      });
      if (outcome === null) break;
      if (outcome) run.emailed++;
    }
    if (run.batches || run.emailed) this.logger.log(`announcements: ${run.notified} bell item(s), ${run.emailed} e-mail(s)`);
    return run;
  }

  /** One batch of the oldest announcement no other runner holds; null when there is none to do. */
  private nextBatch(): Promise<number | null> {
    return this.dataSource.transaction(async (m) => {
      const due = await db.one<{ id: number; title: string; communityId: number | null; after: number }>(m, CLAIM_DUE_SQL);
      if (!due) return null;
      const batch = (await db.one<{ last: number | null; taken: number; notified: number[] }>(m, DELIVER_BATCH_SQL, [
        due.id,
        due.after,
        due.communityId,
        `Announcement: ${due.title}`,
      ]))!;
      await db.exec(m, BATCH_DONE_SQL, [due.id, batch.last, batch.taken < ANNOUNCEMENT_BATCH]);
      await this.live.notifyMembers(m, batch.notified);
      return batch.notified.length;
    });
  }

  /** The oldest due e-mail no other runner holds: true once sent, false when dropped (no consent now), null when none is due. */
  private nextEmail(): Promise<boolean | null> {
    return this.dataSource.transaction(async (m) => {
      const row = await db.one<DueEmailRow>(m, CLAIM_EMAIL_SQL);
      if (!row) return null;
      if (row.consented) {
        const { publicUrl } = this.config;
        const mail = renderAnnouncementMail({ ...row, publicUrl });
        await this.mail.send({ from: NOTIFICATIONS_FROM, to: row.email, ...mail });
      }
      await db.exec(m, EMAIL_DONE_SQL, [row.id, row.consented]);
      return row.consented;
    });
  }
}
