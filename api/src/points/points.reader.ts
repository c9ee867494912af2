import {
  type Badge,
  type BadgeAward,
  type CommunityPoints,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardRow,
  levelFor,
  type MemberPointsSummary,
  type MyPoints,
  type PointReason,
  type PublicUser,
} from '@cci/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type CommunityRef, communityBySlug } from '../communities/community-by-slug';
import { BusService } from '../bus/bus.service';
import { KeyedSnapshots } from '../common/keyed-snapshots';
import { namedQuery } from '../database/named-query';
import { db } from '../database/sql';
import { BOARD_SQL, OWN_SQL, RANKING_SQL, STANDING_SQL } from './points.queries';
import { isoWeekStart, Ranking, Rankings } from './ranking';
import { iso } from '../common/iso';
import { postAuthor } from '../members/post-author';

// Reads of points: always from the aggregates the ledger's trigger keeps (member_points, all time;
// member_points_weekly, per ISO week), never a sum over the ledger. Ranks break ties by member id, as the boards order.
// The top of each board and each board's whole order are kept in memory per replica (bench/README): a
// signed-in read of a board is then no query beyond the session, and /api/me/points one.

/** Tables a board's top shows (points, names, the community): any write to one drops the tops, on every replica. */
export const BOARD_TABLES = ['member_points', 'users', 'communities'] as const;
/** How often at most a board's whole order (the ranks below its top) is re-read under a stream of points. */
export const RANKING_MIN_AGE_MS = 5_000;

interface BoardRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  points: number;
  xp: number;
}

interface Board {
  community: CommunityRef;
  rows: BoardRow[];
}

interface Standing {
  exists: boolean;
  communities: { id: number; slug: string; name: string; total: number; week: number }[];
  badges: { badge: Badge; awardedAt: string }[];
  recent: { amount: number; reason: PointReason; slug: string; name: string; createdAt: string }[];
}

const toRow = (r: BoardRow, rank: number): LeaderboardRow => ({
  rank,
  member: postAuthor(r.id, r.firstName, r.lastName, r.avatar)!,
  points: r.points,
  level: levelFor(r.xp).level,
});

@Injectable()
export class PointsReader {
  /** Each community's board tops (per period and week), dropped by any write to BOARD_TABLES. */
  private readonly tops = new KeyedSnapshots<Board>(64);
  /** Each board's whole order, for ranks below the top. */
  private readonly rankings = new Rankings(64, RANKING_MIN_AGE_MS);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    bus: BusService,
  ) {
    bus.watchTables(BOARD_TABLES, () => this.tops.clear());
    bus.watchTables(['member_points'], () => this.rankings.changed());
  }

  private ranking(communityId: number, period: LeaderboardPeriod, week: string): Promise<Ranking> {
    return this.rankings.get(`${communityId}:${period}:${week}`, async () => {
      const r = (await db.one<{ ids: number[]; totals: number[] }>(this.dataSource, RANKING_SQL[period], [communityId, week]))!;
      return new Ranking(r.ids, r.totals);
    });
  }

  private async standing(userId: number, withRecent: boolean): Promise<{ s: Standing; communities: CommunityPoints[] }> {
    const week = isoWeekStart();
    const [s] = await namedQuery<Standing>(this.dataSource, 'points_standing', STANDING_SQL, [userId, week, withRecent]);
    const rankings = await Promise.all(s.communities.map((c) => this.ranking(c.id, 'all', week)));
    const communities = s.communities.map((c, i) => ({
      community: { slug: c.slug, name: c.name },
      total: c.total,
      week: c.week,
      progress: levelFor(c.total),
      rank: c.total > 0 ? rankings[i].rankOf(userId, c.total) : null,
    }));
    return { s, communities };
  }

  async mine(userId: number): Promise<MyPoints> {
    const { s, communities } = await this.standing(userId, true);
    return {
      total: communities.reduce((sum, c) => sum + c.total, 0),
      communities,
      badges: s.badges.map((b) => ({ badge: b.badge, awardedAt: iso(b.awardedAt) })),
      recent: s.recent.map((r) => ({
        amount: r.amount,
        reason: r.reason,
        community: { slug: r.slug, name: r.name },
        createdAt: iso(r.createdAt),
      })),
    };
  }

  async ofMember(memberId: number): Promise<MemberPointsSummary> {
    const { s, communities } = await this.standing(memberId, false);
    if (!s.exists) throw new NotFoundException('Member not found');
    const badges: BadgeAward[] = s.badges.map((b) => ({ badge: b.badge, awardedAt: iso(b.awardedAt) }));
    return {
      total: communities.reduce((sum, c) => sum + c.total, 0),
      communities: communities.map(({ week: _week, ...rest }) => rest),
      badges,
    };
  }

  /** A board: its top (cached), and the signed-in member's own row (in the top, or their live points placed in the order). */
  async leaderboard(slug: string, period: LeaderboardPeriod, me: PublicUser | null): Promise<Leaderboard> {
    const week = isoWeekStart();
    const board = await this.tops.get(`${slug}:${period}:${week}`, async () => {
      const community = await communityBySlug(this.dataSource.manager, slug);
      const rows = await db.many<BoardRow>(this.dataSource, BOARD_SQL[period], [community.id, week]);
      return { community, rows };
    });
    return {
      community: { slug: board.community.slug, name: board.community.name },
      period,
      weekStart: period === 'week' ? week : null,
      rows: board.rows.map((r, i) => toRow(r, i + 1)),
      me: me === null ? null : await this.myRow(board, period, week, me),
    };
  }

  private async myRow(board: Board, period: LeaderboardPeriod, week: string, me: PublicUser): Promise<LeaderboardRow | null> {
    const top = board.rows.findIndex((r) => r.id === me.id);
    if (top >= 0) return toRow(board.rows[top], top + 1);
    const [own, ranking] = await Promise.all([
      db.one<{ points: number; xp: number; avatar: string | null }>(this.dataSource, OWN_SQL[period], [board.community.id, week, me.id]),
      this.ranking(board.community.id, period, week),
    ]);
    if (!own) return null;
    return toRow({ id: me.id, firstName: me.firstName, lastName: me.lastName, ...own }, ranking.rankOf(me.id, own.points));
  }
}
