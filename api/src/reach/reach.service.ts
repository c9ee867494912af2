import {
  ARTICLE_TEAM_AUTHOR,
  ARTICLES_FEED_PATH,
  communityFeedPath,
  displayNameOf,
  markdownExcerpt,
  SITEMAP_PAGES,
  SITEMAP_PATH,
} from '@cci/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BusService } from '../bus/bus.service';
import { CachedSnapshot } from '../common/cached-snapshot';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/config';
import { db } from '../database/sql';
import { rss, type SitemapUrl } from './reach-xml';
import { type SitemapFiles, sitemapFiles } from './sitemap-files';
import {
  FEED_ARTICLES_SQL,
  FEED_COMMUNITY_SQL,
  FEED_THREADS_SQL,
  type FeedArticleRow,
  type FeedAuthorColumns,
  type FeedCommunityRow,
  type FeedThreadRow,
  SITEMAP_COMMUNITIES_SQL,
  SITEMAP_CONTENT_SQL,
  SITEMAP_THREADS_SQL,
  type SitemapCommunityRow,
  type SitemapContentRow,
  type SitemapThreadRow,
} from './reach.queries';

/** Items a feed carries. */
const FEED_ITEMS = 20;
/** Characters of a feed item's plain-text summary at most. */
const SUMMARY_MAX = 300;

const authorOf = (row: FeedAuthorColumns, none: string) =>
  row.authorFirstName !== null && row.authorLastName !== null ? displayNameOf(row.authorFirstName, row.authorLastName) : none;

/**
 * The site as the rest of the web reads it: the sitemap (public communities, visible threads, published articles and
 * events, the static pages) and the RSS feeds (the articles; each community's latest threads), with absolute links
 * from PUBLIC_URL. Each is built on first read and kept in memory until a committed write to a table it reads, on any
 * replica (bus), as the public JSON reads are.
 */
@Injectable()
export class ReachService {
  private readonly origin: string;
  private readonly sitemap = new CachedSnapshot<SitemapFiles>(() => this.buildSitemap());
  private readonly articlesFeed = new CachedSnapshot<string>(() => this.buildArticlesFeed());
  /** Feeds by community slug (only communities that exist: an unknown slug is not kept). */
  private readonly communityFeeds = new Map<string, Promise<string | undefined>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    bus: BusService,
  ) {
    this.origin = config.publicUrl;
    bus.watchTables(['threads', 'communities', 'articles', 'events'], () => this.sitemap.invalidate());
    bus.watchTables(['articles', 'users'], () => this.articlesFeed.invalidate());
    bus.watchTables(['threads', 'communities', 'users'], () => this.communityFeeds.clear());
  }

  /** /sitemap.xml. */
  async sitemapXml(): Promise<string> {
    return (await this.sitemap.get()).main;
  }

  /** A part of a split sitemap (1-based), or undefined when there is no such part. */
  async sitemapPart(n: number): Promise<string | undefined> {
    return (await this.sitemap.get()).parts[n - 1];
  }

  /** The articles' feed (ARTICLES_FEED_PATH). */
  articlesFeedXml(): Promise<string> {
    return this.articlesFeed.get();
  }

  /** A community's feed of its latest threads, or undefined when no community has this slug. */
  communityFeedXml(slug: string): Promise<string | undefined> {
    let feed = this.communityFeeds.get(slug);
    if (!feed) {
      feed = this.buildCommunityFeed(slug);
      this.communityFeeds.set(slug, feed);
      // Neither a slug that names nothing nor a failed build is kept.
      feed.then(
        (xml) => xml === undefined && this.communityFeeds.get(slug) === feed && this.communityFeeds.delete(slug),
        () => this.communityFeeds.get(slug) === feed && this.communityFeeds.delete(slug),
      );
    }
    return feed;
  }

  private async buildSitemap(): Promise<SitemapFiles> {
    const [communities, content, threads] = await Promise.all([
      db.many<SitemapCommunityRow>(this.dataSource, SITEMAP_COMMUNITIES_SQL),
      db.many<SitemapContentRow>(this.dataSource, SITEMAP_CONTENT_SQL),
      db.many<SitemapThreadRow>(this.dataSource, SITEMAP_THREADS_SQL),
    ]);
    const at = (path: string, lastmod?: string): SitemapUrl => ({ loc: `${this.origin}${path}`, lastmod });
    const slug = encodeURIComponent;
    const urls: SitemapUrl[] = [
      ...SITEMAP_PAGES.map((p) => at(p)),
      ...communities.flatMap((c) => [at(`/community/${slug(c.slug)}`), at(`/community/${slug(c.slug)}/discussions`)]),
      ...content.map((r) => at(r.kind === 'article' ? `/ai-evolution/${slug(r.key)}` : `/events/${r.key}`, r.lastmod)),
      ...threads.map((t) => at(`/community/${slug(t.slug)}/discussions/${t.id}`, t.lastmod)),
    ];
    return sitemapFiles(urls, this.origin);
  }

  private async buildArticlesFeed(): Promise<string> {
    const rows = await db.many<FeedArticleRow>(this.dataSource, FEED_ARTICLES_SQL, [FEED_ITEMS]);
    return rss({
      title: 'The AI Evolution · The AI Network',
      link: `${this.origin}/ai-evolution`,
      self: `${this.origin}${ARTICLES_FEED_PATH}`,
      description: 'Articles from The AI Network on how AI is changing the way we work and create.',
      items: rows.map((a) => ({
        title: a.title,
        link: `${this.origin}/ai-evolution/${encodeURIComponent(a.slug)}`,
        published: a.createdAt,
        author: authorOf(a, ARTICLE_TEAM_AUTHOR),
        summary: a.excerpt,
      })),
    });
  }

  private async buildCommunityFeed(slug: string): Promise<string | undefined> {
    const community = await db.one<FeedCommunityRow>(this.dataSource, FEED_COMMUNITY_SQL, [slug]);
    if (!community) return undefined;
    const rows = await db.many<FeedThreadRow>(this.dataSource, FEED_THREADS_SQL, [community.id, FEED_ITEMS]);
    const page = `/community/${encodeURIComponent(community.slug)}`;
    return rss({
      title: `${community.name} Community · The AI Network`,
      link: `${this.origin}${page}/discussions`,
      self: `${this.origin}${communityFeedPath(community.slug)}`,
      description: community.description,
      items: rows.map((t) => ({
        title: t.title,
        link: `${this.origin}${page}/discussions/${t.id}`,
        published: t.createdAt,
        author: authorOf(t, 'Deleted member'),
        summary: markdownExcerpt(t.bodyStart, SUMMARY_MAX),
      })),
    });
  }

  /** Where the sitemap is, for robots.txt. */
  get sitemapUrl(): string {
    return `${this.origin}${SITEMAP_PATH}`;
  }
}
