import { type Account, ACCOUNT_MESSAGES, type AccountExport, EXPORT_SCHEMA_VERSION, type UpdateAccount } from '@cci/contracts';
import { ConflictException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource, EntityManager, ObjectLiteral, Repository } from 'typeorm';
import { AccountTokensService } from '../accounts/account-tokens.service';
import { PasswordCheck } from '../accounts/password-check';
import { validationFailed } from '../common/valibot';
import { DemoRequestEntity, EventRequestEntity, WaitlistEntryEntity } from '../requests/request.entities';
import { toDemoRequestRecord, toEventRequestRecord, toWaitlistRecord } from '../requests/request.mappers';
import { EventRsvpsService } from '../events/event-rsvps.service';
import { forgetMentoringMember } from '../mentoring/mentoring-accounts';
import { MembershipsService } from '../users/memberships.service';
import { UserEntity } from '../users/user.entity';

export const NOTHING_TO_CHANGE = 'Nothing to change: give at least one of the fields';
/** DELETE /api/me by the only admin-role account (409). */
export const LAST_ADMIN = 'You are the only admin: grant the admin role to another member before deleting your account';

/** The member's own account (contracts' Account) but the address a change of e-mail waits for. */
const ACCOUNT_SQL = `
  SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.bio, u.expertise, u.goals, u.time_zone AS "timeZone",
         u.notify_replies AS replies, u.notify_mentions AS mentions, u.notify_digest AS digest, u.notify_events AS events,
         u.email_verified_at IS NOT NULL AS "emailVerified", u.created_at AS "createdAt"
    FROM users u WHERE u.id = $1`;

interface AccountRow extends Omit<Account, 'notifications' | 'createdAt' | 'pendingEmail'> {
  replies: boolean;
  mentions: boolean;
  digest: boolean;
  events: boolean;
  createdAt: Date;
}

