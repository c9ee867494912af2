import {
  type CursorPage,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  ErrorBodySchema,
  markdownExcerpt,
  type MemberPost,
} from '@cci/contracts';
import { Controller, Get, Header, Injectable, Module, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { queryParam } from '../activity/query-param';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { decodeCursor, encodeCursor } from '../discussions/cursor';
import { json } from '../docs/schemas';
import { MEMBER_POSTS_FIRST_KEY, MEMBER_POSTS_SQL } from './member-posts-queries';

interface Row {
  kind: 'thread' | 'reply';
  rank: number;
  threadId: number;
  replyId: number | null;
  threadTitle: string;
  communitySlug: string;
  communityName: string;
  bodyStart: string;
  likeCount: number;
  createdAt: Date;
  key_at: string;
  key_id: number;
}

const MEMBER_NOT_FOUND = 'Member not found';

@Injectable()
export class MemberPostsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async posts(memberId: number, cursor: string | undefined): Promise<CursorPage<MemberPost>> {
    const after = cursor === undefined ? [...MEMBER_POSTS_FIRST_KEY] : decodeCursor(cursor, ['timestamp', 'count', 'id']);
    const [[member], rows] = await Promise.all([
      this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [memberId]) as Promise<unknown[]>,
      this.dataSource.query(MEMBER_POSTS_SQL, [memberId, ...after]) as Promise<Row[]>,
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
        excerpt: markdownExcerpt(r.bodyStart),
        likeCount: r.likeCount,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
      nextCursor: rows.length > DISCUSSION_PAGE_SIZE ? encodeCursor([last.key_at, last.rank, last.key_id]) : null,
    };
  }
}

/** A member's posts on their public profile (issue 14: the profile's "posts" that issue 13 left for later). */
@ApiTags('members')
@Controller('members')
export class MemberPostsController {
  constructor(private readonly memberPosts: MemberPostsService) {}

  @Get(':id/posts')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: "A member's visible threads and replies, newest first, 20 per page",
    description: 'Hidden and deleted posts, and replies in hidden or deleted threads, are left out. Answers CursorPage<MemberPost>.',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the page before' })
  @ApiOkResponse({ description: 'CursorPage<MemberPost> (contracts/src/discussions.ts)' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: `id must be a positive integer / ${DISCUSSION_MESSAGES.cursor}` }))
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: MEMBER_NOT_FOUND }))
  posts(@Param('id', new PositiveIntPipe('id')) id: number, @Query('cursor') cursor: unknown): Promise<CursorPage<MemberPost>> {
    return this.memberPosts.posts(id, queryParam(cursor, DISCUSSION_MESSAGES.cursor));
  }
}

@Module({ controllers: [MemberPostsController], providers: [MemberPostsService] })
export class MemberPostsModule {}
