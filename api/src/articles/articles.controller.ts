import { ValibotPipe } from '../common/valibot';
import { type Article, type CreateArticle, CreateArticleSchema } from '@cci/contracts';
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
import { ValidationErrorDto } from '../auth/auth.dto';
import { Admins } from '../common/session-guards';
import { ErrorDto } from '../common/error.dto';
import { JsonText } from '../common/json-text';
import { ArticleDto, CreateArticleDto } from './article.dto';
import { ArticlesService } from './articles.service';

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @JsonText()
  @ApiOperation({ summary: 'List every article, newest first' })
  @ApiOkResponse({ type: ArticleDto, isArray: true })
  list(): Promise<string> {
    return this.articles.listJson();
  }

  @Get('featured')
  @JsonText()
  @ApiOperation({ summary: 'The featured articles, newest first (the first one is the featured article)' })
  @ApiOkResponse({ type: ArticleDto, isArray: true })
  featured(): Promise<string> {
    return this.articles.featuredJson();
  }

  @Post()
  @Admins()
  @ApiOperation({ summary: 'Create an article (admins)' })
  @ApiBody({ type: CreateArticleDto })
  @ApiCreatedResponse({ type: ArticleDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'Invalid field or malformed JSON' })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorDto, description: 'Body is not JSON' })
  create(@Body(new ValibotPipe(CreateArticleSchema)) body: CreateArticle): Promise<Article> {
    return this.articles.create(body);
  }
}
