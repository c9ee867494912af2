import { type Article, ARTICLE_TEAM_AUTHOR, type ArticleDetail, type CreateArticle, displayNameOf, renderMarkdown } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository, type EntityManager } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { saveAsStored } from '../common/save-as-stored';
import { toArticle } from './article.mapper';
import { ArticleEntity } from './article.entity';

interface Serialised {
  list: string;
  featured: string;
  /** Each published article's page (GET /api/articles/:slug) as JSON, by slug. */
  bySlug: Map<string, string>;
}

const detailOf = (e: ArticleEntity): ArticleDetail => ({
  ...toArticle(e),
  html: renderMarkdown(e.content, { headingShift: 1 }),
  author: e.author ? displayNameOf(e.author.firstName, e.author.lastName) : ARTICLE_TEAM_AUTHOR,
  updatedAt: e.updatedAt.toISOString(),
});

/**
 * Articles are public reads (the AI Evolution page, the admin list) served from memory: one query,
 * newest first (ties by id, newest first), serialised once. Every committed write to the table drops it, on every replica (bus).
 */
@Injectable()
export class ArticlesService {
  private readonly snapshot = new CachedSnapshot<Serialised>(async () => {
    const rows = await this.repo.find({
      where: { published: true, deletedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
      relations: { author: true },
    });
    const articles = rows.map(toArticle);
    return {
      list: JSON.stringify(articles),
      featured: JSON.stringify(articles.filter((a) => a.featured)),
      bySlug: new Map(rows.map((e) => [e.slug, JSON.stringify(detailOf(e))])),
    };
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

  /** A published article's page as JSON, or undefined (no such slug, a draft, or archived). */
  async detailJson(slug: string): Promise<string | undefined> {
    return (await this.snapshot.get()).bySlug.get(slug);
  }

  /**
   * Stores an article (an empty image means none; the slug comes from the title and id, by the table's trigger) and
   * refreshes the cached lists. `authorId`: the staff member writing it, when signed in with their own account.
   */
  async create(input: CreateArticle, authorId: number | null, manager?: EntityManager): Promise<Article> {
    return toArticle(
      await saveAsStored(
        this.repo,
        {
          title: input.title,
          excerpt: input.excerpt,
          content: input.content,
          image: input.image || null,
          featured: input.featured,
          authorId,
        },
        manager,
      ),
    );
  }

  /** Count for the admin overview (archived ones left out). */
  count(): Promise<number> {
    return this.repo.count({ where: { deletedAt: IsNull() } });
  }

  invalidate(): void {
    this.snapshot.invalidate();
  }
}
