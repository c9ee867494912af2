import {
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  displayNameOf,
  initialsOf,
  markdownExcerpt,
  SEARCH_GROUP_SIZE,
  SEARCH_TYPES,
  type ArticleSearchHit,
  type CursorPage,
  type EventSearchHit,
  type MemberSearchHit,
  type PostKind,
  type SearchHit,
  type SearchResults,
  type SearchType,
  type SimilarThread,
  type SiteSearchResults,
} from '@cci/contracts';
import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { postAuthor } from '../members/post-author';
import { HEADLINES_SQL, SEARCH_MAX_OFFSET, SEARCH_SQL, SEARCH_TIMEOUT_SQL, SUGGESTION_SQL } from './search.queries';
import {
  ARTICLE_HITS_SQL,
  EVENT_HITS_SQL,
  GROUPED_HITS_SQL,
  MEMBER_HITS_SQL,
  SIMILAR_THREADS_SQL,
  SIMILAR_TITLE_MIN,
} from './site-search.queries';

interface HitRow {
  kind: PostKind;
  threadId: number;
  replyId: number | null;
  communitySlug: string;
  communityName: string;
  threadTitle: string;
  body: string;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatar: string | null;
  createdAt: Date;
}
interface EventRow {
  id: number;
  title: string;
  text: string;
  date: string;
  startsAt: Date | null;
  location: string;
  communitySlug: string | null;
  communityName: string | null;
}
interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  createdAt: Date;
}
interface MemberRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  expertise: string[];
}

/**
 * HEADLINES_SQL's snippet, already HTML-escaped with <mark> tags. Belt and braces: any other < or > (there is none unless
 * the statement changes) is escaped here, so nothing but <mark> can ever reach a page as markup.
 */
export const snippetHtml = (headline: string): string => headline.replace(/<(?!\/?mark>)/g, '&lt;').replace(/(?<!<\/?mark)>/g, '&gt;');

/**
 * The words a reader sees of a Markdown text, whole (no `**`, fences or link addresses): what a snippet highlights. Event
 * descriptions go through it too, so a snippet never shows Markdown syntax whatever a description holds.
 */
const plainText = (markdown: string) => markdownExcerpt(markdown, Number.POSITIVE_INFINITY);

/** PostgreSQL's error code when statement_timeout cancels a query. */
const QUERY_CANCELED = '57014';
export const SEARCH_TOO_SLOW = 'This search matches too many posts to rank in time. Add a word or choose a community to narrow it.';

/** Rows read one past `limit`: the `limit` to show, and whether there are more. */
const sliceOf = <R>(rows: R[], limit: number): Slice<R> => ({ rows: rows.slice(0, limit), more: rows.length > limit });

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePrefix = (q: string) => q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** One type's rows: `limit` to show, and whether there are more (one more row is read). */
interface Slice<R> {
  rows: R[];
  more: boolean;
}

