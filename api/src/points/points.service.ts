import { type Badge, BADGE_INFO, HELPFUL_BADGE_LIKES, POINTS, type PointReason } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { db } from '../database/sql';
import { NotificationsService } from '../notifications/notifications.service';
import { personKey } from '../rules/rules';
import {
  HAS_HELPFUL_BADGE_SQL,
  INSERT_BADGE_SQL,
  INSERT_LEDGER_SQL,
  LIKES_RECEIVED_SQL,
  LOCK_REPLY_LIKED_SQL,
  REPLY_LIKED_TODAY_SQL,
} from './points.queries';

/** One grant of points: to whom, in which community, how many, why, and the source that earns it once. */
export interface PointsGrant {
  userId: number;
  communityId: number;
  amount: number;
  reason: PointReason;
  /**
   * What earned the points, unique per reason: "reply:12:person:<digest of the liker's mailbox>", "thread:3" (accepted answer), "challenge:4:user:9",
   * "mentorship:5", "spotlight:8". The same source never pays twice (unique key on the ledger), even under a race.
   */
  sourceKey: string;
}

/**
 * The only writer of points. Every call takes the caller's transaction manager, so points land or roll
 * back with what earned them, and no client route grants points directly. A trigger keeps the leaderboards' aggregates
 * (member_points, member_points_weekly) with each ledger row.
 */
@Injectable()
export class PointsService {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly tableWrites: TableWritesSubscriber,
  ) {}

  /**
   * Appends one ledger row; false when this source already paid (or, for a liked reply, when the author reached today's
   * cap). The daily cap is counted under a per-member transaction lock, so parallel likes cannot pass it together.
   */
  async award(m: EntityManager, grant: PointsGrant): Promise<boolean> {
    if (grant.amount === 0) return false;
    if (grant.reason === 'reply_liked') {
      await db.exec(m, LOCK_REPLY_LIKED_SQL, [grant.userId]);
      const { n } = (await db.one<{ n: number }>(m, REPLY_LIKED_TODAY_SQL, [grant.userId]))!;
      if (n >= POINTS.replyLikedDailyCap) return false;
    }
    const rows = await db.many(m, INSERT_LEDGER_SQL, [grant.userId, grant.communityId, grant.amount, grant.reason, grant.sourceKey]);
    // The boards of this replica follow at the commit (the trigger's write to member_points reaches others by the bus).
    if (rows.length === 1) this.tableWrites.wrote(m, 'member_points');
    return rows.length === 1;
  }

  /** Awards a badge once (primary key member + badge); true only for the call that awarded it. */
  async awardBadge(m: EntityManager, userId: number, badge: Badge, communityId: number | null): Promise<boolean> {
    const rows = await db.many(m, INSERT_BADGE_SQL, [userId, badge, communityId]);
    return rows.length === 1;
  }

  /** A badge, once; the member hears of it (only the call that awarded it). */
  async badge(m: EntityManager, userId: number, badge: Badge, communityId: number | null): Promise<boolean> {
    if (!(await this.awardBadge(m, userId, badge, communityId))) return false;
    await this.notifications.notifyMember(m, {
      userId,
      kind: 'badge',
      text: `You earned the ${BADGE_INFO[badge].name} badge: ${BADGE_INFO[badge].description.toLowerCase()}`,
      link: `/members/${userId}`,
    });
    return true;
  }

  /** A thread or reply posted: the First Post badge. */
  async onPost(m: EntityManager, userId: number, communityId: number): Promise<void> {
    await this.badge(m, userId, 'first_post', communityId);
  }

  /**
   * A like given (never one's own post: the forum refuses those; only by an approved, verified, unsuspended member of the
   * community: the rule book): a liked reply pays its author once per person who liked it (a mailbox's "+tag" aliases are
   * one person), within the daily cap; any like may complete the Helpful badge, counted the same way.
   */
  async onLike(
    m: EntityManager,
    like: { kind: 'thread' | 'reply'; postId: number; authorId: number; likerId: number; communityId: number },
  ): Promise<void> {
    if (like.authorId === like.likerId) return;
    if (like.kind === 'reply')
      await this.award(m, {
        userId: like.authorId,
        communityId: like.communityId,
        amount: POINTS.replyLiked,
        reason: 'reply_liked',
        sourceKey: `reply:${like.postId}:person:${await personKey(m, like.likerId)}`,
      });
    if (await db.one(m, HAS_HELPFUL_BADGE_SQL, [like.authorId])) return;
    const { n } = (await db.one<{ n: string }>(m, LIKES_RECEIVED_SQL, [like.authorId]))!;
    if (Number(n) >= HELPFUL_BADGE_LIKES) await this.badge(m, like.authorId, 'helpful', like.communityId);
  }

  /** An answer accepted by the question's author: +15 to the reply's author (once per reply) and the Solution badge. */
  async onAccepted(m: EntityManager, a: { replyId: number; authorId: number; accepterId: number; communityId: number }): Promise<void> {
    if (a.authorId === a.accepterId) return;
    await this.award(m, {
      userId: a.authorId,
      communityId: a.communityId,
      amount: POINTS.answerAccepted,
      reason: 'answer_accepted',
      sourceKey: `reply:${a.replyId}`,
    });
    await this.badge(m, a.authorId, 'solution', a.communityId);
  }
}
