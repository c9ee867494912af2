import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES, DISCUSSION_PAGE_SIZE, routes, type SearchResults } from '@cci/contracts';
import { Controller, Header, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { queryParam } from '../common/query-param';
import { errorBody } from '../docs/schemas';
import { SEARCH_TOO_SLOW, SearchService } from './search.service';
import { Endpoint } from '../common/endpoint';

const COMMUNITY_PARAM = 'community must be one community slug';

/** GET /api/search: public, like the threads it finds. */
@ApiTags('discussions')
@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Endpoint(routes.discussions.search)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'Search threads and replies, site-wide or in one community',
    description:
      'PostgreSQL full-text search (websearch syntax: "exact phrase", or, -not), English stemming; title matches rank above ' +
      `body matches. ${DISCUSSION_PAGE_SIZE} hits per page; snippetHtml is HTML whose only markup is <mark>. Hidden and deleted ` +
      'posts, and replies of hidden or deleted threads, are never found. When nothing matches, suggestion is the closest ' +
      'thread title (pg_trgm), else null.',
  })
  @ApiQuery({ name: 'q', required: true, description: `1 to ${DISCUSSION_LIMITS.searchQuery} characters` })
  @ApiQuery({ name: 'community', required: false, description: "A community's slug (404 if unknown); absent: site-wide" })
  @ApiQuery({ name: 'cursor', required: false, description: 'Opaque: the nextCursor of the previous page' })
  @ApiOkResponse({ description: 'SearchResults (contracts/src/discussions.ts)' })
  @ApiBadRequestResponse(errorBody(`${DISCUSSION_MESSAGES.query} / ${DISCUSSION_MESSAGES.cursor} / ${COMMUNITY_PARAM}`))
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.communityNotFound))
  @ApiServiceUnavailableResponse(errorBody(SEARCH_TOO_SLOW))
  search(@Query('q') q: unknown, @Query('community') community: unknown, @Query('cursor') cursor: unknown): Promise<SearchResults> {
    return this.searchService.search(
      queryParam(q, DISCUSSION_MESSAGES.query),
      queryParam(community, COMMUNITY_PARAM),
      queryParam(cursor, DISCUSSION_MESSAGES.cursor),
    );
  }
}
