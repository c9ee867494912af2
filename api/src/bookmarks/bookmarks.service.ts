import { type BookmarkedThread, type BookmarkState, type CursorPage, DISCUSSION_MESSAGES, DISCUSSION_PAGE_SIZE } from '@cci/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { decodeCursor, encodeCursor } from '../common/cursor';
import { db } from '../database/sql';
import { ADD_SQL, BOOKMARKS_FIRST_KEY, BOOKMARKS_SQL, type BookmarkRow, IS_BOOKMARKED_SQL, REMOVE_SQL } from './bookmarks.queries';

/** A member's bookmarks of threads: set, unset, asked about and listed. */
@Injectable()
export class BookmarksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Bookmarks the thread (on) or removes the bookmark; either twice is the same as once. */
  async set(userId: number, threadId: number, on: boolean): Promise<void> {
    if (on) {
      if (!(await db.one(this.dataSource, ADD_SQL, [userId, threadId]))) throw new NotFoundException(DISCUSSION_MESSAGES.threadNotFound);
    } else {
      await db.exec(this.dataSource, REMOVE_SQL, [userId, threadId]);
    }
  }

  async state(userId: number, threadId: number): Promise<BookmarkState> {
    return { bookmarked: (await db.one(this.dataSource, IS_BOOKMARKED_SQL, [userId, threadId])) !== undefined };
  }

  async list(userId: number, cursor: string | undefined): Promise<CursorPage<BookmarkedThread>> {
    const after = cursor === undefined ? [...BOOKMARKS_FIRST_KEY] : decodeCursor(cursor, ['timestamp', 'id']);
    const rows = await db.many<BookmarkRow>(this.dataSource, BOOKMARKS_SQL, [userId, ...after]);
    const page = rows.slice(0, DISCUSSION_PAGE_SIZE);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => ({
        thread: { id: r.id, title: r.title, replyCount: r.replyCount, lastActivityAt: new Date(r.lastActivityAt).toISOString() },
        community: { slug: r.communitySlug, name: r.communityName },
        bookmarkedAt: new Date(r.bookmarkedAt).toISOString(),
      })),
      nextCursor: rows.length > DISCUSSION_PAGE_SIZE ? encodeCursor([last.keyAt, last.id]) : null,
    };
  }
}
