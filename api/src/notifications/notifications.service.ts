import {
  type NotificationKind,
  type AppNotification,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  displayNameOf,
  type MarkNotificationsRead,
  type NotificationList,
  type PostAuthor,
  type WatchLevel,
} from '@cci/contracts';
import { BadRequestException, type BeforeApplicationShutdown, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { postAuthor } from '../members/post-author';
import { LiveService } from '../live/live.service';
import { BusService } from '../bus/bus.service';
import {
  CLAIM_POST_NOTICES_SQL,
  INSERT_ACCEPTED_SQL,
  INSERT_MEMBER_NOTIFICATION_SQL,
  INSERT_MODERATION_SQL,
  INSERT_POST_NOTIFICATIONS_SQL,
  MARK_READ_SQL,
  MEMBER_EXISTS_SQL,
  MUTE_SQL,
  MUTED_MEMBERS_SQL,
  NOTICE_CONTEXTS_SQL,
  NOTIFICATION_PAGE_SQL,
  QUEUE_POST_NOTICE_SQL,
  SET_WATCH_SQL,
  THREAD_EXISTS_SQL,
  UNMUTE_SQL,
  UNREAD_COUNT_SQL,
} from './notifications.queries';

/**
 * A new post: its thread's watchers hear of a reply, the author's followers of a new thread, the members it mentions
 * of the mention. An edit tells only the members it newly mentions.
 */
export interface PostNotice {
  kind: 'thread' | 'reply' | 'edit';
  threadId: number;
  replyId: number | null;
  actorId: number;
  /** Member ids the post mentions (contracts' mentionedMemberIds), already limited to members of the community. */
  mentions: number[];
}

/** A row of CLAIM_POST_NOTICES_SQL: a post's fan-out, queued by notifyPost. */
interface QueuedNotice extends PostNotice {
  id: string;
}

/** Queued fan-outs made per drain transaction. */
export const POST_NOTICE_BATCH = 100;
/** How long a drain the bus asked for waits to gather the posts committed meanwhile into its batch. */
export const POST_NOTICE_GATHER_MS = 25;

/** A moderation outcome for one member (the author, or a reporter). */
export interface ModerationNotice {
  userId: number;
  kind: 'moderation' | 'report-outcome';
  threadId: number | null;
  replyId: number | null;
  text: string;
}

export const NOTIFICATION_MESSAGES = {
  muteSelf: 'You cannot mute yourself',
  memberNotFound: 'Member not found',
} as const;

/** ‘Prompt tips’: a thread's title as notification sentences quote it. */
const quoted = (title: string) => `‘${title}’`;

/** The one sentence of each kind of post notification ("Ada L. replied to ‘Prompt tips’"). */
export const notificationText = {
  reply: (actor: string, title: string) => `${actor} replied to ${quoted(title)}`,
  mention: (actor: string, title: string) => `${actor} mentioned you in ${quoted(title)}`,
  accepted: (actor: string, title: string) => `${actor} accepted your answer in ${quoted(title)}`,
  followed: (actor: string, title: string) => `${actor} started ${quoted(title)}`,
};

/** A row of NOTICE_CONTEXTS_SQL: the actor's name and the thread's title. */
interface NoticeContext {
  firstName: string;
  lastName: string;
  title: string;
}

/** A row of NOTIFICATION_PAGE_SQL: the notification with its actor's name columns, not yet mapped. */
interface NotificationRow extends Omit<AppNotification, 'actor' | 'createdAt'> {
  actorId: number | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorAvatar: string | null;
  createdAt: Date;
}

const toNotification = ({ actorId, actorFirstName, actorLastName, actorAvatar, createdAt, ...rest }: NotificationRow): AppNotification => ({
  ...rest,
  actor: postAuthor(actorId, actorFirstName, actorLastName, actorAvatar),
  createdAt: new Date(createdAt).toISOString(),
});

/**
 * In-app notifications and their e-mails. A notification never exists without what it tells of: the single-member
 * notices (accepted answers, moderation, badges, events...) are made inside the writer's transaction; a new post's
 * fan-out to its thread's watchers and the members it mentions is queued there (notifyPost) and made after commit
 * (drain), as Discourse's PostAlerter runs in Sidekiq, so a post's transaction does not grow with its watchers.
 * Every notice skips the actor and members who muted the actor or the thread, and marks e-mail as due per the member's
 * preferences (sent batched, at most one per thread per hour: notification-mailer.ts). The members notified hear their
 * new unread count live (LiveService: on commit, every replica).
 */
@Injectable()
export class NotificationsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  /** The drain in progress in this process, if any; `drainAgain`: a post was queued meanwhile, look again after it. */
  private draining?: Promise<void>;
  private drainAgain = false;
  /** The app is closing: no new drain starts (what is queued waits for a replica that is up). */
  private closing = false;
  /** A drain the bus asked for, due soon (drainSoon). */
  private wake?: NodeJS.Timeout;

  constructor(
    private readonly live: LiveService,
    @InjectDataSource() private readonly dataSource: DataSource,
    bus: BusService,
  ) {
    // A post queued on any replica (at its commit), and after the bus was down (what it missed): drain soon.
    bus.watchTables(['post_notices'], () => this.drainSoon());
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.wake);
    await this.draining;
  }

  /**
   * A drain POST_NOTICE_GATHER_MS from now, unless one is already due: posts committed meanwhile are made in the same
   * batch (one transaction, one unread count per member told) instead of a drain per post.
   */
  private drainSoon(): void {
    if (this.wake !== undefined || this.closing) return;
    this.wake = setTimeout(() => {
      this.wake = undefined;
      void this.drain();
    }, POST_NOTICE_GATHER_MS);
  }

  /**
   * A new post (or an edit that mentions someone new): queues its fan-out in the writer's transaction. Nothing is
   * queued for an edit that mentions no one new.
   */
  async notifyPost(manager: EntityManager, notice: PostNotice): Promise<void> {
    const mentions = [...new Set(notice.mentions)];
    if (notice.kind === 'edit' && !mentions.length) return;
    await db.exec(manager, QUEUE_POST_NOTICE_SQL, [notice.kind, notice.threadId, notice.replyId, notice.actorId, mentions]);
  }

  /**
   * Makes every queued fan-out's notifications (any replica's), POST_NOTICE_BATCH per transaction; answers once none
   * is left that this drain could claim. Runs on the bus's news of a queued post, every minute on the job queue (a
   * replica that stopped between a post's commit and its drain), and when a test asks. One drain at a time per
   * process; a call meanwhile makes it look again before it ends, and answers with it. A failure is logged: the rows
   * stay queued for the next drain.
   */
  drain(): Promise<void> {
    if (this.closing) return Promise.resolve();
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    const run = async () => {
      do {
        this.drainAgain = false;
        while ((await this.drainBatch()) === POST_NOTICE_BATCH);
      } while (this.drainAgain);
    };
    this.draining = run()
      .catch((err: Error) => this.logger.error(`post notifications wait for the next drain: ${err.message}`))
      .finally(() => (this.draining = undefined));
    return this.draining;
  }

  /** One transaction: claims a batch of queued fan-outs, makes their notifications, deletes them. Answers how many. */
  private drainBatch(): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const notices = await db.many<QueuedNotice>(m, CLAIM_POST_NOTICES_SQL, [POST_NOTICE_BATCH]);
      if (!notices.length) return 0;
      const contexts = new Map(
        (
          await db.many<NoticeContext & { i: number }>(m, NOTICE_CONTEXTS_SQL, [
            notices.map((n) => n.threadId),
            notices.map((n) => n.actorId),
          ])
        ).map((c) => [c.i, c]),
      );
      const notified: number[] = [];
      for (const [i, notice] of notices.entries()) {
        const context = contexts.get(i + 1);
        if (!context) continue; // the thread or the actor is gone (deleted with an account): no one to tell of it
        const actor = displayNameOf(context.firstName, context.lastName);
        const rows = await db.many<{ userId: number }>(m, INSERT_POST_NOTIFICATIONS_SQL, [
          notice.threadId,
          notice.actorId,
          notice.replyId,
          notice.mentions,
          notificationText.mention(actor, context.title),
          notice.kind === 'reply',
          notificationText.reply(actor, context.title),
          notificationText.followed(actor, context.title),
          notice.kind === 'thread',
        ]);
        for (const row of rows) notified.push(row.userId);
      }
      await this.live.notifyMembers(m, notified);
      return notices.length;
    });
  }

  /** The reply's author hears that their answer was accepted. */
  async notifyAccepted(manager: EntityManager, notice: { threadId: number; replyId: number; actorId: number }): Promise<void> {
    const context = await db.one<NoticeContext>(manager, NOTICE_CONTEXTS_SQL, [[notice.threadId], [notice.actorId]]);
    if (!context) return;
    const text = notificationText.accepted(displayNameOf(context.firstName, context.lastName), context.title);
    const notified = await db.many<{ userId: number }>(manager, INSERT_ACCEPTED_SQL, [
      notice.threadId,
      notice.actorId,
      notice.replyId,
      text,
    ]);
    await this.live.notifyMembers(
      manager,
      notified.map((n) => n.userId),
    );
  }

  async notifyModeration(manager: EntityManager, notice: ModerationNotice): Promise<void> {
    await db.exec(manager, INSERT_MODERATION_SQL, [notice.userId, notice.kind, notice.threadId, notice.replyId, notice.text]);
    await this.live.notifyMembers(manager, [notice.userId]);
  }

  /**
   * One member hears of something outside the forum (an event place, a challenge review, a mentorship, a spotlight, a
   * badge): in-app, with the site path it leads to. Runs in the writer's transaction, like the others.
   */
  async notifyMember(
    manager: EntityManager,
    notice: {
      userId: number;
      kind: Exclude<NotificationKind, 'reply' | 'mention' | 'accepted' | 'moderation' | 'report-outcome' | 'followed'>;
      actorId?: number | null;
      text: string;
      link: string;
    },
  ): Promise<void> {
    await db.exec(manager, INSERT_MEMBER_NOTIFICATION_SQL, [notice.userId, notice.kind, notice.actorId ?? null, notice.text, notice.link]);
    await this.live.notifyMembers(manager, [notice.userId]);
  }

  /** GET /api/notifications: a page, newest first, and the unread count. */
  async list(userId: number, cursor: string | undefined): Promise<NotificationList> {
    const after = cursor === undefined ? null : (decodeCursor(cursor, ['id'])[0] as number);
    const [rows, count] = await Promise.all([
      db.many<NotificationRow>(this.dataSource, NOTIFICATION_PAGE_SQL, [userId, after]),
      db.one<{ n: number }>(this.dataSource, UNREAD_COUNT_SQL, [userId]),
    ]);
    const unread = count!.n;
    const more = rows.length > DISCUSSION_PAGE_SIZE;
    const items = rows.slice(0, DISCUSSION_PAGE_SIZE).map(toNotification);
    return { items, nextCursor: more ? encodeCursor([items.at(-1)!.id]) : null, unread };
  }

  /** POST /api/notifications/read: the member's own notifications only; their other tabs hear the new count. */
  async markRead(userId: number, body: MarkNotificationsRead): Promise<{ unread: number }> {
    return this.dataSource.transaction(async (m) => {
      await db.exec(m, MARK_READ_SQL, [userId, body.ids ?? null]);
      await this.live.notifyMembers(m, [userId]);
      const { n } = (await db.one<{ n: number }>(m, UNREAD_COUNT_SQL, [userId]))!;
      return { unread: n };
    });
  }

  /** PUT /api/threads/:id/watch. */
  async setWatch(userId: number, threadId: number, level: WatchLevel): Promise<void> {
    if (!(await db.one(this.dataSource, THREAD_EXISTS_SQL, [threadId, userId])))
      throw new NotFoundException(DISCUSSION_MESSAGES.threadNotFound);
    await db.exec(this.dataSource, SET_WATCH_SQL, [threadId, userId, level]);
  }

  /** PUT /api/me/mutes/:memberId (idempotent). */
  async mute(userId: number, memberId: number): Promise<void> {
    if (memberId === userId) throw new BadRequestException(NOTIFICATION_MESSAGES.muteSelf);
    const inserted = await db.many(this.dataSource, MUTE_SQL, [userId, memberId]);
    if (!inserted.length && !(await db.one(this.dataSource, MEMBER_EXISTS_SQL, [memberId])))
      throw new NotFoundException(NOTIFICATION_MESSAGES.memberNotFound);
  }

  /** DELETE /api/me/mutes/:memberId (idempotent). */
  async unmute(userId: number, memberId: number): Promise<void> {
    if (memberId === userId) throw new BadRequestException(NOTIFICATION_MESSAGES.muteSelf);
    if (!(await db.one(this.dataSource, MEMBER_EXISTS_SQL, [memberId]))) throw new NotFoundException(NOTIFICATION_MESSAGES.memberNotFound);
    await db.exec(this.dataSource, UNMUTE_SQL, [userId, memberId]);
  }

  /** GET /api/me/mutes: the members whose posts the member hears nothing of, last muted first. */
  async mutes(userId: number): Promise<PostAuthor[]> {
    const rows = await db.many<{ id: number; firstName: string; lastName: string; avatar: string | null }>(
      this.dataSource,
      MUTED_MEMBERS_SQL,
      [userId],
    );
    return rows.map((r) => postAuthor(r.id, r.firstName, r.lastName, r.avatar)!);
  }
}
