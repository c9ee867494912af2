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
import { decodeCursor, encodeCursor } from '../discussions/cursor';
import { postAuthor } from '../members/post-author';
import { LiveService } from '../live/live.service';

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

/** The actor's public name and the thread's title. */
export const NOTICE_CONTEXT_SQL = `
  SELECT u.first_name AS "firstName", u.last_name AS "lastName", t.title
    FROM threads t, users u
   WHERE t.id = $1 AND u.id = $2`;

/**
 * One notification per member a post concerns: the members it mentions ($4, kind mention) and, for a reply ($6), the
 * thread's watchers (kind reply; the thread's author watches unless they chose a level). A member mentioned and
 * watching gets the mention only. Never the actor ($2), nor members who muted the thread or the actor. E-mail is due
 * when the member's consent for that kind is on and their address is verified. Answers the members notified.
 */
export const INSERT_POST_NOTIFICATIONS_SQL = `
  WITH candidates AS (
    SELECT m.user_id, 'mention' AS kind FROM unnest($4::int[]) AS m(user_id)
    UNION ALL
    SELECT w.user_id, 'reply' FROM thread_watches w WHERE $6 AND w.thread_id = $1 AND w.level = 'watching'
    UNION ALL
    SELECT t.author_id, 'reply' FROM threads t
     WHERE $6 AND t.id = $1 AND t.author_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = t.id AND w.user_id = t.author_id)
  ), picked AS (
    SELECT DISTINCT ON (user_id) user_id, kind FROM candidates ORDER BY user_id, kind = 'mention' DESC
  )
  INSERT INTO notifications (user_id, kind, actor_id, thread_id, reply_id, text, email_due)
  SELECT p.user_id, p.kind, $2, $1, $3, CASE p.kind WHEN 'mention' THEN $5 ELSE $7 END,
         u.email_verified_at IS NOT NULL AND CASE p.kind WHEN 'mention' THEN u.notify_mentions ELSE u.notify_replies END
    FROM picked p JOIN users u ON u.id = p.user_id
   WHERE p.user_id <> $2
     AND NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = $1 AND w.user_id = p.user_id AND w.level = 'muted')
     AND NOT EXISTS (SELECT 1 FROM member_mutes m WHERE m.user_id = p.user_id AND m.muted_user_id = $2)
  RETURNING user_id AS "userId"`;

/**
 * The accepted reply's author hears of it (kind accepted: e-mailed with their reply consent), unless it is the actor,
 * they muted the thread or the actor, or the reply has no author any more.
 */
export const INSERT_ACCEPTED_SQL = `
  INSERT INTO notifications (user_id, kind, actor_id, thread_id, reply_id, text, email_due)
  SELECT r.author_id, 'accepted', $2, $1, r.id, $4, u.email_verified_at IS NOT NULL AND u.notify_replies
    FROM replies r JOIN users u ON u.id = r.author_id
   WHERE r.id = $3 AND r.thread_id = $1 AND r.author_id <> $2
     AND NOT EXISTS (SELECT 1 FROM thread_watches w WHERE w.thread_id = $1 AND w.user_id = r.author_id AND w.level = 'muted')
     AND NOT EXISTS (SELECT 1 FROM member_mutes m WHERE m.user_id = r.author_id AND m.muted_user_id = $2)
  RETURNING user_id AS "userId"`;

/** Moderation outcomes are in-app only: no consent covers them, and the member sees them on their next visit. */
export const INSERT_MODERATION_SQL = `
  INSERT INTO notifications (user_id, kind, thread_id, reply_id, text) VALUES ($1, $2, $3, $4, $5)`;

/** A notification of issue 15's features: in-app only, leading to its own page. */
export const INSERT_MEMBER_NOTIFICATION_SQL = `
  INSERT INTO notifications (user_id, kind, actor_id, text, link) VALUES ($1, $2, $3, $4, $5)`;

/** One page of a member's notifications, newest first ($2: the last id shown, or null). */
export const NOTIFICATION_PAGE_SQL = `
  SELECT n.id::int AS id, n.kind, n.actor_id AS "actorId", a.first_name AS "actorFirstName", a.last_name AS "actorLastName",
         n.thread_id AS "threadId", n.reply_id AS "replyId", t.title AS "threadTitle", c.slug AS community,
         n.text, n.link, n.read_at IS NOT NULL AS read, n.created_at AS "createdAt"
    FROM notifications n
    LEFT JOIN users a ON a.id = n.actor_id
    LEFT JOIN threads t ON t.id = n.thread_id
    LEFT JOIN communities c ON c.id = t.community_id
   WHERE n.user_id = $1 AND ($2::bigint IS NULL OR n.id < $2)
   ORDER BY n.id DESC
   LIMIT ${DISCUSSION_PAGE_SIZE + 1}`;

export const UNREAD_COUNT_SQL = `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL`;

/** Marks the member's own unread notifications read: all, or those of $2. */
export const MARK_READ_SQL = `
  UPDATE notifications SET read_at = now()
   WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`;

/** A thread member $2 can open: not deleted, and not hidden unless theirs (issue 24: a hidden thread is not found). */
export const THREAD_EXISTS_SQL = `SELECT 1 FROM threads WHERE id = $1 AND deleted_at IS NULL AND (NOT hidden OR author_id = $2)`;
export const SET_WATCH_SQL = `
  INSERT INTO thread_watches (thread_id, user_id, level) VALUES ($1, $2, $3)
  ON CONFLICT (thread_id, user_id) DO UPDATE SET level = EXCLUDED.level`;

export const MUTE_SQL = `
  INSERT INTO member_mutes (user_id, muted_user_id) SELECT $1, id FROM users WHERE id = $2
  ON CONFLICT DO NOTHING RETURNING 1`;
