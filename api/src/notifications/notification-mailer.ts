import { NOTIFICATION_EMAIL_WINDOW_MS } from '@cci/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountMailer, withoutAddresses } from '../accounts/account-mailer';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { NOTIFICATIONS_FROM, renderDigest, renderThreadMail, threadUrl } from './notification-templates';

/** Groups handled per run (the next run, a minute later, takes the rest). */
export const EMAIL_GROUPS_PER_RUN = 500;
/** Threads a digest lists. */
export const DIGEST_THREADS = 10;
/** A member gets at most one digest in this long (a week, less a day for the job's own drift). */
export const DIGEST_INTERVAL_DAYS = 6;

/** (member, thread) pairs with e-mail due, oldest first. */
export const DUE_GROUPS_SQL = `
  SELECT user_id AS "userId", thread_id AS "threadId" FROM notifications
   WHERE email_due AND thread_id IS NOT NULL
   GROUP BY user_id, thread_id
   ORDER BY min(id)
   LIMIT ${EMAIL_GROUPS_PER_RUN}`;

/** One (member, thread) pair at a time, whichever replica runs the job: concurrent runs skip a pair being sent. */
export const LOCK_GROUP_SQL = `SELECT pg_try_advisory_xact_lock(hashtext('notification-mail'), hashtext($1 || ':' || $2)) AS locked`;

/** When this member last got an e-mail about this thread. */
export const LAST_EMAILED_SQL = `
  SELECT max(emailed_at) AS at FROM notifications WHERE user_id = $1 AND thread_id = $2 AND emailed_at IS NOT NULL`;

/** The pair's due notifications, with what the e-mail says; the consents as they are now. */
export const DUE_NOTIFICATIONS_SQL = `
  SELECT n.id::text AS id, n.kind, n.text, n.reply_id AS "replyId",
         u.email, u.first_name AS "firstName", u.notify_replies AS replies, u.notify_mentions AS mentions,
         u.email_verified_at IS NOT NULL AS verified, t.title, c.slug AS community
    FROM notifications n
    JOIN users u ON u.id = n.user_id
    JOIN threads t ON t.id = n.thread_id
    JOIN communities c ON c.id = t.community_id
   WHERE n.user_id = $1 AND n.thread_id = $2 AND n.email_due
   ORDER BY n.id
   FOR UPDATE OF n`;

export const MARK_EMAILED_SQL = `UPDATE notifications SET email_due = false, emailed_at = now() WHERE id = ANY($1::bigint[])`;
export const DROP_DUE_SQL = `UPDATE notifications SET email_due = false WHERE id = ANY($1::bigint[])`;

/** Members due a digest: the consent on, a verified address, none sent in the last DIGEST_INTERVAL_DAYS. */
export const DIGEST_MEMBERS_SQL = `
  SELECT id FROM users
   WHERE notify_digest AND email_verified_at IS NOT NULL
     AND (digest_sent_at IS NULL OR digest_sent_at < now() - make_interval(days => ${DIGEST_INTERVAL_DAYS}))
     AND id > $1
   ORDER BY id
   LIMIT 500`;

/** The same, for one member, locked for this transaction (a second runner skips them). */
export const DIGEST_MEMBER_SQL = `
  SELECT id, email, first_name AS "firstName" FROM users
   WHERE id = $1 AND notify_digest AND email_verified_at IS NOT NULL
     AND (digest_sent_at IS NULL OR digest_sent_at < now() - make_interval(days => ${DIGEST_INTERVAL_DAYS}))
   FOR UPDATE SKIP LOCKED`;

