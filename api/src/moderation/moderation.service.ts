import {
  AUTO_HIDE_REPORTS,
  DISCUSSION_MESSAGES,
  markdownExcerpt,
  type ModerationAction,
  type ModerationItem,
  type ModerationKind,
  type ModeratePost,
  type PostKind,
  type ReportPost,
  type ReportReason,
  SUSPENSION_DAYS,
} from '@cci/contracts';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import { postAuthor } from '../members/post-author';
import { type LiveChange, LiveService } from '../live/live.service';
import { NotificationsService } from '../notifications/notifications.service';
import {
  DELETE_POST_SQL,
  HIDE_MESSAGE_SQL,
  HIDE_POST_SQL,
  INSERT_MESSAGE_MODERATION_SQL,
  LOCK_MESSAGE_SQL,
  MESSAGE_QUEUE_SQL,
  MODERATION_QUEUE_LIMIT,
  RESOLVE_MESSAGE_REPORTS_SQL,
  INSERT_MODERATION_ACTION_SQL,
  INSERT_REPORT_SQL,
  LOCK_POST_SQL,
  LOCK_THREAD_SQL,
  MODERATION_QUEUE_SQL,
  OPEN_REPORTERS_SQL,
  RESOLVE_REPORTS_SQL,
  SUSPEND_SQL,
  UNACCEPT_SQL,
  UNHIDE_POST_SQL,
} from './moderation.queries';
import { AuditService } from '../audit/audit.service';
import { enforce, sameMailbox } from '../rules/rules';
import { sessionDigest, type StaffActor } from '../audit/staff-actor';

export const NO_OPEN_REPORTS = 'This post has no open reports to dismiss';
export const AUTHOR_GONE = "The author's account no longer exists";
export const MESSAGE_ACTIONS_ONLY = 'A direct message can be dismissed or hidden';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const SUSPENSION_DAYS_MESSAGE = `A suspension lasts ${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max} days`;

/** The post a report or a decision is about, locked (LOCK_POST_SQL). */
interface PostFacts {
  id: number;
  threadId: number;
  authorId: number | null;
  threadTitle: string;
  community: string;
  communityId: number;
  hidden: boolean;
  hiddenReason: string | null;
  deleted: boolean;
  threadDeleted: boolean;
  /** Its thread is hidden (then it is not found but by the thread's author). */
  threadHidden: boolean;
  locked: boolean;
  accepted: boolean;
}

/** moderation_actions.actor: never the session id itself (it is the session's credential), but a stable digest. */
export const actorOf = (who: StaffActor): string =>
  'memberId' in who ? `member ${who.memberId}` : `shared password, session ${sessionDigest(who.sessionId)}`;

export interface ModerationOutcome {
  action: ModerationAction;
  /** How many open reports the decision resolved. */
  resolvedReports: number;
  hidden: boolean;
  deleted: boolean;
  locked: boolean;
  /** For suspend: until when (ISO 8601). */
  suspendedUntil: string | null;
}

/** What the post's author and its reporters are told (one sentence each). */
function outcomeTexts(action: ModerationAction, post: PostFacts, reason: string, suspendedUntil: string | null, restored: boolean) {
  const where = `your post in ‘${post.threadTitle}’`;
  const why = reason ? ` Reason: ${reason}` : '';
  const author: Record<ModerationAction, string | null> = {
    dismiss: restored ? `A moderator reviewed the reports on ${where}: it is visible again.` : null,
    hide: `A moderator hid ${where}.${why}`,
    delete: `A moderator deleted ${where}.${why}`,
    lock: `A moderator locked the thread ‘${post.threadTitle}’: it takes no new replies.${why}`,
    suspend: `Your account is suspended until ${suspendedUntil?.slice(0, 10)} and ${where} is hidden.${why}`,
  };
  const outcome: Record<ModerationAction, string> = {
    dismiss: 'left the post up',
    hide: 'hid the post',
    delete: 'deleted the post',
    lock: 'locked the thread',
    suspend: "hid the post and suspended its author's account",
  };
  return { author: author[action], reporter: `Thanks for your report on ‘${post.threadTitle}’: a moderator ${outcome[action]}.` };
}

