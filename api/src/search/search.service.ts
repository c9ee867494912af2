import {
  DISCUSSION_LIMITS,
  DISCUSSION_MESSAGES,
  DISCUSSION_PAGE_SIZE,
  type PostKind,
  type SearchHit,
  type SearchResults,
} from '@cci/contracts';
import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { communityBySlug } from '../communities/community-by-slug';
import { db } from '../database/sql';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { postAuthor } from '../members/post-author';
import { SEARCH_MAX_OFFSET, SEARCH_SQL, SEARCH_TIMEOUT_SQL, SUGGESTION_SQL } from './search.queries';

interface HitRow {
  kind: PostKind;
  threadId: number;
  replyId: number | null;
  communitySlug: string;
  communityName: string;
  threadTitle: string;
  snippet: string;
  authorId: number | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  createdAt: Date;
}

/**
 * SEARCH_SQL's snippet, already HTML-escaped with <mark> tags. Belt and braces: any other < or > (there is none unless
 * the statement changes) is escaped here, so nothing but <mark> can ever reach a page as markup.
 */
export const snippetHtml = (headline: string): string => headline.replace(/<(?!\/?mark>)/g, '&lt;').replace(/(?<!<\/?mark)>/g, '&gt;');

const hit = (row: HitRow): SearchHit => ({
  kind: row.kind,
  threadId: row.threadId,
  replyId: row.replyId,
  community: { slug: row.communitySlug, name: row.communityName },
  threadTitle: row.threadTitle,
  snippetHtml: snippetHtml(row.snippet),
  author: postAuthor(row.authorId, row.authorFirstName, row.authorLastName),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** PostgreSQL's error code when statement_timeout cancels a query. */
const QUERY_CANCELED = '57014';
export const SEARCH_TOO_SLOW = 'This search matches too many posts to rank in time. Add a word or choose a community to narrow it.';

/** Full-text search of visible threads and replies, site-wide or in one community. */
@Injectable()
export class SearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(query: string | undefined, community: string | undefined, cursor: string | undefined): Promise<SearchResults> {
    const q = query?.trim() ?? '';
    if (!q || [...q].length > DISCUSSION_LIMITS.searchQuery) throw new BadRequestException(DISCUSSION_MESSAGES.query);
    const offset = cursor === undefined ? 0 : (decodeCursor(cursor, ['count'])[0] as number);
    if (offset % DISCUSSION_PAGE_SIZE !== 0 || offset > SEARCH_MAX_OFFSET) throw new BadRequestException(DISCUSSION_MESSAGES.cursor);
    const communityId = community === undefined ? null : (await communityBySlug(this.dataSource.manager, community)).id;
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
    const more = rows.length > DISCUSSION_PAGE_SIZE && offset + DISCUSSION_PAGE_SIZE <= SEARCH_MAX_OFFSET;
    let suggestion: string | null = null;
    if (!rows.length && offset === 0) {
      const closest = await db.one<{ title: string }>(this.dataSource, SUGGESTION_SQL, [q, communityId]);
      suggestion = closest?.title ?? null;
    }
    return {
      items: rows.slice(0, DISCUSSION_PAGE_SIZE).map(hit),
      nextCursor: more ? encodeCursor([offset + DISCUSSION_PAGE_SIZE]) : null,
      suggestion,
    };
  }
}
