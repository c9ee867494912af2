import {
  type ActivityItem,
  type CommunityStats,
  type CursorPage,
  DISCUSSION_PAGE_SIZE,
  type MentionCandidate,
  type ThreadSummary,
} from '@cci/contracts';
import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor, type KeyPart } from '../common/cursor';
import { excerptOf, type SummaryRow, threadSummary } from '../discussions/discussion-views';
import { postAuthor } from '../members/post-author';
import {
  ACTIVITY_SQL,
  FEED_FIRST_KEY,
  type FeedRow,
  FOLLOWED_ACTIVITY_SQL,
  MENTIONABLE_SQL,
  type MentionRow,
  STATS_SQL,
  TRENDING_SQL,
} from './activity.queries';
import { communityBySlug } from '../communities/community-by-slug';

/** A Feed cursor: the last shown line's time, kind rank and key id. */
const FEED_KEY: readonly KeyPart[] = ['timestamp', 'count', 'id'];

/** "thread:12", "reply:40", "accepted:12", "member:7" (a member line is named by the member's id). */
const feedItem = (row: FeedRow): ActivityItem => ({
  id: `${row.kind}:${row.kind === 'member' ? (row.actorId ?? `m${row.keyId}`) : row.keyId}`,
  kind: row.kind,
  actor: postAuthor(row.actorId, row.actorFirstName, row.actorLastName, row.actorAvatar),
  threadId: row.threadId,
  threadTitle: row.threadTitle,
  excerpt: row.kind === 'member' ? '' : excerptOf(row.bodyStart),
  likeCount: row.likeCount,
  replyCount: row.replyCount,
  at: new Date(row.at).toISOString(),
});

export const MENTION_QUERY_MESSAGE = 'q must be 1 to 50 characters';
const MENTION_QUERY_MAX = 50;

/** LIKE's wildcards and its escape character, taken literally. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A community's Feed, trending threads, stats and the members a post may mention. */
@Injectable()
export class ActivityService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** GET /api/communities/:slug/activity: newest first, 20 per page. */
  async feed(slug: string, cursor: string | undefined): Promise<CursorPage<ActivityItem>> {
    const after = cursor === undefined ? FEED_FIRST_KEY : decodeCursor(cursor, FEED_KEY);
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<FeedRow>(this.dataSource, ACTIVITY_SQL, [community.id, ...after]);
    const shown = rows.slice(0, DISCUSSION_PAGE_SIZE);
    const last = shown.at(-1);
    return {
      items: shown.map(feedItem),
      nextCursor: rows.length > DISCUSSION_PAGE_SIZE && last ? encodeCursor([last.atKey, last.rank, last.keyId]) : null,
    };
  }

  /** GET /api/communities/:slug/trending: up to 4 threads, the week's most active. */
  async trending(slug: string): Promise<ThreadSummary[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<SummaryRow>(this.dataSource, TRENDING_SQL, [community.id]);
    return rows.map((row) => threadSummary(row, community));
  }

  /** GET /api/communities/:slug/stats. */
  async stats(slug: string): Promise<CommunityStats> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const [row] = await db.many<CommunityStats>(this.dataSource, STATS_SQL, [community.id]);
    return {
      members: row.members,
      onlineNow: row.onlineNow,
      discussionsToday: row.discussionsToday,
      activeChallenges: row.activeChallenges,
    };
  }

  /** GET /api/communities/:slug/activity/following: what the members the reader follows posted lately (Feed's top). */
  async followed(slug: string, userId: number): Promise<ActivityItem[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<FeedRow>(this.dataSource, FOLLOWED_ACTIVITY_SQL, [community.id, userId]);
    return rows.map(feedItem);
  }

  /** GET /api/communities/:slug/members?q=: up to 8 approved members whose first or last name starts with q. */
  async mentionable(slug: string, q: string | undefined): Promise<MentionCandidate[]> {
    const prefix = q?.trim() ?? '';
    if (!prefix || [...prefix].length > MENTION_QUERY_MAX) throw new BadRequestException(MENTION_QUERY_MESSAGE);
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<MentionRow>(this.dataSource, MENTIONABLE_SQL, [community.id, likePrefix(prefix)]);
    return rows.map((r) => postAuthor(r.id, r.firstName, r.lastName, r.avatar)!);
  }
}
