import { type RuleAction, UPLOAD_MESSAGES, type UploadedImage } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { db } from '../database/sql';
import { tooMany } from '../limits/too-many';
import { enforce } from '../rules/rules';
import {
  FINISH_UPLOAD_SQL,
  LOCK_MEMBER_UPLOADS_SQL,
  QUOTA_RETRY_SQL,
  type QuotaRetryRow,
  RELEASE_UPLOAD_SQL,
  RESERVE_UPLOAD_SQL,
  type UploadSlotRow,
} from './member-uploads.queries';
import { UploadsService } from './uploads.service';

/**
 * Members' images for their posts: the staff uploads' pipeline (UploadsService.save), behind a daily quota counted in
 * PostgreSQL. The place in the quota is taken first (the member's advisory lock, a conditional insert), so parallel
 * uploads on any replicas never pass it, and no database connection is held while the image is encoded.
 */
@Injectable()
export class MemberUploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * Takes a place in the quota (429 + Retry-After when full), reads and stores the image; a refused image frees its place.
   * A photo (PUT /api/me/avatar: its rule-book action, `square` sizes) counts in the same quota.
   */
  async upload(
    userId: number,
    reply: FastifyReply,
    read: () => Promise<Buffer>,
    as: { action: RuleAction; square?: readonly number[] } = { action: 'uploadImage' },
  ): Promise<UploadedImage> {
    const slot = await this.dataSource.transaction(async (m) => {
      await enforce(m, as.action, userId, null);
      await db.exec(m, LOCK_MEMBER_UPLOADS_SQL, [userId]);
      return db.one<UploadSlotRow>(m, RESERVE_UPLOAD_SQL, [userId]);
    });
    if (!slot) {
      const retry = await db.one<QuotaRetryRow>(this.dataSource, QUOTA_RETRY_SQL, [userId]);
      throw tooMany(reply, retry?.seconds ?? 3600, UPLOAD_MESSAGES.quota);
    }
    try {
      const image = await this.uploads.save(await read(), as.square);
      await db.exec(this.dataSource, FINISH_UPLOAD_SQL, [slot.id, image.src, image.width, image.height]);
      return image;
    } catch (err) {
      await db.exec(this.dataSource, RELEASE_UPLOAD_SQL, [slot.id]);
      throw err;
    }
  }
}
