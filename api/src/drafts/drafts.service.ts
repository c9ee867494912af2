import { DRAFT_MESSAGES, type DraftView, parseDraftKey, type SaveDraft } from '@cci/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { validationFailed } from '../common/valibot';
import { db } from '../database/sql';
import {
  DELETE_DRAFT_SQL,
  DRAFT_SQL,
  DRAFT_TARGET_SQL,
  type DraftRow,
  INSERT_DRAFT_SQL,
  LOCK_MEMBER_DRAFTS_SQL,
  UPDATE_DRAFT_SQL,
} from './drafts.queries';
import { iso } from '../common/iso';

const view = (r: DraftRow): DraftView => ({ key: r.key, title: r.title, body: r.body, updatedAt: iso(r.updatedAt) });

/**
 * A member's drafts, one per composer key (the controller's DraftKeyPipe checked its shape). Saves are not posts: they
 * count against no posting limit (the composer saves as the member types).
 */
@Injectable()
export class DraftsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: number, key: string): Promise<DraftView> {
    const row = await db.one<DraftRow>(this.dataSource, DRAFT_SQL, [userId, key]);
    if (!row) throw new NotFoundException(DRAFT_MESSAGES.notFound);
    return view(row);
  }

  /**
   * Saves the draft: over the one kept (one statement), or as a new one while the member has room for it (409
   * otherwise) and its key names a community or thread they can post to (404 otherwise).
   */
  async save(userId: number, key: string, input: SaveDraft): Promise<DraftView> {
    const target = parseDraftKey(key);
    const thread = target?.kind === 'thread';
    if (!thread && input.title !== undefined) throw validationFailed({ title: DRAFT_MESSAGES.replyTitle });
    const params = [userId, key, thread ? (input.title ?? '') : null, input.body];
    const row =
      (await db.one<DraftRow>(this.dataSource, UPDATE_DRAFT_SQL, params)) ??
      (await this.dataSource.transaction(async (manager) => {
        const names = await db.one(manager, DRAFT_TARGET_SQL, [
          userId,
          target?.kind === 'thread' ? target.slug : null,
          target?.kind === 'reply' ? target.threadId : null,
        ]);
        if (!names) throw new NotFoundException(DRAFT_MESSAGES.target);
        await db.exec(manager, LOCK_MEMBER_DRAFTS_SQL, [userId]);
        return db.one<DraftRow>(manager, INSERT_DRAFT_SQL, params);
      }));
    if (!row) throw new ConflictException(DRAFT_MESSAGES.tooMany);
    return view(row);
  }

  async discard(userId: number, key: string): Promise<void> {
    await db.exec(this.dataSource, DELETE_DRAFT_SQL, [userId, key]);
  }
}
