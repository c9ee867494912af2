import {
  type AccountExport,
  type BlockedMember,
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  type ConversationSummary,
  type DirectMessage,
  displayNameOf,
  markdownExcerpt,
  type MessagePage,
  NEW_ACCOUNT_MESSAGE_CAP,
  renderMarkdown,
  type ReportPost,
  type SendMessage,
  type StreamEvent,
  UNREAD_MESSAGE_EMAIL_DELAY_MS,
  type UnreadMessages,
} from '@cci/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { iso } from '../common/iso';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import { tooMany } from '../limits/too-many';
import { LiveService } from '../live/live.service';
import { MailService } from '../mail/mail.service';
import { postAuthor } from '../members/post-author';
import { JobsService } from '../notifications/jobs.service';
import { NOTIFICATIONS_FROM } from '../notifications/notification-templates';
import { enforce } from '../rules/rules';
import {
  BLOCK_SQL,
  type BlockRow,
  BLOCKS_SQL,
  CAP_SQL,
  type CapRow,
  CLAIM_UNREAD_SQL,
  type ClaimRow,
  type ConversationRow,
  CONVERSATIONS_SQL,
  DUE_UNREAD_SQL,
  type DueUnreadRow,
  EXPORT_BLOCKS_SQL,
  EXPORT_CONVERSATIONS_SQL,
  EXPORT_REPORTS_SQL,
  FIND_PAIR_SQL,
  type IdRow,
  INSERT_MESSAGE_SQL,
  LOCK_WRITER_SQL,
  MARK_READ_SQL,
  MEMBER_CONVERSATION_SQL,
  MEMBER_EXISTS_SQL,
  MEMBER_MESSAGE_SQL,
  MEMBER_NAMES_SQL,
  type MemberConversationRow,
  type MemberMessageRow,
  type MemberNamesRow,
  MESSAGES_SQL,
  type MessageRow,
  type NewMessageRow,
  PAIR_FACTS_SQL,
  type PairFactsRow,
  REPORT_MESSAGE_SQL,
  START_SQL,
  UNBLOCK_SQL,
  UNREAD_SQL,
  type UnreadRow,
} from './conversations.queries';

/** The job that e-mails members about messages still unread (every minute; each side of a conversation once per read). */
export const UNREAD_MESSAGES_JOB = 'unread-message-emails';

/** The export's messages section (contracts' MessageRecordsSchema). */
type MessageRecords = AccountExport['messages'];

const HIDDEN_EXCERPT = 'A moderator hid this message';

const summaryOf = (r: ConversationRow): ConversationSummary => ({
  id: r.id,
  other: postAuthor(r.otherId, r.otherFirstName, r.otherLastName, r.otherAvatar),
  last:
    r.lastAt === null
      ? null
      : {
          authorId: r.lastAuthorId,
          excerpt: r.lastHidden ? HIDDEN_EXCERPT : markdownExcerpt(r.lastBody ?? '', CONVERSATION_LIMITS.excerpt),
          createdAt: iso(r.lastAt),
        },
  unread: r.unread,
  blocked: r.blocked,
  createdAt: iso(r.createdAt),
});

/**
 * Direct messages between two members and blocking (issue 30 §3). Every write runs in one transaction: the rule book
 * (a verified, unsuspended account), the pair's facts (verified, a shared community, no block either way) and a new
 * account's daily cap are read there, after the writer's advisory lock, so parallel requests on any replica are counted
 * on a settled set. The two members' open pages hear of each message over the stream (live_events, replayable).
 */
@Injectable()
export class ConversationsService {
  private readonly logger = new Logger('Messages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly live: LiveService,
    private readonly mail: MailService,
    jobs: JobsService,
  ) {
    jobs.register(UNREAD_MESSAGES_JOB, '* * * * *', () => this.sendUnreadEmails());
  }

