import { ACCOUNT_MESSAGES, type MembershipSummary, type PendingMember } from '@cci/contracts';
import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import {
  CLEAR_PRIMARY_SQL,
  COMMUNITY_EXISTS_SQL,
  type CountRow,
  DECIDE_SQL,
  type IdRow,
  JOIN_SQL,
  LEAVE_SQL,
  type LeaveRow,
  LOCK_MEMBERSHIPS_SQL,
  LOCK_USER_SQL,
  type LockedMembershipRow,
  MEMBERSHIPS_OF_SQL,
  PENDING_COUNT_SQL,
  PENDING_LIST_SQL,
  PENDING_PAGE_SQL,
  type PendingRow,
  SET_PRIMARY_SQL,
  type SummaryRow,
} from './users.queries';
import type { MembershipStatus } from './user-community.entity';
import { isUniqueViolation } from './users.service';

/** GET /api/me/memberships: one community of the signed-in member, with the state of the membership (contracts). */
export type { MembershipSummary };

/** A membership with the day it began (the data export). */
export type DatedMembership = MembershipSummary & { joinedAt: string };

/** The answer for a slug that names no community (as GET /api/communities/:slug). */
export const COMMUNITY_NOT_FOUND = 'Community not found';
const communityNotFound = () => new NotFoundException(COMMUNITY_NOT_FOUND);
const notMember = () => new NotFoundException(ACCOUNT_MESSAGES.notMember);

const toSummary = (r: SummaryRow): MembershipSummary => ({
  communityId: r.communityId,
  slug: r.slug,
  name: r.name,
  status: r.status,
  isPrimary: r.isPrimary,
});

/** The approval queue lists at most this many, oldest first. */
export const PENDING_LIST_LIMIT = 500;

const toPendingMember = (r: PendingRow): PendingMember => ({
  id: r.id,
  userId: r.userId,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  community: r.community,
  appliedAt: new Date(r.joinedAt).toISOString(),
  status: r.status,
});

/**
 * Memberships (user_communities) and their approval: with MEMBER_APPROVAL=required new memberships
 * start pending (UsersService.register); an admin approves or rejects them.
 */
@Injectable()
export class MembershipsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Pending memberships, oldest application first (at most PENDING_LIST_LIMIT). */
  async listPending(limit = PENDING_LIST_LIMIT): Promise<PendingMember[]> {
    const rows = await db.many<PendingRow>(this.dataSource, PENDING_LIST_SQL, [limit]);
    return rows.map(toPendingMember);
  }

  async countPending(): Promise<number> {
    const [row] = await db.many<CountRow>(this.dataSource, PENDING_COUNT_SQL);
    return row.n;
  }

  /** One page of the approval queue, oldest application first, with the queue's length. */
  async pendingPage(page: number, pageSize: number): Promise<{ items: PendingMember[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      db.many<PendingRow>(this.dataSource, PENDING_PAGE_SQL, [pageSize, (page - 1) * pageSize]),
      db.many<CountRow>(this.dataSource, PENDING_COUNT_SQL),
    ]);
    return { items: rows.map(toPendingMember), total: count.n };
  }

  /**
   * Sets the status of the memberships `ids` (any current status: deciding twice, or changing one's mind, is fine) and
   * returns them with their new status, oldest application first; ids that name no membership are left out. The
   * UPDATE locks the rows, so two staff deciding one application at once run one after the other.
   */
  async decide(
    ids: readonly number[],
    status: Exclude<MembershipStatus, 'pending'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PendingMember[]> {
    const rows = await db.many<PendingRow>(manager, DECIDE_SQL, [ids, status]);
    return rows.map(toPendingMember);
  }

  /** The member's communities: the primary first, then by name (`manager`: inside a transaction of the caller). */
  async forUser(userId: number, manager: EntityManager = this.dataSource.manager): Promise<MembershipSummary[]> {
    return (await this.rowsOf(userId, manager)).map(toSummary);
  }

  /** As forUser, with the time each membership began (the data export). */
  async datedForUser(userId: number): Promise<DatedMembership[]> {
    return (await this.rowsOf(userId, this.dataSource.manager)).map((r) => ({
      ...toSummary(r),
      joinedAt: new Date(r.joinedAt).toISOString(),
    }));
  }

  private rowsOf(userId: number, manager: EntityManager): Promise<SummaryRow[]> {
    return db.many<SummaryRow>(manager, MEMBERSHIPS_OF_SQL, [userId]);
  }

  /**
   * The member joins the community `slug`: approved, or pending when MEMBER_APPROVAL=required. It becomes the primary
   * one only when the member has none. The member's row is locked first, so two joins of one member run one after the
   * other (never two primaries); the unique constraint (user, community) makes a second join of one community a 409.
   */
  async join(userId: number, slug: string): Promise<MembershipSummary> {
    const status: MembershipStatus = this.config.memberApproval === 'required' ? 'pending' : 'approved';
    try {
      return await this.dataSource.transaction(async (m) => {
        const user = await db.one<IdRow>(m, LOCK_USER_SQL, [userId]);
        if (!user) throw new UnauthorizedException(); // deleted meanwhile: the session names no member any more
        const rows = await db.many<SummaryRow>(m, JOIN_SQL, [userId, slug, status]);
        if (!rows.length) throw communityNotFound();
        return toSummary(rows[0]);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'user_communities_user_id_community_id_key')) throw new ConflictException(ACCOUNT_MESSAGES.alreadyMember);
      throw err;
    }
  }

  /**
   * The member leaves the community `slug` (whatever the membership's status). One statement: the row goes unless it
   * is the primary one, checked again on the row itself if a concurrent change made it primary meanwhile.
   */
  async leave(userId: number, slug: string): Promise<void> {
    const [r] = await db.many<LeaveRow>(this.dataSource, LEAVE_SQL, [userId, slug]);
    if (r.deleted) return;
    if (!r.community) throw communityNotFound();
    if (!r.existing) throw notMember();
    throw new ConflictException(ACCOUNT_MESSAGES.leavePrimary);
  }

  /**
   * Makes the membership of `slug` the member's primary one (it must be approved), and answers all of them, primary
   * first. One transaction with the member's rows locked (in id order), so concurrent changes run one after the other
   * and leave exactly one primary; the old primary is cleared before the new one is set (the unique index allows one).
   */
  async makePrimary(userId: number, slug: string): Promise<MembershipSummary[]> {
    return this.dataSource.transaction(async (m) => {
      const rows = await db.many<LockedMembershipRow>(m, LOCK_MEMBERSHIPS_SQL, [userId]);
      const target = rows.find((r) => r.slug === slug);
      if (!target) {
        const community = await db.one(m, COMMUNITY_EXISTS_SQL, [slug]);
        throw community ? notMember() : communityNotFound();
      }
      if (target.status !== 'approved') throw new ConflictException(ACCOUNT_MESSAGES.primaryNotApproved);
      if (!target.isPrimary) {
        await db.exec(m, CLEAR_PRIMARY_SQL, [userId]);
        await db.exec(m, SET_PRIMARY_SQL, [target.id]);
      }
      return this.forUser(userId, m);
    });
  }
}
