import { Module } from '@nestjs/common';
import { DiscussionsController } from './discussions.controller';
import { DiscussionsService } from './discussions.service';

/** Threads, replies, likes and accepted answers. */
@Module({ controllers: [DiscussionsController], providers: [DiscussionsService] })
export class DiscussionsModule {}
