import { CreateOperation, ListOperation } from '../docs/operations';
import { ValibotPipe } from '../common/valibot';
import { type Article, ArticleSchema, type CreateArticle, CreateArticleSchema } from '@cci/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Admins } from '../common/session-guards';
import { JsonText } from '../common/json-text';
import { ArticlesService } from './articles.service';

@ApiTags('articles')
@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @JsonText()
  @ListOperation('List every article, newest first', ArticleSchema)
  list(): Promise<string> {
    return this.articles.listJson();
  }

  @Get('featured')
  @JsonText()
  @ListOperation('The featured articles, newest first (the first one is the featured article)', ArticleSchema)
  featured(): Promise<string> {
    return this.articles.featuredJson();
  }

  @Post()
  @Admins()
  @CreateOperation('Create an article (admins)', CreateArticleSchema, ArticleSchema)
  create(@Body(new ValibotPipe(CreateArticleSchema)) body: CreateArticle): Promise<Article> {
    return this.articles.create(body);
  }
}