interface QueueRow {
  kind: ModerationKind;
  id: number;
  threadId: number;
  threadTitle: string;
  community: string;
  firstReportedAt: Date;
  body: string;
  bodyHtml: string;
  hidden: boolean;
  deleted: boolean;
  locked: boolean;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatar: string | null;
  contextBodyStart: string | null;
  contextDeleted: boolean | null;
  contextId: number | null;
  contextFirstName: string | null;
  contextLastName: string | null;
  contextAvatar: string | null;
  reports: {
    reason: ReportReason;
    note: string;
    createdAt: string;
    reporterId: number | null;
    reporterFirstName: string | null;
    reporterLastName: string | null;
    reporterAvatar: string | null;
  }[];
}

const queueItem = (row: QueueRow): ModerationItem => ({
  post: { kind: row.kind, id: row.id, threadId: row.threadId, threadTitle: row.threadTitle, community: row.community },
  author: postAuthor(row.authorId, row.authorFirstName, row.authorLastName, row.authorAvatar),
  body: row.body,
  bodyHtml: row.bodyHtml,
  hidden: row.hidden,
  deleted: row.deleted,
  locked: row.locked,
  context:
    row.contextBodyStart === null
      ? null
      : {
          author: postAuthor(row.contextId, row.contextFirstName, row.contextLastName, row.contextAvatar),
          excerpt: row.contextDeleted ? DISCUSSION_MESSAGES.deleted : markdownExcerpt(row.contextBodyStart),
        },
  reports: row.reports.map((r) => ({
    reason: r.reason,
    note: r.note,
    reporter: postAuthor(r.reporterId, r.reporterFirstName, r.reporterLastName, r.reporterAvatar),
    createdAt: new Date(r.createdAt).toISOString(),
  })),
  firstReportedAt: new Date(row.firstReportedAt).toISOString(),
});

const notFound = (kind: PostKind) =>
  new NotFoundException(kind === 'thread' ? DISCUSSION_MESSAGES.threadNotFound : DISCUSSION_MESSAGES.replyNotFound);

/** The audit log's words for a moderation decision. */
const MODERATION_VERBS: Record<ModeratePost['action'], string> = {
  dismiss: 'Dismissed the reports on',
  hide: 'Hid',
  delete: 'Deleted',
  lock: 'Locked the thread of',
  suspend: 'Suspended the author of and hid',
};