export const UNMUTE_SQL = `DELETE FROM member_mutes WHERE user_id = $1 AND muted_user_id = $2`;
export const MEMBER_EXISTS_SQL = `SELECT 1 FROM users WHERE id = $1`;
export const MUTED_MEMBERS_SQL = `
  SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName"
    FROM member_mutes m JOIN users u ON u.id = m.muted_user_id
   WHERE m.user_id = $1
   ORDER BY m.created_at DESC, u.id`;

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
 * In-app notifications and their e-mails (issue 14 §4). Every notify method runs inside the writer's transaction, so a
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
    const [context] = (await manager.query(NOTICE_CONTEXT_SQL, [notice.threadId, notice.actorId])) as {
      firstName: string;
      lastName: string;
      title: string;
    }[];
    if (!context) return;
    const actor = displayNameOf(context.firstName, context.lastName);
    const notified = (await manager.query(INSERT_POST_NOTIFICATIONS_SQL, [
      notice.threadId,
      notice.actorId,
      notice.replyId,
      mentions,
      notificationText.mention(actor, context.title),
      notice.kind === 'reply',
      notificationText.reply(actor, context.title),
    ])) as { userId: number }[];
    await this.live.notifyMembers(
      manager,
      notified.map((n) => n.userId),
    );
  }

  /** The reply's author hears that their answer was accepted. */
  async notifyAccepted(manager: EntityManager, notice: { threadId: number; replyId: number; actorId: number }): Promise<void> {
    const [context] = (await manager.query(NOTICE_CONTEXT_SQL, [notice.threadId, notice.actorId])) as {
      firstName: string;
      lastName: string;
      title: string;
    }[];
    if (!context) return;
    const text = notificationText.accepted(displayNameOf(context.firstName, context.lastName), context.title);
    const notified = (await manager.query(INSERT_ACCEPTED_SQL, [notice.threadId, notice.actorId, notice.replyId, text])) as {
      userId: number;
    }[];
    await this.live.notifyMembers(
      manager,
      notified.map((n) => n.userId),
    );
  }

  async notifyModeration(manager: EntityManager, notice: ModerationNotice): Promise<void> {
    await manager.query(INSERT_MODERATION_SQL, [notice.userId, notice.kind, notice.threadId, notice.replyId, notice.text]);
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
    await manager.query(INSERT_MEMBER_NOTIFICATION_SQL, [notice.userId, notice.kind, notice.actorId ?? null, notice.text, notice.link]);
    await this.live.notifyMembers(manager, [notice.userId]);
  }

  /** GET /api/notifications: a page, newest first, and the unread count. */
  async list(userId: number, cursor: string | undefined): Promise<NotificationList> {
    const after = cursor === undefined ? null : (decodeCursor(cursor, ['id'])[0] as number);
    const [rows, [{ n: unread }]] = (await Promise.all([
      this.dataSource.query(NOTIFICATION_PAGE_SQL, [userId, after]),
      this.dataSource.query(UNREAD_COUNT_SQL, [userId]),
    ])) as [NotificationRow[], { n: number }[]];
    const more = rows.length > DISCUSSION_PAGE_SIZE;
    const items = rows.slice(0, DISCUSSION_PAGE_SIZE).map(toNotification);
    return { items, nextCursor: more ? encodeCursor([items.at(-1)!.id]) : null, unread };
  }

  /** POST /api/notifications/read: the member's own notifications only; their other tabs hear the new count. */
  async markRead(userId: number, body: MarkNotificationsRead): Promise<{ unread: number }> {
    return this.dataSource.transaction(async (m) => {
      await m.query(MARK_READ_SQL, [userId, body.ids ?? null]);
      await this.live.notifyMembers(m, [userId]);
      const [{ n }] = (await m.query(UNREAD_COUNT_SQL, [userId])) as { n: number }[];
      return { unread: n };
    });
  }

  /** PUT /api/threads/:id/watch. */
  async setWatch(userId: number, threadId: number, level: WatchLevel): Promise<void> {
    if (!((await this.dataSource.query(THREAD_EXISTS_SQL, [threadId, userId])) as unknown[]).length)
      throw new NotFoundException(DISCUSSION_MESSAGES.threadNotFound);
    await this.dataSource.query(SET_WATCH_SQL, [threadId, userId, level]);
  }

  /** PUT /api/me/mutes/:memberId (idempotent). */
  async mute(userId: number, memberId: number): Promise<void> {
    if (memberId === userId) throw new BadRequestException(NOTIFICATION_MESSAGES.muteSelf);
    const inserted = (await this.dataSource.query(MUTE_SQL, [userId, memberId])) as unknown[];
    if (!inserted.length && !((await this.dataSource.query(MEMBER_EXISTS_SQL, [memberId])) as unknown[]).length)
      throw new NotFoundException(NOTIFICATION_MESSAGES.memberNotFound);
  }

  /** DELETE /api/me/mutes/:memberId (idempotent). */
  async unmute(userId: number, memberId: number): Promise<void> {
    if (memberId === userId) throw new BadRequestException(NOTIFICATION_MESSAGES.muteSelf);
    if (!((await this.dataSource.query(MEMBER_EXISTS_SQL, [memberId])) as unknown[]).length)
      throw new NotFoundException(NOTIFICATION_MESSAGES.memberNotFound);
    await this.dataSource.query(UNMUTE_SQL, [userId, memberId]);
  }

  /** GET /api/me/mutes: the members whose posts the member hears nothing of, last muted first. */
  async mutes(userId: number): Promise<PostAuthor[]> {
    const rows = (await this.dataSource.query(MUTED_MEMBERS_SQL, [userId])) as { id: number; firstName: string; lastName: string }[];
    return rows.map((r) => postAuthor(r.id, r.firstName, r.lastName)!);
  }
}
