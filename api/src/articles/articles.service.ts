import { type Article, ARTICLE_TEAM_AUTHOR, type ArticleDetail, type CreateArticle, displayNameOf, renderMarkdown } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { CachedSnapshot } from '../common/cached-snapshot';
import { db } from '../database/sql';
import { toArticle } from './article.mapper';
import { type ArticlePageRow, type ArticleRow, INSERT_ARTICLE_SQL, PUBLISHED_ARTICLES_SQL } from './articles.queries';

interface Serialised {
  list: string;
  featured: string;
  /** Each published article's page (GET /api/articles/:slug) as JSON, by slug. */
  bySlug: Map<string, string>;
}

const detailOf = (e: ArticlePageRow): ArticleDetail => ({
  ...toArticle(e),
  html: renderMarkdown(e.content, { headingShift: 1 }),
  author:
    e.authorFirstName !== null && e.authorLastName !== null ? displayNameOf(e.authorFirstName, e.authorLastName) : ARTICLE_TEAM_AUTHOR,
  updatedAt: e.updatedAt.toISOString(),
});

/**
 * Articles are public reads (the AI Evolution page, the admin list) served from memory: one query,
 * newest first (ties by id, newest first), serialised once. Every committed write to the table drops it, on every replica (bus).
 */
@Injectable()
export class ArticlesService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const rows = await db.many<ArticlePageRow>(this.dataSource, PUBLISHED_ARTICLES_SQL);
    const articles = rows.map(toArticle);
    return {
      list: JSON.stringify(articles),
      featured: JSON.stringify(articles.filter((a) => a.featured)),
      bySlug: new Map(rows.map((e) => [e.slug, JSON.stringify(detailOf(e))])),
    };
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tableWrites: TableWritesSubscriber,
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

  /** A published article's page as JSON, or undefined (no such slug, a draft, or archived). */
  async detailJson(slug: string): Promise<string | undefined> {
    return (await this.snapshot.get()).bySlug.get(slug);
  }

  /**
   * Stores an article (an empty image means none; the slug comes from the title and id, by the table's trigger) and
   * refreshes the cached lists. `authorId`: the staff member writing it, when signed in with their own account.
   */
  async create(input: CreateArticle, authorId: number | null, manager?: EntityManager): Promise<Article> {
    const row = await db.one<ArticleRow>(manager ?? this.dataSource, INSERT_ARTICLE_SQL, [
      input.title,
      input.excerpt,
      input.content,
      input.image || null,
      input.featured,
      authorId,
    ]);
    // This replica's lists follow at once (after the commit, in a transaction); the others hear it through the bus.
    this.tableWrites.wrote(manager ?? this.dataSource.manager, 'articles');
    return toArticle(row!);
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
