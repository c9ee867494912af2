import { CreateOperation, ListOperation } from '../docs/operations';
import { ValibotPipe } from '../common/valibot';
import {
  type Article,
  ARTICLE_SLUG_PATTERN,
  ArticleSchema,
  type CreateArticle,
  CreateArticleSchema,
  ErrorBodySchema,
  routes,
} from '@cci/contracts';
import { Body, Controller, Header, NotFoundException, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditService } from '../audit/audit.service';
import { staffActorOf } from '../audit/staff-actor';
import type { SessionRequest } from '../common/session-route';
import { json } from '../docs/schemas';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { ArticlesService } from './articles.service';
import { Endpoint } from '../common/endpoint';

@ApiTags('articles')
@Controller()
export class ArticlesController {
  constructor(
    private readonly articles: ArticlesService,
    private readonly audit: AuditService,
  ) {}

  @Endpoint(routes.content.articles)
  @JsonText()
  @ListOperation('List every article, newest first', ArticleSchema)
  list(): Promise<string> {
    return this.articles.listJson();
  }

  @Endpoint(routes.content.featuredArticles)
  @JsonText()
  @ListOperation('The featured articles, newest first (the first one is the featured article)', ArticleSchema)
  featured(): Promise<string> {
    return this.articles.featuredJson();
  }

  @Endpoint(routes.content.article)
  @JsonText()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'A published article’s page: the Markdown content as sanitised HTML, its author and dates' })
  @ApiOkResponse({ description: 'ArticleDetail (contracts/src/content-schemas.ts)' })
  @ApiNotFoundResponse(json(ErrorBodySchema, { description: 'Article not found' }))
  async detail(@Param('slug') slug: string): Promise<string> {
    const found = ARTICLE_SLUG_PATTERN.test(slug) && slug.length <= 100 ? await this.articles.detailJson(slug) : undefined;
    if (found === undefined) throw new NotFoundException('Article not found');
    return found;
  }

  @Endpoint(routes.content.createArticle)
  @Admins()
  @CreateOperation(
    'Create an article (admins); the answer has its slug (its page: /ai-evolution/<slug>)',
    CreateArticleSchema,
    ArticleSchema,
  )
  async create(@Req() req: SessionRequest, @Body(new ValibotPipe(CreateArticleSchema)) body: CreateArticle): Promise<Article> {
    const actor = staffActorOf(req);
    return this.audit.run(actor, async (m, record) => {
      const article = await this.articles.create(body, 'memberId' in actor ? actor.memberId : null, m);
      await record({
        action: 'article.create',
        entity: 'article',
        entityId: article.id,
        summary: `Created ‘${article.title}’`,
        after: { title: article.title, slug: article.slug, featured: article.featured },
      });
      return article;
    });
  }
}
