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
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { postAuthor } from '../members/post-author';
import { LiveService } from '../live/live.service';
import {
  INSERT_ACCEPTED_SQL,
  INSERT_MEMBER_NOTIFICATION_SQL,
  INSERT_MODERATION_SQL,
  INSERT_POST_NOTIFICATIONS_SQL,
  MARK_READ_SQL,
  MEMBER_EXISTS_SQL,
  MUTE_SQL,
  MUTED_MEMBERS_SQL,
  NOTICE_CONTEXT_SQL,
  NOTIFICATION_PAGE_SQL,
  SET_WATCH_SQL,
  THREAD_EXISTS_SQL,
  UNMUTE_SQL,
  UNREAD_COUNT_SQL,
} from './notifications.queries';

/** A new post: its thread's watchers hear of a reply, the members it mentions of the mention. */
export interface PostNotice {
  kind: 'thread' | 'reply';
  threadId: number;
  replyId: number | null;
  actorId: number;
  /** Member ids the post mentions (contracts' mentionedMemberIds), already limited to members of the community. */
  mentions: number[];
}

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
};

/** A row of NOTICE_CONTEXT_SQL: the actor's name and the thread's title. */
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
  createdAt: Date;
}

const toNotification = ({ actorId, actorFirstName, actorLastName, createdAt, ...rest }: NotificationRow): AppNotification => ({
  ...rest,
  actor: postAuthor(actorId, actorFirstName, actorLastName),
  createdAt: new Date(createdAt).toISOString(),
});

/**
 * In-app notifications and their e-mails. Every notify method runs inside the writer's transaction, so a
 * notification exists exactly when the post does. It skips the actor, members who muted the actor or the thread, and
 * marks e-mail as due per the member's preferences (sent batched, at most one per thread per hour: notification-mailer.ts).
 * The members notified hear their new unread count live (LiveService: on commit, every replica).
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly live: LiveService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async notifyPost(manager: EntityManager, notice: PostNotice): Promise<void> {
    const mentions = [...new Set(notice.mentions)];
    if (notice.kind === 'thread' && !mentions.length) return;
    const context = await db.one<NoticeContext>(manager, NOTICE_CONTEXT_SQL, [notice.threadId, notice.actorId]);
    if (!context) return;
    const actor = displayNameOf(context.firstName, context.lastName);
    const notified = await db.many<{ userId: number }>(manager, INSERT_POST_NOTIFICATIONS_SQL, [
      notice.threadId,
      notice.actorId,
      notice.replyId,
      mentions,
      notificationText.mention(actor, context.title),
      notice.kind === 'reply',
      notificationText.reply(actor, context.title),
    ]);
    await this.live.notifyMembers(
      manager,
      notified.map((n) => n.userId),
    );
  }

  /** The reply's author hears that their answer was accepted. */
  async notifyAccepted(manager: EntityManager, notice: { threadId: number; replyId: number; actorId: number }): Promise<void> {
    const context = await db.one<NoticeContext>(manager, NOTICE_CONTEXT_SQL, [notice.threadId, notice.actorId]);
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
      kind: Exclude<NotificationKind, 'reply' | 'mention' | 'accepted' | 'moderation' | 'report-outcome'>;
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
    const rows = await db.many<{ id: number; firstName: string; lastName: string }>(this.dataSource, MUTED_MEMBERS_SQL, [userId]);
    return rows.map((r) => postAuthor(r.id, r.firstName, r.lastName)!);
  }
}