/**
 * Reports and moderation, the guidelines' four steps: a member reports a post; it waits in the queue
 * (hidden meanwhile once AUTO_HIDE_REPORTS distinct members reported it); a moderator acts; the author and every
 * reporter hear the outcome. Each step is one transaction, with the post's row locked.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  private async lockPost(manager: EntityManager, kind: PostKind, id: number): Promise<PostFacts> {
    const post = await db.one<PostFacts>(manager, LOCK_POST_SQL[kind], [id]);
    if (!post) throw notFound(kind);
    return post;
  }

  private change(post: PostFacts, kind: PostKind, change: LiveChange['change']): LiveChange {
    return { threadId: post.threadId, community: post.community, change, replyId: kind === 'reply' ? post.id : null };
  }

  /** POST /api/posts/:kind/:id/report. Answers whether the post is now hidden. */
  async report(kind: PostKind, id: number, reporterId: number, input: ReportPost): Promise<{ hidden: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, kind, id);
      // A hidden thread and its replies are not found by readers: a report would tell them it exists.
      if (post.deleted || post.threadDeleted || post.threadHidden) throw notFound(kind);
      if (post.authorId === reporterId) throw new ForbiddenException(DISCUSSION_MESSAGES.ownPost);
      // The rule book: reporters are approved, verified, unsuspended members of the post's community.
      await enforce(manager, 'report', reporterId, post.communityId);
      if (post.authorId !== null && (await sameMailbox(manager, reporterId, post.authorId)))
        throw new ForbiddenException(DISCUSSION_MESSAGES.ownPost);
      const inserted = await db.many(manager, INSERT_REPORT_SQL, [
        reporterId,
        kind === 'thread' ? id : null,
        kind === 'reply' ? id : null,
        input.reason,
        input.note,
      ]);
      if (!inserted.length) throw new ConflictException(DISCUSSION_MESSAGES.alreadyReported);
      if (post.hidden) return { hidden: true };
      const { n } = (await db.one<{ n: number }>(manager, OPEN_REPORTERS_SQL[kind], [id]))!;
      if (n < AUTO_HIDE_REPORTS) return { hidden: false };
      await db.exec(manager, HIDE_POST_SQL[kind], [id, DISCUSSION_MESSAGES.hiddenByReports]);
      await this.live.publish(manager, this.change(post, kind, 'hide'));
      return { hidden: true };
    });
  }

  /** GET /api/admin/moderation/reports. */
  async queue(): Promise<ModerationItem[]> {
    const [posts, messages] = await Promise.all([
      db.many<QueueRow>(this.dataSource, MODERATION_QUEUE_SQL),
      db.many<QueueRow>(this.dataSource, MESSAGE_QUEUE_SQL),
    ]);
    // One queue, the longest waiting first, whatever was reported.
    const rows = [...posts, ...messages].sort((a, b) => new Date(a.firstReportedAt).getTime() - new Date(b.firstReportedAt).getTime());
    return rows.slice(0, MODERATION_QUEUE_LIMIT).map(queueItem);
  }

  /**
   * POST /api/admin/moderation/posts/message/:id: a reported direct message is dismissed (shown again if hidden) or
   * hidden; its open reports are resolved, and the decision recorded and audited as a post's.
   */
  private async moderateMessage(id: number, input: ModeratePost, staff: StaffActor): Promise<ModerationOutcome> {
    const { action } = input;
    if (action !== 'dismiss' && action !== 'hide') throw validationFailed({ action: MESSAGE_ACTIONS_ONLY });
    return this.dataSource.transaction(async (manager) => {
      const message = await db.one<{ id: number; authorId: number | null; hidden: boolean }>(manager, LOCK_MESSAGE_SQL, [id]);
      if (!message) throw new NotFoundException(MESSAGE_NOT_FOUND);
      const reporters = await db.many<{ reporterId: number }>(manager, RESOLVE_MESSAGE_REPORTS_SQL, [id, action]);
      if (action === 'dismiss' && !reporters.length) throw new ConflictException(NO_OPEN_REPORTS);
      const hidden = action === 'hide';
      await db.exec(manager, HIDE_MESSAGE_SQL, [id, hidden]);
      const reason = input.reason ?? '';
      await db.exec(manager, INSERT_MESSAGE_MODERATION_SQL, [id, message.authorId, action, reason, actorOf(staff)]);
      await this.audit.record(manager, staff, {
        action: `post.${action}`,
        entity: 'post',
        entityId: `message:${id}`,
        summary: `${MODERATION_VERBS[action]} a direct message${reason ? `: ${reason}` : ''}`,
        before: { hidden: message.hidden },
        after: { hidden },
      });
      return { action, resolvedReports: reporters.length, hidden, deleted: false, locked: false, suspendedUntil: null };
    });
  }

  /**
   * POST /api/admin/moderation/posts/:kind/:id. Every action resolves the post's open reports, is recorded with its
   * moderator, tells the author (dismiss: only when it shows their auto-hidden post again) and every reporter, and
   * shows live. Dismiss needs open reports (409 otherwise: there is nothing to dismiss); the other actions may be taken
   * on any post a moderator finds.
   */
  async moderate(kind: ModerationKind, id: number, input: ModeratePost, staff: StaffActor): Promise<ModerationOutcome> {
    if (kind === 'message') return this.moderateMessage(id, input, staff);
    const { action } = input;
    if (action === 'suspend' && input.days === undefined) throw validationFailed({ days: SUSPENSION_DAYS_MESSAGE });
    return this.dataSource.transaction(async (manager) => {
      const post = await this.lockPost(manager, kind, id);
      const reporters = await db.many<{ reporterId: number }>(manager, RESOLVE_REPORTS_SQL[kind], [id, action]);
      if (action === 'dismiss' && !reporters.length) throw new ConflictException(NO_OPEN_REPORTS);
      if (action === 'suspend' && post.authorId === null) throw new ConflictException(AUTHOR_GONE);
      const reason = input.reason ?? '';
      const outcome: ModerationOutcome = {
        action,
        resolvedReports: reporters.length,
        hidden: post.hidden,
        deleted: post.deleted,
        locked: post.locked,
        suspendedUntil: null,
      };
      let restored = false;
      let change: LiveChange['change'] = 'hide';
      if (action === 'dismiss' && post.hidden && post.hiddenReason === DISCUSSION_MESSAGES.hiddenByReports) {
        await db.exec(manager, UNHIDE_POST_SQL[kind], [id]);
        restored = true;
        outcome.hidden = false;
      }
      if (action === 'hide' || action === 'suspend') {
        await db.exec(manager, HIDE_POST_SQL[kind], [id, reason || DISCUSSION_MESSAGES.hiddenByModerator]);
        outcome.hidden = true;
      }
      if (action === 'suspend') {
        const { suspendedUntil } = (await db.one<{ suspendedUntil: Date }>(manager, SUSPEND_SQL, [
          post.authorId,
          input.days,
          reason || null,
        ]))!;
        outcome.suspendedUntil = new Date(suspendedUntil).toISOString();
      }
      if (action === 'delete') {
        await db.exec(manager, DELETE_POST_SQL[kind], [id]);
        if (kind === 'reply' && post.accepted) await db.exec(manager, UNACCEPT_SQL, [post.threadId, id]);
        outcome.deleted = true;
        change = 'delete';
      }
      if (action === 'lock') {
        await db.exec(manager, LOCK_THREAD_SQL, [post.threadId]);
        outcome.locked = true;
        change = 'lock';
      }
      await db.exec(manager, INSERT_MODERATION_ACTION_SQL, [
        post.threadId,
        kind === 'reply' ? id : null,
        post.authorId,
        action,
        reason,
        actorOf(staff),
      ]);
      await this.audit.record(manager, staff, {
        action: `post.${action}`,
        entity: 'post',
        entityId: `${kind}:${id}`,
        summary: `${MODERATION_VERBS[action]} a ${kind} in thread ${post.threadId}${reason ? `: ${reason}` : ''}`,
        before: { hidden: post.hidden, deleted: post.deleted, locked: post.locked },
        after: { hidden: outcome.hidden, deleted: outcome.deleted, locked: outcome.locked, suspendedUntil: outcome.suspendedUntil },
      });

      const texts = outcomeTexts(action, post, reason, outcome.suspendedUntil, restored);
      const target = { threadId: post.threadId, replyId: kind === 'reply' ? id : null };
      if (texts.author !== null && post.authorId !== null)
        await this.notifications.notifyModeration(manager, { userId: post.authorId, kind: 'moderation', text: texts.author, ...target });
      for (const reporterId of new Set(reporters.map((r) => r.reporterId)))
        await this.notifications.notifyModeration(manager, { userId: reporterId, kind: 'report-outcome', text: texts.reporter, ...target });
      if (action !== 'dismiss' || restored) await this.live.publish(manager, this.change(post, kind, change));
      return outcome;
    });
  }
}
