import { Module } from '@nestjs/common';
import { ChallengesModule } from '../challenges/challenges.module';
import { DiscussionsModule } from '../discussions/discussions.module';
import { EventsModule } from '../events/events.module';
import { MentoringModule } from '../mentoring/mentoring.module';
import { UsersModule } from '../users/users.module';
import { EngageController } from './engage.controller';
import { EngageService } from './engage.service';

/** The Engage hub: one read made of what the discussions, events, challenges and mentoring modules export. */
@Module({
  imports: [UsersModule, DiscussionsModule, EventsModule, ChallengesModule, MentoringModule],
  controllers: [EngageController],
  providers: [EngageService],
})
export class EngageModule {}
