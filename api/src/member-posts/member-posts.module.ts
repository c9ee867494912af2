import { Module } from '@nestjs/common';
import { MemberPostsController } from './member-posts.controller';
import { MemberPostsService } from './member-posts.service';

@Module({ controllers: [MemberPostsController], providers: [MemberPostsService] })
export class MemberPostsModule {}
