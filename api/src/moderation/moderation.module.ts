import { Module } from '@nestjs/common';

/** Reports, the moderation queue and its actions, suspensions (issue 14 §6). */
@Module({})
export class ModerationModule {}
