import { Module } from '@nestjs/common';
import { CommunitiesModule } from '../communities/communities.module';
import { DiscussionsController } from './discussions.controller';
import { DiscussionsService } from './discussions.service';

/** Threads, replies, likes and accepted answers. */
@Module({
  imports: [CommunitiesModule],
  controllers: [DiscussionsController],
  providers: [DiscussionsService],
  exports: [DiscussionsService],
})
export class DiscussionsModule {}
