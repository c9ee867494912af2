import {
  type Badge,
  ErrorBodySchema,
  type BadgeAward,
  type CommunityPoints,
  displayNameOf,
  initialsOf,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SIZE,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardRow,
  levelFor,
  type MemberPointsSummary,
  type MyPoints,
  type PointReason,
} from '@cci/contracts';
import { BadRequestException, Controller, Get, Header, Injectable, NotFoundException, Param, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../activity/community-by-slug';
import { queryParam } from '../activity/query-param';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Members, ReaderRoute } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { json } from '../docs/schemas';

// Reads of points (issue 15 §5): always from the aggregates the ledger's trigger keeps (member_points, all time;
// member_points_weekly, per ISO week), never a sum over the ledger. Ranks break ties by member id, as the boards order.

const THIS_WEEK = `date_trunc('week', now() AT TIME ZONE 'UTC')::date`;

/** A member's standing in each community they have points in: total, this week, all-time rank. */
const MEMBER_COMMUNITIES_SQL = `
  SELECT c.slug, c.name, mp.total, coalesce(w.total, 0) AS week,
         (SELECT count(*)::int + 1 FROM member_points o
           WHERE o.community_id = mp.community_id AND (o.total > mp.total OR (o.total = mp.total AND o.user_id < mp.user_id))) AS rank
    FROM member_points mp
    JOIN communities c ON c.id = mp.community_id
    LEFT JOIN member_points_weekly w ON w.week_start = ${THIS_WEEK} AND w.community_id = mp.community_id AND w.user_id = mp.user_id
   WHERE mp.user_id = $1
   ORDER BY mp.total DESC, c.id`;

const BADGES_SQL = `SELECT badge, awarded_at AS "awardedAt" FROM member_badges WHERE user_id = $1 ORDER BY awarded_at, badge`;

const RECENT_SQL = `
  SELECT l.amount, l.reason, c.slug, c.name, l.created_at AS "createdAt"
    FROM points_ledger l JOIN communities c ON c.id = l.community_id
   WHERE l.user_id = $1
   ORDER BY l.created_at DESC, l.id DESC
   LIMIT 20`;