  /** POST /api/conversations: the pair's conversation, the existing one or a new one (the unique pair settles races). */
  async start(userId: number, memberId: number, reply: FastifyReply): Promise<ConversationSummary> {
    if (userId === memberId) throw new BadRequestException(CONVERSATION_MESSAGES.self);
    const pair = [Math.min(userId, memberId), Math.max(userId, memberId)];
    const id = await this.dataSource.transaction(async (m) => {
      await enforce(m, 'directMessage', userId, null);
      await db.exec(m, LOCK_WRITER_SQL, [userId]);
      const existing = await db.one<IdRow>(m, FIND_PAIR_SQL, pair);
      if (existing) return existing.id;
      await this.checkPair(m, userId, memberId);
      const cap = await this.cap(m, userId);
      if (cap && cap.conversations >= NEW_ACCOUNT_MESSAGE_CAP.conversations)
        throw tooMany(reply, cap.conversationsRetry ?? 60, CONVERSATION_MESSAGES.conversationCap(NEW_ACCOUNT_MESSAGE_CAP.conversations));
      return (await db.one<IdRow>(m, START_SQL, [...pair, userId]))!.id;
    });
    return this.summary(userId, id);
  }

  /** GET /api/conversations */
  async list(userId: number): Promise<ConversationSummary[]> {
    const rows = await db.many<ConversationRow>(this.dataSource, CONVERSATIONS_SQL, [userId, null]);
    return rows.map(summaryOf);
  }

  /** GET /api/conversations/:id/messages: a page (oldest first), the newest page without a cursor. */
  async messages(userId: number, id: number, cursor: string | undefined): Promise<MessagePage> {
    const before = cursor === undefined ? null : (decodeCursor(cursor, ['id'])[0] as number);
    const conversation = await this.summary(userId, id);
    const rows = await db.many<MessageRow>(this.dataSource, MESSAGES_SQL, [id, before]);
    const page = rows.slice(0, CONVERSATION_LIMITS.page);
    return {
      conversation,
      items: page.reverse().map((r) => this.messageOf(id, r)),
      nextCursor: rows.length > CONVERSATION_LIMITS.page ? encodeCursor([page[0].id]) : null,
    };
  }

  /** POST /api/conversations/:id/messages */
  async send(userId: number, id: number, input: SendMessage, reply: FastifyReply): Promise<DirectMessage> {
    return this.dataSource.transaction(async (m) => {
      await enforce(m, 'directMessage', userId, null);
      const conversation = await this.memberConversation(m, userId, id);
      if (conversation.otherId === null) throw new ConflictException(CONVERSATION_MESSAGES.otherGone);
      await db.exec(m, LOCK_WRITER_SQL, [userId]);
      await this.checkPair(m, userId, conversation.otherId);
      const cap = await this.cap(m, userId);
      if (cap && cap.messages >= NEW_ACCOUNT_MESSAGE_CAP.messages)
        throw tooMany(reply, cap.messagesRetry ?? 60, CONVERSATION_MESSAGES.messageCap(NEW_ACCOUNT_MESSAGE_CAP.messages));
      const html = renderMarkdown(input.body);
      const row = (await db.one<NewMessageRow>(m, INSERT_MESSAGE_SQL, [userId, id, input.body, html]))!;
      await this.tell(m, id, [userId, conversation.otherId]);
      const [names] = await db.many<MemberNamesRow>(m, MEMBER_NAMES_SQL, [userId]);
      return {
        id: row.id,
        conversationId: id,
        author: postAuthor(userId, names.firstName, names.lastName, names.avatar),
        html,
        hidden: false,
        createdAt: iso(row.createdAt),
      };
    });
  }

  /** PUT /api/conversations/:id/read: the member's other tabs and the nav hear the new count. */
  async markRead(userId: number, id: number): Promise<UnreadMessages> {
    return this.dataSource.transaction(async (m) => {
      await this.memberConversation(m, userId, id);
      await db.exec(m, MARK_READ_SQL, [userId, id]);
      const unread = await this.unreadIn(m, userId);
      await this.live.tellMembers(m, [userId], { type: 'message', conversationId: id, unread });
      return { unread };
    });
  }

