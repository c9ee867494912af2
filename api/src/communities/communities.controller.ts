import { CommunitySchema, ErrorBodySchema, routes } from '@cci/contracts';
import { json } from '../docs/schemas';
import { Controller, NotFoundException, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CachedJson } from '../perf/cached-json';
import { CommunitiesService } from './communities.service';
import { Endpoint } from '../common/endpoint';

/** Slugs are lowercase words and dashes; anything else cannot exist, so it is a 404 without a lookup. */
const SLUG = /^[a-z0-9-]{1,64}$/;

@ApiTags('communities')
@Controller()
export class CommunitiesController {
  constructor(private readonly communities: CommunitiesService) {}

  // Answered from memory before Nest's pipeline once the list is cached (perf/cached-json.ts).
  @Endpoint(routes.communities.list)
  @CachedJson(CommunitiesService, (communities) => communities.cachedListJson())
  @ApiOperation({ summary: 'List every community, ordered by id' })
  @ApiOkResponse(json(CommunitySchema, { isArray: true }))
  list(): Promise<string> {
    return this.communities.listJson();
  }

  // Likewise for a cached community; an unknown slug (never cached) always reaches this handler: 404.
  @Endpoint(routes.communities.detail)
  @CachedJson(CommunitiesService, (communities, { slug }) =>
    slug !== undefined && SLUG.test(slug) ? communities.cachedBySlugJson(slug) : undefined,
  )
  @ApiOperation({ summary: 'One community by its slug' })
  @ApiParam({ name: 'slug', example: 'entrepreneurs' })
  @ApiOkResponse(json(CommunitySchema))
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: 'No community has this slug' }))
  async bySlug(@Param('slug') slug: string): Promise<string> {
    const json = SLUG.test(slug) ? await this.communities.bySlugJson(slug) : undefined;
    if (json === undefined) throw new NotFoundException('Community not found');
    return json;
  }

  // A page's param read (shell/src/ssr/render.tsx paramReadsOf): a known community always answers 200, `null` when it
  // has no extras, so only an unknown slug makes its page a 404.
  @Endpoint(routes.communities.extras)
  @CachedJson(CommunitiesService, (communities, { slug }) =>
    slug !== undefined && SLUG.test(slug) ? communities.cachedExtrasJson(slug) : undefined,
  )
  @ApiOperation({ summary: "One community's static extra content (About text, topics, benefits, AI Coach examples, support items)" })
  @ApiParam({ name: 'slug', example: 'entrepreneurs' })
  @ApiOkResponse({
    description: 'The extras, or null for a community without any',
    schema: { nullable: true, allOf: [{ $ref: '#/components/schemas/CommunityExtrasDto' }] },
  })
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: 'No community has this slug' }))
  async extras(@Param('slug') slug: string): Promise<string> {
    const json = SLUG.test(slug) ? await this.communities.extrasJson(slug) : undefined;
    if (json === undefined) throw new NotFoundException('Community not found');
    return json;
  }
}