/** The top of a board: all time from member_points, a week from member_points_weekly (the level is the all-time one). */
const BOARD_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT mp.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", mp.total AS points, mp.total AS xp
      FROM member_points mp JOIN users u ON u.id = mp.user_id
     WHERE mp.community_id = $1 AND mp.total > 0
     ORDER BY mp.total DESC, mp.user_id
     LIMIT ${LEADERBOARD_SIZE}`,
  week: `
    SELECT w.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", w.total AS points,
           coalesce(mp.total, 0) AS xp
      FROM member_points_weekly w
      JOIN users u ON u.id = w.user_id
      LEFT JOIN member_points mp ON mp.community_id = w.community_id AND mp.user_id = w.user_id
     WHERE w.community_id = $1 AND w.week_start = ${THIS_WEEK} AND w.total > 0
     ORDER BY w.total DESC, w.user_id
     LIMIT ${LEADERBOARD_SIZE}`,
};

/** The signed-in member's own row of a board, with its rank. */
const MY_ROW_SQL: Record<LeaderboardPeriod, string> = {
  all: `
    SELECT mp.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", mp.total AS points, mp.total AS xp,
           (SELECT count(*)::int + 1 FROM member_points o
             WHERE o.community_id = mp.community_id AND (o.total > mp.total OR (o.total = mp.total AND o.user_id < mp.user_id))) AS rank
      FROM member_points mp JOIN users u ON u.id = mp.user_id
     WHERE mp.community_id = $1 AND mp.user_id = $2 AND mp.total > 0`,
  week: `
    SELECT w.user_id AS id, u.first_name AS "firstName", u.last_name AS "lastName", w.total AS points, coalesce(mp.total, 0) AS xp,
           (SELECT count(*)::int + 1 FROM member_points_weekly o
             WHERE o.community_id = w.community_id AND o.week_start = w.week_start
               AND (o.total > w.total OR (o.total = w.total AND o.user_id < w.user_id))) AS rank
      FROM member_points_weekly w
      JOIN users u ON u.id = w.user_id
      LEFT JOIN member_points mp ON mp.community_id = w.community_id AND mp.user_id = w.user_id
     WHERE w.community_id = $1 AND w.week_start = ${THIS_WEEK} AND w.user_id = $2 AND w.total > 0`,
};

interface BoardRow {
  id: number;
  firstName: string;
  lastName: string;
  points: number;
  xp: number;
  rank?: number;
}

const toRow = (r: BoardRow, rank: number): LeaderboardRow => ({
  rank,
  member: { id: r.id, displayName: displayNameOf(r.firstName, r.lastName), initials: initialsOf(r.firstName, r.lastName) },
  points: r.points,
  level: levelFor(r.xp).level,
});

@Injectable()
export class PointsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private async communities(userId: number): Promise<CommunityPoints[]> {
    const rows = (await this.dataSource.query(MEMBER_COMMUNITIES_SQL, [userId])) as {
      slug: string;
      name: string;
      total: number;
      week: number;
      rank: number;
    }[];
    return rows.map((r) => ({
      community: { slug: r.slug, name: r.name },
      total: r.total,
      week: r.week,
      progress: levelFor(r.total),
      rank: r.total > 0 ? r.rank : null,
    }));
  }

  private async badges(userId: number): Promise<BadgeAward[]> {
    const rows = (await this.dataSource.query(BADGES_SQL, [userId])) as { badge: Badge; awardedAt: Date }[];
    return rows.map((r) => ({ badge: r.badge, awardedAt: new Date(r.awardedAt).toISOString() }));
  }

  async mine(userId: number): Promise<MyPoints> {
    const [communities, badges, recent] = await Promise.all([
      this.communities(userId),
      this.badges(userId),
      this.dataSource.query(RECENT_SQL, [userId]) as Promise<
        { amount: number; reason: PointReason; slug: string; name: string; createdAt: Date }[]
      >,
    ]);
    return {
      total: communities.reduce((sum, c) => sum + c.total, 0),
      communities,
      badges,
      recent: recent.map((r) => ({
        amount: r.amount,
        reason: r.reason,
        community: { slug: r.slug, name: r.name },
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    };
  }

  async ofMember(memberId: number): Promise<MemberPointsSummary> {
    const [exists] = (await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [memberId])) as unknown[];
    if (!exists) throw new NotFoundException('Member not found');
    const [communities, badges] = await Promise.all([this.communities(memberId), this.badges(memberId)]);
    return {
      total: communities.reduce((sum, c) => sum + c.total, 0),
      communities: communities.map(({ week: _week, ...rest }) => rest),
      badges,
    };
  }

  async leaderboard(slug: string, period: LeaderboardPeriod, userId: number | null): Promise<Leaderboard> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const [rows, [mine], [week]] = await Promise.all([
      this.dataSource.query(BOARD_SQL[period], [community.id]) as Promise<BoardRow[]>,
      userId === null ? Promise.resolve([]) : (this.dataSource.query(MY_ROW_SQL[period], [community.id, userId]) as Promise<BoardRow[]>),
      this.dataSource.query(`SELECT to_char(${THIS_WEEK}, 'YYYY-MM-DD') AS start`) as Promise<{ start: string }[]>,
    ]);
    return {
      community: { slug: community.slug, name: community.name },
      period,
      weekStart: period === 'week' ? week.start : null,
      rows: rows.map((r, i) => toRow(r, i + 1)),
      me: mine ? toRow(mine, mine.rank!) : null,
    };
  }
}

const error = (description: string) => json(ErrorBodySchema, { description });

/** Points, levels, badges and leaderboards: reads only. No route grants points (PointsService does, in the API). */
@ApiTags('points')
@Controller()
export class PointsController {
  constructor(private readonly reader: PointsReader) {}

  @Get('me/points')
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's points per community (total, this week, level, rank), badges and latest points" })
  @ApiOkResponse({ description: 'MyPoints (contracts/src/points.ts)' })
  mine(@Req() req: SessionRequest): Promise<MyPoints> {
    return this.reader.mine(req.user!.id);
  }

  @Get('members/:id/points')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A member's points per community, level and badges (public)" })
  @ApiOkResponse({ description: 'MemberPointsSummary (contracts/src/points.ts)' })
  @ApiNotFoundResponse(error('Member not found'))
  member(@Param('id', new PositiveIntPipe('id')) id: number): Promise<MemberPointsSummary> {
    return this.reader.ofMember(id);
  }

  @Get('communities/:slug/leaderboard')
  @ReaderRoute()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A community's leaderboard: this ISO week's points or all time; ties ordered by member id" })
  @ApiQuery({ name: 'period', required: false, enum: LEADERBOARD_PERIODS })
  @ApiOkResponse({ description: 'Leaderboard (contracts/src/points.ts)' })
  @ApiBadRequestResponse(error('period must be week or all'))
  @ApiNotFoundResponse(error('Community not found'))
  leaderboard(@Req() req: SessionRequest, @Param('slug') slug: string, @Query('period') period: unknown): Promise<Leaderboard> {
    const p = queryParam(period, 'period must be week or all') ?? 'all';
    if (!(LEADERBOARD_PERIODS as readonly string[]).includes(p)) throw new BadRequestException('period must be week or all');
    return this.reader.leaderboard(slug, p as LeaderboardPeriod, req.user?.id ?? null);
  }
}
