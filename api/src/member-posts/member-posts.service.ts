import { type CursorPage, DISCUSSION_PAGE_SIZE, type MemberPost } from '@cci/contracts';
import { excerptOf } from '../discussions/discussion-views';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { MEMBER_EXISTS_SQL, MEMBER_POSTS_FIRST_KEY, MEMBER_POSTS_SQL, type MemberPostRow } from './member-posts.queries';

export const MEMBER_NOT_FOUND = 'Member not found';

@Injectable()
export class MemberPostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async posts(memberId: number, cursor: string | undefined): Promise<CursorPage<MemberPost>> {
    const after = cursor === undefined ? [...MEMBER_POSTS_FIRST_KEY] : decodeCursor(cursor, ['timestamp', 'count', 'id']);
    const [member, rows] = await Promise.all([
      db.one(this.dataSource, MEMBER_EXISTS_SQL, [memberId]),
      db.many<MemberPostRow>(this.dataSource, MEMBER_POSTS_SQL, [memberId, ...after]),
    ]);
    if (!member) throw new NotFoundException(MEMBER_NOT_FOUND);
    const page = rows.slice(0, DISCUSSION_PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        kind: r.kind,
        threadId: r.threadId,
        replyId: r.replyId,
        threadTitle: r.threadTitle,
        community: { slug: r.communitySlug, name: r.communityName },
        excerpt: excerptOf(r.bodyStart),
        likeCount: r.likeCount,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
      nextCursor: rows.length > DISCUSSION_PAGE_SIZE ? encodeCursor([last.key_at, last.rank, last.key_id]) : null,
    };
  }
}
