import {
  type AdminMemberDetail,
  type AdminMemberPage,
  type AdminMemberRow,
  MEMBER_ADMIN_MESSAGES,
  MEMBERS_PAGE_SIZE,
  type MemberRole,
  type MembersQuery,
  type SuspendMember,
} from '@cci/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountMailer } from '../accounts/account-mailer';
import { AuditService } from '../audit/audit.service';
import { sessionDigest, type StaffActor } from '../audit/staff-actor';
import { SessionStore } from '../auth/session-store';

const ROW_COLUMNS = `
  u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.role, u.email_verified_at IS NOT NULL AS verified,
  CASE WHEN u.suspended_until > now() THEN
    CASE WHEN u.suspended_until = 'infinity' THEN 'infinity' ELSE to_char(u.suspended_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END
  END AS "suspendedUntil",
  u.created_at AS "joinedAt",
  coalesce((SELECT array_agg(c.slug ORDER BY uc.is_primary DESC, c.name) FROM user_communities uc JOIN communities c ON c.id = uc.community_id
             WHERE uc.user_id = u.id AND uc.status = 'approved'), '{}') AS communities`;

/** Filters $1..$6: text (name or e-mail), community slug, status, role, joined from, joined to (inclusive). */
const FILTERS = `
  ($1::text IS NULL OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)
  AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM user_communities uc JOIN communities c ON c.id = uc.community_id
                                    WHERE uc.user_id = u.id AND c.slug = $2))
  AND ($3::text IS NULL
       OR ($3 = 'suspended' AND u.suspended_until > now())
       OR ($3 = 'unverified' AND u.email_verified_at IS NULL)
       OR ($3 = 'active' AND u.email_verified_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until <= now())))
  AND ($4::text IS NULL OR u.role = $4)
  AND ($5::date IS NULL OR u.created_at >= $5::date)
  AND ($6::date IS NULL OR u.created_at < $6::date + 1)`;

/** A page of the member directory, newest first ($1..$6 the filters, $7 the offset; bench: hot-queries.ts). */
export const MEMBERS_PAGE_SQL = `SELECT ${ROW_COLUMNS} FROM users u WHERE ${FILTERS} ORDER BY u.created_at DESC, u.id DESC LIMIT ${MEMBERS_PAGE_SIZE} OFFSET $7`;

const toRow = (r: AdminMemberRow & { joinedAt: Date | string }): AdminMemberRow => ({ ...r, joinedAt: new Date(r.joinedAt).toISOString() });

/**
 * Members for staff (issue 16 §4): the list and a member's page, suspension (their sessions end, the reason is
 * e-mailed, they cannot sign in or post until it ends), the admin role (never removing the last admin: the admins are
 * locked while it is checked) and a password reset e-mail. Every write is audited in its transaction.
 */
/** A suspension's end as the audit log records it: ISO 8601, or 'infinity' (PostgreSQL's reads as Infinity, which JSON writes as null). */
const untilText = (until: Date | string): string => {
  const time = new Date(until).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : 'infinity';
};