  /** GET /api/me/unread-messages */
  async unread(userId: number): Promise<UnreadMessages> {
    return { unread: await this.unreadIn(this.dataSource.manager, userId) };
  }

  /** POST /api/messages/:id/report: into the one moderation queue, once per reporter while their report is open. */
  async report(userId: number, messageId: number, input: ReportPost): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await enforce(m, 'reportMessage', userId, null);
      const message = await db.one<MemberMessageRow>(m, MEMBER_MESSAGE_SQL, [userId, messageId]);
      if (!message) throw new NotFoundException(CONVERSATION_MESSAGES.messageNotFound);
      if (message.authorId === userId) throw new ForbiddenException(CONVERSATION_MESSAGES.ownMessage);
      const inserted = await db.many(m, REPORT_MESSAGE_SQL, [userId, messageId, input.reason, input.note]);
      if (!inserted.length) throw new ConflictException(CONVERSATION_MESSAGES.alreadyReported);
    });
  }

  /** PUT/DELETE /api/members/:id/block (idempotent). */
  async block(userId: number, memberId: number, on: boolean): Promise<void> {
    if (userId === memberId) throw new BadRequestException(CONVERSATION_MESSAGES.blockSelf);
    if (!(await db.one(this.dataSource, MEMBER_EXISTS_SQL, [memberId]))) throw new NotFoundException(CONVERSATION_MESSAGES.memberNotFound);
    await db.exec(this.dataSource, on ? BLOCK_SQL : UNBLOCK_SQL, [userId, memberId]);
  }

  /** GET /api/me/blocks */
  async blocks(userId: number): Promise<BlockedMember[]> {
    const rows = await db.many<BlockRow>(this.dataSource, BLOCKS_SQL, [userId]);
    return rows.map((r) => ({ member: postAuthor(r.id, r.firstName, r.lastName, r.avatar)!, createdAt: iso(r.createdAt) }));
  }

  /** The export's section: the member's conversations with every message, their blocks and their reports of messages. */
  async records(userId: number): Promise<MessageRecords> {
    const [conversations, blocked, reports] = await Promise.all([
      db.many<MessageRecords['conversations'][number]>(this.dataSource, EXPORT_CONVERSATIONS_SQL, [userId]),
      db.many<MessageRecords['blocked'][number]>(this.dataSource, EXPORT_BLOCKS_SQL, [userId]),
      db.many<MessageRecords['reports'][number]>(this.dataSource, EXPORT_REPORTS_SQL, [userId]),
    ]);
    return { conversations, blocked, reports };
  }

  /**
   * The unread-message e-mail (the job, every minute): to each consenting, verified member with messages unread for
   * `delayMs`, one e-mail naming the conversations, and no other until they read them. Each side is claimed in the
   * e-mail's transaction (CLAIM_UNREAD_SQL): on any number of replicas it is sent once, and a failed send rolls back.
   */
  async sendUnreadEmails(delayMs = UNREAD_MESSAGE_EMAIL_DELAY_MS): Promise<number> {
    const due = await db.many<DueUnreadRow>(this.dataSource, DUE_UNREAD_SQL, [Math.round(delayMs / 1000)]);
    const byMember = new Map<number, DueUnreadRow[]>();
    for (const row of due) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
    let sent = 0;
    for (const [memberId, sides] of byMember) {
      try {
        if (await this.dataSource.transaction((m) => this.mailUnread(m, memberId, sides))) sent++;
      } catch (err) {
        this.logger.error(`an unread-message e-mail could not be sent: ${(err as Error).message}`);
      }
    }
    return sent;
  }

  private async mailUnread(m: EntityManager, memberId: number, sides: DueUnreadRow[]): Promise<boolean> {
    const lines: string[] = [];
    for (const s of sides) {
      const claimed = await db.one<ClaimRow>(m, CLAIM_UNREAD_SQL, [s.id, s.side, s.newest]);
      if (!claimed) continue;
      const other = claimed.otherId === null ? undefined : await db.one<MemberNamesRow>(m, MEMBER_NAMES_SQL, [claimed.otherId]);
      const who = other ? displayNameOf(other.firstName, other.lastName) : 'Deleted member';
      lines.push(`- ${who}: ${this.config.publicUrl}/messages/${s.id}`);
    }
    if (!lines.length) return false;
    const [me] = await db.many<MemberNamesRow>(m, MEMBER_NAMES_SQL, [memberId]);
    await this.mail.send({
      from: NOTIFICATIONS_FROM,
      to: { name: me.firstName, address: me.email },
      subject: lines.length === 1 ? 'You have an unread message' : 'You have unread messages',
      text: [
        `Hi ${me.firstName},`,
        '',
        'A message is waiting for you:',
        ...lines,
        '',
        `You get this because message e-mails are on in your settings: ${this.config.publicUrl}/settings`,
      ].join('\n'),
    });
    return true;
  }

  /** The conversation as member `userId` sees it, or 404 (someone else's is not found). */
  private async summary(userId: number, id: number): Promise<ConversationSummary> {
    const [row] = await db.many<ConversationRow>(this.dataSource, CONVERSATIONS_SQL, [userId, id]);
    if (!row) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return summaryOf(row);
  }

  private async memberConversation(m: EntityManager, userId: number, id: number): Promise<MemberConversationRow> {
    const row = await db.one<MemberConversationRow>(m, MEMBER_CONVERSATION_SQL, [userId, id]);
    if (!row) throw new NotFoundException(CONVERSATION_MESSAGES.notFound);
    return row;
  }

  /** Throws unless `userId` may write to `memberId`: they exist, neither blocked the other, verified, a shared community. */
  private async checkPair(m: EntityManager, userId: number, memberId: number): Promise<void> {
    const facts = await db.one<PairFactsRow>(m, PAIR_FACTS_SQL, [userId, memberId]);
    if (!facts) throw new NotFoundException(CONVERSATION_MESSAGES.memberNotFound);
    if (facts.blocked) throw new ForbiddenException(CONVERSATION_MESSAGES.blocked);
    if (!facts.verified) throw new ForbiddenException(CONVERSATION_MESSAGES.unverified);
    if (!facts.shared) throw new ForbiddenException(CONVERSATION_MESSAGES.noSharedCommunity);
  }

  /** The member's counts against the daily cap, or null when the account is old enough to have none. */
  private async cap(m: EntityManager, userId: number): Promise<CapRow | null> {
    const row = await db.one<CapRow>(m, CAP_SQL, [userId, NEW_ACCOUNT_MESSAGE_CAP.accountDays]);
    return row?.newAccount ? row : null;
  }

  private async unreadIn(m: EntityManager, userId: number): Promise<number> {
    return (await db.one<UnreadRow>(m, UNREAD_SQL, [userId]))!.unread;
  }

  /** Each member's open streams hear of the conversation, with their own unread count, after the commit. */
  private async tell(m: EntityManager, id: number, members: number[]): Promise<void> {
    for (const member of members) {
      const event: StreamEvent = { type: 'message', conversationId: id, unread: await this.unreadIn(m, member) };
      await this.live.tellMembers(m, [member], event);
    }
  }

  private messageOf(conversationId: number, r: MessageRow): DirectMessage {
    return {
      id: r.id,
      conversationId,
      author: postAuthor(r.authorId, r.firstName, r.lastName, r.avatar),
      html: r.html,
      hidden: r.hidden,
      createdAt: iso(r.createdAt),
    };
  }
}
