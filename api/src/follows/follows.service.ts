import { connectionLine, FOLLOW_MESSAGES, type FollowingList, type SuggestedConnection } from '@cci/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { db } from '../database/sql';
import { postAuthor } from '../members/post-author';
import {
  FOLLOW_SQL,
  type FollowedRow,
  FOLLOWING_SQL,
  MEMBER_EXISTS_SQL,
  SUGGESTED_SQL,
  type SuggestedRow,
  UNFOLLOW_SQL,
} from './follows.queries';

@Injectable()
export class FollowsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async follow(userId: number, memberId: number, on: boolean): Promise<void> {
    if (userId === memberId) throw new BadRequestException(FOLLOW_MESSAGES.self);
    const exists = await db.one(this.dataSource, MEMBER_EXISTS_SQL, [memberId]);
    if (!exists) throw new NotFoundException(FOLLOW_MESSAGES.notFound);
    await db.exec(this.dataSource, on ? FOLLOW_SQL : UNFOLLOW_SQL, [userId, memberId]);
  }

  async following(userId: number): Promise<FollowingList> {
    const rows = await db.many<FollowedRow>(this.dataSource, FOLLOWING_SQL, [userId]);
    return { ids: rows.map((r) => r.id) };
  }

  async suggested(slug: string, userId: number): Promise<SuggestedConnection[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const rows = await db.many<SuggestedRow>(this.dataSource, SUGGESTED_SQL, [community.id, userId]);
    return rows.map((r) => ({
      member: postAuthor(r.id, r.firstName, r.lastName, r.avatar)!,
      shared: r.shared,
      line: connectionLine(r.shared, community.name),
    }));
  }
}
