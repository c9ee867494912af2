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
import { db } from '../database/sql';
import {
  ADMIN_COUNT_SQL,
  type CountRow,
  LOCK_ADMINS_SQL,
  LOCK_MEMBER_SQL,
  type LockedMemberRow,
  MEMBER_COUNTS_SQL,
  MEMBER_DETAIL_SQL,
  MEMBER_MEMBERSHIPS_SQL,
  MEMBER_RECENT_POSTS_SQL,
  type MemberCountsRow,
  type MemberDetailRow,
  type MemberRow,
  MEMBERS_PAGE_SQL,
  MEMBERS_TOTAL_SQL,
  type MembershipRow,
  type RecentPostRow,
  SET_ROLE_SQL,
  SUSPEND_SQL,
  type SuspendedRow,
  type TotalRow,
  UNSUSPEND_SQL,
} from './members-admin.queries';

const toRow = (r: MemberRow): AdminMemberRow => ({ ...r, joinedAt: new Date(r.joinedAt).toISOString() });

/**
 * Members for staff: the list and a member's page, suspension (their sessions end, the reason is
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
      db.many<MemberRow>(this.dataSource, MEMBERS_PAGE_SQL, [...params, (q.page - 1) * MEMBERS_PAGE_SIZE]),
      db.many<TotalRow>(this.dataSource, MEMBERS_TOTAL_SQL, params),
    ]);
    return { items: rows.map(toRow), total, page: q.page, pageSize: MEMBERS_PAGE_SIZE };
  }

  async detail(id: number): Promise<AdminMemberDetail> {
    const [row, memberships, posts, [counts], sessions] = await Promise.all([
      db.one<MemberDetailRow>(this.dataSource, MEMBER_DETAIL_SQL, [id]),
      db.many<MembershipRow>(this.dataSource, MEMBER_MEMBERSHIPS_SQL, [id]),
      db.many<RecentPostRow>(this.dataSource, MEMBER_RECENT_POSTS_SQL, [id]),
      db.many<MemberCountsRow>(this.dataSource, MEMBER_COUNTS_SQL, [id]),
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
    const member = await db.one<LockedMemberRow>(m, LOCK_MEMBER_SQL, [id]);
    if (!member) throw new NotFoundException(MEMBER_ADMIN_MESSAGES.notFound);
    return member;
  }

  /** Suspends for `days` (7-30) or indefinitely: no sign-in, no posting; every session ends; the reason is e-mailed. */
  async suspend(id: number, input: SuspendMember, actor: StaffActor): Promise<AdminMemberDetail> {
    if ('memberId' in actor && actor.memberId === id) throw new BadRequestException(MEMBER_ADMIN_MESSAGES.self);
    const member = await this.dataSource.transaction(async (m) => {
      const member = await this.lockMember(m, id);
      const { until } = (await db.one<SuspendedRow>(m, SUSPEND_SQL, [id, input.days, input.reason]))!;
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
    // A suspended admin has no session (the rule book), and no one lifts their own suspension anyway.
    if ('memberId' in actor && actor.memberId === id) throw new ForbiddenException(MEMBER_ADMIN_MESSAGES.selfLift);
    await this.dataSource.transaction(async (m) => {
      const member = await this.lockMember(m, id);
      if (!member.suspended) throw new ConflictException(MEMBER_ADMIN_MESSAGES.notSuspended);
      await db.exec(m, UNSUSPEND_SQL, [id]);
      // PostgreSQL's 'infinity' reads as Infinity, which JSON would write as null: named as suspend names it.
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
      await db.exec(m, LOCK_ADMINS_SQL);
      const member = await this.lockMember(m, id);
      if (member.role === role) return;
      if (role === 'member') {
        const { n } = (await db.one<CountRow>(m, ADMIN_COUNT_SQL))!;
        if (n <= 1) throw new ConflictException(MEMBER_ADMIN_MESSAGES.lastAdmin);
      }
      await db.exec(m, SET_ROLE_SQL, [id, role]);
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
