import { Module } from '@nestjs/common';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';
import { ReportsController } from './reports.controller';

/** Reports, the moderation queue and its actions, suspensions. */
@Module({ controllers: [ReportsController, ModerationController], providers: [ModerationService] })
export class ModerationModule {}