const toAccount = (r: AccountRow, pendingEmail: string | null): Account => ({
  id: r.id,
  email: r.email,
  firstName: r.firstName,
  lastName: r.lastName,
  bio: r.bio,
  expertise: r.expertise,
  goals: r.goals,
  timeZone: r.timeZone,
  notifications: { replies: r.replies, mentions: r.mentions, digest: r.digest, events: r.events },
  emailVerified: r.emailVerified,
  pendingEmail,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** The columns PATCH /api/me may change, from the contract's field names. */
function columnsOf(patch: UpdateAccount): Partial<UserEntity> {
  const set: Partial<UserEntity> = {};
  if (patch.firstName !== undefined) set.firstName = patch.firstName;
  if (patch.lastName !== undefined) set.lastName = patch.lastName;
  if (patch.bio !== undefined) set.bio = patch.bio;
  if (patch.expertise !== undefined) set.expertise = patch.expertise;
  if (patch.goals !== undefined) set.goals = patch.goals;
  if (patch.timeZone !== undefined) set.timeZone = patch.timeZone;
  const n = patch.notifications;
  if (n?.replies !== undefined) set.notifyReplies = n.replies;
  if (n?.mentions !== undefined) set.notifyMentions = n.mentions;
  if (n?.digest !== undefined) set.notifyDigest = n.digest;
  if (n?.events !== undefined) set.notifyEvents = n.events;
  return set;
}

/**
 * The request rows whose e-mail column is the member's address (compared lower-cased: the forms store it so), and
 * only once that address is verified (issue 24 §1): anyone can register an address without owning it, and the forms
 * were sent by whoever owns it. Read in the one statement, so a change of address in between cannot show the rows
 * of an address not (or no longer) proved.
 */
function byVerifiedEmail<T extends ObjectLiteral>(repo: Repository<T>, column: string, userId: number): Promise<T[]> {
  return repo
    .createQueryBuilder('r')
    .where(`lower(r.${column}) = (SELECT lower(u.email) FROM users u WHERE u.id = :userId AND u.email_verified_at IS NOT NULL)`, {
      userId,
    })
    .orderBy('r.id')
    .getMany();
}

/** A session as the export shows it (SessionStore.sessionsOf's rows). */
export interface SessionRow {
  sid: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * The signed-in member's own account: settings (GET/PATCH /api/me), the data export and the deletion of the account.
 * Public contributions of later features reference users with ON DELETE SET NULL and show "Deleted member" (README).
 */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The member's threads and replies for the export (deleted and hidden ones too), oldest first. */
const EXPORT_POSTS_SQL = `
  SELECT 'thread' AS kind, t.id, t.id AS "threadId", c.slug AS community, t.title, t.body, ${iso('t.created_at')} AS "createdAt",
         ${iso('t.edited_at')} AS "editedAt", ${iso('t.deleted_at')} AS "deletedAt", t.hidden
    FROM threads t JOIN communities c ON c.id = t.community_id WHERE t.author_id = $1
  UNION ALL
  SELECT 'reply', r.id, r.thread_id, c.slug, t.title, r.body, ${iso('r.created_at')}, ${iso('r.edited_at')}, ${iso('r.deleted_at')}, r.hidden
    FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id WHERE r.author_id = $1
   ORDER BY "createdAt", kind, id`;

/** Likes, reports, watches, mutes and notifications of the member ($1), in the order of DiscussionRecordsSchema. */
const EXPORT_DISCUSSION_SQL = [
  `SELECT 'thread' AS kind, thread_id AS id, ${iso('created_at')} AS "createdAt" FROM thread_likes WHERE user_id = $1
   UNION ALL SELECT 'reply', reply_id, ${iso('created_at')} FROM reply_likes WHERE user_id = $1 ORDER BY "createdAt", kind, id`,
  `SELECT CASE WHEN reply_id IS NULL THEN 'thread' ELSE 'reply' END AS kind, coalesce(reply_id, thread_id) AS id, reason, note,
          ${iso('created_at')} AS "createdAt" FROM reports WHERE reporter_id = $1 ORDER BY created_at, id`,
  `SELECT thread_id AS "threadId", level FROM thread_watches WHERE user_id = $1 ORDER BY thread_id`,
  `SELECT muted_user_id AS "memberId", ${iso('created_at')} AS "createdAt" FROM member_mutes WHERE user_id = $1 ORDER BY created_at`,
  `SELECT kind, text, ${iso('created_at')} AS "createdAt", ${iso('read_at')} AS "readAt" FROM notifications WHERE user_id = $1 ORDER BY id`,
];

@Injectable()
export class AccountService {
  private readonly logger = new Logger('Accounts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly tokens: AccountTokensService,
    private readonly passwords: PasswordCheck,
    private readonly events: EventRsvpsService,
  ) {}

  /** The account, or 401 when the member is gone (deleted between the session read and now). */
  async account(userId: number): Promise<Account> {
    const [[row], pendingEmail] = await Promise.all([
      this.dataSource.query(ACCOUNT_SQL, [userId]) as Promise<AccountRow[]>,
      this.tokens.pendingEmailOf(userId),
    ]);
    if (!row) throw new UnauthorizedException();
    return toAccount(row, pendingEmail);
  }

  /** Changes the fields given and answers the account as stored; a body without any field is a 400 (a typo, surely). */
  async update(userId: number, patch: UpdateAccount): Promise<Account> {
    const set = columnsOf(patch);
    if (!Object.keys(set).length) throw validationFailed({ _root: NOTHING_TO_CHANGE });
    await this.dataSource.getRepository(UserEntity).update({ id: userId }, set);
    return this.account(userId);
  }

  /** Everything stored about the member (contracts' AccountExportSchema); `sessions` come from the session store. */
  async export(userId: number, sessions: SessionRow[], currentSid: string | undefined): Promise<AccountExport> {
    const account = await this.account(userId);
    const [memberships, eventRequests, demoRequests, waitlist, posts, discussions] = await Promise.all([
      this.memberships.datedForUser(userId),
      byVerifiedEmail(this.dataSource.getRepository(EventRequestEntity), 'contact_email', userId),
      byVerifiedEmail(this.dataSource.getRepository(DemoRequestEntity), 'email', userId),
      byVerifiedEmail(this.dataSource.getRepository(WaitlistEntryEntity), 'email', userId),
      this.dataSource.query(EXPORT_POSTS_SQL, [userId]) as Promise<AccountExport['posts']>,
      this.discussionRecords(userId),
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
      requests: {
        eventRequests: eventRequests.map(toEventRequestRecord),
        demoRequests: demoRequests.map(toDemoRequestRecord),
        waitlist: waitlist.map(toWaitlistRecord),
      },
      posts,
      discussions,
      ...(await this.engagementRecords(userId)),
    };
  }

  /** Issue 15: the member's points, RSVPs, badges, challenges, mentoring, spotlights and follows, oldest first. */
  private async engagementRecords(userId: number): Promise<Pick<AccountExport, 'points' | 'rsvps' | 'engagement'>> {
    const q = <T>(sql: string) => this.dataSource.query(sql, [userId]) as Promise<T[]>;
    const at = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const [
      points,
      rsvps,
      badges,
      participations,
      entries,
      [mentorProfile],
      mentorships,
      messages,
      reviews,
      spotlights,
      following,
      followers,
    ] = await Promise.all([
      q<AccountExport['points'][number]>(
        `SELECT l.amount, l.reason, c.slug AS community, l.source_key AS source, ${at('l.created_at')} AS "createdAt"
             FROM points_ledger l JOIN communities c ON c.id = l.community_id WHERE l.user_id = $1 ORDER BY l.id`,
      ),
      q<AccountExport['rsvps'][number]>(
        `SELECT r.event_id AS "eventId", e.title, r.status, ${at('r.updated_at')} AS "respondedAt",
                  CASE WHEN r.reminded_at IS NULL THEN NULL ELSE ${at('r.reminded_at')} END AS "remindedAt"
             FROM event_rsvps r JOIN events e ON e.id = r.event_id WHERE r.user_id = $1 ORDER BY r.created_at`,
      ),
      q<{ badge: string; awardedAt: string }>(
        `SELECT badge, ${at('awarded_at')} AS "awardedAt" FROM member_badges WHERE user_id = $1 ORDER BY awarded_at`,
      ),
      q<Record<string, unknown>>(
        `SELECT p.challenge_id AS "challengeId", ch.title, p.status, ${at('p.joined_at')} AS "joinedAt"
             FROM challenge_participants p JOIN challenges ch ON ch.id = p.challenge_id WHERE p.user_id = $1 ORDER BY p.joined_at`,
      ),
      q<Record<string, unknown>>(
        `SELECT s.challenge_id AS "challengeId", s.submission AS text, s.submission_url AS url, s.thread_id AS "threadId", s.status,
                  s.feedback, ${at('s.submitted_at')} AS "submittedAt"
             FROM challenge_submissions s WHERE s.user_id = $1 ORDER BY s.submitted_at`,
      ),
      q<Record<string, unknown>>(
        `SELECT bio, expertise, experience, availability, community_name AS community, max_mentees AS "maxMentees",
                  linkedin_url AS "linkedinUrl", is_active AS active, ${at('created_at')} AS "createdAt"
             FROM mentor_profiles WHERE user_id = $1`,
      ),
      q<Record<string, unknown>>(
        `SELECT q.id, CASE WHEN q.mentee_id = $1 THEN 'mentee' ELSE 'mentor' END AS role, q.description AS goal, q.status,
                  ${at('q.created_at')} AS "createdAt"
             FROM mentoring_requests q JOIN mentor_profiles mp ON mp.id = q.mentor_id
            WHERE q.mentee_id = $1 OR mp.user_id = $1 ORDER BY q.created_at`,
      ),
      q<Record<string, unknown>>(
        `SELECT request_id AS "mentorshipId", body, ${at('created_at')} AS "createdAt" FROM mentorship_messages WHERE author_id = $1 ORDER BY id`,
      ),
      q<Record<string, unknown>>(
        `SELECT request_id AS "mentorshipId", rating, review AS note, ${at('created_at')} AS "createdAt" FROM mentoring_reviews WHERE reviewer_id = $1 ORDER BY id`,
      ),
      q<Record<string, unknown>>(
        `SELECT title, story, ai_tools_used AS "aiToolsUsed", results, community_name AS community, is_published AS approved,
                  is_featured AS featured, ${at('created_at')} AS "createdAt"
             FROM member_spotlights WHERE user_id = $1 ORDER BY created_at`,
      ),
      q<{ memberId: number; createdAt: string }>(
        `SELECT followee_id AS "memberId", ${at('created_at')} AS "createdAt" FROM member_follows WHERE follower_id = $1 ORDER BY created_at`,
      ),
      q<{ memberId: number; createdAt: string }>(
        `SELECT follower_id AS "memberId", ${at('created_at')} AS "createdAt" FROM member_follows WHERE followee_id = $1 ORDER BY created_at`,
      ),
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

  /** The member's likes, reports, watch levels, mutes and notifications (issue 14), oldest first. */
  private async discussionRecords(userId: number): Promise<AccountExport['discussions']> {
    const [likes, reports, watches, mutedMembers, notifications] = await Promise.all(
      EXPORT_DISCUSSION_SQL.map((sql) => this.dataSource.query(sql, [userId])),
    );
    return { likes, reports, watches, mutedMembers, notifications };
  }

  /**
   * The password that confirms the deletion: 400 on `password` when wrong, counted with the member's other wrong
   * current passwords (PasswordCheck: 429 + Retry-After once the limit is full, whatever the password).
   */
  checkPasswordForDelete(userId: number, password: string, reply: FastifyReply): Promise<void> {
    return this.passwords.verify(userId, password, reply, { field: 'password', message: ACCOUNT_MESSAGES.passwordForDelete });
  }

  /**
   * Issue 24 §9: the last admin-role account (ADMIN_EMAILS' accounts hold the role too) may not go, or no one could
   * run the site. The admins' rows are locked first (as a change of role does, members-admin.service.ts): two admins
   * deleting themselves at once are settled one after the other, and the second finds itself the last.
   */
  private async refuseLastAdmin(m: EntityManager, userId: number): Promise<void> {
    const admins = (await m.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`)) as { id: number }[];
    if (admins.length === 1 && admins[0].id === userId) throw new ConflictException(LAST_ADMIN);
  }

  /**
   * Deletes the member: memberships and one-time links go with the row (ON DELETE CASCADE), and the address is free to
   * register again. 409 for the last admin (refuseLastAdmin). Logged without personal data (no e-mail, no name, no id).
   */
  async delete(userId: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.refuseLastAdmin(m, userId);
      // Issue 15: these keep their rows when a user goes (ON DELETE SET NULL, for the spec's example content): a member's
      // spotlights go with them; their mentorships stay with the other side (forgetMentoringMember).
      // Counters other members see stay true: event places pass to the waitlist, a mentor's place is freed, and the
      // challenges' counts are recounted without the member.
      await this.events.removeMember(m, userId);
      await forgetMentoringMember(m, userId);
      const challenges = (await m.query('SELECT challenge_id AS id FROM challenge_participants WHERE user_id = $1', [userId])) as {
        id: number;
      }[];
      await m.query('DELETE FROM challenge_submissions WHERE user_id = $1', [userId]);
      await m.query('DELETE FROM challenge_participants WHERE user_id = $1', [userId]);
      await m.query(
        `UPDATE challenges ch SET
            participant_count = (SELECT count(*) FROM challenge_participants p WHERE p.challenge_id = ch.id),
            submission_count = (SELECT count(*) FROM challenge_submissions s WHERE s.challenge_id = ch.id),
            completion_count = (SELECT count(*) FROM challenge_participants p WHERE p.challenge_id = ch.id AND p.status <> 'active')
          WHERE ch.id = ANY($1::int[])`,
        [challenges.map((c) => c.id)],
      );
      await m.query('DELETE FROM member_spotlights WHERE user_id = $1', [userId]);
      await m.query('DELETE FROM users WHERE id = $1', [userId]);
    });
    this.logger.log('member account deleted');
  }
}
