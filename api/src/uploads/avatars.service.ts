import { AVATAR_SIZES } from '@cci/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { TableWritesSubscriber } from '../bus/table-writes.subscriber';
import { db } from '../database/sql';
import { MemberUploadsService } from './member-uploads.service';
import { SET_AVATAR_SQL } from './avatars.queries';

/**
 * A member's photo: the member uploads' pipeline and daily quota (a photo counts as one of the day's images), cropped to
 * a centred square at AVATAR_SIZES. Stored on users.avatar: the write to `users` drops every replica's cached public
 * reads (threads, lists, profiles, leaderboards) through the bus, as a change of name does; wrote() drops this
 * replica's at once. The files stay in the store (content-addressed, maybe shared): only the reference goes.
 */
@Injectable()
export class AvatarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: MemberUploadsService,
    private readonly tableWrites: TableWritesSubscriber,
  ) {}

  async set(userId: number, reply: FastifyReply, read: () => Promise<Buffer>): Promise<{ avatar: string }> {
    const image = await this.uploads.upload(userId, reply, read, { action: 'changeAvatar', square: AVATAR_SIZES });
    await this.write(userId, image.src);
    return { avatar: image.src };
  }

  remove(userId: number): Promise<void> {
    return this.write(userId, null);
  }

  private async write(userId: number, avatar: string | null): Promise<void> {
    await db.exec(this.dataSource, SET_AVATAR_SQL, [userId, avatar]);
    this.tableWrites.wrote(this.dataSource.manager, 'users');
  }
}
