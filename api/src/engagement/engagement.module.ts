import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EngagementController } from './engagement.controller';
import { ChallengeEntity, DiscussionCategoryEntity, MemberSpotlightEntity, MentorProfileEntity } from './engagement.entities';
import { EngagementService } from './engagement.service';

@Module({
  imports: [TypeOrmModule.forFeature([MemberSpotlightEntity, ChallengeEntity, MentorProfileEntity, DiscussionCategoryEntity])],
  controllers: [EngagementController],
  providers: [EngagementService],
  exports: [EngagementService],
})
export class EngagementModule {}