/** Full-text search of visible threads and replies, events, articles and members; the composer's similar threads. */
@Injectable()
export class SearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** GET /api/search: one type's page with `type`, else every type's first hits. */
  async search(
    query: string | undefined,
    type: string | undefined,
    community: string | undefined,
    cursor: string | undefined,
  ): Promise<SiteSearchResults | SearchResults | CursorPage<EventSearchHit | ArticleSearchHit | MemberSearchHit>> {
    const q = query?.trim() ?? '';
    if (!q || [...q].length > DISCUSSION_LIMITS.searchQuery) throw new BadRequestException(DISCUSSION_MESSAGES.query);
    if (type !== undefined && !(SEARCH_TYPES as readonly string[]).includes(type))
      throw new BadRequestException(DISCUSSION_MESSAGES.searchType);
    const offset = cursor === undefined ? 0 : (decodeCursor(cursor, ['count'])[0] as number);
    if (offset % DISCUSSION_PAGE_SIZE !== 0 || offset > SEARCH_MAX_OFFSET || (cursor !== undefined && type === undefined))
      throw new BadRequestException(DISCUSSION_MESSAGES.cursor);
    const communityId = community === undefined ? null : (await communityBySlug(this.dataSource.manager, community)).id;
    if (type === undefined) return this.all(q, communityId);
    const page = async <R, H>(slice: Slice<R>, hits: (rows: R[]) => Promise<H[]>) => ({
      items: await hits(slice.rows),
      nextCursor: slice.more && offset + DISCUSSION_PAGE_SIZE <= SEARCH_MAX_OFFSET ? encodeCursor([offset + DISCUSSION_PAGE_SIZE]) : null,
    });
    switch (type as SearchType) {
      case 'posts': {
        const slice = await this.posts(q, communityId, DISCUSSION_PAGE_SIZE, offset);
        const results = await page(slice, (rows) => this.postHits(q, rows));
        return { ...results, suggestion: !slice.rows.length && offset === 0 ? await this.suggestion(q, communityId) : null };
      }
      case 'events':
        return page(await this.read<EventRow>(EVENT_HITS_SQL, q, DISCUSSION_PAGE_SIZE, offset), (rows) => this.eventHits(q, rows));
      case 'articles':
        return page(await this.read<ArticleRow>(ARTICLE_HITS_SQL, q, DISCUSSION_PAGE_SIZE, offset), (rows) => this.articleHits(q, rows));
      case 'members':
        return page(await this.members(q, DISCUSSION_PAGE_SIZE, offset), (rows) => Promise.resolve(rows.map(memberHit)));
    }
  }

  /**
   * Every type's first SEARCH_GROUP_SIZE hits: the posts' search beside one statement for the other three (two pool
   * connections a request, not four); then the snippets of all of them in one statement.
   */
  private async all(q: string, communityId: number | null): Promise<SiteSearchResults> {
    const [posts, others] = await Promise.all([
      this.posts(q, communityId, SEARCH_GROUP_SIZE, 0),
      db.one<{ events: EventRow[]; articles: ArticleRow[]; members: MemberRow[] }>(this.dataSource, GROUPED_HITS_SQL, [
        q,
        SEARCH_GROUP_SIZE + 1,
        0,
        likePrefix(q),
      ]),
    ]);
    const events = sliceOf(others!.events, SEARCH_GROUP_SIZE);
    const articles = sliceOf(others!.articles, SEARCH_GROUP_SIZE);
    const members = sliceOf(others!.members, SEARCH_GROUP_SIZE);
    const texts = [
      ...posts.rows.map((r) => plainText(r.body)),
      ...events.rows.map((r) => plainText(r.text)),
      ...articles.rows.map(articleText),
    ];
    const snippets = await this.headlines(q, texts);
    const found = posts.rows.length + events.rows.length + articles.rows.length + members.rows.length;
    return {
      groups: {
        posts: { items: posts.rows.map((r, i) => postHit(r, snippets[i])), more: posts.more },
        events: { items: events.rows.map((r, i) => eventHit(r, snippets[posts.rows.length + i])), more: events.more },
        articles: {
          items: articles.rows.map((r, i) => articleHit(r, snippets[posts.rows.length + events.rows.length + i])),
          more: articles.more,
        },
        members: { items: members.rows.map(memberHit), more: members.more },
      },
      suggestion: found ? null : await this.suggestion(q, communityId),
    };
  }

  /** GET /api/communities/:slug/threads/similar: a title shorter than SIMILAR_TITLE_MIN finds none. */
  async similarThreads(slug: string, title: string | undefined): Promise<SimilarThread[]> {
    const community = await communityBySlug(this.dataSource.manager, slug);
    const text = title?.trim() ?? '';
    if ([...text].length > DISCUSSION_LIMITS.title.max) throw new BadRequestException(DISCUSSION_MESSAGES.similarTitle);
    if ([...text].length < SIMILAR_TITLE_MIN) return [];
    const rows = await db.many<Omit<SimilarThread, 'createdAt'> & { createdAt: Date }>(this.dataSource, SIMILAR_THREADS_SQL, [
      community.id,
      text,
    ]);
    return rows.map((r) => ({ id: r.id, title: r.title, replyCount: r.replyCount, createdAt: new Date(r.createdAt).toISOString() }));
  }

  /** SEARCH_SQL's rows from `offset`: `limit` to show (SEARCH_SQL reads a page and one more; the rest is dropped). */
  private async posts(q: string, communityId: number | null, limit: number, offset: number): Promise<Slice<HitRow>> {
    const rows = await this.dataSource
      .transaction(async (m) => {
        await db.exec(m, SEARCH_TIMEOUT_SQL);
        return db.many<HitRow>(m, SEARCH_SQL, [q, communityId, offset]);
      })
      .catch((err: unknown) => {
        if (((err as { driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code) === QUERY_CANCELED)
          throw new ServiceUnavailableException(SEARCH_TOO_SLOW);
        throw err;
      });
    return sliceOf(rows, limit);
  }

  private async read<R>(sql: string, q: string, limit: number, offset: number): Promise<Slice<R>> {
    return sliceOf(await db.many<R>(this.dataSource, sql, [q, limit + 1, offset]), limit);
  }

  private async members(q: string, limit: number, offset: number): Promise<Slice<MemberRow>> {
    return sliceOf(await db.many<MemberRow>(this.dataSource, MEMBER_HITS_SQL, [q, limit + 1, offset, likePrefix(q)]), limit);
  }

  private async headlines(q: string, texts: string[]): Promise<string[]> {
    if (!texts.length) return [];
    const rows = await db.many<{ snippet: string }>(this.dataSource, HEADLINES_SQL, [q, texts]);
    return rows.map((r) => snippetHtml(r.snippet));
  }

  private async postHits(q: string, rows: HitRow[]): Promise<SearchHit[]> {
    const snippets = await this.headlines(
      q,
      rows.map((r) => plainText(r.body)),
    );
    return rows.map((r, i) => postHit(r, snippets[i]));
  }

  private async eventHits(q: string, rows: EventRow[]): Promise<EventSearchHit[]> {
    const snippets = await this.headlines(
      q,
      rows.map((r) => plainText(r.text)),
    );
    return rows.map((r, i) => eventHit(r, snippets[i]));
  }

  private async articleHits(q: string, rows: ArticleRow[]): Promise<ArticleSearchHit[]> {
    const snippets = await this.headlines(q, rows.map(articleText));
    return rows.map((r, i) => articleHit(r, snippets[i]));
  }

  private async suggestion(q: string, communityId: number | null): Promise<string | null> {
    const closest = await db.one<{ title: string }>(this.dataSource, SUGGESTION_SQL, [q, communityId]);
    return closest?.title ?? null;
  }
}

/** An article's summary, then its body's words: the snippet shows the summary unless the match is further on. */
const articleText = (r: ArticleRow) => `${r.excerpt} ${plainText(r.content)}`;

const postHit = (row: HitRow, snippet: string): SearchHit => ({
  kind: row.kind,
  threadId: row.threadId,
  replyId: row.replyId,
  community: { slug: row.communitySlug, name: row.communityName },
  threadTitle: row.threadTitle,
  snippetHtml: snippet,
  author: postAuthor(row.authorId, row.authorFirstName, row.authorLastName, row.authorAvatar),
  createdAt: new Date(row.createdAt).toISOString(),
});

const eventHit = (r: EventRow, snippet: string): EventSearchHit => ({
  id: r.id,
  title: r.title,
  snippetHtml: snippet,
  date: r.date,
  startsAt: r.startsAt ? new Date(r.startsAt).toISOString() : null,
  location: r.location,
  community: r.communitySlug && r.communityName ? { slug: r.communitySlug, name: r.communityName } : null,
});

const articleHit = (r: ArticleRow, snippet: string): ArticleSearchHit => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  snippetHtml: snippet,
  createdAt: new Date(r.createdAt).toISOString(),
});

const memberHit = (r: MemberRow): MemberSearchHit => ({
  id: r.id,
  displayName: displayNameOf(r.firstName, r.lastName),
  initials: initialsOf(r.firstName, r.lastName),
  avatar: r.avatar,
  expertise: r.expertise,
});
