import type { Article, CreateArticle } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { saveAsStored } from '../common/save-as-stored';
import { toArticle } from './article.mapper';
import { ArticleEntity } from './article.entity';

interface Serialised {
  list: string;
  featured: string;
}

/**
 * Articles are public reads (the AI Evolution page, the admin list) served from memory: one query,
 * newest first (ties by id, newest first), serialised once. Every committed write to the table drops it, on every replica (bus).
 */
@Injectable()
export class ArticlesService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const articles = (await this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } })).map(toArticle);
    return { list: JSON.stringify(articles), featured: JSON.stringify(articles.filter((a) => a.featured)) };
  });

  constructor(
    @InjectRepository(ArticleEntity) private readonly repo: Repository<ArticleEntity>,
    bus: BusService,
  ) {
    bus.watchTables(['articles'], () => this.invalidate());
  }

  /** JSON array of every article, newest first. */
  async listJson(): Promise<string> {
    return (await this.snapshot.get()).list;
  }

  /** JSON array of the featured articles, newest first: the first one is the featured article (spec §9). */
  async featuredJson(): Promise<string> {
    return (await this.snapshot.get()).featured;
  }

  /** Stores an article (an empty image means none) and refreshes the cached lists. */
  async create(input: CreateArticle): Promise<Article> {
    return toArticle(
      await saveAsStored(this.repo, {
        title: input.title,
        excerpt: input.excerpt,
        content: input.content,
        image: input.image || null,
        featured: input.featured,
      }),
    );
  }

  /** Count for the admin overview. */
  count(): Promise<number> {
    return this.repo.count();
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
