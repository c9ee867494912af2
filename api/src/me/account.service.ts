import {
  type Account,
  ACCOUNT_MESSAGES,
  type AccountExport,
  EXPORT_SCHEMA_VERSION,
  type UpdateAccount,
  type WelcomeState,
  type WelcomeUpdate,
} from '@cci/contracts';
import { ConflictException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountTokensService } from '../accounts/account-tokens.service';
import { PasswordCheck } from '../accounts/password-check';
import type { SessionRow } from '../auth/auth.queries';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import { ConversationsService } from '../conversations/conversations.service';
import { EventRsvpsService } from '../events/event-rsvps.service';
import { forgetMentoringMember } from '../mentoring/mentoring-accounts';
import { MembershipsService } from '../users/memberships.service';
import {
  ACCOUNT_SQL,
  type AccountRow,
  type BadgeRow,
  DELETE_ENTRIES_SQL,
  DELETE_PARTICIPATIONS_SQL,
  DELETE_SPOTLIGHTS_SQL,
  DELETE_USER_SQL,
  EXPORT_DISCUSSION_SQL,
  EXPORT_ENGAGEMENT_SQL,
  EXPORT_POSTS_SQL,
  EXPORT_RECORDS_SQL,
  EXPORT_REQUESTS_SQL,
  type ExportPostRow,
  type ExportRequestRows,
  type FollowRow,
  type IdRow,
  LOCK_ADMINS_SQL,
  MEMBER_CHALLENGES_SQL,
  type PointRow,
  type RecordRow,
  RECOUNT_CHALLENGES_SQL,
  type RsvpRow,
  updateAccountSql,
  UPDATE_WELCOME_SQL,
  type WelcomeRow,
} from './me.queries';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';

export const NOTHING_TO_CHANGE = 'Nothing to change: give at least one of the fields';
/** DELETE /api/me by the only admin-role account (409). */
export const LAST_ADMIN = 'You are the only admin: grant the admin role to another member before deleting your account';

const toWelcome = (r: WelcomeRow): WelcomeState => ({
  step: r.welcomeStep,
  done: r.welcomeDone,
  introduced: r.introduced,
  thread: r.welcomeThread,
});

const toAccount = (r: AccountRow, pendingEmail: string | null): Account => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  bio: r.bio,
  expertise: r.expertise,
  goals: r.goals,
  timeZone: r.timeZone,
  notifications: {
    replies: r.replies,
    mentions: r.mentions,
    digest: r.digest,
    events: r.events,
    follows: r.follows,
    messages: r.messages,
    announcements: r.announcements,
  },
  theme: r.theme,
  emailVerified: r.emailVerified,
  pendingEmail,
  avatar: r.avatar,
  welcome: toWelcome(r),
  createdAt: new Date(r.createdAt).toISOString(),
});

/** The columns PATCH /api/me may change, from the contract's field names. */
function columnsOf(patch: UpdateAccount): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (patch.firstName !== undefined) set.first_name = patch.firstName;
  if (patch.lastName !== undefined) set.last_name = patch.lastName;
  if (patch.bio !== undefined) set.bio = patch.bio;
  if (patch.expertise !== undefined) set.expertise = patch.expertise;
  if (patch.goals !== undefined) set.goals = patch.goals;
  if (patch.timeZone !== undefined) set.time_zone = patch.timeZone;
  if (patch.theme !== undefined) set.theme = patch.theme;
  const n = patch.notifications;
  if (n?.replies !== undefined) set.notify_replies = n.replies;
  if (n?.mentions !== undefined) set.notify_mentions = n.mentions;
  if (n?.digest !== undefined) set.notify_digest = n.digest;
  if (n?.events !== undefined) set.notify_events = n.events;
  if (n?.follows !== undefined) set.notify_follows = n.follows;
  if (n?.messages !== undefined) set.notify_messages = n.messages;
  if (n?.announcements !== undefined) set.notify_announcements = n.announcements;
  return set;
}

