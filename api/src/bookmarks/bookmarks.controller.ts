import { type BookmarkedThread, type BookmarkState, type CursorPage, DISCUSSION_MESSAGES, ErrorBodySchema, routes } from '@cci/contracts';
import { Controller, Header, HttpCode, Param, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Endpoint } from '../common/endpoint';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { queryParam } from '../common/query-param';
import { Members } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { json } from '../docs/schemas';
import { Allowed } from '../rules/rules';
import { BookmarksService } from './bookmarks.service';

const threadId = () => Param('id', new PositiveIntPipe('id'));

/** Bookmarks: a member keeps a thread to come back to, and finds it again in their list. */
@ApiTags('discussions')
@Controller()
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @Endpoint(routes.discussions.bookmark)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether the signed-in member bookmarked the thread' })
  @ApiOkResponse({ description: 'BookmarkState (contracts/src/bookmarks.ts)' })
  state(@Req() req: SessionRequest, @threadId() id: number): Promise<BookmarkState> {
    return this.bookmarks.state(req.user!.id, id);
  }

  @Endpoint(routes.discussions.addBookmark)
  @Allowed('bookmark')
  @HttpCode(204)
  @ApiOperation({ summary: 'Bookmark a thread (idempotent)' })
  @ApiNoContentResponse({ description: 'Bookmarked' })
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: DISCUSSION_MESSAGES.threadNotFound }))
  async add(@Req() req: SessionRequest, @threadId() id: number): Promise<void> {
    await this.bookmarks.set(req.user!.id, id, true);
  }

  @Endpoint(routes.discussions.removeBookmark)
  @Allowed('bookmark')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a bookmark (idempotent)' })
  @ApiNoContentResponse({ description: 'Not bookmarked' })
  async remove(@Req() req: SessionRequest, @threadId() id: number): Promise<void> {
    await this.bookmarks.set(req.user!.id, id, false);
  }

  @Endpoint(routes.me.bookmarks)
  @Members()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The member's bookmarked threads, the latest bookmark first, 20 per page" })
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the page before' })
  @ApiOkResponse({ description: 'CursorPage<BookmarkedThread> (contracts/src/bookmarks.ts)' })
  @ApiBadRequestResponse(json(ErrorBodySchema, { description: DISCUSSION_MESSAGES.cursor }))
  list(@Req() req: SessionRequest, @Query('cursor') cursor: unknown): Promise<CursorPage<BookmarkedThread>> {
    return this.bookmarks.list(req.user!.id, queryParam(cursor, DISCUSSION_MESSAGES.cursor));
  }
}
