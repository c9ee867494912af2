import {
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  routes,
  SEARCH_GROUP_SIZE,
  type CursorPage,
  type SearchResults,
  type SimilarThread,
  type SiteSearchResults,
} from '@cci/contracts';
import { Controller, Header, Param, Query } from '@nestjs/common';
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
import { SIMILAR_TITLE_MIN } from './site-search.queries';
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
    summary: 'Search everything public: discussions, events, articles and members',
    description:
      "Without type: SiteSearchResults, each type's first " +
      `${SEARCH_GROUP_SIZE} hits in groups.posts, .events, .articles, .members, each with more (whether ?type= has further hits), ` +
      "and suggestion (as below) when nothing of any type matched. With type: that type's page of " +
      `${DISCUSSION_PAGE_SIZE} hits and nextCursor; type=posts answers SearchResults as before. ` +
      'PostgreSQL full-text search (websearch syntax: "exact phrase", or, -not), English stemming. Posts: title matches rank ' +
      'above body matches; hidden and deleted posts, and replies of hidden or deleted threads, are never found; community= ' +
      'narrows them. Events: published and not archived (title, description, location). Articles: published and not ' +
      'archived (title, summary, body). Members: by display name (first name and last initial, prefix or close spelling) and ' +
      'public profile fields (bio, expertise), never by e-mail or full last name. snippetHtml is plain text (Markdown ' +
      'rendered to its words) where only <mark> is markup, everything else HTML-escaped. When no post matches, suggestion ' +
      'is the closest thread title (pg_trgm), else null.',
  })
  @ApiQuery({ name: 'q', required: true, description: `1 to ${DISCUSSION_LIMITS.searchQuery} characters` })
  @ApiQuery({ name: 'type', required: false, enum: ['posts', 'events', 'articles', 'members'], description: 'Absent: all types, grouped' })
  @ApiQuery({ name: 'community', required: false, description: "A community's slug (404 if unknown) narrowing posts; absent: site-wide" })
  @ApiQuery({ name: 'cursor', required: false, description: 'Opaque: the nextCursor of the previous page (with type only)' })
  @ApiOkResponse({
    description:
      'SiteSearchResults without type; SearchResults for type=posts; CursorPage of EventSearchHit, ArticleSearchHit or MemberSearchHit (contracts/src/discussions.ts)',
  })
  @ApiBadRequestResponse(
    errorBody(`${DISCUSSION_MESSAGES.query} / ${DISCUSSION_MESSAGES.searchType} / ${DISCUSSION_MESSAGES.cursor} / ${COMMUNITY_PARAM}`),
  )
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.communityNotFound))
  @ApiServiceUnavailableResponse(errorBody(SEARCH_TOO_SLOW))
  search(
    @Query('q') q: unknown,
    @Query('type') type: unknown,
    @Query('community') community: unknown,
    @Query('cursor') cursor: unknown,
  ): Promise<SiteSearchResults | SearchResults | CursorPage<unknown>> {
    return this.searchService.search(
      queryParam(q, DISCUSSION_MESSAGES.query),
      queryParam(type, DISCUSSION_MESSAGES.searchType),
      queryParam(community, COMMUNITY_PARAM),
      queryParam(cursor, DISCUSSION_MESSAGES.cursor),
    );
  }

  @Endpoint(routes.communities.similarThreads)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: "Threads of a community whose titles are close to a new thread's title (the composer's suggestion)",
    description:
      `At most ${SEARCH_GROUP_SIZE} visible threads (not hidden, not deleted), the closest title first (pg_trgm similarity). ` +
      `A title shorter than ${SIMILAR_TITLE_MIN} characters finds none (an empty list).`,
  })
  @ApiQuery({ name: 'title', required: true, description: `The title being written, at most ${DISCUSSION_LIMITS.title.max} characters` })
  @ApiOkResponse({ description: 'SimilarThread[] (contracts/src/discussions.ts)' })
  @ApiBadRequestResponse(errorBody(DISCUSSION_MESSAGES.similarTitle))
  @ApiNotFoundResponse(errorBody(DISCUSSION_MESSAGES.communityNotFound))
  similar(@Param('slug') slug: string, @Query('title') title: unknown): Promise<SimilarThread[]> {
    return this.searchService.similarThreads(slug, queryParam(title, DISCUSSION_MESSAGES.similarTitle));
  }
}
