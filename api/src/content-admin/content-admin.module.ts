import { Module } from '@nestjs/common';
import {
  ArticleEditController,
  ChallengeEditController,
  ContentAdminController,
  EventDeleteController,
  TrendEditController,
} from './content-admin.controller';
import { ContentAdminService } from './content-admin.service';

/** Content management: staff's lists and edits of articles, trends, events and challenges. The events module imports it to edit through it. */
@Module({
  controllers: [ContentAdminController, ArticleEditController, TrendEditController, ChallengeEditController, EventDeleteController],
  providers: [ContentAdminService],
  exports: [ContentAdminService],
})
export class ContentAdminModule {}
