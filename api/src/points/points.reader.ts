import {
  type Badge,
  type BadgeAward,
  type CommunityPoints,
  displayNameOf,
  initialsOf,
  LEADERBOARD_SIZE,
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
import { isoWeekStart, Ranking, Rankings } from './ranking';

// Reads of points (issue 15 §5): always from the aggregates the ledger's trigger keeps (member_points, all time;
// member_points_weekly, per ISO week), never a sum over the ledger. Ranks break ties by member id, as the boards order.
// The top of each board and each board's whole order are kept in memory per replica (bench/README, issue 15): a
// signed-in read of a board is then no query beyond the session, and /api/me/points one.

/** Tables a board's top shows (points, names, the community): any write to one drops the tops, on every replica. */
export const BOARD_TABLES = ['member_points', 'users', 'communities'] as const;
/** How often at most a board's whole order (the ranks below its top) is re-read under a stream of points. */
export const RANKING_MIN_AGE_MS = 5_000;

/** A member's communities with points (total, this ISO week $2), badges and, with $3, the latest 20 ledger rows. */
const STANDING_SQL = `
  SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS "exists",
    (SELECT coalesce(json_agg(x ORDER BY x.total DESC, x.id), '[]') FROM (
       SELECT c.id, c.slug, c.name, mp.total, coalesce(w.total, 0) AS week
         FROM member_points mp
         JOIN communities c ON c.id = mp.community_id
         LEFT JOIN member_points_weekly w ON w.week_start = $2::date AND w.community_id = mp.community_id AND w.user_id = mp.user_id
        WHERE mp.user_id = $1) x) AS communities,
    (SELECT coalesce(json_agg(b ORDER BY b."awardedAt", b.badge), '[]') FROM (
       SELECT badge, awarded_at AS "awardedAt" FROM member_badges WHERE user_id = $1) b) AS badges,
    (SELECT coalesce(json_agg(r ORDER BY r."createdAt" DESC, r.id DESC), '[]') FROM (
       SELECT l.id, l.amount, l.reason, c.slug, c.name, l.created_at AS "createdAt"
         FROM points_ledger l JOIN communities c ON c.id = l.community_id
        WHERE $3::boolean AND l.user_id = $1
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT 20) r) AS recent`;

/** The top of a board: all time from member_points, week $2 from member_points_weekly (the level is the all-time one). */
const BOARD_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT mp.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", mp.total AS points, mp.total AS xp
      FROM member_points mp JOIN users u ON u.id = mp.user_id
     WHERE mp.community_id = $1 AND mp.total > 0 AND $2::date IS NOT NULL
     ORDER BY mp.total DESC, mp.user_id
     LIMIT ${LEADERBOARD_SIZE}`,
  week: `
    SELECT w.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", w.total AS points,
           coalesce(mp.total, 0) AS xp
      FROM member_points_weekly w
      JOIN users u ON u.id = w.user_id
      LEFT JOIN member_points mp ON mp.community_id = w.community_id AND mp.user_id = w.user_id
     WHERE w.community_id = $1 AND w.week_start = $2::date AND w.total > 0
     ORDER BY w.total DESC, w.user_id
     LIMIT ${LEADERBOARD_SIZE}`,
};

/** A board's whole order (index member_points_community_total_idx / member_points_weekly_board_idx, index only). */
const RANKING_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT coalesce(array_agg(user_id ORDER BY total DESC, user_id), '{}') AS ids,
           coalesce(array_agg(total ORDER BY total DESC, user_id), '{}') AS totals
      FROM member_points WHERE community_id = $1 AND total > 0 AND $2::date IS NOT NULL`,
  week: `
    SELECT coalesce(array_agg(user_id ORDER BY total DESC, user_id), '{}') AS ids,
           coalesce(array_agg(total ORDER BY total DESC, user_id), '{}') AS totals
      FROM member_points_weekly WHERE community_id = $1 AND week_start = $2::date AND total > 0`,
};

/** The member's own live points on a board ($1 community, $2 week, $3 member): the points, and the all-time xp. */
const OWN_SQL: Record<LeaderboardPeriod, string> = {
  all: `SELECT total AS points, total AS xp FROM member_points WHERE community_id = $1 AND user_id = $3 AND total > 0 AND $2::date IS NOT NULL`,
  week: `
    SELECT w.total AS points, coalesce(mp.total, 0) AS xp
      FROM member_points_weekly w
      LEFT JOIN member_points mp ON mp.community_id = w.community_id AND mp.user_id = w.user_id
     WHERE w.community_id = $1 AND w.week_start = $2::date AND w.user_id = $3 AND w.total > 0`,
};

interface BoardRow {
  id: number;
  firstName: string;
  lastName: string;
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

const toRow = (r: Pick<BoardRow, 'id' | 'firstName' | 'lastName' | 'points' | 'xp'>, rank: number): LeaderboardRow => ({
  rank,
  member: { id: r.id, displayName: displayNameOf(r.firstName, r.lastName), initials: initialsOf(r.firstName, r.lastName) },
  points: r.points,
  level: levelFor(r.xp).level,
});

const iso = (at: string) => new Date(at).toISOString();

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
      const [r] = (await this.dataSource.query(RANKING_SQL[period], [communityId, week])) as { ids: number[]; totals: number[] }[];
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
      const rows = (await this.dataSource.query(BOARD_SQL[period], [community.id, week])) as BoardRow[];
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
    const [[own], ranking] = await Promise.all([
      this.dataSource.query(OWN_SQL[period], [board.community.id, week, me.id]) as Promise<{ points: number; xp: number }[]>,
      this.ranking(board.community.id, period, week),
    ]);
    if (!own) return null;
    return toRow({ id: me.id, firstName: me.firstName, lastName: me.lastName, ...own }, ranking.rankOf(me.id, own.points));
  }
}