/** The top threads (replies + likes) started in the last 7 days in the member's approved communities, visible to all. */
export const DIGEST_THREADS_SQL = `
  SELECT t.id, t.title, c.slug, c.name AS community, t.reply_count AS replies, t.like_count AS likes
    FROM threads t JOIN communities c ON c.id = t.community_id
   WHERE t.community_id IN (SELECT community_id FROM user_communities WHERE user_id = $1 AND status = 'approved')
     AND t.created_at > now() - interval '7 days' AND NOT t.hidden AND t.deleted_at IS NULL
   ORDER BY t.reply_count + t.like_count DESC, t.id DESC
   LIMIT ${DIGEST_THREADS}`;

export const MARK_DIGEST_SENT_SQL = `UPDATE users SET digest_sent_at = now() WHERE id = $1`;

interface DueRow {
  id: string;
  kind: string;
  text: string;
  replyId: number | null;
  email: string;
  firstName: string;
  replies: boolean;
  mentions: boolean;
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
    const groups = (await this.dataSource.query(DUE_GROUPS_SQL)) as { userId: number; threadId: number }[];
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
      const [{ locked }] = (await m.query(LOCK_GROUP_SQL, [String(userId), String(threadId)])) as { locked: boolean }[];
      if (!locked) return 'skipped';
      const [{ at }] = (await m.query(LAST_EMAILED_SQL, [userId, threadId])) as { at: Date | null }[];
      if (at && Date.now() - new Date(at).getTime() < windowMs) return 'waiting';
      const rows = (await m.query(DUE_NOTIFICATIONS_SQL, [userId, threadId])) as DueRow[];
      if (!rows.length) return 'skipped';
      // The consents as they are now: a member who turned them off since gets nothing.
      const wanted = rows.filter((r) => r.verified && (r.kind === 'mention' ? r.mentions : r.replies));
      if (!wanted.length) {
        await m.query(DROP_DUE_SQL, [rows.map((r) => r.id)]);
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
      // Issue 24 §8: other members cause these; past the recipient's limit of notices they are not e-mailed (they stay
      // in the bell). Dropped rather than kept due, so a flooded member's rows cannot fill every run's batch.
      const taken = await this.recipients.takeRecipient('noticesPerRecipient', first.email, 'a notification e-mail');
      if (!taken) {
        await m.query(DROP_DUE_SQL, [rows.map((r) => r.id)]);
        return 'skipped';
      }
      try {
        await this.mail.send({ from: NOTIFICATIONS_FROM, to: first.email, ...mail });
      } catch (err) {
        await this.recipients.giveBack(taken); // rolled back: the next run tries again, counted then
        throw err;
      }
      await m.query(MARK_EMAILED_SQL, [wanted.map((r) => r.id)]);
      if (wanted.length < rows.length) await m.query(DROP_DUE_SQL, [rows.filter((r) => !wanted.includes(r)).map((r) => r.id)]);
      return 'sent';
    });
  }

  /** The weekly digest to every member who asked for it (none twice within DIGEST_INTERVAL_DAYS); answers how many. */
  async sendDigests(): Promise<number> {
    let sent = 0;
    let after = 0;
    for (;;) {
      const members = (await this.dataSource.query(DIGEST_MEMBERS_SQL, [after])) as { id: number }[];
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
      const [member] = (await m.query(DIGEST_MEMBER_SQL, [userId])) as { id: number; email: string; firstName: string }[];
      if (!member) return false;
      const threads = (await m.query(DIGEST_THREADS_SQL, [userId])) as {
        id: number;
        title: string;
        slug: string;
        community: string;
        replies: number;
        likes: number;
      }[];
      // A quiet week sends nothing (and is not counted as sent: next week's digest may have something).
      if (!threads.length) return false;
      const { publicUrl } = this.config;
      const mail = renderDigest({
        firstName: member.firstName,
        publicUrl,
        threads: threads.map((t) => ({ ...t, url: threadUrl(publicUrl, t.slug, t.id) })),
      });
      await this.mail.send({ from: NOTIFICATIONS_FROM, to: member.email, ...mail });
      await m.query(MARK_DIGEST_SENT_SQL, [userId]);
      return true;
    });
  }
}