@Injectable()
export class MembersAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sessions: SessionStore,
    private readonly mailer: AccountMailer,
  ) {}

  async list(q: MembersQuery): Promise<AdminMemberPage> {
    const params = [
      q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
      q.community ?? null,
      q.status ?? null,
      q.role ?? null,
      q.joinedFrom ?? null,
      q.joinedTo ?? null,
    ];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(MEMBERS_PAGE_SQL, [...params, (q.page - 1) * MEMBERS_PAGE_SIZE]) as Promise<
        (AdminMemberRow & { joinedAt: Date })[]
      >,
      this.dataSource.query(`SELECT count(*)::int AS total FROM users u WHERE ${FILTERS}`, params) as Promise<{ total: number }[]>,
    ]);
    return { items: rows.map(toRow), total, page: q.page, pageSize: MEMBERS_PAGE_SIZE };
  }

  async detail(id: number): Promise<AdminMemberDetail> {
    const [[row], memberships, posts, [counts], sessions] = await Promise.all([
      this.dataSource.query(
        `SELECT ${ROW_COLUMNS}, u.suspension_reason AS "suspensionReason",
                (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id) AS "lastSeenAt"
           FROM users u WHERE u.id = $1`,
        [id],
      ) as Promise<(AdminMemberDetail & { joinedAt: Date; lastSeenAt: Date | null })[]>,
      this.dataSource.query(
        `SELECT uc.id, json_build_object('slug', c.slug, 'name', c.name) AS community, uc.status, uc.is_primary AS primary
           FROM user_communities uc JOIN communities c ON c.id = uc.community_id WHERE uc.user_id = $1 ORDER BY uc.is_primary DESC, c.name`,
        [id],
      ) as Promise<AdminMemberDetail['memberships']>,
      this.dataSource.query(
        `(SELECT 'thread' AS kind, t.id, t.id AS "threadId", c.slug AS community, t.title, t.created_at AS "createdAt", t.hidden
            FROM threads t JOIN communities c ON c.id = t.community_id
           WHERE t.author_id = $1 AND t.deleted_at IS NULL ORDER BY t.created_at DESC LIMIT 10)
         UNION ALL
         (SELECT 'reply', r.id, r.thread_id, c.slug, t.title, r.created_at, r.hidden
            FROM replies r JOIN threads t ON t.id = r.thread_id JOIN communities c ON c.id = t.community_id
           WHERE r.author_id = $1 AND r.deleted_at IS NULL ORDER BY r.created_at DESC LIMIT 10)
         ORDER BY "createdAt" DESC LIMIT 10`,
        [id],
      ) as Promise<(AdminMemberDetail['posts'][number] & { createdAt: Date })[]>,
      this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM reports WHERE reporter_id = $1) AS made,
                (SELECT count(*)::int FROM reports rp
                   LEFT JOIN threads t ON t.id = rp.thread_id LEFT JOIN replies r ON r.id = rp.reply_id
                  WHERE t.author_id = $1 OR r.author_id = $1) AS received,
                (SELECT coalesce(sum(total), 0)::int FROM member_points WHERE user_id = $1) AS points`,
        [id],
      ) as Promise<{ made: number; received: number; points: number }[]>,
      this.sessions.sessionsOf(id),
    ]);
    if (!row) throw new NotFoundException(MEMBER_ADMIN_MESSAGES.notFound);
    return {
      ...toRow(row),
      suspensionReason: row.suspendedUntil ? row.suspensionReason : null,
      lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
      memberships,
      posts: posts.map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() })),
      reportsMade: counts.made,
      reportsReceived: counts.received,
      points: counts.points,
      sessions: sessions.map((s) => ({
        id: sessionDigest(s.sid),
        createdAt: new Date(s.createdAt).toISOString(),
        lastSeenAt: s.lastSeenAt ? new Date(s.lastSeenAt).toISOString() : null,
        expiresAt: new Date(s.expiresAt).toISOString(),
      })),
    };
  }

  private async lockMember(m: EntityManager, id: number) {
    const [member] = (await m.query(
      `SELECT id, email, first_name AS "firstName", last_name AS "lastName", role, suspended_until AS "suspendedUntil",
              suspended_until > now() AS suspended
         FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    )) as {
      id: number;
      email: string;
      firstName: string;
      lastName: string;
      role: string;
      suspendedUntil: Date | null;
      suspended: boolean;
    }[];
    if (!member) throw new NotFoundException(MEMBER_ADMIN_MESSAGES.notFound);
    return member;
  }

  /** Suspends for `days` (7-30) or indefinitely: no sign-in, no posting; every session ends; the reason is e-mailed. */
  async suspend(id: number, input: SuspendMember, actor: StaffActor): Promise<AdminMemberDetail> {
    if ('memberId' in actor && actor.memberId === id) throw new BadRequestException(MEMBER_ADMIN_MESSAGES.self);
    const member = await this.dataSource.transaction(async (m) => {
      const member = await this.lockMember(m, id);
      const [{ until }] = (await m.query(
        `WITH s AS (UPDATE users SET suspension_reason = $3,
                      suspended_until = CASE WHEN $2::int IS NULL THEN 'infinity'::timestamptz ELSE now() + make_interval(days => $2::int) END
                     WHERE id = $1 RETURNING suspended_until AS until)
         SELECT * FROM s`,
        [id, input.days, input.reason],
      )) as { until: Date }[];
      await this.audit.record(m, actor, {
        action: 'member.suspend',
        entity: 'member',
        entityId: id,
        summary: `Suspended ${member.firstName} ${member.lastName} ${input.days === null ? 'indefinitely' : `for ${input.days} days`}`,
        before: { suspendedUntil: member.suspended ? untilText(member.suspendedUntil!) : null },
        after: {
          suspendedUntil: untilText(until),
          reason: input.reason,
        },
      });
      return { ...member, until: new Date(until) };
    });
    await this.sessions.endSessionsOf(id);
    await this.mailer.sendSuspended(
      { id, email: member.email, firstName: member.firstName },
      { until: Number.isFinite(member.until.getTime()) ? member.until : null, reason: input.reason },
    );
    return this.detail(id);
  }

  async unsuspend(id: number, actor: StaffActor): Promise<AdminMemberDetail> {
    // Issue 24 §2: a suspended admin has no session (the rule book), and no one lifts their own suspension anyway.
    if ('memberId' in actor && actor.memberId === id) throw new ForbiddenException(MEMBER_ADMIN_MESSAGES.selfLift);
    await this.dataSource.transaction(async (m) => {
      const member = await this.lockMember(m, id);
      if (!member.suspended) throw new ConflictException(MEMBER_ADMIN_MESSAGES.notSuspended);
      await m.query(`UPDATE users SET suspended_until = NULL, suspension_reason = NULL WHERE id = $1`, [id]);
      // Issue 24 §10: PostgreSQL's 'infinity' reads as Infinity, which JSON would write as null: named as suspend names it.
      await this.audit.record(m, actor, {
        action: 'member.unsuspend',
        entity: 'member',
        entityId: id,
        summary: `Lifted the suspension of ${member.firstName} ${member.lastName}`,
        before: { suspendedUntil: untilText(member.suspendedUntil!) },
        after: { suspendedUntil: null },
      });
    });
    return this.detail(id);
  }

  /** Grants or revokes the admin role. The admins are locked first: two revocations at once cannot leave none. */
  async setRole(id: number, { role }: MemberRole, actor: StaffActor): Promise<AdminMemberDetail> {
    await this.dataSource.transaction(async (m) => {
      await m.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`);
      const member = await this.lockMember(m, id);
      if (member.role === role) return;
      if (role === 'member') {
        const [{ n }] = (await m.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`)) as { n: number }[];
        if (n <= 1) throw new ConflictException(MEMBER_ADMIN_MESSAGES.lastAdmin);
      }
      await m.query(`UPDATE users SET role = $2 WHERE id = $1`, [id, role]);
      await this.audit.record(m, actor, {
        action: role === 'admin' ? 'member.grant-admin' : 'member.revoke-admin',
        entity: 'member',
        entityId: id,
        summary: `${role === 'admin' ? 'Granted' : 'Revoked'} the admin role ${role === 'admin' ? 'to' : 'of'} ${member.firstName} ${member.lastName}`,
        before: { role: member.role },
        after: { role },
      });
    });
    return this.detail(id);
  }

  /** E-mails the member a password reset link (as "Forgot password" would). */
  async sendPasswordReset(id: number, actor: StaffActor): Promise<void> {
    const member = await this.dataSource.transaction(async (m) => {
      const member = await this.lockMember(m, id);
      await this.audit.record(m, actor, {
        action: 'member.password-reset',
        entity: 'member',
        entityId: id,
        summary: `Sent ${member.firstName} ${member.lastName} a password reset e-mail`,
      });
      return member;
    });
    await this.mailer.sendPasswordReset({ id, email: member.email, firstName: member.firstName });
  }
}