/**
 * The signed-in member's own account: settings (GET/PATCH /api/me), the data export and the deletion of the account.
 * Public contributions of later features reference users with ON DELETE SET NULL and show "Deleted member" (README).
 */
@Injectable()
export class AccountService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly tokens: AccountTokensService,
    private readonly passwords: PasswordCheck,
    private readonly events: EventRsvpsService,
    private readonly tableWrites: TableWritesSubscriber,
    private readonly conversations: ConversationsService,
  ) {}

  /** The account, or 401 when the member is gone (deleted between the session read and now). */
  async account(userId: number): Promise<Account> {
    const [[row], pendingEmail] = await Promise.all([
      db.many<AccountRow>(this.dataSource, ACCOUNT_SQL, [userId]),
      this.tokens.pendingEmailOf(userId),
    ]);
    if (!row) throw new UnauthorizedException();
    return toAccount(row, pendingEmail);
  }

  /** Changes the fields given and answers the account as stored; a body without any field is a 400 (a typo, surely). */
  async update(userId: number, patch: UpdateAccount): Promise<Account> {
    const set = columnsOf(patch);
    if (!Object.keys(set).length) throw validationFailed({ _root: NOTHING_TO_CHANGE });
    const columns = Object.keys(set);
    await db.exec(this.dataSource, updateAccountSql(columns), [userId, ...columns.map((c) => set[c])]);
    this.tableWrites.wrote(this.dataSource.manager, 'users'); // this replica's caches follow at once
    return this.account(userId);
  }

  /** PATCH /api/me/welcome: the step reached (never back: resuming starts at the furthest) and/or the welcome ended. */
  async updateWelcome(userId: number, patch: WelcomeUpdate): Promise<WelcomeState> {
    const row = await db.one<WelcomeRow>(this.dataSource, UPDATE_WELCOME_SQL, [userId, patch.step ?? null, patch.done === true]);
    if (!row) throw new UnauthorizedException();
    return toWelcome(row);
  }

  /** Everything stored about the member (contracts' AccountExportSchema); `sessions` come from the session store. */
  async export(userId: number, sessions: SessionRow[], currentSid: string | undefined): Promise<AccountExport> {
    const account = await this.account(userId);
    const [memberships, eventRequests, demoRequests, waitlist, posts, discussions, messages] = await Promise.all([
      this.memberships.datedForUser(userId),
      db.many<ExportRequestRows['eventRequests']>(this.dataSource, EXPORT_REQUESTS_SQL.eventRequests, [userId]),
      db.many<ExportRequestRows['demoRequests']>(this.dataSource, EXPORT_REQUESTS_SQL.demoRequests, [userId]),
      db.many<ExportRequestRows['waitlist']>(this.dataSource, EXPORT_REQUESTS_SQL.waitlist, [userId]),
      db.many<ExportPostRow>(this.dataSource, EXPORT_POSTS_SQL, [userId]),
      this.discussionRecords(userId),
      this.conversations.records(userId),
    ]);
    return {
      schemaVersion: EXPORT_SCHEMA_VERSION,
      exportedAt: new Date().toISOString(),
      account,
      memberships,
      sessions: sessions.map((s) => ({
        createdAt: new Date(s.createdAt).toISOString(),
        lastSeenAt: new Date(s.lastSeenAt).toISOString(),
        expiresAt: new Date(s.expiresAt).toISOString(),
        current: s.sid === currentSid,
      })),
      requests: { eventRequests, demoRequests, waitlist },
      posts,
      discussions,
      ...(await this.engagementRecords(userId)),
      messages,
    };
  }

  /** The member's points, RSVPs, badges, challenges, mentoring, spotlights and follows, oldest first. */
  private async engagementRecords(userId: number): Promise<Pick<AccountExport, 'points' | 'rsvps' | 'engagement'>> {
    const q = <Row>(sql: string) => db.many<Row>(this.dataSource, sql, [userId]);
    const E = EXPORT_ENGAGEMENT_SQL;
    const [
      points,
      rsvps,
      badges,
      following,
      followers,
      [participations, entries, [mentorProfile], mentorships, messages, reviews, spotlights],
    ] = await Promise.all([
      q<PointRow>(E.points),
      q<RsvpRow>(E.rsvps),
      q<BadgeRow>(E.badges),
      q<FollowRow>(E.following),
      q<FollowRow>(E.followers),
      Promise.all(EXPORT_RECORDS_SQL.map((sql) => q<RecordRow>(sql))),
    ]);
    return {
      points,
      rsvps,
      engagement: {
        badges,
        challengeParticipations: participations,
        challengeEntries: entries,
        mentorProfile: mentorProfile ?? null,
        mentorships,
        mentorshipMessages: messages,
        mentoringReviews: reviews,
        spotlights,
        following,
        followers,
      },
    };
  }

  /** The member's likes, reports, watch levels, mutes, bookmarks, drafts, uploads and notifications, oldest first. */
  private async discussionRecords(userId: number): Promise<AccountExport['discussions']> {
    type Records = AccountExport['discussions'];
    const q = <K extends keyof Records>(key: K) => db.many<Records[K][number]>(this.dataSource, EXPORT_DISCUSSION_SQL[key], [userId]);
    const [likes, reports, watches, mutedMembers, bookmarks, drafts, uploads, notifications] = await Promise.all([
      q('likes'),
      q('reports'),
      q('watches'),
      q('mutedMembers'),
      q('bookmarks'),
      q('drafts'),
      q('uploads'),
      q('notifications'),
    ]);
    return { likes, reports, watches, mutedMembers, bookmarks, drafts, uploads, notifications };
  }

  /**
   * The password that confirms the deletion: 400 on `password` when wrong, counted with the member's other wrong
   * current passwords (PasswordCheck: 429 + Retry-After once the limit is full, whatever the password).
   */
  checkPasswordForDelete(userId: number, password: string, reply: FastifyReply): Promise<void> {
    return this.passwords.verify(userId, password, reply, { field: 'password', message: ACCOUNT_MESSAGES.passwordForDelete });
  }

  /**
   * The last admin-role account (ADMIN_EMAILS' accounts hold the role too) may not go, or no one could
   * run the site. The admins' rows are locked first (as a change of role does, members-admin.service.ts): two admins
   * deleting themselves at once are settled one after the other, and the second finds itself the last.
   */
  private async refuseLastAdmin(m: EntityManager, userId: number): Promise<void> {
    const admins = await db.many<IdRow>(m, LOCK_ADMINS_SQL);
    if (admins.length === 1 && admins[0].id === userId) throw new ConflictException(LAST_ADMIN);
  }

  /**
   * Deletes the member: memberships and one-time links go with the row (ON DELETE CASCADE), and the address is free to
   * register again. 409 for the last admin (refuseLastAdmin). Logged without personal data (no e-mail, no name, no id).
   */
  async delete(userId: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.refuseLastAdmin(m, userId);
      // These keep their rows when a user goes (ON DELETE SET NULL, for the spec's example content): a member's
      // spotlights go with them; their mentorships stay with the other side (forgetMentoringMember).
      // Counters other members see stay true: event places pass to the waitlist, a mentor's place is freed, and the
      // challenges' counts are recounted without the member.
      await this.events.removeMember(m, userId);
      await forgetMentoringMember(m, userId);
      const challenges = await db.many<IdRow>(m, MEMBER_CHALLENGES_SQL, [userId]);
      await db.exec(m, DELETE_ENTRIES_SQL, [userId]);
      await db.exec(m, DELETE_PARTICIPATIONS_SQL, [userId]);
      await db.exec(m, RECOUNT_CHALLENGES_SQL, [challenges.map((c) => c.id)]);
      await db.exec(m, DELETE_SPOTLIGHTS_SQL, [userId]);
      await db.exec(m, DELETE_USER_SQL, [userId]);
    });
    this.logger.log('member account deleted');
  }
}
