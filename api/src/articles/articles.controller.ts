import { json } from '../docs/schemas';
import { ValibotPipe } from '../common/valibot';
import {
  ErrorBodySchema,
  type Article,
  ArticleSchema,
  type CreateArticle,
  CreateArticleSchema,
  ValidationErrorSchema,
} from '@cci/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { ArticlesService } from './articles.service';

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @JsonText()
  @ApiOperation({ summary: 'List every article, newest first' })
  @ApiOkResponse(json(ArticleSchema, { isArray: true }))
  list(): Promise<string> {
    return this.articles.listJson();
  }

  @Get('featured')
  @JsonText()
  @ApiOperation({ summary: 'The featured articles, newest first (the first one is the featured article)' })
  @ApiOkResponse(json(ArticleSchema, { isArray: true }))
  featured(): Promise<string> {
    return this.articles.featuredJson();
  }

  @Post()
  @Admins()
  @ApiOperation({ summary: 'Create an article (admins)' })
  @ApiBody(json(CreateArticleSchema))
  @ApiCreatedResponse(json(ArticleSchema))
  @ApiBadRequestResponse(json(ValidationErrorSchema, { description: 'Invalid field or malformed JSON' }))
  @ApiUnsupportedMediaTypeResponse(json(ErrorBodySchema, { description: 'Body is not JSON' }))
  create(@Body(new ValibotPipe(CreateArticleSchema)) body: CreateArticle): Promise<Article> {
    return this.articles.create(body);
  }
}
