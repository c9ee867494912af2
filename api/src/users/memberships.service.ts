import type { MembershipSummary, PendingMember } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MembershipStatus } from './user-community.entity';

/** GET /api/me/memberships: one community of the signed-in member, with the state of the membership (contracts). */
export type { MembershipSummary };

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

/**
 * Memberships (user_communities) and their approval: with MEMBER_APPROVAL=required new memberships
 * start pending (UsersService.register); an admin approves or rejects them.
 */
@Injectable()
export class MembershipsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  /**
   * Sets the status of membership `id` (any current status: deciding twice, or changing one's mind, is
   * fine) and returns it with its new status; null when there is no such membership.
   */
  async decide(id: number, status: Exclude<MembershipStatus, 'pending'>): Promise<PendingMember | null> {
    const rows: PendingRow[] = await this.dataSource.query(
      `WITH changed AS (UPDATE user_communities SET status = $2 WHERE id = $1 RETURNING *)
       SELECT ${PENDING_COLUMNS}
         FROM changed uc JOIN users u ON u.id = uc.user_id JOIN communities c ON c.id = uc.community_id`,
      [id, status],
    );
    return rows.length ? toPendingMember(rows[0]) : null;
  }

  /** The member's communities: the primary first, then by name. */
  async forUser(userId: number): Promise<MembershipSummary[]> {
    const rows: { communityId: number; slug: string; name: string; status: MembershipStatus; isPrimary: boolean }[] =
      await this.dataSource.query(
        `SELECT c.id AS "communityId", c.slug, c.name, uc.status, uc.is_primary AS "isPrimary"
         FROM user_communities uc JOIN communities c ON c.id = uc.community_id
        WHERE uc.user_id = $1
        ORDER BY uc.is_primary DESC, c.name ASC, c.id ASC`,
        [userId],
      );
    return rows.map((r) => ({ communityId: r.communityId, slug: r.slug, name: r.name, status: r.status, isPrimary: r.isPrimary }));
  }
}
