import { ACCOUNT_MESSAGES, type MembershipSummary, type PendingMember } from '@cci/contracts';
import { ConflictException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
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

interface SummaryRow {
  communityId: number;
  slug: string;
  name: string;
  status: MembershipStatus;
  isPrimary: boolean;
  joinedAt: Date;
}
const toSummary = (r: SummaryRow): MembershipSummary => ({
  communityId: r.communityId,
  slug: r.slug,
  name: r.name,
  status: r.status,
  isPrimary: r.isPrimary,
});

/** The approval queue lists at most this many, oldest first. */
export const PENDING_LIST_LIMIT = 500;

interface PendingRow {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  community: string;
  joinedAt: Date;
  status: MembershipStatus;
}

const toPendingMember = (r: PendingRow): PendingMember => ({
  id: r.id,
  userId: r.userId,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  community: r.community,
  appliedAt: new Date(r.joinedAt).toISOString(),
  status: r.status,
});

/** The membership of a user_communities row with its member and community (`uc`, `u`, `c`). */
const PENDING_COLUMNS = `uc.id, uc.user_id AS "userId", u.first_name AS "firstName", u.last_name AS "lastName", u.email,
  c.name AS community, uc.joined_at AS "joinedAt", uc.status`;

/** A page of the approval queue, oldest application first ($1 rows after $2; bench: hot-queries.ts). */
export const PENDING_PAGE_SQL = `
  SELECT ${PENDING_COLUMNS}
    FROM user_communities uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id
   WHERE uc.status = 'pending'
   ORDER BY uc.joined_at ASC, uc.id ASC
   LIMIT $1 OFFSET $2`;

/** A member's memberships with their communities, primary first (GET /api/me/memberships; bench: hot-queries.ts). */
export const MEMBERSHIPS_OF_SQL = `
  SELECT c.id AS "communityId", c.slug, c.name, uc.status, uc.is_primary AS "isPrimary", uc.joined_at AS "joinedAt"
    FROM user_communities uc JOIN communities c ON c.id = uc.community_id
   WHERE uc.user_id = $1
   ORDER BY uc.is_primary DESC, c.name ASC, c.id ASC`;

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
    const rows: PendingRow[] = await this.dataSource.query(
      `SELECT ${PENDING_COLUMNS}
         FROM user_communities uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id
        WHERE uc.status = 'pending'
        ORDER BY uc.joined_at ASC, uc.id ASC
        LIMIT $1`,
      [limit],
    );
    return rows.map(toPendingMember);
  }

  async countPending(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS n FROM user_communities WHERE status = 'pending'`);
    return row.n;
  }

  /** One page of the approval queue, oldest application first, with the queue's length. */
  async pendingPage(page: number, pageSize: number): Promise<{ items: PendingMember[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.dataSource.query(PENDING_PAGE_SQL, [pageSize, (page - 1) * pageSize]) as Promise<PendingRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS n FROM user_communities WHERE status = 'pending'`) as Promise<{ n: number }[]>,
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
    const rows: PendingRow[] = await manager.query(
      `WITH changed AS (UPDATE user_communities SET status = $2 WHERE id = ANY($1::int[]) RETURNING *)
       SELECT ${PENDING_COLUMNS}
         FROM changed uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id
        ORDER BY uc.joined_at ASC, uc.id ASC`,
      [ids, status],
    );
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
    return manager.query(MEMBERSHIPS_OF_SQL, [userId]);
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
        const [user] = await m.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
        if (!user) throw new UnauthorizedException(); // deleted meanwhile: the session names no member any more
        const rows: SummaryRow[] = await m.query(
          `WITH added AS (
             INSERT INTO user_communities (user_id, community_id, is_primary, status)
             SELECT $1, c.id, NOT EXISTS (SELECT 1 FROM user_communities WHERE user_id = $1 AND is_primary), $3
               FROM communities c WHERE c.slug = $2
             RETURNING community_id, status, is_primary, joined_at)
           SELECT c.id AS "communityId", c.slug, c.name, a.status, a.is_primary AS "isPrimary", a.joined_at AS "joinedAt"
             FROM added a JOIN communities c ON c.id = a.community_id`,
          [userId, slug, status],
        );
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
    const [r]: { community: number; deleted: number; existing: number }[] = await this.dataSource.query(
      `WITH target AS (SELECT id FROM communities WHERE slug = $2),
            gone AS (DELETE FROM user_communities uc USING target
                      WHERE uc.community_id = target.id AND uc.user_id = $1 AND NOT uc.is_primary RETURNING uc.id)
       SELECT (SELECT count(*) FROM target)::int AS community,
              (SELECT count(*) FROM gone)::int AS deleted,
              (SELECT count(*) FROM user_communities uc JOIN target ON uc.community_id = target.id WHERE uc.user_id = $1)::int AS existing`,
      [userId, slug],
    );
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
      const rows: { id: number; slug: string; status: MembershipStatus; isPrimary: boolean }[] = await m.query(
        `SELECT uc.id, c.slug, uc.status, uc.is_primary AS "isPrimary"
           FROM user_communities uc JOIN communities c ON c.id = uc.community_id
          WHERE uc.user_id = $1
          ORDER BY uc.id
            FOR UPDATE OF uc`,
        [userId],
      );
      const target = rows.find((r) => r.slug === slug);
      if (!target) {
        const [community] = await m.query('SELECT 1 FROM communities WHERE slug = $1', [slug]);
        throw community ? notMember() : communityNotFound();
      }
      if (target.status !== 'approved') throw new ConflictException(ACCOUNT_MESSAGES.primaryNotApproved);
      if (!target.isPrimary) {
        await m.query('UPDATE user_communities SET is_primary = false WHERE user_id = $1 AND is_primary', [userId]);
        await m.query('UPDATE user_communities SET is_primary = true WHERE id = $1', [target.id]);
      }
      return this.forUser(userId, m);
    });
  }
}
