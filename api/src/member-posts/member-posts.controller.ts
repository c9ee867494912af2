import { type CursorPage, DISCUSSION_MESSAGES, ErrorBodySchema, type MemberPost, routes } from '@cci/contracts';
import { Controller, Header, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { queryParam } from '../common/query-param';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { json } from '../docs/schemas';
import { MEMBER_NOT_FOUND, MemberPostsService } from './member-posts.service';
import { Endpoint } from '../common/endpoint';

/** A member's posts on their public profile. */
@ApiTags('members')
@Controller()
export class MemberPostsController {
  constructor(private readonly memberPosts: MemberPostsService) {}

  @Endpoint(routes.members.posts)
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
