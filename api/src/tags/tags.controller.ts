import { ErrorBodySchema, routes, TAG_LIMITS } from '@cci/contracts';
import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Endpoint } from '../common/endpoint';
import { json } from '../docs/schemas';
import { CachedJson } from '../perf/cached-json';
import { COMMUNITY_TAGS_DOC } from './tags-docs';
import { TagsService } from './tags.service';

/** A community's tags, as everyone reads them. */
@ApiTags('tags')
@Controller()
export class TagsController {
  constructor(private readonly tags: TagsService) {}

  // Answered from memory before Nest's pipeline once built (perf/cached-json.ts); dropped on any write to the tags. An
  // unknown slug is never cached: it reaches the handler (404).
  @Endpoint(routes.communities.tags)
  @CachedJson(TagsService, (tags, { slug }) => (slug !== undefined ? tags.cachedCommunityTagsJson(slug) : undefined))
  @ApiOperation({
    summary: "A community's curated tags, most used first, with the shown threads carrying each",
    description:
      `A thread takes up to ${TAG_LIMITS.perThread} of them. allowSuggestions: whether its members may add a new name ` +
      'while posting (a suggestion, shown once staff approve it). Filter its threads with GET /api/communities/:slug/threads?tag=.',
  })
  @ApiParam({ name: 'slug', example: 'entrepreneurs' })
  @ApiOkResponse({ description: 'CommunityTags (contracts/src/tags.ts)', schema: COMMUNITY_TAGS_DOC })
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: 'Community not found' }))
  list(@Param('slug') slug: string): Promise<string> {
    return this.tags.communityTagsJson(slug);
  }
}
