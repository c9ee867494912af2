import {
  CONTENT_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentPage,
  type ContentQuery,
  ContentQuerySchema,
  routes,
  type UpdateArticle,
  UpdateArticleSchema,
  type UpdateChallenge,
  UpdateChallengeSchema,
  type UpdateTrend,
  UpdateTrendSchema,
} from '@cci/contracts';
import { Body, Controller, Header, HttpCode, Injectable, NotFoundException, Param, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { staffActorOf } from '../audit/staff-actor';
import { PositiveIntPipe } from '../common/positive-int.pipe';
import { Admins } from '../common/session-guards';
import type { SessionRequest } from '../common/session-route';
import { ValibotPipe } from '../common/valibot';
import { errorBody } from '../docs/schemas';
import { ContentAdminService } from './content-admin.service';
import { Endpoint } from '../common/endpoint';

const ID = new PositiveIntPipe('id');

const kindOf = (kind: string): ContentKind => {
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) throw new NotFoundException('Unknown kind of content');
  return kind as ContentKind;
};

/** The Content tab's lists: search, status filter (Archived included), pages. Admins only. */
@ApiTags('admin')
@Controller()
export class ContentAdminController {
  constructor(private readonly content: ContentAdminService) {}

  @Endpoint(routes.admin.content)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A page of articles, trends, events or challenges for staff: search q, status, page (admins)' })
  @ApiParam({ name: 'kind', enum: CONTENT_KINDS })
  @ApiOkResponse({ description: 'ContentPage (contracts/src/content-admin.ts)' })
  list(@Param('kind') kind: string, @Query(new ValibotPipe(ContentQuerySchema)) query: ContentQuery): Promise<ContentPage> {
    return this.content.list(kindOf(kind), query);
  }

  @Endpoint(routes.admin.contentItem)
  @Admins()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One item as staff edit it, archived or draft included (admins)' })
  @ApiParam({ name: 'kind', enum: CONTENT_KINDS })
  @ApiNotFoundResponse(errorBody('Not found'))
  one(@Param('kind') kind: string, @Param('id', ID) id: number): Promise<ContentItem> {
    return this.content.get(kindOf(kind), id);
  }

  @Endpoint(routes.admin.restoreContent)
  @HttpCode(200)
  @Admins()
  @ApiOperation({ summary: 'Restore archived content (within 30 days of its deletion; admins)' })
  @ApiParam({ name: 'kind', enum: CONTENT_KINDS })
  @ApiNotFoundResponse(errorBody('Not found'))
  @ApiConflictResponse(errorBody('Not archived, or archived more than 30 days ago'))
  restore(@Req() req: SessionRequest, @Param('kind') kind: string, @Param('id', ID) id: number): Promise<ContentItem> {
    return this.content.restore(kindOf(kind), id, staffActorOf(req));
  }
}

/** Edit and delete routes next to the spec's create calls (POST /api/articles...), with the same admin rule. */
const editRoutes = (kind: ContentKind) => {
  @Injectable() // emits the constructor's parameter types, which the controllers extending it inherit
  class EditController {
    constructor(readonly content: ContentAdminService) {}

    @Endpoint(
      {
        articles: routes.content.archiveArticle,
        trends: routes.content.archiveTrend,
        events: routes.events.remove,
        challenges: routes.engagement.archiveChallenge,
      }[kind],
    )
    @Admins()
    @ApiOperation({ summary: `Archive (soft-delete) one of the ${kind}: hidden at once, restorable for 30 days (admins)` })
    @ApiOkResponse({ description: 'ContentItem (contracts/src/content-admin.ts)' })
    @ApiNotFoundResponse(errorBody('Not found'))
    @ApiConflictResponse(errorBody('Already archived'))
    remove(@Req() req: SessionRequest, @Param('id', ID) id: number): Promise<ContentItem> {
      return this.content.archive(kind, id, staffActorOf(req));
    }
  }
  return EditController;
};

@ApiTags('articles')
@Controller()
export class ArticleEditController extends editRoutes('articles') {
  @Endpoint(routes.content.updateArticle)
  @Admins()
  @ApiOperation({ summary: 'Edit an article (any field; updatedAt as read, else 409), feature it or publish it (admins)' })
  @ApiNotFoundResponse(errorBody('Not found'))
  @ApiConflictResponse(errorBody('Changed by someone else since read (updatedAt), archived, or a slug taken'))
  update(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(UpdateArticleSchema)) body: UpdateArticle,
  ): Promise<ContentItem> {
    return this.content.update('articles', id, body, staffActorOf(req));
  }
}

@ApiTags('trends')
@Controller()
export class TrendEditController extends editRoutes('trends') {
  @Endpoint(routes.content.updateTrend)
  @Admins()
  @ApiOperation({ summary: 'Edit a trend (any field; updatedAt as read, else 409), feature it or publish it (admins)' })
  @ApiNotFoundResponse(errorBody('Not found'))
  @ApiConflictResponse(errorBody('Changed by someone else since read (updatedAt), or archived'))
  update(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(UpdateTrendSchema)) body: UpdateTrend,
  ): Promise<ContentItem> {
    return this.content.update('trends', id, body, staffActorOf(req));
  }
}

@ApiTags('challenges')
@Controller()
export class ChallengeEditController extends editRoutes('challenges') {
  @Endpoint(routes.engagement.updateChallenge)
  @Admins()
  @ApiOperation({ summary: 'Edit a challenge (any field but its community; updatedAt as read, else 409) (admins)' })
  @ApiNotFoundResponse(errorBody('Not found'))
  @ApiConflictResponse(errorBody('Changed by someone else since read (updatedAt), or archived'))
  update(
    @Req() req: SessionRequest,
    @Param('id', ID) id: number,
    @Body(new ValibotPipe(UpdateChallengeSchema)) body: UpdateChallenge,
  ): Promise<ContentItem> {
    return this.content.update('challenges', id, body, staffActorOf(req));
  }
}

/** DELETE /api/events/:id (its PATCH is the events controller's, which settles the waitlist). */
@ApiTags('events')
@Controller()
export class EventDeleteController extends editRoutes('events') {}
